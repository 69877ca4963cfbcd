import Foundation
import StackTestSupport
import XCTest

/// Habits a team brings from other linters carry over: Ruff's option names and concise
/// output, the statistics table alone, and an answer in stacklint's words for an option
/// another linter spells otherwise.
final class HabitsCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    /// An ambiguous view (a warning) and a misspelt property (an error).
    static let layout = "layout A {\n  view v { pin: top, leading }\n  label l { pin: top; alignmnet: center }\n}\n"

    func testConciseIsOneLineAFinding() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.layout)
        let outcome = try stacklint.run(
            [
                "--no-cache", "--isolated", "--no-color", "--format", "concise", "--select", "unknown-property",
                "a.stack",
            ], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(
            outcome.stdout,
            """
            a.stack:3:23: error: unknown property `alignmnet`; did you mean `alignment`? [unknown-property]
            Found 1 problem (1 error, 0 warnings, 0 infos) in 1 file.

            """)
    }

    func testRuffsOptionNamesAreAccepted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.layout)
        let ruff = try stacklint.run(
            ["--no-cache", "--isolated", "--output-format=json", "--output-file", "report.json", "a.stack"],
            in: directory.url)
        let ours = try stacklint.run(
            ["--no-cache", "--isolated", "--format=json", "--output", "ours.json", "a.stack"], in: directory.url)
        XCTAssertEqual(ruff.status, 1, ruff.stderr)
        XCTAssertEqual(ruff.status, ours.status)
        XCTAssertEqual(
            try String(contentsOf: directory.url.appendingPathComponent("report.json"), encoding: .utf8),
            try String(contentsOf: directory.url.appendingPathComponent("ours.json"), encoding: .utf8))
    }

    func testOtherLintersOptionsAreAnsweredWithOurs() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.layout)
        let cases = [
            ("--reporter", "unknown option `--reporter` (SwiftLint's); stacklint's is `--format`"),
            ("--strict", "unknown option `--strict` (SwiftLint's); stacklint's is `--max-warnings 0`"),
            ("--extend-select", "unknown option `--extend-select` (Ruff's); stacklint's is `--select`"),
            ("--fix-dry-run", "unknown option `--fix-dry-run` (ESLint's); stacklint's is `--diff`"),
            ("--formt", "unknown option `--formt`; did you mean `--format`?"),
        ]
        for (option, message) in cases {
            let outcome = try stacklint.run([option, "a.stack"], in: directory.url)
            XCTAssertEqual(outcome.status, 2, option)
            XCTAssertEqual(outcome.stderr, "stacklint: error: \(message)\nRun `stacklint --help` for usage.\n")
        }
    }

    /// A duplicated `spacing` and a `left` anchor: two findings with safe fixes.
    static let twoFixes = """
        layout A {
          stack s {
            pin: edges
            spacing: 8
            spacing: 8
            label title {
              intrinsic: 80 x 20
            }
            label body {
              intrinsic: 80 x 20
              left == parent.left + 16
            }
          }
        }

        """

    /// Fixes follow the selection, as in Ruff: `--fix --select duplicate-property` fixes that
    /// rule's findings and leaves the `left` anchor as written.
    func testSelectAndIgnoreScopeTheFixes() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", Self.twoFixes)
        let selected = try stacklint.run(
            ["--no-cache", "--isolated", "--fix", "--select", "duplicate-property", "a.stack"], in: directory.url)
        XCTAssertEqual(selected.status, 0, selected.stdout + selected.stderr)
        let afterSelect = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(
            afterSelect,
            Self.twoFixes.replacingOccurrences(of: "    spacing: 8\n    spacing: 8\n", with: "    spacing: 8\n"))

        try directory.write("b.stack", Self.twoFixes)
        let diff = try stacklint.run(
            ["--no-cache", "--isolated", "--diff", "--ignore", "duplicate-property", "b.stack"], in: directory.url)
        XCTAssertTrue(
            diff.stdout.contains("-      left == parent.left + 16\n+      leading == parent.leading + 16\n"),
            diff.stdout)
        XCTAssertFalse(diff.stdout.contains("spacing"), diff.stdout)
    }

    /// Ruff's `format --diff`: the changes as a unified diff, nothing written, exit 1.
    func testFormatDiffPrintsTheChangesAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let unformatted = "layout A {\n view v { pin: top, leading }\n}\n"
        let file = try directory.write("u.stack", unformatted)
        try directory.write("f.stack", "layout B {\n  view w {\n    pin: top, leading\n  }\n}\n")
        let outcome = try stacklint.run(["format", "--isolated", "--diff", "u.stack", "f.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(
            outcome.stdout,
            """
            --- a/u.stack
            +++ b/u.stack
            @@ -1,3 +1,5 @@
             layout A {
            - view v { pin: top, leading }
            +  view v {
            +    pin: top, leading
            +  }
             }

            """)
        XCTAssertEqual(outcome.stderr, "1 file would be reformatted, 1 file left unchanged\n")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), unformatted)
    }
}
