import Dispatch
import StackDiagnostics
import StackJSON
import StackLSPProtocol
import StackLint
import StackSyntax
import StackWorkspace

/// `stack-lsp`: a JSON-RPC 2.0 / LSP 3.17 server on the same analyzer as the CLI.
///
/// Threads: the transport's reading thread calls ``receive(_:)``, which only parses and
/// records cancellations; every message is then handled in order on one serial queue,
/// which owns all state, and each request is answered once, from the state at the time
/// it is handled. The work is split in two (docs/lsp.md, "Analysis"): the syntax and the
/// model of a document are computed at once and answer every request that needs no
/// layout; the solve (frames, and the findings that need them) runs on a concurrent
/// queue, and requests that need it wait, parked, for the analysis of the document's
/// current text, without holding up the messages behind them.
public final class LanguageServer: @unchecked Sendable {
    /// How the server leaves: the exit code.
    public typealias ExitHandler = @Sendable (Int32) -> Void

    let send: @Sendable ([UInt8]) -> Void
    private let onExit: ExitHandler
    let queue = DispatchQueue(label: "stack-lsp.messages")
    let analysisQueue = DispatchQueue(label: "stack-lsp.analysis", attributes: .concurrent)
    /// The ids of requests the client cancelled, shared with the reading thread.
    private let cancelled = Locked<Set<String>>([])

    // State owned by `queue`.
    var phase = Phase.uninitialized
    var unit = ColumnUnit.utf16
    var documents: [String: OpenDocument] = [:]
    /// The open Interface Builder documents (`.xib`, `.storyboard`): diagnostics only, kept
    /// apart from `documents` so that no other request reads their XML as a `.stack` text.
    var interfaceBuilder: [String: OpenDocument] = [:]
    /// The findings of each Interface Builder document's revision, placed in its XML.
    var interfaceBuilderFindings: [String: (revision: Int, findings: [Diagnostic])] = [:]
    /// The model of each document's revision (syntax and meaning, no layout), computed once,
    /// by the first request that needs it.
    var models: [String: (revision: Int, model: DocumentModel)] = [:]
    /// The analysis of each document's revision: its syntax, frames and every finding.
    var analyses: [String: (revision: Int, analysis: DocumentAnalysis)] = [:]
    /// Requests waiting for the analysis of their document, in arrival order.
    var parked: [String: [PendingRequest]] = [:]
    /// The revision whose analysis is under way, by document.
    var analysing: [String: Int] = [:]
    /// The findings last published for each document, written (see ``PublishedFindings``).
    var published: [String: PublishedFindings] = [:]
    var nextRevision = 1
    /// The baselines the documents' configurations name, whose findings are not published.
    var baselines = EditorBaselines()
    /// Configurations, per-layout results and the analyses under way (thread-safe: used
    /// from the message queue and the analysis queue).
    let host = AnalysisHost()
    var markdownInHover = true
    /// Whether the client lets the server register file watchers
    /// (`workspace.didChangeWatchedFiles.dynamicRegistration`).
    var registersWatchers = false
    /// What the client takes in completion items; plain text for what it did not declare.
    var completionCapabilities = CompletionCapabilities()
    /// Whether ``WarmUp`` has been started.
    private var warmUpScheduled = false

    enum Phase { case uninitialized, running, shuttingDown, exited }

    /// Thrown by a feature that needs the analysis of a document before it has arrived.
    struct AwaitingAnalysis: Error {
        var uri: String
    }

    /// Creates a server that writes framed messages with `send`.
    public init(send: @escaping @Sendable ([UInt8]) -> Void, onExit: @escaping ExitHandler) {
        self.send = send
        self.onExit = onExit
    }

    /// Holds message handling (reading goes on): lets tests line up messages that race
    /// in real use, such as an edit overtaking a queued request.
    public func suspendHandling() { queue.suspend() }

    /// Resumes message handling.
    public func resumeHandling() { queue.resume() }

    /// Holds the analyses (the solves) that have not started: lets tests show which
    /// requests are answered without one.
    public func suspendAnalyses() { analysisQueue.suspend() }

    /// Resumes the analyses.
    public func resumeAnalyses() { analysisQueue.resume() }

    /// Waits until the messages received so far are handled (responses written).
    public func drainMessages() {
        queue.sync {}
    }

    /// Waits until every message received so far has been handled, analyses included (for tests).
    public func drain() {
        queue.sync {}
        analysisQueue.sync(flags: .barrier) {}
        queue.sync {}
    }

    // MARK: Receiving

    /// Handles one message body (called on the reading thread): parses it and hands it to
    /// the message queue.
    public func receive(_ body: [UInt8]) {
        receive(body, atOnce: false)
    }

    /// Handles the first message body of a session on the calling thread, waiting for it
    /// to be handled: no message can be queued before it, and the answer to `initialize`
    /// then needs no thread to start (docs/dev/lsp-analysis.md, "Start"). Later messages go
    /// through ``receive(_:)``, so that reading goes on (cancellations included) while
    /// one is handled.
    public func receiveFirst(_ body: [UInt8]) {
        receive(body, atOnce: true)
        // The answer is written: an `initialize` starts the warm-up now, not a round trip
        // later at `initialized`.
        queue.sync { if phase == .running { scheduleWarmUp() } }
    }

    private func receive(_ body: [UInt8], atOnce: Bool) {
        let handling: (@escaping @Sendable () -> Void) -> Void =
            atOnce ? { self.queue.sync(execute: $0) } : { self.queue.async(execute: $0) }
        guard let message = JSON.parse(body) else {
            handling { self.respondError(id: .null, ResponseError(.parseError, "the message is not valid JSON")) }
            return
        }
        let incoming = IncomingMessage(message)
        if case .notification(let method, let params) = incoming, method == LSPMethod.cancelRequest.rawValue {
            // Recorded here, on the reading thread: a request queued behind others is
            // answered as cancelled without being handled.
            guard let id = try? CancelParams(json: params).id else {
                handling { _ = self.decoded(CancelParams.self, .cancelRequest, params) }  // logs why it is ignored
                return
            }
            cancelled.withLock { _ = $0.insert(id.text) }
            handling { self.cancelParked(id) }
            return
        }
        handling { self.handle(incoming) }
    }

    /// The input has ended: after the messages before it are handled, the server leaves
    /// with 1 (the code for a missing `exit`), unless an `exit` has already set the code.
    public func endOfInput() {
        queue.async {
            guard self.phase != .exited else { return }
            self.phase = .exited
            self.onExit(1)
        }
    }

    private func isCancelled(_ id: JSON) -> Bool {
        cancelled.withLock { $0.remove(id.text) != nil }
    }

    private func cancelParked(_ id: JSON) {
        for (uri, requests) in parked {
            guard let index = requests.firstIndex(where: { $0.id == id }) else { continue }
            parked[uri]?.remove(at: index)
            _ = isCancelled(id)
            respondError(id: id, ResponseError(.requestCancelled, "the request was cancelled"))
            return
        }
    }

    // MARK: Sending

    func write(_ message: JSON) {
        var object = message.object ?? [:]
        object["jsonrpc"] = "2.0"
        send(MessageFramer.frame(JSON.object(object).utf8))
    }

    func notify(_ method: LSPMethod, _ params: JSON) {
        write(["method": .string(method.rawValue), "params": params])
    }

    private func respond(id: JSON, result: JSON) {
        write(["id": id, "result": result])
    }

    /// Answers with a result already written, framed in its own buffer: a large answer (the
    /// symbols of a long document) is held once, not copied into an object and then a frame.
    private func respond(id: JSON, written result: WrittenAnswer) {
        send(result.framed(head: resultHead(id: id), tail: [UInt8(ascii: "}")]))
    }

    /// Answers with a result already written as JSON.
    private func respond(id: JSON, bytes result: [UInt8]) {
        send(MessageFramer.frame(parts: [resultHead(id: id), result, [UInt8(ascii: "}")]]))
    }

    /// `{"id":…,"jsonrpc":"2.0","result":`: the keys in the order ``JSON/utf8`` sorts them.
    private func resultHead(id: JSON) -> [UInt8] {
        var head = JSON.objectBytes([("id", id.utf8), ("jsonrpc", JSON.string("2.0").utf8)])
        head.removeLast()
        head += Array(",\"result\":".utf8)
        return head
    }

    private func respondError(id: JSON, _ error: ResponseError) {
        write(["id": id, "error": ["code": .int(error.code.rawValue), "message": .string(error.message)]])
    }

    // MARK: Dispatch

    private func handle(_ message: IncomingMessage) {
        guard phase != .exited else { return }
        let id: JSON, method: String, params: JSON
        switch message {
        case .invalid(let error):
            respondError(id: .null, error)
            return
        case .requestWithoutMethod(let requestID):
            respondError(id: requestID, ResponseError(.invalidRequest, "a request needs a `method`"))
            return
        case .response:
            return  // a response to a request of ours, or junk without an id
        case .notification(let name, let notificationParams):
            handleNotification(name, notificationParams)
            return
        case .request(let requestID, let name, let requestParams):
            (id, method, params) = (requestID, name, requestParams)
        }
        if isCancelled(id) {
            respondError(id: id, ResponseError(.requestCancelled, "the request was cancelled"))
            return
        }
        switch phase {
        case .uninitialized where method != LSPMethod.initialize.rawValue:
            respondError(
                id: id, ResponseError(.serverNotInitialized, "the server is not initialized: send `initialize` first"))
            return
        case .running where method == LSPMethod.initialize.rawValue:
            respondError(
                id: id, ResponseError(.invalidRequest, "the server is already initialized: `initialize` is sent once"))
            return
        case .shuttingDown:
            respondError(id: id, ResponseError(.invalidRequest, "the server is shutting down; only `exit` is accepted"))
            return
        default:
            break
        }
        do {
            answer(try PendingRequest(id: id, method: method, params: params))
        } catch {
            respondError(id: id, error)
        }
    }

    /// Answers a request now, or parks it until the analysis it needs has arrived.
    private func answer(_ request: PendingRequest) {
        do {
            switch try request.answer(self) {
            case .value(let result): respond(id: request.id, result: result)
            case .written(let result): respond(id: request.id, written: result)
            case .bytes(let result): respond(id: request.id, bytes: result)
            }
        } catch is ReadOnlyDocument {
            respond(id: request.id, result: .null)  // LSP 3.17 allows null for every request but the pull of diagnostics
        } catch let waiting as AwaitingAnalysis {
            parked[waiting.uri, default: []].append(request)
            scheduleAnalysis(waiting.uri)
        } catch let error as ResponseError {
            respondError(id: request.id, error)
        } catch {
            respondError(id: request.id, ResponseError(.internalError, "\(error)"))
        }
    }

    /// Answers the requests parked on a document, now that its analysis (or its closing)
    /// has come.
    func answerParked(_ uri: String) {
        guard let requests = parked.removeValue(forKey: uri) else { return }
        for request in requests {
            if isCancelled(request.id) {
                respondError(id: request.id, ResponseError(.requestCancelled, "the request was cancelled"))
            } else {
                answer(request)
            }
        }
    }

    private func handleNotification(_ name: String, _ params: JSON) {
        // Unknown notifications are ignored.
        guard let method = LSPMethod(rawValue: name) else { return }
        if method == .exit {
            let code: Int32 = phase == .shuttingDown ? 0 : 1
            phase = .exited
            onExit(code)
            return
        }
        guard phase == .running else { return }
        switch method {
        case .initialized:
            registerWatchers()
            scheduleWarmUp()  // if `initialize` came through ``receive(_:)``
        case .didOpen: if let opened = decoded(DidOpenTextDocumentParams.self, method, params) { didOpen(opened) }
        case .didChange:
            if let changed = decoded(DidChangeTextDocumentParams.self, method, params) { didChange(changed) }
        case .didClose: if let closed = decoded(TextDocumentParams.self, method, params) { didClose(closed) }
        case .didChangeConfiguration:
            host.configurationsChanged()
            configurationChanged()
        case .didChangeWatchedFiles:
            guard let changed = decoded(DidChangeWatchedFilesParams.self, method, params) else { return }
            if host.filesChanged(changed.uris.map(OpenDocument.path(of:))) { configurationChanged() }
        default: break  // what only a request or the server sends
        }
    }

    /// The parameters of a notification, or nil when they are malformed: LSP 3.17 answers no
    /// notification, so the client is told in a log message and the notification ignored.
    private func decoded<Params: LSPParams>(_ type: Params.Type, _ method: LSPMethod, _ params: JSON) -> Params? {
        do {
            return try Params(json: params)
        } catch {
            notify(
                .logMessage,
                [
                    "type": JSON(MessageType.error),
                    "message": .string("stack-lsp: `\(method.rawValue)` ignored: \(error.message)"),
                ])
            return nil
        }
    }

    /// A request's answer: a value, or one already written as JSON (a large answer written
    /// piece by piece, never held whole as a tree).
    enum Reply {
        /// A result as a tree, written when it is sent.
        case value(JSON)
        /// A large result written piece by piece into its message's buffer.
        case written(WrittenAnswer)
        /// A result written as JSON by a writer that does not build a tree.
        case bytes([UInt8])
    }

    // MARK: Lifecycle

    /// Starts ``WarmUp`` on the analysis queue, once per server.
    private func scheduleWarmUp() {
        guard !warmUpScheduled else { return }
        warmUpScheduled = true
        analysisQueue.async { WarmUp.run() }
    }

    /// Asks a client that allows it to report changes to configuration files
    /// (`workspace/didChangeWatchedFiles`), which make the server look them up again.
    /// Clients that do not allow it report them if their extension watches them (the VS
    /// Code extension does), or not at all.
    private func registerWatchers() {
        guard registersWatchers else { return }
        let watcher: JSON = ["globPattern": .string("**/" + Configuration.fileName)]
        write([
            "id": "stack-lsp/watch-configuration", "method": .string(LSPMethod.registerCapability.rawValue),
            "params": [
                "registrations": [
                    [
                        "id": "stack-lsp/watch-configuration",
                        "method": .string(LSPMethod.didChangeWatchedFiles.rawValue),
                        "registerOptions": ["watchers": [watcher]],
                    ]
                ]
            ],
        ])
    }
}
