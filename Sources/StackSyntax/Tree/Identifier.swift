/// A name as written. Its text is the source's text in ``range``: the identifier holds no
/// string, so that every syntax node is a plain value to copy, and a keyword is looked up
/// from the source's bytes (``SourceText/withBytes(in:_:)``) without making one.
public struct Identifier: Hashable, Sendable {
    /// Where it stands.
    public var range: SourceRange

    /// Creates an identifier.
    public init(range: SourceRange) {
        self.range = range
    }
}
