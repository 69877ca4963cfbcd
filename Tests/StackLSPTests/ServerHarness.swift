import Foundation
import StackJSON
import StackLSP
import StackLSPProtocol
import StackLint

/// An in-process server with its output captured, for protocol tests.
final class ServerHarness: @unchecked Sendable {
    private let lock = NSLock()
    private var output: [UInt8] = []
    private var exitCodes: [Int32] = []
    private(set) var server: LanguageServer!

    init() {
        server = LanguageServer(
            send: { [weak self] bytes in self?.append(bytes) },
            onExit: { [weak self] code in self?.exited(code) })
    }

    private func append(_ bytes: [UInt8]) {
        lock.lock()
        output += bytes
        lock.unlock()
    }

    private func exited(_ code: Int32) {
        lock.lock()
        exitCodes.append(code)
        lock.unlock()
    }

    var exitCode: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return exitCodes.first
    }

    /// Sends a message (or raw text) and waits until it is handled.
    func send(_ message: JSON) { sendRaw(message.text) }

    func sendRaw(_ text: String) {
        server.receive(Array(text.utf8))
        server.drain()
    }

    /// Every message written since the last call, once every analysis is done.
    func take() -> [JSON] {
        server.drain()
        return written()
    }

    /// Every message written since the last call, once the messages are handled (not
    /// waiting for analyses).
    func takeHandled() -> [JSON] {
        server.drainMessages()
        return written()
    }

    /// Sends a message and waits until it is handled, not for analyses.
    func post(_ message: JSON) {
        server.receive(Array(message.text.utf8))
        server.drainMessages()
    }

    private func written() -> [JSON] {
        writtenBodies().compactMap(JSON.parse)
    }

    /// The body of every message written since the last call, as written, once every
    /// analysis is done.
    func takeBodies() -> [[UInt8]] {
        server.drain()
        return writtenBodies()
    }

    private func writtenBodies() -> [[UInt8]] {
        lock.lock()
        var framer = MessageFramer()
        framer.append(output)
        output = []
        lock.unlock()
        var bodies: [[UInt8]] = []
        while case .message(let body)? = framer.next() { bodies.append(body) }
        return bodies
    }

    func initialize(encodings: [String] = ["utf-16"], textDocument: JSON = [:]) {
        send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": [
                "capabilities": [
                    "general": ["positionEncodings": .array(encodings.map(JSON.string))], "textDocument": textDocument,
                ]
            ],
        ])
        send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        _ = take()
    }
}

extension ServerHarness {
    /// A server initialized with the client's `textDocument` capabilities and `text` opened
    /// at `uri`, its first diagnostics taken.
    static func opened(_ text: String, uri: String, textDocument: JSON = [:]) -> ServerHarness {
        let harness = ServerHarness()
        harness.initialize(textDocument: textDocument)
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": .string(uri), "languageId": "stack", "version": 1, "text": .string(text)]
            ],
        ])
        _ = harness.take()
        return harness
    }

    /// The result of a request about the document at `uri`.
    func request(_ method: String, uri: String, _ params: [String: JSON]) -> JSON? {
        var params = params
        params["textDocument"] = ["uri": .string(uri)]
        send(["jsonrpc": "2.0", "id": 9, "method": .string(method), "params": .object(params)])
        return take().first { $0["id"] == 9 }?["result"]
    }

    /// An LSP position.
    static func position(_ line: Int, _ character: Int) -> JSON {
        ["line": .int(line), "character": .int(character)]
    }
}
