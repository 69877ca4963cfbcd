#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackPlatform

/// The process's standard streams.
enum Console {
    static func out(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    static func error(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Writes all of `text`, going on after a partial write or an interruption, and gives
    /// up at any other error. (A reader that went away, as `head` does, ends the process
    /// with SIGPIPE first, as it ends `cat`: the signal keeps its default.)
    private static func write(_ text: String, to descriptor: Int32) {
        Array(text.utf8).withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// Reads all of standard input.
    static func readInput() -> [UInt8] {
        var input: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                input += chunk[..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return input
            }
        }
    }

    /// Whether standard output is a terminal that wants colour (`NO_COLOR` turns it off).
    static var stdoutWantsColor: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }
}

/// The exit codes of every command.
enum ExitCode: Int32 {
    /// Nothing at error level (and not too many warnings).
    case success = 0
    /// Findings at error level, too many warnings, or files that need formatting.
    case findings = 1
    /// A usage error, an unreadable or missing file, or an internal error.
    case failure = 2
}

/// The C library's `write(2)` (inside ``Console`` its own `write` hides the name).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
