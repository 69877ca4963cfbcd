import Foundation
import StackTestSupport
import XCTest

/// What a new user hit on day one: one error for a missing file, a warning for an empty
/// directory, every configuration error at once, usual permissions, `-o -`, `format --check -`,
/// and the front ends agreeing on the configuration.
final class RoughEdgesCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    static let clean =
        "layout A {\n  stack s {\n    pin: top, leading\n    label l { intrinsic: 10 x 10 }\n    label m { intrinsic: 10 x 10 }\n  }\n}\n"

    func testAMissingFileIsOneError() throws {
        let directory = try TemporaryDirectory()
        let outcome = try stacklint.run(["missing.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(outcome.stderr, "stacklint: error: missing.stack: no such file or directory\n")
    }

    func testADirectoryWithoutLayoutsWarns() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Docs/notes.txt", "no layouts here")
        let outcome = try stacklint.run(["Docs"], in: directory.url)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertEqual(outcome.stderr, "stacklint: warning: no .stack, .xib or .storyboard files found in Docs\n")
        let json = try stacklint.run(["--format", "json", "Docs"], in: directory.url)
        XCTAssertEqual(json.status, 0)
        XCTAssertNotNil(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)),
            "machine formats still write a valid, empty report")
    }

    func testConfigCheckReportsEveryError() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            ".stacklint.json",
            "{\"rules\": {\"deep-nestin\": \"off\", \"overflow\": \"loud\"}, \"canvas\": [\"wide\"], \"bogus\": 1}")
        let outcome = try stacklint.run(["config", "check"], in: directory.url)
        XCTAssertEqual(outcome.status, 2)
        let lines = outcome.stderr.components(separatedBy: "\n").filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 5, outcome.stderr)
        XCTAssertTrue(lines[0].contains("unknown key `bogus`"))
        XCTAssertTrue(lines[1].contains("unknown rule `deep-nestin`; did you mean `deep-nesting`?"))
        XCTAssertTrue(lines[2].contains("`rules.overflow`: unknown severity `loud`"))
        XCTAssertTrue(lines[3].contains("`canvas`: `wide` is neither a size"))
        XCTAssertTrue(lines[4].hasSuffix(".stacklint.json: 4 errors found"), lines[4])
    }

    func testReportsAndDrawingsGetTheUsualPermissionsAndExistingFilesKeepTheirs() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.stack", Self.clean)
        func runUnderUmask(_ arguments: [String]) throws -> (status: Int32, Void) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask 022 && exec \"$0\" \"$@\"", stacklint.path] + arguments
            process.currentDirectoryURL = directory.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return (process.terminationStatus, ())
        }
        XCTAssertEqual(try runUnderUmask(["--format", "sarif", "-o", "report.sarif", "A.stack"]).status, 0)
        XCTAssertEqual(try runUnderUmask(["render", "A.stack", "-o", "A.svg"]).status, 0)
        XCTAssertEqual(try runUnderUmask(["--write-baseline", "baseline.json", "A.stack"]).status, 0)
        for name in ["report.sarif", "A.svg", "baseline.json"] {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: directory.url.appendingPathComponent(name).path)
            XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o644, name)
        }
        let existing = directory.url.appendingPathComponent("report.sarif").path
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: existing)
        XCTAssertEqual(try runUnderUmask(["--format", "sarif", "-o", "report.sarif", "A.stack"]).status, 0)
        XCTAssertEqual(
            (try FileManager.default.attributesOfItem(atPath: existing)[.posixPermissions] as? NSNumber)?.intValue,
            0o600)
    }

    func testRenderAndFramesToStandardOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.stack", Self.clean)
        let render = try stacklint.run(["render", "A.stack", "-o", "-"], in: directory.url)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(render.stdout.hasPrefix("<svg") || render.stdout.hasPrefix("<?xml"), render.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("-").path))
        let frames = try stacklint.run(["frames", "A.stack", "--output", "-"], in: directory.url)
        XCTAssertTrue(frames.stdout.hasPrefix("layout A\n"), frames.stdout)
    }

    func testFormatCheckOfStandardInputSaysWhatItFound() throws {
        let messy = try stacklint.run(["format", "--check", "-"], stdin: "layout   A {}\n")
        XCTAssertEqual(messy.status, 1)
        XCTAssertEqual(messy.stdout, "would reformat <stdin>\n")
        XCTAssertEqual(messy.stderr, "1 file would be reformatted, 0 files left unchanged\n")
        let tidy = try stacklint.run(["format", "--check", "--stdin-filename", "A.stack", "-"], stdin: "layout A {}\n")
        XCTAssertEqual(tidy.status, 0)
        XCTAssertEqual(tidy.stdout, "")
        XCTAssertEqual(tidy.stderr, "0 files would be reformatted, 1 file left unchanged\n")
    }

    /// Issue 12 found the front ends disagreeing: `frames` and `render` use the canvases of
    /// the configuration that `check` uses, found the same way or named with `--config`.
    func testFramesAndRenderUseTheConfiguredCanvasesAsCheckDoes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Screens/.stacklint.json", "{\"canvas\": [\"200 x 100\", \"120 x 90\"]}")
        try directory.write("Screens/A.stack", Self.clean)
        try directory.write("other.json", "{\"canvas\": [\"640 x 480\"]}")
        let frames = try stacklint.run(["frames", "Screens/A.stack"], in: directory.url)
        XCTAssertEqual(
            frames.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("  canvas ") },
            ["  canvas 200 x 100", "  canvas 120 x 90"])
        let render = try stacklint.run(["render", "Screens/A.stack", "-o", "-"], in: directory.url)
        XCTAssertTrue(
            render.stdout.contains("A · 200 × 100<") && render.stdout.contains("A · 120 × 90<"), render.stdout)
        let named = try stacklint.run(["frames", "--config", "other.json", "Screens/A.stack"], in: directory.url)
        XCTAssertEqual(
            named.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("  canvas ") }, ["  canvas 640 x 480"])
        let isolated = try stacklint.run(["frames", "--isolated", "Screens/A.stack"], in: directory.url)
        XCTAssertFalse(isolated.stdout.contains("200 x 100"))
        let settings = try stacklint.run(["--show-settings", "Screens/A.stack"], in: directory.url)
        XCTAssertTrue(settings.stdout.contains("canvas (for layouts that name none): 200 x 100, 120 x 90"))
    }

    func testUnsafeFixesGoWithFixOrDiff() throws {
        let alone = try stacklint.run(["--unsafe-fixes", "-"], stdin: Self.clean)
        XCTAssertEqual(alone.status, 2)
        XCTAssertEqual(
            alone.stderr,
            "stacklint: error: `--unsafe-fixes` goes with `--fix` or `--diff`\nRun `stacklint --help` for usage.\n")
        // The same with more input than a pipe holds: the run exits unread, and says why.
        let unread = try stacklint.run(["--unsafe-fixes", "-"], stdin: String(repeating: Self.clean, count: 20_000))
        XCTAssertEqual(unread.status, 2)
        XCTAssertEqual(unread.stderr, alone.stderr)
        let warning =
            "layout W {\n  stack s {\n    spacing: 4\n    spacing: 8\n    pin: top, leading\n    label l { intrinsic: 10 x 10 }\n    label m { intrinsic: 10 x 10 }\n  }\n}\n"
        let diff = try stacklint.run(["--diff", "--unsafe-fixes", "--stdin-filename", "W.stack", "-"], stdin: warning)
        XCTAssertEqual(diff.status, 1)
        XCTAssertTrue(diff.stdout.contains("-    spacing: 4\n"), "safe fixes still apply: \(diff.stdout)")
    }
}
