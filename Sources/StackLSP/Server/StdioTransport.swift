import StackLint
import Dispatch
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
        let writing = Locked(())
        let done = DispatchSemaphore(value: 0)
        let exitCode = ExitCodeBox()
        let server = LanguageServer(
            send: { bytes in
                writing.withLock { _ in StandardOutput.writeAll(bytes, to: STDOUT_FILENO) }
            },
            onExit: { code in
                exitCode.set(code)
                done.signal()
            })
        ReaderThread.start(stackSize: 1 << 20) {
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
        done.wait()
        server.drainMessages()
        return exitCode.value ?? 1
    }
}

/// Writes bytes to a file descriptor, whole (a pipe may take them in parts).
enum StandardOutput {
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }  // the client has gone: nothing left to tell it
                offset += written
            }
        }
    }
}

/// Writes lines to standard error.
enum StandardError {
    static func write(_ line: String) {
        StandardOutput.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO)
    }
}

/// The exit code, set once from whichever thread ends the server.
final class ExitCodeBox: Sendable {
    private let code = Locked<Int32?>(nil)

    func set(_ value: Int32) {
        code.withLock { if $0 == nil { $0 = value } }
    }

    var value: Int32? { code.withLock { $0 } }
}

/// A thread of its own with a stack of a given size (the reading thread parses JSON up to
/// 512 levels deep).
enum ReaderThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    static func start(stackSize: Int, _ run: @escaping () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(Body(run)).toOpaque()
        let created = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, context)
        if created == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Body>.fromOpaque(context).release()
            run()  // no thread to be had: read on this one
        }
    }
}
