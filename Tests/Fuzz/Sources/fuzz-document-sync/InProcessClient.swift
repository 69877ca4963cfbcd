import Foundation
import FuzzSupport
import StackJSON
import StackLSP
import StackLSPProtocol
import StackLint

/// A language client talking to an in-process server: sends messages, waits for them to be
/// handled, and collects the answers by request id.
///
/// One client (and server) per position encoding lives for the whole run, as an editor's
/// server lives for many edits of many documents: each input opens its documents and closes
/// them again, instead of paying for a server's `initialize`, warm-up analysis and
/// configuration lookups every time (docs/dev/fuzzing.md).
final class InProcessClient: @unchecked Sendable {
    /// The client of a run that negotiated UTF-16 positions.
    static let utf16 = InProcessClient(encoding: "utf-16")
    /// The client of a run that negotiated UTF-8 positions.
    static let utf8 = InProcessClient(encoding: "utf-8")

    private let lock = NSLock()
    private var output: [UInt8] = []
    private var server: LanguageServer?
    private var nextID = 1

    /// Starts a server and initializes it with one position encoding.
    private init(encoding: String) {
        server = LanguageServer(send: { [weak self] bytes in self?.append(bytes) }, onExit: { _ in })
        _ = requests([("initialize", ["capabilities": ["general": ["positionEncodings": [.string(encoding)]]]])])
        notify("initialized", [:])
    }

    private func append(_ bytes: [UInt8]) {
        lock.lock()
        output += bytes
        lock.unlock()
    }

    private func send(_ message: JSON, wait: Bool = true) {
        server?.receive(Array(message.text.utf8))
        if wait { server?.drain() }
    }

    /// Sends a notification; waits until it is handled unless `wait` is false (as when the
    /// user types faster than the analysis runs: a later request still sees every change).
    func notify(_ method: String, _ params: JSON, wait: Bool = true) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params], wait: wait)
    }

    /// Sends a notification already written as JSON, without waiting.
    func notify(written message: [UInt8]) {
        server?.receive(message)
    }

    /// Holds the server's message handling while `body` sends (the messages queue up).
    func holdingHandling(_ body: () -> Void) {
        server?.suspendHandling()
        body()
        server?.resumeHandling()
    }

    /// Opens a document at version 0.
    func open(_ uri: String, text: String) {
        notify(
            "textDocument/didOpen",
            [
                "textDocument": [
                    "uri": .string(uri), "languageId": "stack", "version": 0,
                    "text": .string(text),
                ]
            ])
    }

    /// Closes a document.
    func close(_ uri: String) {
        notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]], wait: false)
    }

    /// Sends requests one after the other without waiting, as a client does, then waits for
    /// them all to be handled; their results, or their errors (without the message text's
    /// ids), in order. A request the server leaves unanswered breaks the property.
    func requests(_ list: [(method: String, params: JSON)]) -> [JSON] {
        let ids = list.map { request -> Int in
            defer { nextID += 1 }
            send(
                ["jsonrpc": "2.0", "id": .int(nextID), "method": .string(request.method), "params": request.params],
                wait: false)
            return nextID
        }
        server?.drain()
        lock.lock()
        var framer = MessageFramer()
        framer.append(output)
        output = []
        lock.unlock()
        var answers: [Int: JSON] = [:]
        while case .message(let body)? = framer.next() {
            // Notifications (diagnostics published after each change) are most of the
            // output: not parsed (their parse was an eighth of a run).
            guard !Self.isNotification(body), let message = JSON.parse(body), let id = message["id"]?.int else {
                continue
            }
            answers[id] = message["result"] ?? ["error": message["error"] ?? .null]
        }
        return zip(ids, list).map { id, request in
            guard let answer = answers[id] else { FuzzCheck.fail("`\(request.method)` (request \(id)) got no answer") }
            return answer
        }
    }

    /// Whether a message body is surely a notification: the server writes its keys sorted,
    /// so a notification begins `{"jsonrpc":"2.0","method"` and a response (with `"id"` or
    /// `"error"`) never does. Another order only costs a parse.
    private static func isNotification(_ body: [UInt8]) -> Bool {
        body.starts(with: notificationHead)
    }

    private static let notificationHead = Array(#"{"jsonrpc":"2.0","method""#.utf8)
}
