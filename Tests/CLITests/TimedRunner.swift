import Foundation
import StackTestSupport
import XCTest

/// Runs `stacklint` and stops it after a deadline: a test of something that used to hang
/// must end, and says that it timed out instead of waiting forever.
struct TimedRunner {
    /// What a run printed, or that it was stopped (a hang).
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var timedOut: Bool
    }

    let executable = BinaryRunner(product: "stacklint").path

    /// Runs with standard input empty and output in files (a pipe left unread could block).
    func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:], timeout: Double = 60) throws
        -> Run
    {
        let outputs = try TemporaryDirectory()
        let out = outputs.url.appendingPathComponent("out"), err = outputs.url.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables.removeValue(forKey: "NO_COLOR")
        process.environment = variables
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let timedOut = finished.wait(timeout: .now() + timeout) == .timedOut
        if timedOut {
            process.terminate()
            finished.wait()
        }
        return Run(
            status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8), timedOut: timedOut)
    }
}
