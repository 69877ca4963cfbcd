import StackLSPFeatures
import StackLSPProtocol
import StackLint

/// `textDocument/semanticTokens/full`.
struct SemanticTokensRequest: RequestHandler {
    static let method = LSPMethod.semanticTokensFull

    static func answer(_ params: TextDocumentParams, server: LanguageServer) throws -> LanguageServer.Reply {
        let document = try server.document(params.textDocument)
        return .value(
            SemanticTokens(unit: server.unit, types: ServerCapabilities.tokenTypes).semanticTokens(
                document.source, model: server.model(document)))
    }
}
