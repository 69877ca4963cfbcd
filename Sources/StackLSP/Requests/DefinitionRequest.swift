import StackJSON
import StackLSPProtocol
import StackLint

/// `textDocument/definition`.
struct DefinitionRequest: RequestHandler {
    static let method = LSPMethod.definition

    static func answer(_ params: TextDocumentPositionParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.definition(params))
    }
}

extension LanguageServer {
    func definition(_ params: TextDocumentPositionParams) throws -> JSON {
        guard let found = try namedElement(params),
            let name = found.scope.model.layouts[found.layout].elements[found.element].nameRange.map(
                found.scope.document)
        else { return .null }
        return location(name, found.document)
    }
}
