import StackJSON

/// The LSP 3.17 methods the server handles or sends, by their wire names.
package enum LSPMethod: String {
    // Lifecycle.
    case initialize
    case initialized
    case shutdown
    case exit
    case cancelRequest = "$/cancelRequest"
    // Document sync.
    case didOpen = "textDocument/didOpen"
    case didChange = "textDocument/didChange"
    case didClose = "textDocument/didClose"
    case didChangeConfiguration = "workspace/didChangeConfiguration"
    case didChangeWatchedFiles = "workspace/didChangeWatchedFiles"
    // Features.
    case diagnostic = "textDocument/diagnostic"
    case hover = "textDocument/hover"
    case completion = "textDocument/completion"
    case documentSymbol = "textDocument/documentSymbol"
    case foldingRange = "textDocument/foldingRange"
    case selectionRange = "textDocument/selectionRange"
    case semanticTokensFull = "textDocument/semanticTokens/full"
    case formatting = "textDocument/formatting"
    case rangeFormatting = "textDocument/rangeFormatting"
    case codeAction = "textDocument/codeAction"
    case inlayHint = "textDocument/inlayHint"
    case definition = "textDocument/definition"
    case references = "textDocument/references"
    case documentHighlight = "textDocument/documentHighlight"
    case prepareRename = "textDocument/prepareRename"
    case rename = "textDocument/rename"
    /// The server's extension (docs/lsp-extensions.md).
    case computedFrames = "stack/computedFrames"
    // Sent by the server.
    case publishDiagnostics = "textDocument/publishDiagnostics"
    case registerCapability = "client/registerCapability"
    case logMessage = "window/logMessage"
    case showMessage = "window/showMessage"
}

/// `MessageType` of `window/logMessage` and `window/showMessage`.
package enum MessageType: Int {
    case error = 1
    case warning = 2
    case info = 3
    case log = 4
}

/// `TextDocumentSyncKind`.
package enum TextDocumentSyncKind: Int {
    case none = 0
    case full = 1
    case incremental = 2
}

/// `DiagnosticSeverity`.
package enum DiagnosticSeverity: Int {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

/// `DocumentHighlightKind`.
package enum DocumentHighlightKind: Int {
    case text = 1
    case read = 2
    case write = 3
}

/// `InsertTextFormat` of a completion item.
package enum InsertTextFormat: Int {
    case plainText = 1
    case snippet = 2
}

/// `CompletionItemKind`, the kinds the server uses.
package enum CompletionItemKind: Int {
    case `class` = 7
    case module = 9
    case property = 10
    case keyword = 14
    case snippet = 15
    case reference = 18
    case enumMember = 20
    case `operator` = 24
}

/// `MarkupKind`.
package enum MarkupKind: String {
    case plaintext
    case markdown
}

/// `CodeActionKind`, the kinds the server offers.
package enum CodeActionKind: String {
    case quickFix = "quickfix"
    case refactorRewrite = "refactor.rewrite"
    /// `source.fixAll` for this server.
    case fixAll = "source.fixAll.stacklint"
}

/// `FoldingRangeKind`.
package enum FoldingRangeKind: String {
    case comment
    case imports
    case region
}

/// `DocumentDiagnosticReportKind`.
package enum DocumentDiagnosticReportKind: String {
    case full
    case unchanged
}

extension JSON {
    /// The wire value of an LSP number enumeration.
    package init<Kind: RawRepresentable>(_ kind: Kind) where Kind.RawValue == Int {
        self = .int(kind.rawValue)
    }

    /// The wire value of an LSP string enumeration.
    package init<Kind: RawRepresentable>(_ kind: Kind) where Kind.RawValue == String {
        self = .string(kind.rawValue)
    }
}
