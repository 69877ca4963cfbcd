import StackJSON

/// `textDocument/didOpen`.
package struct DidOpenTextDocumentParams: LSPParams {
    package var textDocument: TextDocumentItem

    package init(json: JSON) throws(ResponseError) {
        textDocument = try ParamsReader(json).object("textDocument", TextDocumentItem.init)
    }
}
