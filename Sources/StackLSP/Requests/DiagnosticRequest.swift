import StackDiagnostics
import StackJSON
import StackLSPProtocol
import StackLint

/// `textDocument/diagnostic`.
struct DiagnosticRequest: RequestHandler {
    static let method = LSPMethod.diagnostic

    static func answer(_ params: DocumentDiagnosticParams, server: LanguageServer) throws -> LanguageServer.Reply {
        try server.pullDiagnostics(params)
    }
}

extension LanguageServer {
    func pullDiagnostics(_ params: DocumentDiagnosticParams) throws -> Reply {
        let document = try interfaceBuilder[params.textDocument.uri] ?? self.document(params.textDocument)
        let resultID = "\(document.revision)"
        if params.previousResultID == resultID {
            return .value(["kind": JSON(DocumentDiagnosticReportKind.unchanged), "resultId": .string(resultID)])  // the client has this revision's findings
        }
        // The findings only: the whole document's model is not needed (nor built).
        let findings: [Diagnostic]
        if interfaceBuilder[document.uri] != nil {
            guard let found = interfaceBuilderFindings[document.uri], found.revision == document.revision else {
                throw AwaitingAnalysis(uri: document.uri)
            }
            findings = found.findings
        } else {
            guard let analysis = arrivedAnalysis(document) else { throw AwaitingAnalysis(uri: document.uri) }
            findings = analysis.diagnostics
        }
        let docsURL = docsURL(for: document)
        let items = JSON.arrayBytes(
            shownFindings(findings, of: document).lazy.map {
                DiagnosticConversion.bytes($0, document: document, unit: self.unit, docsURL: docsURL)
            })
        return .bytes(
            JSON.objectBytes([
                ("items", items), ("kind", JSON(DocumentDiagnosticReportKind.full).utf8),
                ("resultId", JSON.string(resultID).utf8),
            ]))
    }
}
