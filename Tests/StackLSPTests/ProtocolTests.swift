import StackJSON
import StackLSP
import StackLSPProtocol
import StackLint
import XCTest

final class FramingTests: XCTestCase {
    func testMessageSplitAcrossReadsAndSeveralInOneRead() {
        let one = MessageFramer.frame(Array(#"{"a":1}"#.utf8))
        let two = MessageFramer.frame(Array(#"{"b":"é"}"#.utf8))
        // Byte by byte: each message comes out exactly when its last byte arrives.
        var framer = MessageFramer()
        var arrivals: [(Int, [UInt8])] = []
        for (index, byte) in (one + two).enumerated() {
            framer.append([byte])
            while case .message(let body)? = framer.next() { arrivals.append((index, body)) }
        }
        XCTAssertEqual(arrivals.map(\.0), [one.count - 1, one.count + two.count - 1])
        XCTAssertEqual(arrivals.map(\.1), [Array(#"{"a":1}"#.utf8), Array(#"{"b":"é"}"#.utf8)])
        // Both in one read.
        var together = MessageFramer()
        together.append(one + two)
        XCTAssertEqual(together.next(), .message(Array(#"{"a":1}"#.utf8)))
        XCTAssertEqual(together.next(), .message(Array(#"{"b":"é"}"#.utf8)))
        XCTAssertNil(together.next())
    }

    func testOtherHeadersAndBadHeaders() {
        var framer = MessageFramer()
        framer.append(
            Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 2\r\n\r\n{}".utf8))
        XCTAssertEqual(framer.next(), .message(Array("{}".utf8)))
        framer.append(Array("X-Nothing: 1\r\n\r\n".utf8) + MessageFramer.frame(Array("[]".utf8)))
        XCTAssertEqual(framer.next(), .invalidHeader("a message header has no Content-Length"))
        XCTAssertEqual(framer.next(), .message(Array("[]".utf8)))
    }

    func testFiveMegabyteMessage() {
        let text =
            "layout A {\n" + String(repeating: "  // padding padding padding padding padding\n", count: 120_000) + "}\n"
        let body = Array(JSON.object(["text": .string(text)]).text.utf8)
        XCTAssertGreaterThan(body.count, 5_000_000)
        var framer = MessageFramer()
        let framed = MessageFramer.frame(body)
        var offset = 0
        var received: [UInt8]?
        while offset < framed.count {
            let end = min(offset + 65_536, framed.count)
            framer.append(Array(framed[offset..<end]))
            offset = end
            if case .message(let message)? = framer.next() { received = message }
        }
        XCTAssertEqual(received, body)
    }

    func testJSONRoundTrip() {
        let value: JSON = ["b": [1, 2.5, "x\n\"y\"", nil, true], "a": ["nested": false]]
        XCTAssertEqual(value.text, #"{"a":{"nested":false},"b":[1,2.5,"x\n\"y\"",null,true]}"#)
        XCTAssertEqual(JSON.parse(Array(value.text.utf8)), value)
    }
}

final class LifecycleTests: XCTestCase {
    func testRequestBeforeInitializeIsRejected() {
        let harness = ServerHarness()
        harness.send(["jsonrpc": "2.0", "id": 7, "method": "textDocument/hover", "params": [:]])
        XCTAssertEqual(
            harness.take(),
            [
                [
                    "jsonrpc": "2.0", "id": 7,
                    "error": ["code": -32002, "message": "the server is not initialized: send `initialize` first"],
                ]
            ])
    }

    func testInitializeNegotiatesThePositionEncoding() {
        let utf8 = ServerHarness()
        utf8.send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["capabilities": ["general": ["positionEncodings": ["utf-8", "utf-16"]]]],
        ])
        XCTAssertEqual(utf8.take().first?["result"]?["capabilities"]?["positionEncoding"], "utf-8")
        let utf16 = ServerHarness()
        utf16.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        let result = utf16.take().first?["result"]
        XCTAssertEqual(result?["capabilities"]?["positionEncoding"], "utf-16")
        XCTAssertEqual(result?["capabilities"]?["textDocumentSync"]?["change"], 2, "incremental sync")
        XCTAssertEqual(result?["capabilities"]?["experimental"]?["computedFramesProvider"], true)
    }

    func testShutdownThenRequestsAreInvalidAndExitIsZero() {
        let harness = ServerHarness()
        harness.initialize()
        harness.send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        XCTAssertEqual(harness.take(), [["jsonrpc": "2.0", "id": 2, "result": nil]])
        harness.send(["jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": [:]])
        XCTAssertEqual(harness.take().first?["error"]?["code"], -32600)
        harness.send(["jsonrpc": "2.0", "method": "exit"])
        XCTAssertEqual(harness.exitCode, 0)
    }

    func testExitWithoutShutdownIsOne() {
        let harness = ServerHarness()
        harness.initialize()
        harness.send(["jsonrpc": "2.0", "method": "exit"])
        XCTAssertEqual(harness.exitCode, 1)
    }

    func testMalformedInvalidAndUnknownMessages() {
        let harness = ServerHarness()
        harness.initialize()
        harness.sendRaw("{not json")
        XCTAssertEqual(
            harness.take(),
            [["jsonrpc": "2.0", "id": nil, "error": ["code": -32700, "message": "the message is not valid JSON"]]])
        harness.sendRaw("[1, 2]")
        XCTAssertEqual(harness.take().first?["error"]?["code"], -32600)
        harness.send(["jsonrpc": "2.0", "id": 5, "params": [:]])
        XCTAssertEqual(harness.take().first?["error"]?["code"], -32600)
        harness.send(["jsonrpc": "2.0", "id": ["object"], "method": "shutdown"])
        XCTAssertEqual(harness.take().first?["error"]?["code"], -32600)
        harness.send(["jsonrpc": "2.0", "id": 6, "method": "textDocument/unheardOf", "params": [:]])
        XCTAssertEqual(
            harness.take(),
            [
                [
                    "jsonrpc": "2.0", "id": 6,
                    "error": ["code": -32601, "message": "unknown method `textDocument/unheardOf`"],
                ]
            ])
        harness.send(["jsonrpc": "2.0", "method": "$/unheardOf", "params": [:]])
        harness.send(["jsonrpc": "2.0", "method": "custom/notification", "params": [:]])
        XCTAssertEqual(harness.take(), [], "unknown notifications are ignored")
        harness.send(["jsonrpc": "2.0", "id": 8, "method": "shutdown"])
        XCTAssertEqual(harness.take().first?["result"], .null, "the server kept running")
    }
}

final class DocumentTests: XCTestCase {
    private let uri = "file:///tmp/a.stack"

    private func open(_ harness: ServerHarness, _ text: String, version: Int = 1) -> [JSON] {
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": .string(uri), "languageId": "stack", "version": .int(version), "text": .string(text),
                ]
            ],
        ])
        return harness.take()
    }

    func testPublishedDiagnosticsCarryTheVersion() throws {
        let harness = ServerHarness()
        harness.initialize()
        let messages = open(harness, "layout A {\n  stack s {\n    spcing: 4\n  }\n}\n", version: 3)
        let publish = try XCTUnwrap(messages.first { $0["method"] == "textDocument/publishDiagnostics" })
        XCTAssertEqual(publish["params"]?["version"], 3)
        let codes = publish["params"]?["diagnostics"]?.array?.compactMap { $0["code"]?.string }
        XCTAssertEqual(codes?.contains("unknown-property"), true)
        let unknown = publish["params"]?["diagnostics"]?.array?.first { $0["code"] == "unknown-property" }
        XCTAssertEqual(
            unknown?["range"], ["start": ["line": 2, "character": 4], "end": ["line": 2, "character": 10]])
    }

    func testIncrementalChangesInUTF16() throws {
        let harness = ServerHarness()
        harness.initialize()
        _ = open(harness, "layout A {\n  label l { text: \"😀\"; spcing: 1 }\n}\n")
        // Replace `spcing` (UTF-16 columns 24..30 after the two-unit emoji) with `lines`.
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [
                    [
                        "range": ["start": ["line": 1, "character": 24], "end": ["line": 1, "character": 30]],
                        "text": "lines",
                    ]
                ],
            ],
        ])
        let publish = try XCTUnwrap(harness.take().last { $0["method"] == "textDocument/publishDiagnostics" })
        XCTAssertEqual(publish["params"]?["version"], 2)
        XCTAssertFalse(publish["params"]?["diagnostics"]?.array?.contains { $0["code"] == "unknown-property" } ?? true)
    }

    func testCancelledRequestAnswersRequestCancelled() {
        let harness = ServerHarness()
        harness.initialize()
        _ = open(harness, "layout A {\n  view v\n}\n")
        // The cancellation arrives before the request is handled.
        harness.server.receive(
            Array(JSON.object(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 40]]).text.utf8))
        harness.send([
            "jsonrpc": "2.0", "id": 40, "method": "textDocument/documentSymbol",
            "params": ["textDocument": ["uri": .string(uri)]],
        ])
        XCTAssertEqual(harness.take().first?["error"]?["code"], -32800)
    }

    func testRequestOvertakenByAnEditIsAnsweredFromTheNewText() {
        let harness = ServerHarness()
        harness.initialize()
        _ = open(harness, "layout A {\n  view v\n}\n")
        // Hold the message queue, so the request is still queued when the edit arrives:
        // it is answered once, from the text at the time it is handled (LSP 3.17: no
        // ContentModified for a change found among unprocessed messages).
        let symbols = JSON.object([
            "jsonrpc": "2.0", "id": 41, "method": "textDocument/documentSymbol",
            "params": ["textDocument": ["uri": .string(uri)]],
        ])
        let change = JSON.object([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["text": "layout B {\n  view w\n}\n"]],
            ],
        ])
        harness.server.suspendHandling()
        harness.server.receive(Array(change.text.utf8))
        harness.server.receive(Array(symbols.text.utf8))
        harness.server.resumeHandling()
        let responses = harness.take().filter { $0["id"] == 41 }
        XCTAssertEqual(responses.count, 1)
        XCTAssertEqual(responses.first?["result"]?[0]?["name"], "B")
    }
}
