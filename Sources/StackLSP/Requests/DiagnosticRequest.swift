import StackLint

/// `textDocument/diagnostic`.
struct DiagnosticRequest: RequestHandler {
    static let method = LSPMethod.diagnostic

    static func answer(_ params: DocumentDiagnosticParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.pullDiagnostics(params))
    }
}

extension LanguageServer {
    func pullDiagnostics(_ params: DocumentDiagnosticParams) throws -> JSON {
        let document = try self.document(params.textDocument)
        let resultID = "\(document.revision)"
        if params.previousResultID == resultID {
            return ["kind": JSON(DocumentDiagnosticReportKind.unchanged), "resultId": .string(resultID)]  // the client has this revision's findings
        }
        // The findings only: the whole document's model is not needed (nor built).
        guard let analysis = arrivedAnalysis(document) else { throw AwaitingAnalysis(uri: document.uri) }
        let docsURL = docsURL(for: document)
        return ["kind": JSON(DocumentDiagnosticReportKind.full), "resultId": .string(resultID),
                "items": .array(analysis.diagnostics.map { DiagnosticConversion.json($0, document: document, unit: unit, docsURL: docsURL) })]
    }
}
