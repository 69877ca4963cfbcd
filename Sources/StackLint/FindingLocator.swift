import StackDiagnostics
import StackSyntax
import StackWorkspace

/// Where a finding stands in the structure of its file: the layout and the element path,
/// which survive edits elsewhere in the file (unlike line numbers).
public struct FindingPlace: Sendable, Equatable {
    /// The layout's name (`""` outside every layout or for an unnamed one).
    public var layout: String
    /// Element names from the layout down, `/`-separated, as the model writes them
    /// (`row/text/title`); an unnamed element is `KIND#INDEX`, its index among its siblings.
    public var elementPath: String
    /// The range of the innermost element holding the finding (nil outside every element).
    public var elementRange: SourceRange?
    /// Whether the finding marks that element as a whole (its `KIND NAME` header).
    public var isElementLevel: Bool
}

/// Finds the layout and element of findings in a parsed file; in an Interface Builder file,
/// the layout read from it and the IB id of the view.
public struct FindingLocator: Sendable {
    private let syntax: FileSyntax?
    private let interfaceBuilder: InterfaceBuilderFile?

    /// Parses the text once for every lookup.
    public init(source: SourceText) {
        syntax = Parser.parse(source)
        interfaceBuilder = nil
    }

    /// Reads the report's file once for every lookup, as a `.stack` text or an IB file.
    public init(_ report: FileReport) {
        let isInterfaceBuilder = DocumentKind(path: report.path) == .interfaceBuilder
        syntax = isInterfaceBuilder ? nil : Parser.parse(report.source)
        interfaceBuilder = isInterfaceBuilder ? InterfaceBuilderFile(source: report.source, path: report.path) : nil
    }

    /// The innermost layout and element whose range holds the start of `range`.
    public func place(of range: SourceRange) -> FindingPlace {
        if let interfaceBuilder { return interfaceBuilder.findingPlace(of: range) }
        guard let syntax, let layout = syntax.layouts.first(where: { contains($0.range, range) }) else {
            return FindingPlace(layout: "", elementPath: "", elementRange: nil, isElementLevel: false)
        }
        var segments: [String] = []
        var innermost: ElementSyntax?
        var members = syntax.members(of: layout.body)
        descent: while true {
            var index = 0
            for member in members {
                guard case .element(let element) = member else { continue }
                defer { index += 1 }
                if contains(element.range, range) {
                    segments.append(element.name.map { syntax.text($0) } ?? "\(syntax.text(element.kind))#\(index)")
                    innermost = element
                    members = syntax.members(of: element.body)
                    continue descent
                }
            }
            break
        }
        return FindingPlace(
            layout: layout.name.map { syntax.text($0) } ?? "", elementPath: segments.joined(separator: "/"),
            elementRange: innermost?.range, isElementLevel: innermost.map { $0.headerRange == range } ?? false)
    }

    private func contains(_ outer: SourceRange, _ inner: SourceRange) -> Bool {
        outer.start <= inner.start && inner.start < max(outer.end, outer.start + 1)
    }
}

/// The identity of a finding that a baseline records and SARIF's `partialFingerprints`
/// carries: rule, layout, element path, the finding's cause (its message without the
/// canvases it names and its figures, ``FindingCause``) and the text it marks (whitespace
/// collapsed), never its line or column. Moving a layout, adding lines above it,
/// reindenting it, adding a canvas or a category to it, or a change that moves a view by a
/// point keeps every fingerprint.
public enum Fingerprint {
    /// The version of the recipe, part of SARIF's `partialFingerprints` key. Version 1 took
    /// the whole message; baselines written with it are still matched with it.
    public static let version = 2

    /// The fingerprint of each finding of a report, in the report's order, by the recipe
    /// of `version`.
    public static func of(_ report: FileReport, version: Int = version) -> [String] {
        guard !report.diagnostics.isEmpty else { return [] }
        let locator = FindingLocator(report)
        return report.diagnostics.map {
            of($0, place: locator.place(of: $0.range), source: report.source, version: version)
        }
    }

    /// The fingerprint of one finding at a known place.
    public static func of(_ diagnostic: Diagnostic, place: FindingPlace, source: SourceText, version: Int = version)
        -> String
    {
        let marked = collapse(source.text(in: diagnostic.range))
        let cause = version == 1 ? diagnostic.message : FindingCause.of(diagnostic.message)
        let key = [diagnostic.ruleID.rawValue, place.layout, place.elementPath, cause, marked].joined(
            separator: "\u{1F}")
        return ContentHash.hex(Array(key.utf8))
    }

    /// Runs of whitespace become one space; the ends are trimmed.
    ///
    /// The separators are characters (grapheme clusters), as fingerprints have always been
    /// taken: `\r\n` is one character and no separator, nor is a space with a combining
    /// mark. In ASCII text without `\r\n` every character is one byte, and the bytes are
    /// collapsed directly.
    static func collapse(_ text: String) -> String {
        var text = text
        let collapsed = text.withUTF8 { bytes -> [UInt8]? in
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var pendingSpace = false
            var previous: UInt8 = 0
            for byte in bytes {
                guard byte < 0x80, !(previous == UInt8(ascii: "\r") && byte == UInt8(ascii: "\n")) else { return nil }
                previous = byte
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    pendingSpace = !output.isEmpty
                default:
                    if pendingSpace { output.append(UInt8(ascii: " ")) }
                    pendingSpace = false
                    output.append(byte)
                }
            }
            return output
        }
        guard let collapsed else {
            return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(
                separator: " ")
        }
        return String(decoding: collapsed, as: UTF8.self)
    }
}
