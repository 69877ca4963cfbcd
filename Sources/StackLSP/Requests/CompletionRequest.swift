import StackLSPFeatures
import StackLSPProtocol
import StackLint

/// `textDocument/completion` (its `context` is not read: the text before the cursor says
/// what is being typed).
struct CompletionRequest: RequestHandler {
    static let method = LSPMethod.completion

    static func answer(_ params: TextDocumentPositionParams, server: LanguageServer) throws -> LanguageServer.Reply {
        let document = try server.document(params.textDocument)
        let offset = params.position.offset(in: document.source, unit: server.unit)
        // The piece under the cursor: a layout read as a file of its own, or the whole text.
        return .value(
            Completion(unit: server.unit, capabilities: server.completionCapabilities).completion(
                at: offset, in: document.source, scope: server.scope(at: offset, in: document)))
    }
}
