import StackJSON
import StackLint

/// `textDocument/inlayHint`: the range to hint.
struct InlayHintParams: LSPParams {
    var textDocument: TextDocumentIdentifier
    /// The range; nil when the client sent none (then the whole document).
    var range: LSPRange?

    init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        range = try reader.optionalObject("range", LSPRange.init)
    }
}
