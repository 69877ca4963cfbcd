import Dispatch
import Foundation
import StackLint
import StackSyntax

/// `stack-lsp`: a JSON-RPC 2.0 / LSP 3.17 server on the same analyzer as the CLI.
///
/// Threads: the transport's reading thread calls ``receive(_:)``, which only parses and
/// records cancellations; every message is then handled in order on one serial queue,
/// which owns all state. Analyses for push diagnostics run on a concurrent queue and are
/// published only if the document has not changed meanwhile, so a newer edit makes stale
/// work harmless and a long analysis never blocks reading.
public final class LanguageServer: @unchecked Sendable {
    /// How the server leaves: the exit code.
    public typealias ExitHandler = @Sendable (Int32) -> Void

    private let send: @Sendable ([UInt8]) -> Void
    private let onExit: ExitHandler
    private let queue = DispatchQueue(label: "stack-lsp.messages")
    private let analysisQueue = DispatchQueue(label: "stack-lsp.analysis", attributes: .concurrent)
    private let cancellation = NSLock()
    private var cancelled: Set<String> = []
    /// Requests about a document still waiting in the queue, by id, and those whose
    /// document changed after they arrived (their answer would be stale).
    private var pendingByDocument: [String: String] = [:]
    private var modified: Set<String> = []

    // State owned by `queue`.
    var phase = Phase.uninitialized
    var unit = ColumnUnit.utf16
    var documents: [String: OpenDocument] = [:]
    var analyses: [String: (version: Int, analysis: Analysis)] = [:]
    var configurations = ConfigurationStore()
    var markdownInHover = true
    var markdownInCompletion = true

    enum Phase { case uninitialized, running, shuttingDown }

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
        if message["method"]?.string == "$/cancelRequest", let id = message["params"]?["id"] {
            cancellation.lock()
            cancelled.insert(id.text)
            cancellation.unlock()
            return
        }
        let uri = message["params"]?["textDocument"]?["uri"]?.string
        if let uri {
            cancellation.lock()
            if message["method"]?.string == "textDocument/didChange" {
                for (id, document) in pendingByDocument where document == uri { modified.insert(id) }
            } else if let id = message["id"], message["method"] != nil {
                pendingByDocument[id.text] = uri
            }
            cancellation.unlock()
        }
        queue.async { self.handle(message) }
    }

    private func isCancelled(_ id: JSON) -> Bool {
        cancellation.lock()
        defer { cancellation.unlock() }
        return cancelled.remove(id.text) != nil
    }

    /// Whether the request's document changed after it arrived; forgets the request.
    private func isStale(_ id: JSON) -> Bool {
        cancellation.lock()
        defer { cancellation.unlock() }
        pendingByDocument[id.text] = nil
        return modified.remove(id.text) != nil
    }

    // MARK: Sending

    func write(_ message: JSON) {
        var object = message.object ?? [:]
        object["jsonrpc"] = "2.0"
        send(MessageFramer.frame(Array(JSON.object(object).text.utf8)))
    }

    func notify(_ method: String, _ params: JSON) {
        write(["method": .string(method), "params": params])
    }

    private func respond(id: JSON, result: JSON) {
        write(["id": id, "result": result])
    }

    private func respondError(id: JSON, _ error: ResponseError) {
        write(["id": id, "error": ["code": .int(error.code.rawValue), "message": .string(error.message)]])
    }

    // MARK: Dispatch

    private func handle(_ message: JSON) {
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
        let stale = isStale(id)
        if isCancelled(id) {
            respondError(id: id, ResponseError(.requestCancelled, "the request was cancelled"))
            return
        }
        if stale, method != "textDocument/diagnostic" {
            respondError(id: id, ResponseError(.contentModified, "the document changed before the request was handled"))
            return
        }
        switch phase {
        case .uninitialized where method != "initialize":
            respondError(id: id, ResponseError(.serverNotInitialized, "the server is not initialized: send `initialize` first"))
            return
        case .shuttingDown:
            respondError(id: id, ResponseError(.invalidRequest, "the server is shutting down; only `exit` is accepted"))
            return
        default:
            break
        }
        do {
            respond(id: id, result: try handleRequest(method, params, id: id))
        } catch let error as ResponseError {
            respondError(id: id, error)
        } catch {
            respondError(id: id, ResponseError(.internalError, "\(error)"))
        }
    }

    private func handleNotification(_ method: String, _ params: JSON) {
        if method == "exit" {
            onExit(phase == .shuttingDown ? 0 : 1)
            return
        }
        guard phase == .running else { return }
        switch method {
        case "initialized": break
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles": configurationChanged()
        default: break  // unknown notifications are ignored
        }
    }

    private func handleRequest(_ method: String, _ params: JSON, id: JSON) throws -> JSON {
        switch method {
        case "initialize": return initialize(params)
        case "shutdown":
            phase = .shuttingDown
            return .null
        case "textDocument/diagnostic": return try pullDiagnostics(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/completion": return try completion(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/foldingRange": return try foldingRanges(params)
        case "textDocument/selectionRange": return try selectionRanges(params)
        case "textDocument/semanticTokens/full": return try semanticTokens(params)
        case "textDocument/formatting": return try formatting(params, range: nil)
        case "textDocument/rangeFormatting": return try formatting(params, range: params["range"])
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/inlayHint": return try inlayHints(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/documentHighlight": return try documentHighlights(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "stack/computedFrames": return try computedFrames(params)
        default: throw ResponseError(.methodNotFound, "unknown method `\(method)`")
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
        documents[uri] = OpenDocument(uri: uri, source: SourceText(text), version: item["version"]?.int ?? 0)
        scheduleAnalysis(uri)
    }

    private func didChange(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return }
        do {
            try document.apply(params["contentChanges"]?.array ?? [], unit: unit)
        } catch {
            notify("window/logMessage", ["type": 1, "message": .string("stack-lsp: \(error)")])
            return
        }
        document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
        documents[uri] = document
        scheduleAnalysis(uri)
    }

    private func didClose(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        documents[uri] = nil
        analyses[uri] = nil
        notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
    }

    private func configurationChanged() {
        configurations.clear()
        analyses.removeAll()
        for uri in documents.keys.sorted() { scheduleAnalysis(uri) }
    }

    /// Analyses a document off the message queue and publishes its diagnostics, unless
    /// it has changed meanwhile.
    private func scheduleAnalysis(_ uri: String) {
        guard let document = documents[uri] else { return }
        let analyzer = self.analyzer(for: document)
        analysisQueue.async {
            let stillCurrent = self.queue.sync { self.documents[uri]?.version == document.version }
            guard stillCurrent else { return }  // a newer edit supersedes this one
            let analysis = analyzer.analysis(of: analyzer.model(of: document.source), solveAlways: true)
            self.queue.async {
                guard self.documents[uri]?.version == document.version else { return }
                self.analyses[uri] = (document.version, analysis)
                self.publish(document, analysis)
            }
        }
    }

    func analyzer(for document: OpenDocument) -> Analyzer {
        do {
            // Only files on disk have configurations; an untitled buffer gets the defaults.
            guard document.path.hasPrefix("/") else { return Analyzer() }
            return Analyzer(settings: try configurations.configuration(for: document.path).settings)
        } catch {
            notify("window/showMessage", ["type": 1, "message": .string("stack-lsp: \(error); using the default rules")])
            return Analyzer()
        }
    }

    /// The analysis of the document's current version, computed now if needed.
    func analysis(_ document: OpenDocument) -> Analysis {
        if let cached = analyses[document.uri], cached.version == document.version { return cached.analysis }
        let analyzer = self.analyzer(for: document)
        let analysis = analyzer.analysis(of: analyzer.model(of: document.source), solveAlways: true)
        analyses[document.uri] = (document.version, analysis)
        return analysis
    }

    private func publish(_ document: OpenDocument, _ analysis: Analysis) {
        notify("textDocument/publishDiagnostics", [
            "uri": .string(document.uri),
            "version": .int(document.version),
            "diagnostics": .array(analysis.diagnostics.map { DiagnosticConversion.json($0, document: document, unit: unit) }),
        ])
    }
}
