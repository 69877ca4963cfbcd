import StackJSON
import StackLSPProtocol
import StackLint

/// The handler of one LSP request (ruff_server's request handlers): its method, its
/// parameters' type, and its answer from the server's state at the time it is handled.
protocol RequestHandler {
    /// The parameters, decoded once when the request arrives.
    associatedtype Params: LSPParams
    /// The method this handler answers.
    static var method: LSPMethod { get }
    /// The answer; throws ``LanguageServer/AwaitingAnalysis`` to wait for the document's
    /// analysis, or a ``ResponseError``.
    static func answer(_ params: Params, server: LanguageServer) throws -> LanguageServer.Reply
}

/// A request whose parameters are decoded: answered at once, or parked until the analysis
/// it waits for arrives and answered then from the same decoded parameters.
struct PendingRequest {
    /// The request's id, echoed in its answer.
    let id: JSON
    /// The answer from the server's state at the time it is called.
    let answer: (LanguageServer) throws -> LanguageServer.Reply

    /// The request of `Handler` with its parameters decoded from `params`, or an
    /// `InvalidParams` error.
    init<Handler: RequestHandler>(id: JSON, _ handler: Handler.Type, params: JSON) throws(ResponseError) {
        let decoded = try Handler.Params(json: params)
        self.id = id
        answer = { server in try Handler.answer(decoded, server: server) }
    }

    /// The request of `method` with its parameters decoded, or `MethodNotFound` for a
    /// method the server does not answer, or `InvalidParams`.
    init(id: JSON, method name: String, params: JSON) throws(ResponseError) {
        guard let method = LSPMethod(rawValue: name) else {
            throw ResponseError(.methodNotFound, "unknown method `\(name)`")
        }
        switch method {
        case .initialize: try self.init(id: id, InitializeRequest.self, params: params)
        case .shutdown: try self.init(id: id, ShutdownRequest.self, params: params)
        case .diagnostic: try self.init(id: id, DiagnosticRequest.self, params: params)
        case .hover: try self.init(id: id, HoverRequest.self, params: params)
        case .completion: try self.init(id: id, CompletionRequest.self, params: params)
        case .documentSymbol: try self.init(id: id, DocumentSymbolRequest.self, params: params)
        case .foldingRange: try self.init(id: id, FoldingRangeRequest.self, params: params)
        case .selectionRange: try self.init(id: id, SelectionRangeRequest.self, params: params)
        case .semanticTokensFull: try self.init(id: id, SemanticTokensRequest.self, params: params)
        case .formatting: try self.init(id: id, FormattingRequest.self, params: params)
        case .rangeFormatting: try self.init(id: id, RangeFormattingRequest.self, params: params)
        case .codeAction: try self.init(id: id, CodeActionRequest.self, params: params)
        case .inlayHint: try self.init(id: id, InlayHintRequest.self, params: params)
        case .definition: try self.init(id: id, DefinitionRequest.self, params: params)
        case .references: try self.init(id: id, ReferencesRequest.self, params: params)
        case .documentHighlight: try self.init(id: id, DocumentHighlightRequest.self, params: params)
        case .prepareRename: try self.init(id: id, PrepareRenameRequest.self, params: params)
        case .rename: try self.init(id: id, RenameRequest.self, params: params)
        case .computedFrames: try self.init(id: id, ComputedFramesRequest.self, params: params)
        case .initialized, .exit, .cancelRequest, .didOpen, .didChange, .didClose, .didChangeConfiguration,
            .didChangeWatchedFiles,
            .publishDiagnostics, .registerCapability, .logMessage, .showMessage:
            throw ResponseError(.methodNotFound, "`\(name)` is not a request the server answers")
        }
    }
}
