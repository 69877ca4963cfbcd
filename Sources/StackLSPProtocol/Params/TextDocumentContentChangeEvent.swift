import StackJSON

/// An LSP `TextDocumentContentChangeEvent`: a range replaced by a text, or (without a
/// range) the whole text.
public struct TextDocumentContentChangeEvent: Sendable, Equatable {
    /// The range replaced; nil for the whole document.
    public var range: LSPRange?
    /// The new text of the range.
    public var text: String

    /// A change of `range` (or, nil, of the whole text) to `text`.
    public init(range: LSPRange?, text: String) {
        self.range = range
        self.text = text
    }

    /// The change in `json`, or an `InvalidParams` error.
    public init(json: JSON) throws(ResponseError) {
        try self.init(ParamsReader(json))
    }

    package init(_ reader: ParamsReader) throws(ResponseError) {
        range = try reader.optionalObject("range", LSPRange.init)
        text = try reader.string("text")
    }
}
