import Dispatch
import Foundation
import StackLayout
import StackLint
import StackModel
import StackSyntax

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

    private let send: @Sendable ([UInt8]) -> Void
    private let onExit: ExitHandler
    private let queue = DispatchQueue(label: "stack-lsp.messages")
    private let analysisQueue = DispatchQueue(label: "stack-lsp.analysis", attributes: .concurrent)
    private let cancellation = NSLock()
    private var cancelled: Set<String> = []

    // State owned by `queue`.
    var phase = Phase.uninitialized
    var unit = ColumnUnit.utf16
    var documents: [String: OpenDocument] = [:]
    /// The model of each document's revision (syntax and meaning, no layout), computed once
    /// by a request or the analysis, whichever comes first.
    var models: [String: (revision: Int, model: SharedModel)] = [:]
    /// The full analysis of each document's revision: frames and every finding.
    var analyses: [String: (revision: Int, analysis: Analysis)] = [:]
    /// Requests waiting for the analysis of their document, in arrival order.
    var parked: [String: [ParkedRequest]] = [:]
    /// The revision whose analysis is under way, by document.
    var analysing: [String: Int] = [:]
    var nextRevision = 1
    var configurations = ConfigurationStore()
    var markdownInHover = true
    var markdownInCompletion = true
    /// Whether the client takes snippet syntax in completions (`snippetSupport`); without
    /// it, completions insert plain text.
    var snippetsInCompletion = false

    enum Phase { case uninitialized, running, shuttingDown, exited }

    /// A request that needs a document's solved layout, waiting for it.
    struct ParkedRequest {
        var id: JSON
        var method: String
        var params: JSON
    }

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

    /// Handles one message body (called on the reading thread).
    public func receive(_ body: [UInt8]) {
        guard let message = JSON.parse(body) else {
            queue.async { self.respondError(id: .null, ResponseError(.parseError, "the message is not valid JSON")) }
            return
        }
        if message["method"]?.string == LSPMethod.cancelRequest.rawValue, let id = message["params"]?["id"] {
            cancellation.lock()
            cancelled.insert(id.text)
            cancellation.unlock()
            queue.async { self.cancelParked(id) }
            return
        }
        queue.async { self.handle(message) }
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
        cancellation.lock()
        defer { cancellation.unlock() }
        return cancelled.remove(id.text) != nil
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

    private func respond(id: JSON, written result: [UInt8]) {
        send(MessageFramer.frame(JSON.objectBytes([("id", id.utf8), ("jsonrpc", JSON.string("2.0").utf8), ("result", result)])))
    }

    private func respondError(id: JSON, _ error: ResponseError) {
        write(["id": id, "error": ["code": .int(error.code.rawValue), "message": .string(error.message)]])
    }

    // MARK: Dispatch

    private func handle(_ message: JSON) {
        guard phase != .exited else { return }
        guard case .object(let members) = message else {
            respondError(id: .null, ResponseError(.invalidRequest, "a message must be a JSON object"))
            return
        }
        let id = members["id"]
        if let id, !(id.string != nil || id.int != nil) {
            respondError(id: .null, ResponseError(.invalidRequest, "a request id must be a number or a string"))
            return
        }
        guard let method = members["method"]?.string else {
            if id != nil, members["result"] == nil, members["error"] == nil {
                respondError(id: id ?? .null, ResponseError(.invalidRequest, "a request needs a `method`"))
            }
            return  // a response to a request of ours, or junk without an id
        }
        let params = members["params"] ?? .null
        guard let id else {
            handleNotification(method, params)
            return
        }
        if isCancelled(id) {
            respondError(id: id, ResponseError(.requestCancelled, "the request was cancelled"))
            return
        }
        switch phase {
        case .uninitialized where method != LSPMethod.initialize.rawValue:
            respondError(id: id, ResponseError(.serverNotInitialized, "the server is not initialized: send `initialize` first"))
            return
        case .running where method == LSPMethod.initialize.rawValue:
            respondError(id: id, ResponseError(.invalidRequest, "the server is already initialized: `initialize` is sent once"))
            return
        case .shuttingDown:
            respondError(id: id, ResponseError(.invalidRequest, "the server is shutting down; only `exit` is accepted"))
            return
        default:
            break
        }
        answer(ParkedRequest(id: id, method: method, params: params))
    }

    /// Answers a request now, or parks it until the analysis it needs has arrived.
    private func answer(_ request: ParkedRequest) {
        do {
            switch try handleRequest(request.method, request.params, id: request.id) {
            case .value(let result): respond(id: request.id, result: result)
            case .written(let result): respond(id: request.id, written: result)
            }
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
    private func answerParked(_ uri: String) {
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
        case .didOpen: didOpen(params)
        case .didChange: didChange(params)
        case .didClose: didClose(params)
        case .didChangeConfiguration, .didChangeWatchedFiles: configurationChanged()
        default: break  // `initialized`, and what only a request or the server sends
        }
    }

    /// A request's answer: a value, or one already written as JSON (a large answer written
    /// piece by piece, never held whole as a tree).
    enum Reply {
        case value(JSON)
        case written([UInt8])
    }

    private func handleRequest(_ name: String, _ params: JSON, id: JSON) throws -> Reply {
        guard let method = LSPMethod(rawValue: name) else { throw ResponseError(.methodNotFound, "unknown method `\(name)`") }
        switch method {
        case .initialize: return .value(initialize(params))
        case .shutdown:
            phase = .shuttingDown
            return .value(.null)
        case .diagnostic: return .value(try pullDiagnostics(params))
        case .hover: return .value(try hover(params))
        case .completion: return .value(try completion(params))
        case .documentSymbol: return .written(try documentSymbols(params))
        case .foldingRange: return .value(try foldingRanges(params))
        case .selectionRange: return .value(try selectionRanges(params))
        case .semanticTokensFull: return .value(try semanticTokens(params))
        case .formatting: return .value(try formatting(params, range: nil))
        case .rangeFormatting: return .value(try formatting(params, range: params["range"]))
        case .codeAction: return .value(try codeActions(params))
        case .inlayHint: return .value(try inlayHints(params))
        case .definition: return .value(try definition(params))
        case .references: return .value(try references(params))
        case .documentHighlight: return .value(try documentHighlights(params))
        case .prepareRename: return .value(try prepareRename(params))
        case .rename: return .value(try rename(params))
        case .computedFrames: return .value(try computedFrames(params))
        default: throw ResponseError(.methodNotFound, "`\(name)` is not a request the server answers")
        }
    }

    // MARK: Lifecycle

    private func initialize(_ params: JSON) -> JSON {
        guard phase == .uninitialized else { return .null }
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        unit = offered.contains("utf-8") ? .utf8 : .utf16
        let textDocument = params["capabilities"]?["textDocument"]
        markdownInHover = textDocument?["hover"]?["contentFormat"]?.array?.contains("markdown") ?? false
        markdownInCompletion = textDocument?["completion"]?["completionItem"]?["documentationFormat"]?.array?.contains("markdown") ?? false
        snippetsInCompletion = textDocument?["completion"]?["completionItem"]?["snippetSupport"]?.bool ?? false
        phase = .running
        return [
            "capabilities": ServerCapabilities.json(encoding: unit == .utf8 ? "utf-8" : "utf-16"),
            "serverInfo": ["name": "stack-lsp", "version": .string(StackLintVersion.current)],
        ]
    }

    // MARK: Documents

    func document(_ params: JSON) throws -> OpenDocument {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw ResponseError(.invalidParams, "missing `textDocument.uri`") }
        guard let document = documents[uri] else { throw ResponseError(.invalidParams, "`\(uri)` is not open") }
        return document
    }

    private func didOpen(_ params: JSON) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
        documents[uri] = OpenDocument(uri: uri, text: text, version: item["version"]?.int ?? 0, revision: newRevision())
        models[uri] = nil  // opened again without a close: drop the old text's results
        analyses[uri] = nil
        scheduleAnalysis(uri)
    }

    /// Applies content changes in order. A version that is not newer than the current one
    /// breaks the protocol's promise; the changes are still applied (they are relative to
    /// the text the client has, and skipping them would desynchronise) and the client is
    /// told in a log message.
    private func didChange(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return }
        do {
            try document.apply(params["contentChanges"]?.array ?? [], unit: unit)
        } catch {
            notify(.logMessage, ["type": JSON(MessageType.error), "message": .string("stack-lsp: \(error)")])
            return
        }
        let version = params["textDocument"]?["version"]?.int ?? document.version + 1
        if version <= document.version {
            notify(.logMessage, ["type": JSON(MessageType.warning), "message": .string(
                "stack-lsp: `\(uri)` changed to version \(version), not newer than version \(document.version); the changes were applied in the order received")])
        }
        document.version = version
        document.revision = newRevision()
        documents[uri] = document
        models[uri] = nil  // results of the old text: never used again, let them go
        analyses[uri] = nil
        scheduleAnalysis(uri)
    }

    private func didClose(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        documents[uri] = nil
        models[uri] = nil
        analyses[uri] = nil
        analysing[uri] = nil
        answerParked(uri)  // they find the document closed
        notify(.publishDiagnostics, ["uri": .string(uri), "diagnostics": []])
    }

    /// New settings: every document gets a new revision (its results change without its text).
    private func configurationChanged() {
        configurations.clear()
        models.removeAll()
        analyses.removeAll()
        analysing.removeAll()
        for uri in documents.keys.sorted() {
            documents[uri]?.revision = newRevision()
            scheduleAnalysis(uri)
        }
    }

    private func newRevision() -> Int {
        defer { nextRevision += 1 }
        return nextRevision
    }

    /// Analyses the document's current text off the message queue: first its model (which
    /// requests that need no layout may already have computed), then the solve. Publishes
    /// the diagnostics and answers the parked requests, unless the text changed meanwhile.
    private func scheduleAnalysis(_ uri: String) {
        guard let document = documents[uri], analysing[uri] != document.revision,
              analyses[uri]?.revision != document.revision else { return }
        analysing[uri] = document.revision
        let analyzer = self.analyzer(for: document)
        let shared = sharedModel(document)
        analysisQueue.async {
            let stillCurrent = self.queue.sync { self.documents[uri]?.revision == document.revision }
            guard stillCurrent else { return }  // a newer edit supersedes this one
            let model = shared.get { analyzer.model(of: document.source) }
            var solved = analyzer.analysis(of: model, solveAlways: true)
            solved.frames = solved.frames.map { $0.map(LanguageServer.retained) }
            let analysis = solved
            self.queue.async {
                guard let current = self.documents[uri], current.revision == document.revision else { return }
                self.analyses[uri] = (document.revision, analysis)
                self.models[uri] = nil  // the analysis holds the model
                self.analysing[uri] = nil
                self.publish(current, analysis)
                self.answerParked(uri)
            }
        }
    }

    /// What the server keeps of a solved canvas: the frames and conflicts its features
    /// show, not the generated constraints behind them (most of a solve's memory).
    static func retained(_ canvas: CanvasLayout) -> CanvasLayout {
        var kept = canvas
        kept.constraints = []
        kept.levelErrors = []
        return kept
    }

    func analyzer(for document: OpenDocument) -> Analyzer {
        do {
            // Only files on disk have configurations; an untitled buffer gets the defaults.
            guard document.path.hasPrefix("/") else { return Analyzer() }
            return Analyzer(settings: try configurations.configuration(for: document.path).settings)
        } catch {
            notify(.showMessage, ["type": JSON(MessageType.error), "message": .string("stack-lsp: \(error); using the default rules")])
            return Analyzer()
        }
    }

    /// The model of the document's current text (syntax and meaning, no layout),
    /// computed now if needed: what every request that needs no solve answers from.
    func model(_ document: OpenDocument) -> SemanticModel {
        if let cached = analyses[document.uri], cached.revision == document.revision { return cached.analysis.model }
        let analyzer = self.analyzer(for: document)
        return sharedModel(document).get { analyzer.model(of: document.source) }
    }

    /// The one model of the document's current revision, shared by requests and the analysis.
    private func sharedModel(_ document: OpenDocument) -> SharedModel {
        if let cached = models[document.uri], cached.revision == document.revision { return cached.model }
        let shared = SharedModel()
        models[document.uri] = (document.revision, shared)
        return shared
    }

    /// The analysis of the document's current text (frames and every finding); throws
    /// ``AwaitingAnalysis`` while it is being computed, which parks the request.
    func analysis(_ document: OpenDocument) throws -> Analysis {
        if let cached = analyses[document.uri], cached.revision == document.revision { return cached.analysis }
        throw AwaitingAnalysis(uri: document.uri)
    }

    /// The analysis of the document's current text if it has arrived.
    func readyAnalysis(_ document: OpenDocument) -> Analysis? {
        try? analysis(document)
    }

    /// Publishes a document's findings. Each is written to bytes as it is converted, so a
    /// document with thousands of findings never holds them all as a JSON tree.
    private func publish(_ document: OpenDocument, _ analysis: Analysis) {
        let diagnostics = JSON.arrayBytes(analysis.diagnostics.lazy.map {
            DiagnosticConversion.json($0, document: document, unit: self.unit).utf8
        })
        let params = JSON.objectBytes([
            ("uri", JSON.string(document.uri).utf8), ("version", JSON.int(document.version).utf8), ("diagnostics", diagnostics),
        ])
        let message = JSON.objectBytes([
            ("jsonrpc", JSON.string("2.0").utf8), ("method", JSON.string(LSPMethod.publishDiagnostics.rawValue).utf8), ("params", params),
        ])
        send(MessageFramer.frame(message))
    }
}
