import StackJSON
import StackLSPProtocol
import StackLint

/// `textDocument/references`.
struct ReferencesRequest: RequestHandler {
    static let method = LSPMethod.references

    static func answer(_ params: ReferenceParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.references(params))
    }
}

extension LanguageServer {
    func references(_ params: ReferenceParams) throws -> JSON {
        guard let found = try namedElement(params.position) else { return [] }
        let (declaration, references) = occurrences(of: found)
        let ranges = (params.includeDeclaration ? [declaration].compactMap { $0 } : []) + references
        return .array(ranges.map { location($0, found.document) })
    }
}
