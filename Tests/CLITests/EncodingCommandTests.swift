import Foundation
import StackTestSupport
import XCTest

/// What the real binary does with a file that is not UTF-8, a file whose name holds
/// terminal escapes, and a character escaped in a string.
final class EncodingCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    /// A layout with a Latin-1 `é` (0xE9) in a comment (line 2) and in a string (line 6),
    /// and a duplicate `axis` whose fix `--fix` would apply.
    static let latin1: [UInt8] =
        Array("layout L {\n  // caf".utf8) + [0xE9]
        + Array(" comment\n  stack s {\n    pin: edges\n    axis: vertical\n    label a { text: \"caf".utf8) + [0xE9]
        + Array("\"; intrinsic: 40 x 20 }\n    axis: vertical\n  }\n}\n".utf8)

    private func write(_ bytes: [UInt8], _ name: String, in directory: TemporaryDirectory) throws -> URL {
        let url = directory.url.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    private func contents(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    func testLintReportsInvalidUTF8InACommentAndAString() throws {
        let directory = try TemporaryDirectory()
        _ = try write(Self.latin1, "latin.stack", in: directory)
        let outcome = try stacklint.run(["--no-cache", "--no-color", "--isolated", "latin.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 1, outcome.stderr)
        XCTAssertEqual(
            outcome.stdout.split(separator: "\n").filter { $0.contains("[syntax-error]") },
            [
                "latin.stack:2:9: error: invalid UTF-8: a .stack file must be UTF-8 text [syntax-error]",
                "latin.stack:6:25: error: invalid UTF-8: a .stack file must be UTF-8 text [syntax-error]",
            ])
    }

    func testFormatLeavesAFileThatIsNotUTF8ByteIdentical() throws {
        let directory = try TemporaryDirectory()
        let url = try write(Self.latin1, "latin.stack", in: directory)
        let outcome = try stacklint.run(["format", "--isolated", "latin.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(try contents(url), Self.latin1)
        XCTAssertTrue(
            outcome.stderr.hasPrefix(
                """
                stacklint: error: cannot format latin.stack: it is not valid UTF-8; nothing was written
                latin.stack:2:9: error: invalid UTF-8: a .stack file must be UTF-8 text [syntax-error]

                """), outcome.stderr)
        XCTAssertTrue(
            outcome.stderr.contains(
                "latin.stack:6:25: error: invalid UTF-8: a .stack file must be UTF-8 text [syntax-error]"),
            outcome.stderr)
    }

    func testFixLeavesAFileThatIsNotUTF8ByteIdentical() throws {
        let directory = try TemporaryDirectory()
        let url = try write(Self.latin1, "latin.stack", in: directory)
        let outcome = try stacklint.run(
            ["--fix", "--no-cache", "--no-color", "--isolated", "latin.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(try contents(url), Self.latin1)
        XCTAssertEqual(
            outcome.stderr, "stacklint: error: cannot fix latin.stack: it is not valid UTF-8; no fix was applied\n")
        XCTAssertTrue(outcome.stdout.contains("latin.stack:5:5: warning: `axis` is set again later"), outcome.stdout)
    }

    /// A name that sets the terminal's title (OSC 0 … BEL) and clears the screen (CSI 2J).
    static let hostileName = "\u{1B}]0;x\u{07}\u{1B}[2J.stack"
    static let quotedName = #""\033]0;x\a\033[2J.stack""#

    private func assertNoRawEscapes(_ outcome: BinaryRunner.Outcome, file: StaticString = #filePath, line: UInt = #line)
    {
        for (stream, text) in [("stdout", outcome.stdout), ("stderr", outcome.stderr)] {
            XCTAssertFalse(
                text.utf8.contains { $0 == 0x1B || $0 == 0x07 },
                "raw ESC or BEL on \(stream): \(text.debugDescription)", file: file, line: line)
        }
    }

    func testFileNamesWithTerminalEscapesAreQuotedInTextAndGitHubOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.hostileName, "layout A {\n  label a { pin: top, leading }\n}\n")
        let text = try stacklint.run(["--no-cache", "--no-color", "--isolated", Self.hostileName], in: directory.url)
        assertNoRawEscapes(text)
        XCTAssertEqual(
            text.stdout.split(separator: "\n").first.map(String.init),
            Self.quotedName
                + ":2:3: warning: the frame of `a` is not uniquely determined at 375 x 667: it has no intrinsic size and no width or height constraint, and nothing else sizes it; give it a size (`width == 40`) or an `intrinsic` size [ambiguous-layout]"
        )
        let github = try stacklint.run(
            ["--no-cache", "--isolated", "--format", "github", Self.hostileName], in: directory.url)
        assertNoRawEscapes(github)
        XCTAssertTrue(github.stdout.hasPrefix("::warning file=" + Self.quotedName + ",line=2,col=3,"), github.stdout)
        let format = try stacklint.run(["format", "--check", "--isolated", Self.hostileName], in: directory.url)
        assertNoRawEscapes(format)
        XCTAssertEqual(format.stdout, "would reformat \(Self.quotedName)\n")
        let missing = try stacklint.run(["--no-cache", "--isolated", "\u{1B}[2Jmissing.stack"], in: directory.url)
        assertNoRawEscapes(missing)
        XCTAssertTrue(missing.stderr.contains(#"stacklint: error: "\033[2Jmissing.stack": "#), missing.stderr)
    }

    /// `"\😀"`: the invalid escape's range ends after the character, in the JSON offsets
    /// and the text report's columns alike.
    func testAnInvalidEscapeOfAnAstralCharacterEndsAfterIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "emoji.stack", "layout A {\n  label a { text: \"\\😀x\"; intrinsic: 10 x 10; pin: top, leading }\n}\n")
        let json = try stacklint.run(
            ["--no-cache", "--isolated", "--format", "json", "emoji.stack"], in: directory.url)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let diagnostics = ((document?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
        let escape = diagnostics.first { ($0["message"] as? String)?.hasPrefix("invalid escape") == true }
        let range = escape?["range"] as? [String: [String: Int]]
        XCTAssertEqual(range?["start"], ["line": 2, "column": 20, "offset": 30])
        XCTAssertEqual(range?["end"], ["line": 2, "column": 22, "offset": 35])
        let text = try stacklint.run(["--no-cache", "--no-color", "--isolated", "emoji.stack"], in: directory.url)
        XCTAssertTrue(
            text.stdout.contains(
                """
                emoji.stack:2:20: error: invalid escape in a string: use `\\"`, `\\\\`, `\\n`, `\\t` or `\\u{XXXX}` [syntax-error]
                      label a { text: "\\😀x"; intrinsic: 10 x 10; pin: top, leading }
                                       ^~

                """), text.stdout)
    }
}
