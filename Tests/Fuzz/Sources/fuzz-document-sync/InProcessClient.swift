import Foundation
import FuzzSupport
import StackLSP
import StackLint

/// A language client talking to an in-process server: sends messages, waits for them to be
/// handled, and collects the answers by request id.
final class InProcessClient: @unchecked Sendable {
    private let lock = NSLock()
    private var output: [UInt8] = []
    private var server: LanguageServer?
    private var nextID = 1

    /// Starts a server and initializes it with one position encoding.
    init(encoding: String) {
        server = LanguageServer(send: { [weak self] bytes in self?.append(bytes) }, onExit: { _ in })
        _ = request("initialize", ["capabilities": ["general": ["positionEncodings": [.string(encoding)]]]])
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

    /// Opens a document at version 0.
    func open(_ uri: String, text: String) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "stack", "version": 0,
                                                         "text": .string(text)]])
    }

    /// Sends a request; its result, or its error (without the message text's ids). A
    /// request the server leaves unanswered breaks the property.
    func request(_ method: String, _ params: JSON) -> JSON {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        lock.lock()
        var framer = MessageFramer()
        framer.append(output)
        output = []
        lock.unlock()
        while case .message(let body)? = framer.next() {
            // Notifications (diagnostics published after each change) are most of the
            // output and hold no `"id"`: not parsed (their parse was an eighth of a run).
            guard Self.mayHoldID(body), let message = JSON.parse(body), message["id"]?.int == id else { continue }
            return message["result"] ?? ["error": message["error"] ?? .null]
        }
        FuzzCheck.fail("`\(method)` (request \(id)) got no answer")
    }

    /// Whether a message body holds the key `"id"` anywhere (a response does).
    private static func mayHoldID(_ body: [UInt8]) -> Bool {
        let key = Array(#""id""#.utf8)
        guard body.count >= key.count else { return false }
        return (0...(body.count - key.count)).contains { start in
            body[start] == key[0] && body[start..<(start + key.count)].elementsEqual(key)
        }
    }
}
