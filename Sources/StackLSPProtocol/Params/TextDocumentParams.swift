import StackJSON

/// The parameters of a request about a whole document and nothing else (`didClose`,
/// document symbols, folding ranges, semantic tokens, formatting, computed frames): its
/// identifier. Other members (formatting options, progress tokens) are not read.
package struct TextDocumentParams: LSPParams {
    package var textDocument: TextDocumentIdentifier

    package init(json: JSON) throws(ResponseError) {
        textDocument = try ParamsReader(json).object("textDocument", TextDocumentIdentifier.init)
    }
}
