import StackLSPProtocol
import StackLint

/// `shutdown`: the server answers only `exit` from now on.
struct ShutdownRequest: RequestHandler {
    static let method = LSPMethod.shutdown

    static func answer(_ params: NoParams, server: LanguageServer) throws -> LanguageServer.Reply {
        server.phase = .shuttingDown
        return .value(.null)
    }
}
