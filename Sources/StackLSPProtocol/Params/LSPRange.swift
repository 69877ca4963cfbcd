/// An LSP `Range`: two positions (named so as not to hide Swift's `Range`).
public struct LSPRange: Sendable, Equatable {
    /// The first position.
    public var start: Position
    /// The position just past the end.
    public var end: Position

    /// The range from `start` to `end`.
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    package init(_ reader: ParamsReader) throws(ResponseError) {
        start = try reader.object("start", Position.init)
        end = try reader.object("end", Position.init)
    }
}
