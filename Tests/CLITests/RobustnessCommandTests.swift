import Foundation
import StackTestSupport
import XCTest

/// No input crashes, hangs or desynchronises the tools: every command answers hostile
/// numbers with diagnostics and a defined exit code (never a trap), never prints a
/// success-shaped empty answer, and `--fix` reaches a fixed point.
final class RobustnessCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    /// A canonical file; each hostile case replaces one of its values.
    static func file(
        canvas: String = "375 x 667", pin: String = "top, leading", spacing: String = "8",
        intrinsic: String = "40 x 20", baseline: String = "16"
    ) -> String {
        """
        layout A {
          canvas: \(canvas)
          stack s {
            pin: \(pin)
            spacing: \(spacing)
            label a {
              intrinsic: \(intrinsic)
              baseline: \(baseline)
            }
            label b {
              intrinsic: 40 x 20
            }
          }
        }

        """
    }

    /// Each hostile file with the one diagnostic `check` gives it.
    static let hostile: [(name: String, text: String, diagnostic: String)] = [
        (
            "digits.stack", file(pin: "top 20, trailing 1" + String(repeating: "0", count: 400)),
            "digits.stack:4:27: error: a pin inset must be from -100000 to 100000 points, found 1000000000000000… (401 digits) [invalid-value]"
        ),
        (
            "e308.stack", file(spacing: "1e308"),
            "e308.stack:5:14: error: `spacing` takes a number or `system`, not `1e308` [invalid-value]"
        ),
        (
            "long.stack", file(spacing: "1" + String(repeating: "0", count: 308)),
            "long.stack:5:14: error: `spacing` must be from -100000 to 100000 points, found 1000000000000000… (309 digits) [invalid-value]"
        ),
        (
            "inf.stack", file(spacing: "inf"),
            "inf.stack:5:14: error: `spacing` takes a number of points or `system`, not `inf` [invalid-value]"
        ),
        (
            "nan.stack", file(intrinsic: "nan x 20"),
            "nan.stack:7:18: error: `intrinsic` takes a size like `120 x 21`, not `nan x 20` [invalid-value]"
        ),
        (
            "canvas.stack", file(canvas: "-1 x 667"),
            "canvas.stack:2:11: error: a canvas width must be from 1 to 100000 points, found -1 [invalid-value]"
        ),
        (
            "baseline.stack", file(baseline: "9223372036854775808"),
            "baseline.stack:8:17: error: `baseline` must be from 0 to 100000 points, found 9223372036854775808 [invalid-value]"
        ),
    ]

    func testCheckReportsHostileNumbers() throws {
        let directory = try TemporaryDirectory()
        for item in Self.hostile {
            try directory.write(item.name, item.text)
            let outcome = try stacklint.run(["--no-cache", "--no-color", "--isolated", item.name], in: directory.url)
            XCTAssertEqual(outcome.status, 1, "\(item.name): \(outcome.stderr)")
            let lines = outcome.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix(item.name) }
            XCTAssertEqual(lines.filter { $0.contains("[invalid-value]") }, [item.diagnostic], item.name)
        }
    }

    func testFramesAndRenderRefuseHostileNumbersWithTheirErrors() throws {
        let directory = try TemporaryDirectory()
        for item in Self.hostile {
            try directory.write(item.name, item.text)
            for format in ["text", "json", "problem"] {
                let outcome = try stacklint.run(["frames", "--format", format, item.name], in: directory.url)
                XCTAssertEqual(outcome.status, 1, "\(item.name) \(format)")
                XCTAssertEqual(outcome.stdout, "", "\(item.name) \(format): nothing success-shaped on standard output")
                XCTAssertTrue(
                    outcome.stderr.hasPrefix(
                        "stacklint: error: cannot lay out \(item.name): it has errors\n\(item.diagnostic)\n"),
                    "\(item.name) \(format): \(outcome.stderr)")
            }
            let render = try stacklint.run(["render", item.name, "-o", "out.svg"], in: directory.url)
            XCTAssertEqual(render.status, 1, item.name)
            XCTAssertTrue(render.stderr.contains(item.diagnostic), render.stderr)
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out.svg").path),
                "no picture of a file in error")
        }
    }

    func testFormatAndFixLeaveHostileNumbersAsWritten() throws {
        let directory = try TemporaryDirectory()
        for item in Self.hostile {
            let url = try directory.write(item.name, item.text)
            // Numbers keep their written text; `1e308` is a number and a word to the
            // formatter (the format has no exponent), so it is spaced like one.
            let format = try stacklint.run(["format", "-"], stdin: item.text)
            XCTAssertEqual(format.status, 0, item.name)
            XCTAssertEqual(format.stdout, item.text.replacingOccurrences(of: "1e308", with: "1 e308"), item.name)
            let fix = try stacklint.run(
                ["--fix", "--no-cache", "--no-color", "--isolated", item.name], in: directory.url)
            XCTAssertEqual(fix.status, 1, item.name)
            XCTAssertTrue(fix.stdout.contains(item.diagnostic), fix.stdout)
            XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), item.text, "\(item.name): nothing to fix")
        }
    }

    func testFramesOfAValidFileStillWork() throws {
        let outcome = try stacklint.run(["frames", "--format", "json", "-"], stdin: Self.file())
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdout.hasPrefix("{\n  \"file\" : \"-\",\n  \"layouts\" : ["), outcome.stdout)
    }

    func testCanvasOptionUsesTheCanvasRange() throws {
        for size in ["0 x 100", "100001 x 100", "1e308 x 100", "inf x 100", "nan x 100"] {
            let outcome = try stacklint.run(["frames", "--canvas", size, "-"], stdin: Self.file())
            XCTAssertEqual(outcome.status, 2, size)
            XCTAssertTrue(
                outcome.stderr.hasPrefix(
                    "stacklint: error: `--canvas` takes a size like `375 x 667` (each side from 1 to 100000 points) or a device like `iPhoneSE` or `iPhone16 landscape`, not `\(size)`\n"
                ), outcome.stderr)
        }
        XCTAssertEqual(try stacklint.run(["frames", "--canvas", "100000 x 1", "-"], stdin: Self.file()).status, 0)
        let typo = try stacklint.run(["frames", "--canvas", "iPhoneES", "-"], stdin: Self.file())
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("not `iPhoneES`; did you mean `iPhoneSE`?\n"), typo.stderr)
    }

    // MARK: Work budget

    static let large = """
        layout Small {
          view v { pin: top, leading; intrinsic: 10 x 10 }
        }

        layout Large {
          stack s {
            pin: top, leading
        \((0..<30).map { "    label l\($0) { intrinsic: 40 x 20 }\n" }.joined())  }
        }

        """

    func testALayoutOverTheBudgetIsReportedAndTheRestGoesOn() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".stacklint.json", #"{"solveBudget": 20, "rules": {"too-many-arranged-views": "off"}}"#)
        try directory.write("large.stack", Self.large)
        try directory.write("other.stack", "layout O {\n  view v { pin: top, leading }\n}\n")
        let outcome = try stacklint.run(["--no-cache", "--no-color", "."], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        let lines = outcome.stdout.split(separator: "\n").filter {
            $0.hasPrefix("./") || $0.hasPrefix("large") || $0.hasPrefix("other")
        }
        XCTAssertEqual(
            lines,
            [
                "large.stack:5:1: error: solving layout `Large` takes more than the work budget of 20 solver steps: its frames were not computed and no solver rule checked it; split it into smaller layouts, or raise `solveBudget` in .stacklint.json [layout-too-complex]",
                "other.stack:2:3: warning: the frame of `v` is not uniquely determined at 375 x 667: it has no intrinsic size and no width or height constraint, and nothing else sizes it; give it a size (`width == 40`) or an `intrinsic` size [ambiguous-layout]",
            ], outcome.stdout)

        let frames = try stacklint.run(["frames", "--format", "json", "large.stack"], in: directory.url)
        XCTAssertEqual(frames.status, 1)
        XCTAssertEqual(frames.stdout, "")
        XCTAssertEqual(
            frames.stderr,
            "stacklint: error: large.stack: solving layout `Large` takes more than the work budget of 20 solver steps; split it into smaller layouts, or raise `solveBudget` in .stacklint.json\n"
        )

        try directory.write(".stacklint.json", #"{"rules": {"too-many-arranged-views": "off"}}"#)
        XCTAssertEqual(
            try stacklint.run(["frames", "large.stack"], in: directory.url).status, 0, "the default budget is ample")
    }

    // MARK: Suppressions and fixes

    func testASyntaxErrorCannotBeSuppressed() throws {
        let outcome = try stacklint.run(
            ["--no-color", "--isolated", "--stdin-filename", "s.stack", "-"],
            stdin: "// stacklint-disable-file syntax-error\nlayout A {\n  view v { pin: top, leading }\n")
        XCTAssertEqual(outcome.status, 1)
        let lines = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("s.stack") }
        XCTAssertEqual(
            lines,
            [
                "s.stack:1:1: error: syntax errors cannot be suppressed: a file that does not parse is not checked; correct the syntax instead [invalid-suppression]",
                "s.stack:2:10: error: this `{` is never closed: add a `}` [syntax-error]",
            ])
    }

    func testFixReachesAFixedPoint() throws {
        let directory = try TemporaryDirectory()
        var nested = "layout A {\n"
        for depth in 0..<12 {
            nested += String(repeating: "  ", count: depth + 1) + "stack s\(depth) {\n"
            if depth == 0 { nested += "    pin: top, leading\n" }
        }
        nested += String(repeating: "  ", count: 13) + "label l { intrinsic: 40 x 20 }\n"
        for depth in (0..<12).reversed() { nested += String(repeating: "  ", count: depth + 1) + "}\n" }
        nested += "}\n"
        let url = try directory.write("nested.stack", nested)
        let first = try stacklint.run(["--fix", "--no-color", "--isolated", "nested.stack"], in: directory.url)
        // Every stack around the label is unwrapped, the root too: the label keeps the pins.
        XCTAssertTrue(first.stdout.contains("Fixed 12 problems in 1 file."), first.stdout)
        let once = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(once, "layout A {\n  label l { intrinsic: 40 x 20; pin: top, leading }\n}\n")
        let second = try stacklint.run(["--fix", "--no-color", "--isolated", "nested.stack"], in: directory.url)
        XCTAssertFalse(second.stdout.contains("Fixed"), second.stdout)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), once)
    }

    func testFixNeverWritesAFileThatDoesNotParse() throws {
        let directory = try TemporaryDirectory()
        let text = "layout A {\n  stack s {\n    spacing: 4\n    spacing: 8\n    label a { intrinsic: 1 x 1 }\n"
        let url = try directory.write("broken.stack", text)
        let outcome = try stacklint.run(["--fix", "--no-color", "--isolated", "broken.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), text)
        XCTAssertFalse(outcome.stdout.contains("Fixed"))
    }
}
