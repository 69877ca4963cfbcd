import Foundation
import StackTestSupport
import XCTest

/// `check --watch`: a report at the start and after each change, exit 0 on Ctrl-C, and a
/// usage error for the options it cannot go with. Every wait has a deadline.
final class WatchCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")
    static let single = "layout A {\n  stack s {\n    pin: top, leading\n    label l { intrinsic: 10 x 10 }\n  }\n}\n"

    /// Waits until `file` holds `text` `count` times; false after the deadline.
    private func wait(for text: String, count: Int = 1, in file: URL, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let content = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if content.components(separatedBy: text).count - 1 >= count { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    func testAChangePrintsAFreshReportAndCtrlCExitsZero() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")
        try directory.write("A.stack", Self.single)
        let outputs = try TemporaryDirectory()
        let out = outputs.url.appendingPathComponent("out"), err = outputs.url.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: stacklint.path)
        process.arguments = ["check", "--no-color", "--no-cache", "--watch", "."]
        process.currentDirectoryURL = directory.url
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        defer {
            if process.isRunning {
                process.terminate()
                _ = finished.wait(timeout: .now() + 10)
            }
        }

        XCTAssertTrue(wait(for: "in 1 file.\n", in: out), "the first report")
        XCTAssertTrue(wait(for: "for changes (Ctrl-C to stop)\n", in: err))
        // The modification time must move even on a file system with coarse stamps.
        Thread.sleep(forTimeInterval: 1.1)
        try directory.write("A.stack", Self.single.replacingOccurrences(of: "layout A", with: "layout Renamed"))
        XCTAssertTrue(
            wait(for: "stacklint: A.stack changed; linting again\n", in: err),
            (try? String(contentsOf: err, encoding: .utf8)) ?? "")
        XCTAssertTrue(wait(for: "in 1 file.\n", count: 2, in: out), "a second report")
        XCTAssertTrue(wait(for: "the stack `s` arranges only `l`", count: 2, in: out))
        // A new file is watched too.
        try directory.write("B.stack", Self.single.replacingOccurrences(of: "layout A", with: "layout B"))
        XCTAssertTrue(wait(for: "in 2 files.\n", in: out), "a report of both files")

        kill(process.processIdentifier, SIGINT)
        XCTAssertEqual(finished.wait(timeout: .now() + 15), .success, "Ctrl-C ends the watch")
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
        let errors = try String(contentsOf: err, encoding: .utf8)
        XCTAssertTrue(errors.hasSuffix("stacklint: stopped watching\n"), errors)
        XCTAssertFalse(errors.contains("internal error"), errors)
    }

    func testOptionsThatCannotGoWithWatchAreUsageErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.stack", Self.single)
        let cases: [([String], String)] = [
            (
                ["--fix"],
                "`--watch` cannot go with `--fix`: fixing would rewrite the files being edited at each save (run `stacklint check --fix` once)"
            ),
            (["--diff"], "`--watch` cannot go with `--diff`: run `stacklint check --diff` once"),
            (
                ["--write-baseline", "b.json"],
                "`--watch` cannot go with `--write-baseline`: it would record each new finding as it appears"
            ),
            (["--format", "json"], "`--watch` prints the text report; it cannot go with `--format json`"),
            (["-o", "report.txt"], "`--watch` prints each report to the terminal; it cannot go with `--output`"),
            (["--show-files"], "`--show-files` and `--show-settings` print and stop: they cannot go with `--watch`"),
        ]
        for (options, message) in cases {
            let run = try stacklint.run(["check", "--watch"] + options + ["."], in: directory.url)
            XCTAssertEqual(run.status, 2, options.joined(separator: " "))
            XCTAssertEqual(run.stderr, "stacklint: error: \(message)\nRun `stacklint --help` for usage.\n")
        }
        let stdin = try stacklint.run(["check", "--watch", "-"], stdin: "", in: directory.url)
        XCTAssertEqual(stdin.status, 2)
        XCTAssertTrue(stdin.stderr.contains("cannot read standard input"), stdin.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("b.json").path))
    }

    func testMoreFilesThanTheWatchFollowsIsAClearError() throws {
        let directory = try TemporaryDirectory()
        for index in 0...5_000 { try directory.write("many/F\(index).stack", "") }
        let run = try stacklint.run(["check", "--watch", "--no-cache", "many"], in: directory.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "stacklint: error: --watch follows at most 5000 files, and the paths hold 5001 .stack files: name fewer paths, or run `stacklint check` without --watch\n"
        )
        XCTAssertEqual(run.stdout, "")
    }
}
