import StackJSON
import StackLint

/// `textDocument/didOpen`.
struct DidOpenTextDocumentParams: LSPParams {
    var textDocument: TextDocumentItem

    init(json: JSON) throws(ResponseError) {
        textDocument = try ParamsReader(json).object("textDocument", TextDocumentItem.init)
    }
}
