import StackJSON
import StackLSPProtocol
import StackLint

/// What the server announces in its `initialize` result.
enum ServerCapabilities {
    static let tokenTypes = [
        "keyword", "type", "property", "variable", "enumMember", "number", "string", "comment", "operator",
    ]
    static let tokenModifiers = ["declaration"]

    static func json(encoding: String) -> JSON {
        [
            "positionEncoding": .string(encoding),
            "textDocumentSync": ["openClose": true, "change": JSON(TextDocumentSyncKind.incremental), "save": false],
            "diagnosticProvider": [
                "identifier": "stacklint", "interFileDependencies": false, "workspaceDiagnostics": false,
            ],
            "hoverProvider": true,
            "completionProvider": [
                "triggerCharacters": [":", ".", " ", "=", "["], "resolveProvider": false,
                "completionItem": ["labelDetailsSupport": true],
            ],
            "documentSymbolProvider": true,
            "foldingRangeProvider": true,
            "selectionRangeProvider": true,
            "semanticTokensProvider": [
                "legend": [
                    "tokenTypes": .array(tokenTypes.map(JSON.string)),
                    "tokenModifiers": .array(tokenModifiers.map(JSON.string)),
                ],
                "full": true,
            ],
            "documentFormattingProvider": true,
            "documentRangeFormattingProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix", "refactor.rewrite", "source.fixAll"]],
            "inlayHintProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "documentHighlightProvider": true,
            "renameProvider": ["prepareProvider": true],
            "experimental": ["computedFramesProvider": true],
        ]
    }
}
