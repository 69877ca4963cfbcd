import StackLint

/// An LSP `TextDocumentIdentifier` (and the `uri` of a `VersionedTextDocumentIdentifier`).
struct TextDocumentIdentifier {
    /// The document's URI, as the key of the open documents.
    var uri: String

    init(_ reader: ParamsReader) throws(ResponseError) {
        uri = try reader.string("uri")
    }
}
