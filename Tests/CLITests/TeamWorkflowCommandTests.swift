import Foundation
import StackTestSupport
import XCTest

/// Rule selection, exit codes, short flags, `--force-exclude`, `--since`, `--show-files`,
/// `--show-settings` and relative paths: what a team's CI and pre-commit use.
final class TeamWorkflowCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    static let legacy = BaselineCommandTests.legacy

    func testSelectAndIgnoreWithDidYouMean() throws {
        let directory = try TemporaryDirectory()
        try directory.write("W.stack", Self.legacy)
        let selected = try stacklint.run(
            ["--no-color", "--format", "github", "--select", "duplicate-property", "W.stack"], in: directory.url)
        XCTAssertEqual(selected.status, 0, "the error's rule is not selected")
        XCTAssertEqual(
            selected.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map {
                $0.contains("[duplicate-property]")
            }, [true])
        let ignored = try stacklint.run(
            ["--format", "github", "--ignore", "duplicate-property,deep-nesting", "W.stack"], in: directory.url)
        XCTAssertEqual(ignored.status, 1)
        XCTAssertFalse(ignored.stdout.contains("duplicate-property"))
        XCTAssertTrue(ignored.stdout.contains("[unknown-property]"))
        let both = try stacklint.run(
            [
                "--format", "github", "--select", "duplicate-property", "--select", "unknown-property", "--ignore",
                "unknown-property", "W.stack",
            ], in: directory.url)
        XCTAssertEqual(
            both.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1,
            "--ignore wins over --select; --select repeats")

        let typo = try stacklint.run(["--select", "duplicate-propery", "W.stack"], in: directory.url)
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(
            typo.stderr,
            "stacklint: error: `--select`: unknown rule `duplicate-propery`; did you mean `duplicate-property`? (`stacklint rules` lists them)\nRun `stacklint --help` for usage.\n"
        )
        XCTAssertEqual(try stacklint.run(["--ignore", "syntax-error", "W.stack"], in: directory.url).status, 2)

        let broken = try stacklint.run(["--format", "github", "--select", "deep-nesting", "-"], stdin: "layout {")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stdout.contains("[syntax-error]"), "syntax errors are always reported")
    }

    func testExitZeroAndShortFlags() throws {
        let directory = try TemporaryDirectory()
        try directory.write("W.stack", Self.legacy)
        let quiet = try stacklint.run(["--no-color", "-q", "-n", "-o", "report.txt", "W.stack"], in: directory.url)
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(quiet.stdout, "")
        let report = try String(contentsOf: directory.url.appendingPathComponent("report.txt"), encoding: .utf8)
        XCTAssertTrue(report.hasPrefix("W.stack:6:35: error: unknown property `colr`"), report)
        XCTAssertFalse(report.contains("duplicate-property"), "-q reports errors only")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(".stacklint_cache").path),
            "-n: no cache")
        let long = try stacklint.run(["--no-color", "--exit-zero", "W.stack"], in: directory.url)
        XCTAssertEqual(long.status, 0)
        let normal = try stacklint.run(["--no-color", "W.stack"], in: directory.url)
        XCTAssertEqual(long.stdout, normal.stdout, "output unchanged")
        XCTAssertEqual(normal.status, 1)
        XCTAssertEqual(try stacklint.run(["-e", "W.stack"], in: directory.url).status, 0)
        XCTAssertEqual(
            try stacklint.run(["-e", "missing.stack"], in: directory.url).status, 2, "a missing file is not a finding")

    }

    func testForceExcludeAppliesExcludeToNamedFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".stacklint.json", "{\"exclude\": [\"Generated/**\"]}")
        try directory.write("Generated/G.stack", Self.legacy)
        try directory.write("W.stack", Self.legacy)
        XCTAssertEqual(try stacklint.run(["--show-files", "."], in: directory.url).stdout, "W.stack\n")
        XCTAssertEqual(
            try stacklint.run(["--show-files", "Generated/G.stack", "W.stack"], in: directory.url).stdout,
            "Generated/G.stack\nW.stack\n", "a named file is linted")
        XCTAssertEqual(
            try stacklint.run(["--show-files", "--force-exclude", "Generated/G.stack", "W.stack"], in: directory.url)
                .stdout, "W.stack\n")
        let excludedOnly = try stacklint.run(["--force-exclude", "Generated/G.stack"], in: directory.url)
        XCTAssertEqual(excludedOnly.status, 0)
        XCTAssertEqual(
            excludedOnly.stderr, "stacklint: warning: no .stack, .xib or .storyboard files found in Generated/G.stack\n"
        )
        let format = try stacklint.run(
            ["format", "--check", "--force-exclude", "Generated/G.stack"], in: directory.url)
        XCTAssertEqual(format.status, 0, format.stdout + format.stderr)
        let piped = try stacklint.run(
            ["format", "--force-exclude", "--stdin-filename", "Generated/G.stack", "-"], stdin: "layout   A {}\n",
            in: directory.url)
        XCTAssertEqual(piped.stdout, "layout   A {}\n", "excluded standard input passes through unchanged")
    }

    func testFormatWalksWithIncludeAndExclude() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".stacklint.json", "{\"exclude\": [\"Generated/**\"]}")
        try directory.write("Generated/G.stack", "layout   G {}\n")
        try directory.write("A.stack", "layout   A {}\n")
        let outcome = try stacklint.run(["format", "--check", "."], in: directory.url)
        XCTAssertEqual(outcome.stdout, "would reformat A.stack\n")
        XCTAssertEqual(outcome.stderr, "1 file would be reformatted, 0 files left unchanged\n")
    }

    func testShowSettings() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            ".stacklint.json",
            "{\"rules\": {\"deep-nesting\": {\"severity\": \"error\", \"maxDepth\": 3}, \"overflow\": \"off\"}, \"canvas\": [\"320 x 480\"]}"
        )
        try directory.write("A.stack", Self.legacy)
        let outcome = try stacklint.run(["--show-settings", "A.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 0)
        let lines = outcome.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "Settings for A.stack")
        XCTAssertTrue(lines[2].hasSuffix("/.stacklint.json"), lines[2])
        XCTAssertTrue(lines.contains("canvas (for layouts that name none): 320 x 480"))
        XCTAssertTrue(
            lines.contains {
                $0.hasPrefix("  deep-nesting ") && $0.hasSuffix(" error (configured)  maxDepth=3 maxDepthInCells=2")
            }, outcome.stdout)
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("  overflow ") && $0.hasSuffix(" off (configured)") }, outcome.stdout)
    }

    func testRelativePathsWhenFilesAreNamedByAbsolutePath() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Screens/W.stack", Self.legacy)
        for (format, expected) in [
            ("github", "file=Screens/W.stack,"), ("text", "Screens/W.stack:3:5:"),
            ("json", "\"path\" : \"Screens/W.stack\""),
            ("checkstyle", "<file name=\"Screens/W.stack\">"), ("junit", "classname=\"Screens/W.stack\""),
        ] {
            let outcome = try stacklint.run(["--no-color", "--format", format, file.path], in: directory.url)
            XCTAssertTrue(outcome.stdout.contains(expected), "\(format): \(outcome.stdout)")
            XCTAssertFalse(outcome.stdout.contains(directory.url.path + "/Screens"), format)
        }
        let piped = try stacklint.run(
            ["--format", "github", "--stdin-filename", file.path, "-"], stdin: Self.legacy, in: directory.url)
        XCTAssertTrue(piped.stdout.hasPrefix("::warning file=Screens/W.stack,"), piped.stdout)
        let diff = try stacklint.run(["--diff", file.path], in: directory.url)
        XCTAssertTrue(diff.stdout.hasPrefix("--- a/Screens/W.stack\n+++ b/Screens/W.stack\n"), diff.stdout)
    }

    func testSinceReportsOnlyChangedLines() throws {
        let directory = try TemporaryDirectory()
        func git(_ arguments: String...) throws {
            XCTAssertEqual(try directory.git(arguments), 0, arguments.joined(separator: " "))
        }
        try directory.write("W.stack", Self.legacy)
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "legacy")
        // Lines moved (two added on top) and one new finding on a changed line.
        try directory.write(
            "W.stack",
            "// moved\n\n"
                + Self.legacy.replacingOccurrences(
                    of: "label m { intrinsic: 10 x 10 }", with: "label m { intrinsic: 10 x 10; txt: \"a\" }"))
        try directory.write(
            "New.stack",
            "layout N {\n  stack s {\n    pin: top, leading\n    spcing: 2\n    label l { intrinsic: 10 x 10 }\n  }\n}\n"
        )
        let outcome = try stacklint.run(["--format", "github", "--since", "HEAD", "."], in: directory.url)
        let rules = outcome.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.map {
            $0.components(separatedBy: "file=")[1].components(separatedBy: ",")[0] + " "
                + ($0.components(separatedBy: "[").last ?? "")
        }
        XCTAssertEqual(
            rules, ["New.stack single-child-stack]", "New.stack unknown-property]", "W.stack unknown-property]"],
            "an untracked file is new throughout: \(outcome.stdout)")
        XCTAssertTrue(outcome.stdout.contains("file=W.stack,line=9,"), outcome.stdout)

        let unknown = try stacklint.run(["--since", "no-such-branch", "."], in: directory.url)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(
            unknown.stderr,
            "stacklint: error: `--since`: unknown git revision `no-such-branch` (a commit, branch or tag; `git log` lists them)\n"
        )
        let noGit = try stacklint.run(
            ["--since", "HEAD", "."], in: directory.url, environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(noGit.status, 2)
        XCTAssertEqual(noGit.stderr, "stacklint: error: `--since` runs git, and git was not found on PATH\n")
        let outside = try TemporaryDirectory()
        try outside.write("A.stack", Self.legacy)
        let notARepository = try stacklint.run(
            ["--since", "HEAD", "."], in: outside.url,
            environment: ["GIT_CEILING_DIRECTORIES": outside.url.deletingLastPathComponent().path])
        XCTAssertEqual(notARepository.status, 2)
        XCTAssertTrue(
            notARepository.stderr.hasPrefix("stacklint: error: `--since` needs a git repository"), notARepository.stderr
        )
    }
}
