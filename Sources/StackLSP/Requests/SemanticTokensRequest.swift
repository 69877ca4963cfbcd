import StackLSPProtocol
import StackLint

/// `textDocument/semanticTokens/full`.
struct SemanticTokensRequest: RequestHandler {
    static let method = LSPMethod.semanticTokensFull

    static func answer(_ params: TextDocumentParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(server.semanticTokens(try server.document(params.textDocument)))
    }
}
