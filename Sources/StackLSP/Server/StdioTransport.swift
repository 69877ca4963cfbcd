import StackLSPProtocol
import StackLint
import StackPlatform

/// Runs the server over standard input and output until `exit` (or end of input).
///
/// The calling thread reads (and parses: ``LanguageServer/receive(_:)``) while the server
/// handles messages on its own queue; the first message is handled on the calling thread
/// (``LanguageServer/receiveFirst(_:)``), so no thread is started before `initialize` is
/// answered (docs/dev/lsp-analysis.md, "Start"). `exit` ends the reading through ``ExitSignal``,
/// even with the input still open.
public enum StdioTransport {
    /// Serves on `input` and `output` (standard input and output unless given); returns the
    /// exit code: 0 after `shutdown` and `exit`, 1 after an `exit` without `shutdown` or when
    /// the input ends without `exit`.
    public static func run(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Int32 {
        let writing = Locked(())
        let exitCode = ExitCodeBox()
        let exited = ExitSignal()
        let server = LanguageServer(
            send: { bytes in
                writing.withLock { _ in StandardOutput.writeAll(bytes, to: output) }
            },
            onExit: { code in
                exitCode.set(code)
                exited.signal(leavingWith: code)
            })
        if MessageReader.readMessages(from: input, into: server, until: exited.descriptor) {
            // End of input: after the messages already received (an `exit` among them
            // decides the code); without `exit`, leave as the protocol says for a missing one.
            server.endOfInput()
            exited.wait()
        }
        server.drainMessages()
        return exitCode.value ?? 1
    }
}

/// The server has left: a pipe that the reading loop polls beside standard input, written
/// once by `exit` (or the end of input), so that reading stops without a thread of its own.
final class ExitSignal: Sendable {
    private let readEnd: Int32
    private let writeEnd: Int32
    private let signalled = Locked(false)

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            readEnd = ends[0]
            writeEnd = ends[1]
        } else {
            readEnd = -1  // `poll` ignores a negative descriptor
            writeEnd = -1
        }
    }

    deinit {
        if readEnd >= 0 {
            close(readEnd)
            close(writeEnd)
        }
    }

    /// What to poll for the signal.
    var descriptor: Int32 { readEnd }

    /// Signals (once). Without a pipe (no descriptor was to be had) nothing could wake the
    /// reading loop: the process leaves with `code` at once, as it would after the reading
    /// loop ended (every message before `exit` has been handled and its answer written).
    func signal(leavingWith code: Int32) {
        let first = signalled.withLock { done -> Bool in
            defer { done = true }
            return !done
        }
        guard first else { return }
        guard writeEnd >= 0 else { exit(code) }
        var byte: UInt8 = 1
        while write(writeEnd, &byte, 1) < 0, errno == EINTR {}
    }

    /// Waits for the signal.
    func wait() {
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, -1) < 0, errno == EINTR {}
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

/// The transport hands the server each message it reads.
extension LanguageServer: MessageReceiver {}
