import StackSyntax

/// Where each statement of an imported `.stack` text came from in the IB file: an element's
/// line from the view's start tag, a constraint line from the `<constraint>`, a property
/// from the attribute that set it. A finding on the imported text is placed in the XML by
/// its innermost statement (``xmlRange(for:)``).
public struct IBSourceMap: Sendable, Hashable {
    /// One statement and its origin.
    public struct Entry: Sendable, Hashable {
        /// The statement's range in the generated text.
        public var generated: SourceRange
        /// The XML range it came from.
        public var xml: SourceRange
    }

    /// The entries in the order of the generated text; an element's entry precedes those of its body.
    public var entries: [Entry] = []

    /// The XML range of the innermost statement that holds `range`, if any does.
    public func xmlRange(for range: SourceRange) -> SourceRange? {
        var best: Entry?
        for entry in entries where entry.generated.start <= range.start && range.end <= entry.generated.end {
            if best.map({ entry.generated.length <= $0.generated.length }) ?? true { best = entry }
        }
        return best?.xml
    }
}
