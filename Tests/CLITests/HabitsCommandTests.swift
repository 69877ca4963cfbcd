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
        let outcome = try stacklint.run(["--no-cache", "--isolated", "--no-color", "--format", "concise", "--select", "unknown-property", "a.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stdout, """
            a.stack:3:23: error: unknown property `alignmnet`; did you mean `alignment`? [unknown-property]
            Found 1 problem (1 error, 0 warnings, 0 infos) in 1 file.

            """)
    }

    func testRuffsOptionNamesAreAccepted() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.layout)
        let ruff = try stacklint.run(["--no-cache", "--isolated", "--output-format=json", "--output-file", "report.json", "a.stack"], in: directory.url)
        let ours = try stacklint.run(["--no-cache", "--isolated", "--format=json", "--output", "ours.json", "a.stack"], in: directory.url)
        XCTAssertEqual(ruff.status, 1, ruff.stderr)
        XCTAssertEqual(ruff.status, ours.status)
        XCTAssertEqual(try String(contentsOf: directory.url.appendingPathComponent("report.json"), encoding: .utf8),
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
}
