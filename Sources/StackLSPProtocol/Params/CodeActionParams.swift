import StackJSON

/// `textDocument/codeAction`: the range (or cursor) and the kinds the client asks for.
package struct CodeActionParams: LSPParams {
    package var textDocument: TextDocumentIdentifier
    /// The range; nil when the client sent none (then the document's start).
    package var range: LSPRange?
    /// `context.only`: the kinds wanted (a kind and those under it); nil for every kind.
    package var only: [String]?

    package init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        range = try reader.optionalObject("range", LSPRange.init)
        let only = try reader.optionalObject("context") { context throws(ResponseError) in
            try context.optionalStrings("only")
        }
        self.only = only ?? nil
    }
}
