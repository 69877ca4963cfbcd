/// A path pattern: `*` matches within one path component, `**` any number of components,
/// `?` one character. Matched against paths relative to the configuration's directory.
///
/// Matching takes time proportional to the pattern's length times the path's, whatever
/// the pattern: components are matched by a simulation of every position the pattern may
/// be at (no backtracking over `**`), and a component by the greedy wildcard algorithm that
/// goes back only to the last `*`.
public struct Glob: Sendable, Equatable {
    /// The longest pattern a configuration may hold, in Unicode scalars (as JSON Schema's `maxLength` counts).
    public static let maximumLength = 1_024
    /// The most patterns `include` or `exclude` may hold.
    public static let maximumCount = 1_000

    /// The pattern as written.
    public let pattern: String
    /// The components, `nil` standing for `**`.
    private let components: [[UInt8]?]

    /// Creates a glob.
    public init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.utf8.split(separator: Glob.slash, omittingEmptySubsequences: true)
            .map { $0.elementsEqual("**".utf8) ? nil : Array($0) }
    }

    /// Whether a relative path matches.
    public func matches(_ path: String) -> Bool {
        var steps = 0
        return matches(path, steps: &steps)
    }

    /// ``matches(_:)``, adding to `steps` the number of elementary comparisons made (the
    /// tests hold it to the bound above).
    func matches(_ path: String, steps: inout Int) -> Bool {
        let parts = path.utf8.split(separator: Glob.slash, omittingEmptySubsequences: true)
        // `active[i]`: the components before `i` have matched the path's components so far.
        var active = [Bool](repeating: false, count: components.count + 1)
        active[0] = true
        close(&active, steps: &steps)
        for part in parts {
            let text = Array(part)
            var next = [Bool](repeating: false, count: components.count + 1)
            var any = false
            for index in components.indices where active[index] {
                steps += 1
                if let component = components[index] {
                    if Glob.matchComponent(component, text, steps: &steps) {
                        next[index + 1] = true
                        any = true
                    }
                } else {
                    // `**` takes this component and may take more.
                    next[index] = true
                    any = true
                }
            }
            guard any else { return false }
            close(&next, steps: &steps)
            active = next
        }
        return active[components.count]
    }

    /// Adds the positions reached by letting each `**` match no component.
    private func close(_ active: inout [Bool], steps: inout Int) {
        for index in components.indices where active[index] && components[index] == nil {
            steps += 1
            active[index + 1] = true
        }
    }

    /// Whether one component matches: `*` any run of bytes, `?` one byte, anything else
    /// itself. On a mismatch only the last `*` takes one more byte: an earlier `*` could
    /// take nothing that the last one cannot, so trying it again finds nothing new.
    static func matchComponent(_ pattern: [UInt8], _ text: [UInt8], steps: inout Int) -> Bool {
        let star = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        var p = 0, t = 0
        var lastStar = -1, resume = 0
        // Ends: each pass moves `t` on, moves `p` on past a `*`, or moves `resume` on (at
        // most `text.count` times per `*`).
        while t < text.count {
            steps += 1
            if p < pattern.count, pattern[p] == star {
                lastStar = p
                resume = t
                p += 1
            } else if p < pattern.count, pattern[p] == question || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if lastStar >= 0 {
                p = lastStar + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == star { p += 1 }
        return p == pattern.count
    }

    private static let slash = UInt8(ascii: "/")
}
