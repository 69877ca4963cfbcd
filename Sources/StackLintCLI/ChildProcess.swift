#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackPlatform

/// A program run to its end with no input, its standard output and standard error
/// collected (what `--since` needs of `git`). Where only `FoundationEssentials` is linked
/// (Linux), which has no `Process`, it is spawned with `posix_spawn`; elsewhere
/// Foundation's `Process` runs it.
struct ChildProcess {
    /// What a finished run left.
    struct Outcome {
        /// The exit status, or 128 + the signal that ended the program.
        var status: Int32
        var output: [UInt8]
        var error: [UInt8]
    }

    /// Why a program could not be started.
    struct LaunchFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `executable` with `arguments` (the program's name not included) and waits for
    /// it to end. Both outputs are read as they come, so that neither pipe can fill up and
    /// block the program.
    static func run(_ executable: String, _ arguments: [String]) throws(LaunchFailure) -> Outcome {
        #if canImport(FoundationEssentials)
        try spawn(executable, arguments)
        #else
        try runProcess(executable, arguments)
        #endif
    }

    #if canImport(FoundationEssentials)
    private static func spawn(_ executable: String, _ arguments: [String]) throws(LaunchFailure) -> Outcome {
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { throw LaunchFailure(description: String(cString: strerror(errno))) }
        guard pipe(&errorPipe) == 0 else {
            let reason = String(cString: strerror(errno))
            close(outputPipe[0])
            close(outputPipe[1])
            throw LaunchFailure(description: reason)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], STDERR_FILENO)
        for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0])
            close(errorPipe[0])
            throw LaunchFailure(description: String(cString: strerror(spawned)))
        }
        var outcome = Outcome(status: 0, output: [], error: [])
        readToEnd(outputPipe[0], into: &outcome.output, errorPipe[0], into: &outcome.error)
        close(outputPipe[0])
        close(errorPipe[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED, WEXITSTATUS and WTERMSIG are C macros: spelled out.
        let signal = status & 0x7F
        outcome.status = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        return outcome
    }

    /// Reads two descriptors to their ends, whichever has data first.
    private static func readToEnd(
        _ first: Int32, into firstBytes: inout [UInt8], _ second: Int32, into secondBytes: inout [UInt8]
    ) {
        var open = [true, true]
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while open[0] || open[1] {
            var descriptors = [
                pollfd(fd: open[0] ? first : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: open[1] ? second : -1, events: Int16(POLLIN), revents: 0),
            ]
            if poll(&descriptors, 2, -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            for index in 0..<2 where open[index] && descriptors[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(descriptors[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if index == 0 { firstBytes += chunk[..<count] } else { secondBytes += chunk[..<count] }
                } else if count == 0 || errno != EINTR {
                    open[index] = false  // the end, or an error that reading again would repeat
                }
            }
        }
    }
    #else
    private static func runProcess(_ executable: String, _ arguments: [String]) throws(LaunchFailure) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw LaunchFailure(description: error.localizedDescription)
        }
        // Standard output is read to its end before waiting, so a large output cannot fill
        // the pipe and block the program; git's messages on standard error are short.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: [UInt8](outputData), error: [UInt8](errorData))
    }
    #endif
}
