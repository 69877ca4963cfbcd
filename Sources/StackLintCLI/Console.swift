import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard streams.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Reads all of standard input.
    static func readInput() -> [UInt8] {
        [UInt8](FileHandle.standardInput.readDataToEndOfFile())
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
