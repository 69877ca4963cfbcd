import StackJSON
import StackLSP
import StackLSPProtocol
import StackLint
import XCTest
import StackPlatform

/// The transport over real descriptors, as an editor starts the server: it answers, and it
/// leaves on `exit` with the exit code the protocol gives, even while its input stays open.
final class StdioTransportTests: XCTestCase {
    private struct Pipe {
        var readEnd: Int32
        var writeEnd: Int32
    }

    private func makePipe() throws -> Pipe {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw XCTSkip("no pipe to be had") }
        return Pipe(readEnd: ends[0], writeEnd: ends[1])
    }

    private func send(_ messages: [JSON], to descriptor: Int32) {
        for message in messages {
            let bytes = MessageFramer.frame(message.utf8)
            XCTAssertEqual(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, bytes.count)
        }
    }

    /// Runs the transport on `messages` (the input closed afterwards when `closingInput`);
    /// its exit code, or nil if it did not leave within ten seconds, and the messages it wrote.
    private func serve(_ messages: [JSON], closingInput: Bool) throws -> (code: Int32?, written: [JSON]) {
        let input = try makePipe()
        let output = try makePipe()
        send(messages, to: input.writeEnd)
        if closingInput { close(input.writeEnd) }
        let left = expectation(description: "the server leaves")
        let code = Locked<Int32?>(nil)
        Thread.detachNewThread {
            code.withLock { $0 = StdioTransport.run(input: input.readEnd, output: output.writeEnd) }
            left.fulfill()
        }
        guard XCTWaiter().wait(for: [left], timeout: 10) == .completed else { return (nil, []) }
        close(output.writeEnd)
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(output.readEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            framer.append(Array(buffer[0..<count]))
        }
        var written: [JSON] = []
        while case .message(let body)? = framer.next() { written.append(JSON.parse(body) ?? .null) }
        close(output.readEnd)
        close(input.readEnd)
        if !closingInput { close(input.writeEnd) }
        return (code.withLock { $0 }, written)
    }

    private let initialize: JSON = ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]]
    private let shutdown: JSON = ["jsonrpc": "2.0", "id": 2, "method": "shutdown", "params": .null]
    private let exit: JSON = ["jsonrpc": "2.0", "method": "exit", "params": .null]

    func testTheFirstMessageIsAnsweredBeforeReceiveFirstReturns() {
        let written = Locked<[UInt8]>([])
        let server = LanguageServer(send: { bytes in written.withLock { $0 += bytes } }, onExit: { _ in })
        server.receiveFirst(initialize.utf8)
        var framer = MessageFramer()
        framer.append(written.withLock { $0 })
        guard case .message(let body)? = framer.next() else { return XCTFail("no answer yet") }
        XCTAssertEqual(JSON.parse(body)?["id"], 1)
        XCTAssertEqual(JSON.parse(body)?["result"]?["serverInfo"]?["name"], "stack-lsp")
        // Later messages are handed to the queue as before, in order.
        server.receive(shutdown.utf8)
        server.drain()
        framer.append(Array(written.withLock { $0 }.dropFirst(MessageFramer.frame(body).count)))
        guard case .message(let second)? = framer.next() else { return XCTFail("no answer to shutdown") }
        XCTAssertEqual(JSON.parse(second), ["jsonrpc": "2.0", "id": 2, "result": .null])
    }

    func testExitAfterShutdownLeavesWithZeroWhileTheInputStaysOpen() throws {
        let (code, written) = try serve([initialize, shutdown, exit], closingInput: false)
        XCTAssertEqual(code, 0)
        XCTAssertEqual(written.count, 2)
        XCTAssertEqual(written.first?["id"], 1)
        XCTAssertEqual(written.first?["result"]?["serverInfo"]?["name"], "stack-lsp")
        XCTAssertEqual(written.last, ["jsonrpc": "2.0", "id": 2, "result": .null])
    }

    func testExitWithoutShutdownLeavesWithOne() throws {
        let (code, written) = try serve([initialize, exit], closingInput: false)
        XCTAssertEqual(code, 1)
        XCTAssertEqual(written.map { $0["id"] }, [1])
    }

    func testEndOfInputWithoutExitLeavesWithOneAfterAnsweringWhatCame() throws {
        let (code, written) = try serve([initialize, shutdown], closingInput: true)
        XCTAssertEqual(code, 1)
        XCTAssertEqual(written.map { $0["id"] }, [1, 2])
    }
}
