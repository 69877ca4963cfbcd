import StackJSON
import StackLSPProtocol
import StackLint
import StackWorkspace

/// `initialize`: the client's capabilities in, the server's out (see
/// ``LanguageServer/initialize(_:)``).
struct InitializeRequest: RequestHandler {
    static let method = LSPMethod.initialize

    static func answer(_ params: InitializeParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(server.initialize(params))
    }
}

extension LanguageServer {
    /// Answers `initialize`: the position encoding the client prefers among those the
    /// server writes, and what the client takes in hovers and completions.
    func initialize(_ params: InitializeParams) -> JSON {
        guard phase == .uninitialized else { return .null }
        unit = params.positionEncodings.contains("utf-8") ? .utf8 : .utf16
        markdownInHover = params.markdownInHover
        completionCapabilities = params.completion
        registersWatchers = params.registersWatchers
        phase = .running
        return [
            "capabilities": ServerCapabilities.json(encoding: unit == .utf8 ? "utf-8" : "utf-16"),
            "serverInfo": ["name": "stack-lsp", "version": .string(StackLintVersion.current)],
        ]
    }
}
