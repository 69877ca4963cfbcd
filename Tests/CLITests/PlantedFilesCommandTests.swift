import Foundation
import StackTestSupport
import XCTest

/// Nothing planted in a project makes `stacklint` leave the tree, read a special file or
/// hang: links out of a walked folder and special files are skipped with a warning, and a
/// special or oversized file named on the command line is refused with a clear error.
final class PlantedFilesCommandTests: XCTestCase {
    static let layout =
        "layout L {\n  canvas: 100 x 40\n  label a {\n    pin: top, leading\n    intrinsic: 40 x 20\n  }\n}\n"

    func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:], timeout: Double = 60) throws
        -> TimedRunner.Run
    {
        try TimedRunner().run(arguments, in: directory, environment: environment, timeout: timeout)
    }

    /// The stderr lines, with the process id a `/proc/self` link resolves to replaced by `PID`.
    func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { line in
            line.replacingOccurrences(of: #"/proc/[0-9]+/"#, with: "/proc/PID/", options: .regularExpression)
        }
    }

    func testAWalkSkipsLinksOutOfTheTreeAndSpecialFilesWithWarnings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("project/a.stack", Self.layout)
        try directory.write("project/sub/b.stack", Self.layout)
        try directory.write("outside/o.stack", Self.layout)
        let project = directory.url.appendingPathComponent("project")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: project.path + "/x.stack", withDestinationPath: "/proc/self/environ")
        try manager.createSymbolicLink(atPath: project.path + "/z.stack", withDestinationPath: "/dev/zero")
        try manager.createSymbolicLink(atPath: project.path + "/o.stack", withDestinationPath: "../outside/o.stack")
        try manager.createSymbolicLink(atPath: project.path + "/in.stack", withDestinationPath: "sub/b.stack")
        try manager.createSymbolicLink(atPath: project.path + "/everything", withDestinationPath: "/")
        try manager.createSymbolicLink(atPath: project.path + "/ext", withDestinationPath: "../outside")
        XCTAssertEqual(mkfifo(project.path + "/p.stack", 0o600), 0)

        let secret = "planted-secret-\(UUID().uuidString)"
        let outcome = try run(
            ["--no-cache", "--no-color", "--isolated", "."], in: project,
            environment: ["STACKLINT_PLANTED_SECRET": secret])
        XCTAssertFalse(outcome.timedOut)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertFalse(outcome.stdout.contains(secret) || outcome.stderr.contains(secret))
        XCTAssertEqual(outcome.stdout, "No problems found in 3 files.\n")
        XCTAssertEqual(
            lines(outcome.stderr),
            [
                "stacklint: warning: o.stack: links to \(try realPath(directory.url))/outside/o.stack, outside the folder being walked; skipped (name it to lint it)",
                "stacklint: warning: p.stack: is not a regular file (a FIFO); skipped",
                "stacklint: warning: x.stack: links to /proc/PID/environ, outside the folder being walked; skipped (name it to lint it)",
                "stacklint: warning: z.stack: links to /dev/zero, outside the folder being walked; skipped (name it to lint it)",
            ])

        let shown = try run(["--show-files", "--isolated", "."], in: project)
        XCTAssertFalse(shown.timedOut)
        XCTAssertEqual(shown.status, 0)
        XCTAssertEqual(shown.stdout, "a.stack\nin.stack\nsub/b.stack\n")
    }

    func testSpecialAndOversizedFilesNamedOnTheCommandLineAreRefusedAtOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("ok.stack", Self.layout)
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.path + "/z.stack", withDestinationPath: "/dev/zero")
        XCTAssertEqual(mkfifo(directory.url.path + "/p.stack", 0o600), 0)
        // Sparse: the size is what is refused, no 65 MiB are written.
        let big = try XCTUnwrap(FileHandle(forWritingAtPath: try directory.write("big.stack", "").path))
        try big.truncate(atOffset: UInt64(65 << 20))
        try big.close()

        let outcome = try run(
            ["--no-cache", "--no-color", "--isolated", "p.stack", "z.stack", "big.stack", "ok.stack"],
            in: directory.url, timeout: 30)
        XCTAssertFalse(outcome.timedOut, "a FIFO or /dev/zero hung the run")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(
            lines(outcome.stderr),
            [
                "stacklint: error: big.stack: is larger than the 64 MiB limit",
                "stacklint: error: p.stack: is not a regular file (a FIFO)",
                "stacklint: error: z.stack: is not a regular file (a character device)",
            ])
        XCTAssertEqual(outcome.stdout, "No problems found in 1 file.\n")

        let format = try run(["format", "--check", "p.stack"], in: directory.url, timeout: 30)
        XCTAssertFalse(format.timedOut)
        XCTAssertEqual(format.status, 2)
        XCTAssertEqual(lines(format.stderr).first, "stacklint: error: p.stack: is not a regular file (a FIFO)")
    }

    func testABaselineThatIsAFIFOIsRefusedAtOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("ok.stack", Self.layout)
        XCTAssertEqual(mkfifo(directory.url.path + "/baseline.json", 0o600), 0)
        let outcome = try run(
            ["--no-cache", "--isolated", "--baseline", "baseline.json", "ok.stack"], in: directory.url, timeout: 30)
        XCTAssertFalse(outcome.timedOut, "a FIFO baseline hung the run")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(
            lines(outcome.stderr),
            ["stacklint: error: baseline.json: cannot read the baseline: it is not a regular file (a FIFO)"])
    }

    private func realPath(_ url: URL) throws -> String {
        let resolved = try XCTUnwrap(realpath(url.path, nil))
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
