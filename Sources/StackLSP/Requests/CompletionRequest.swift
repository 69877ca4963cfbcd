import StackLSPProtocol
import StackLint

/// `textDocument/completion` (its `context` is not read: the text before the cursor says
/// what is being typed).
struct CompletionRequest: RequestHandler {
    static let method = LSPMethod.completion

    static func answer(_ params: TextDocumentPositionParams, server: LanguageServer) throws -> LanguageServer.Reply {
        let document = try server.document(params.textDocument)
        return .value(
            server.completion(at: params.position.offset(in: document.source, unit: server.unit), in: document))
    }
}
