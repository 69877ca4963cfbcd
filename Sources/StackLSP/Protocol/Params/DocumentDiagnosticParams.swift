import StackJSON
import StackLint

/// `textDocument/diagnostic`: the document, and the result the client already has.
struct DocumentDiagnosticParams: LSPParams {
    var textDocument: TextDocumentIdentifier
    var previousResultID: String?

    init(json: JSON) throws(ResponseError) {
        let reader = try ParamsReader(json)
        textDocument = try reader.object("textDocument", TextDocumentIdentifier.init)
        previousResultID = try reader.optionalString("previousResultId")
    }
}
