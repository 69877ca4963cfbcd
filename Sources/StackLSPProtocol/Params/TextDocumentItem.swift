/// An LSP `TextDocumentItem`: a document as `didOpen` sends it.
package struct TextDocumentItem {
    package var uri: String
    /// The client's version; 0 when it sends none.
    package var version: Int
    package var text: String

    package init(_ reader: ParamsReader) throws(ResponseError) {
        uri = try reader.string("uri")
        version = try reader.optionalInt("version") ?? 0
        text = try reader.string("text")
    }
}
