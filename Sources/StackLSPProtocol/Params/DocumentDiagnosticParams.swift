import StackJSON

/// `textDocument/diagnostic`: the document, and the result the client already has.
package struct DocumentDiagnosticParams: LSPParams {
    package var textDocument: TextDocumentIdentifier
    package var previousResultID: String?

    package init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        previousResultID = try reader.optionalString("previousResultId")
    }
}
