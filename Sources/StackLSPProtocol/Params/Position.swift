/// An LSP `Position`: a zero-based line and a column in the negotiated unit.
public struct Position: Sendable, Equatable {
    /// The zero-based line.
    public var line: Int
    /// The zero-based column, in the negotiated unit (UTF-16 or UTF-8 code units).
    public var character: Int

    /// A position at `line` and `character`.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package init(_ reader: ParamsReader) throws(ResponseError) {
        line = try reader.unsigned("line")
        character = try reader.unsigned("character")
    }

}
