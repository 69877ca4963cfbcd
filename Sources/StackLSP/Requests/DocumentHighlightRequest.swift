import StackJSON
import StackLSPFeatures
import StackLSPProtocol
import StackLint

/// `textDocument/documentHighlight`.
struct DocumentHighlightRequest: RequestHandler {
    static let method = LSPMethod.documentHighlight

    static func answer(_ params: TextDocumentPositionParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.documentHighlights(params))
    }
}

extension LanguageServer {
    func documentHighlights(_ params: TextDocumentPositionParams) throws -> JSON {
        guard let found = try namedElement(params) else { return [] }
        let (declaration, references) = occurrences(of: found)
        var highlights: [JSON] = []
        if let declaration {
            highlights.append([
                "range": Positions.range(declaration, in: found.document.source, unit: unit),
                "kind": JSON(DocumentHighlightKind.write),
            ])
        }
        highlights += references.map {
            [
                "range": Positions.range($0, in: found.document.source, unit: unit),
                "kind": JSON(DocumentHighlightKind.read),
            ]
        }
        return .array(highlights)
    }
}
