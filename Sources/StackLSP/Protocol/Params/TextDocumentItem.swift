import StackLint

/// An LSP `TextDocumentItem`: a document as `didOpen` sends it.
struct TextDocumentItem {
    var uri: String
    /// The client's version; 0 when it sends none.
    var version: Int
    var text: String

    init(_ reader: ParamsReader) throws(ResponseError) {
        uri = try reader.string("uri")
        version = try reader.optionalInt("version") ?? 0
        text = try reader.string("text")
    }
}
