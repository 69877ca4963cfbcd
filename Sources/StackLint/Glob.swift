/// A path pattern: `*` matches within one path component, `**` any number of components,
/// `?` one character. Matched against paths relative to the configuration's directory.
public struct Glob: Sendable, Equatable {
    /// The pattern as written.
    public let pattern: String
    private let components: [Substring]

    /// Creates a glob.
    public init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether a relative path matches.
    public func matches(_ path: String) -> Bool {
        Glob.match(components[...], path.split(separator: "/", omittingEmptySubsequences: true)[...])
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(Array(first.utf8)[...], Array(component.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == UInt8(ascii: "*") {
            var remaining = text
            while true {
                if matchComponent(pattern.dropFirst(), remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let character = text.first, first == UInt8(ascii: "?") || first == character else { return false }
        return matchComponent(pattern.dropFirst(), text.dropFirst())
    }
}
