import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the server over standard input and output until `exit` (or end of input).
public enum StdioTransport {
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
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                framer.append(Array(buffer[0..<count]))
                while let frame = framer.next() {
                    if case .message(let body) = frame { server.receive(body) }
                }
            }
            // End of input without `exit`: leave as the protocol says for a missing exit.
            exitCode.set(1)  // the first code set wins
            done.signal()
        }
        reader.stackSize = 1 << 20
        reader.start()
        done.wait()
        server.drainMessages()
        return exitCode.value ?? 1
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
