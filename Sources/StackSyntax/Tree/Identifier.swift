/// A name as written, with its range.
public struct Identifier: Hashable, Sendable {
    /// The text.
    public var text: String
    /// Where it stands.
    public var range: SourceRange

    /// Creates an identifier.
    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}
