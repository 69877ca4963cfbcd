import StackJSON

/// An LSP `TextDocumentPositionParams`: a document and a position in it (hover,
/// completion, definition, highlights, prepare rename).
package struct TextDocumentPositionParams: LSPParams {
    package var textDocument: TextDocumentIdentifier
    package var position: Position

    package init(json: JSON) throws(ResponseError) {
        try self.init(ParamsReader(json))
    }

    package init(_ reader: ParamsReader) throws(ResponseError) {
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        position = try reader.object("position", Position.init)
    }
}
