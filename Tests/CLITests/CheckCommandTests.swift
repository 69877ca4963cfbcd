import Foundation
import StackTestSupport
import XCTest

final class CheckCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    static let clean =
        "layout A {\n  stack s {\n    pin: top, leading\n    label l { intrinsic: 10 x 10 }\n    label m { intrinsic: 10 x 10 }\n  }\n}\n"
    static let warning =
        "layout W {\n  stack s {\n    spacing: 4\n    spacing: 8\n    pin: top, leading\n    label l { intrinsic: 10 x 10 }\n    label m { intrinsic: 10 x 10 }\n  }\n}\n"
    static let error =
        "layout E {\n  stack s {\n    spcing: 4\n    pin: top, leading\n    label l { intrinsic: 10 x 10 }\n    label m { intrinsic: 10 x 10 }\n  }\n}\n"

    func testTextOutputWithExcerptAndSummary() throws {
        let directory = try TemporaryDirectory()
        try directory.write("b/error.stack", Self.error)
        try directory.write("a/warning.stack", Self.warning)
        let outcome = try stacklint.run(["--no-color", "."], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(
            outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false),
            [
                "a/warning.stack:3:5: warning: `spacing` is set again later and the last one wins: this one has no effect; remove it [duplicate-property]",
                "        spacing: 4",
                "        ^~~~~~~~~~",
                "  note: the `spacing` that takes effect at a/warning.stack:4:5",
                "b/error.stack:3:5: error: unknown property `spcing`; did you mean `spacing`? [unknown-property]",
                "        spcing: 4",
                "        ^~~~~~",
                "Found 2 problems (1 error, 1 warning, 0 infos) in 2 files.",
                "",
            ])
        XCTAssertEqual(outcome.stderr, "")
    }

    func testColorIsOnlyUsedWhenAsked() throws {
        let directory = try TemporaryDirectory()
        try directory.write("e.stack", Self.error)
        XCTAssertFalse(
            try stacklint.run(["e.stack"], in: directory.url).stdout.contains("\u{1B}["), "a pipe is not a terminal")
        XCTAssertTrue(
            try stacklint.run(["--color", "e.stack"], in: directory.url).stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    func testExitCodes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("clean.stack", Self.clean)
        try directory.write("warning.stack", Self.warning)
        try directory.write("error.stack", Self.error)
        XCTAssertEqual(try stacklint.run(["clean.stack"], in: directory.url).status, 0)
        XCTAssertEqual(try stacklint.run(["warning.stack"], in: directory.url).status, 0, "warnings alone pass")
        XCTAssertEqual(try stacklint.run(["--max-warnings", "1", "warning.stack"], in: directory.url).status, 0)
        let tooMany = try stacklint.run(["--max-warnings", "0", "warning.stack"], in: directory.url)
        XCTAssertEqual(tooMany.status, 1)
        XCTAssertEqual(tooMany.stderr, "stacklint: 1 warning, more than --max-warnings 0\n")
        XCTAssertEqual(try stacklint.run(["error.stack"], in: directory.url).status, 1)

        let missing = try stacklint.run(["clean.stack", "nope.stack"], in: directory.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "stacklint: error: nope.stack: no such file or directory\n")
        XCTAssertTrue(
            missing.stdout.hasSuffix("No problems found in 1 file.\n"), "the readable files are still reported")

        let unknown = try stacklint.run(["--fromat", "json"], in: directory.url)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(
            unknown.stderr,
            "stacklint: error: unknown option `--fromat`; did you mean `--format`?\nRun `stacklint --help` for usage.\n"
        )
        XCTAssertEqual(try stacklint.run(["--format", "xml"], in: directory.url).status, 2)
        XCTAssertEqual(try stacklint.run(["--max-warnings", "-1"], in: directory.url).status, 2)
        XCTAssertEqual(try stacklint.run(["--max-warnings"], in: directory.url).status, 2)
        XCTAssertEqual(try stacklint.run(["--stdin-filename", "x.stack", "clean.stack"], in: directory.url).status, 2)
    }

    func testDanglingLinkIsAnUnreadableFile() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("gone.stack").path,
            withDestinationPath: "/nonexistent/target.stack")
        let outcome = try stacklint.run(["gone.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "stacklint: error: gone.stack: no such file or directory\n")
    }

    func testStandardInputWithAName() throws {
        let outcome = try stacklint.run(
            ["--no-color", "--stdin-filename", "Screens/Input.stack", "-"], stdin: Self.error)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(
            outcome.stdout.hasPrefix("Screens/Input.stack:3:5: error: unknown property `spcing`"), outcome.stdout)
        let unnamed = try stacklint.run(["-"], stdin: Self.clean)
        XCTAssertEqual(unnamed.status, 0)
        XCTAssertEqual(unnamed.stdout, "No problems found in 1 file.\n")
    }

    func testDirectoriesAreWalkedInSortedOrderSkippingHiddenOnes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("z.stack", Self.error)
        try directory.write("m/y.stack", Self.error)
        try directory.write("a.stack", Self.error)
        try directory.write(".build/hidden.stack", Self.error)
        try directory.write("notes.txt", "not a stack file")
        let outcome = try stacklint.run(["--format", "json", "."], in: directory.url)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        XCTAssertEqual(files.compactMap { $0["path"] as? String }, ["a.stack", "m/y.stack", "z.stack"])
    }

    func testJSONOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("w.stack", Self.warning)
        let outcome = try stacklint.run(["--format", "json", "w.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 0)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 1)
        XCTAssertEqual(document["summary"] as? [String: Int], ["files": 1, "errors": 0, "warnings": 1, "infos": 0])
        let file = try XCTUnwrap((document["files"] as? [[String: Any]])?.first)
        let diagnostic = try XCTUnwrap((file["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["rule"] as? String, "duplicate-property")
        XCTAssertEqual(diagnostic["severity"] as? String, "warning")
        let range = try XCTUnwrap(diagnostic["range"] as? [String: [String: Int]])
        XCTAssertEqual(range["start"], ["line": 3, "column": 5, "offset": 27])
        XCTAssertEqual(range["end"], ["line": 3, "column": 15, "offset": 37])
        let fix = try XCTUnwrap((diagnostic["fixes"] as? [[String: Any]])?.first)
        XCTAssertEqual(fix["title"] as? String, "Remove the earlier `spacing`")
        let edit = try XCTUnwrap((fix["edits"] as? [[String: Any]])?.first)
        XCTAssertEqual(edit["newText"] as? String, "")
        XCTAssertEqual((edit["range"] as? [String: [String: Int]])?["start"], ["line": 3, "column": 1, "offset": 23])
    }

    func testOutputFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("e.stack", Self.error)
        let outcome = try stacklint.run(["--output", "report.json", "--format", "json", "e.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stdout, "")
        let report = try String(contentsOf: directory.url.appendingPathComponent("report.json"), encoding: .utf8)
        XCTAssertTrue(report.contains("\"rule\" : \"unknown-property\""))
    }

    func testHelpAndVersion() throws {
        let help = try stacklint.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE:"))
        let version = try stacklint.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("stacklint "))
    }

    func testTheBundledExamplesShowTheirMarkedPitfalls() throws {
        let outcome = try stacklint.run(["--no-color", "Examples"], in: TestSupport.packageRoot)
        XCTAssertEqual(
            outcome.status, 1, "three examples show error-level pitfalls, one a scroll view under the Dynamic Island")
        XCTAssertTrue(
            outcome.stdout.hasSuffix("Found 11 problems (3 errors, 8 warnings, 0 infos) in 19 files.\n"), outcome.stdout
        )
    }
}
