import StackJSON
import StackLSPFeatures
import StackLSPProtocol
import StackLint

/// `textDocument/prepareRename`.
struct PrepareRenameRequest: RequestHandler {
    static let method = LSPMethod.prepareRename

    static func answer(_ params: TextDocumentPositionParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.prepareRename(params))
    }
}

extension LanguageServer {
    func prepareRename(_ params: TextDocumentPositionParams) throws -> JSON {
        guard let found = try namedElement(params) else { return .null }
        return [
            "range": Positions.range(found.at, in: found.document.source, unit: unit),
            "placeholder": .string(found.document.source.text(in: found.at)),
        ]
    }
}
