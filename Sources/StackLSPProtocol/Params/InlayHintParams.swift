import StackJSON

/// `textDocument/inlayHint`: the range to hint.
package struct InlayHintParams: LSPParams {
    package var textDocument: TextDocumentIdentifier
    /// The range; nil when the client sent none (then the whole document).
    package var range: LSPRange?

    package init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        range = try reader.optionalObject("range", LSPRange.init)
    }
}
