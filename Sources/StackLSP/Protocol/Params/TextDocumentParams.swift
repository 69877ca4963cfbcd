import StackJSON
import StackLint

/// The parameters of a request about a whole document and nothing else (`didClose`,
/// document symbols, folding ranges, semantic tokens, formatting, computed frames): its
/// identifier. Other members (formatting options, progress tokens) are not read.
struct TextDocumentParams: LSPParams {
    var textDocument: TextDocumentIdentifier

    init(json: JSON) throws(ResponseError) {
        textDocument = try ParamsReader(json).object("textDocument", TextDocumentIdentifier.init)
    }
}
