import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the server over standard input and output until `exit` (or end of input).
public enum StdioTransport {
    /// How long the input may pause inside a message before the framer checks whether
    /// its `Content-Length` was too long (milliseconds).
    static let incompleteMessagePause: Int32 = 1000

    /// Serves on stdin/stdout; returns the exit code.
    public static func run() -> Int32 {
        let output = FileHandle.standardOutput
        let writeLock = NSLock()
        let done = DispatchSemaphore(value: 0)
        let exitCode = ExitCodeBox()
        let server = LanguageServer(
            send: { bytes in
                writeLock.lock()
                output.write(Data(bytes))
                writeLock.unlock()
            },
            onExit: { code in
                exitCode.set(code)
                done.signal()
            })
        let reader = Thread {
            var framer = MessageFramer()
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            func deliver(_ frame: MessageFramer.Frame) {
                switch frame {
                case .message(let body):
                    server.receive(body)
                case .invalidHeader(let reason):
                    StandardError.write("stack-lsp: \(reason); skipped to the next message header")
                case .shortenedMessage(let body, let reason):
                    StandardError.write("stack-lsp: \(reason); the message is taken as it came")
                    server.receive(body)
                }
            }
            while true {
                var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, framer.isInsideMessage ? incompleteMessagePause : -1)
                if ready == 0 {
                    if let frame = framer.expireIncompleteMessage() { deliver(frame) }
                    continue
                }
                if ready < 0, errno == EINTR { continue }
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                framer.append(Array(buffer[0..<count]))
                while let frame = framer.next() { deliver(frame) }
            }
            if let reason = framer.unfinished { StandardError.write("stack-lsp: \(reason)") }
            // End of input: after the messages already received (an `exit` among them
            // decides the code); without `exit`, leave as the protocol says for a missing one.
            server.endOfInput()
        }
        reader.stackSize = 1 << 20
        reader.start()
        done.wait()
        server.drainMessages()
        return exitCode.value ?? 1
    }
}

/// Writes lines to standard error.
enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// The exit code, set once from whichever thread ends the server.
final class ExitCodeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var code: Int32?

    func set(_ value: Int32) {
        lock.lock()
        if code == nil { code = value }
        lock.unlock()
    }

    var value: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return code
    }
}
