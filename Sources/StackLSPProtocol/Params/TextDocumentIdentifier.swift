/// An LSP `TextDocumentIdentifier` (and the `uri` of a `VersionedTextDocumentIdentifier`).
package struct TextDocumentIdentifier {
    /// The document's URI, as the key of the open documents.
    package var uri: String

    package init(_ reader: ParamsReader) throws(ResponseError) {
        uri = try reader.string("uri")
    }
}
