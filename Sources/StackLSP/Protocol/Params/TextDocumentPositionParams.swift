import StackJSON
import StackLint

/// An LSP `TextDocumentPositionParams`: a document and a position in it (hover,
/// completion, definition, highlights, prepare rename).
struct TextDocumentPositionParams: LSPParams {
    var textDocument: TextDocumentIdentifier
    var position: Position

    init(json: JSON) throws(ResponseError) {
        try self.init(ParamsReader(json))
    }

    init(_ reader: ParamsReader) throws(ResponseError) {
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        position = try reader.object("position", Position.init)
    }
}
