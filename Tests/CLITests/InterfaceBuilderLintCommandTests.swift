import Foundation
import StackTestSupport
import XCTest

/// `stacklint` on Interface Builder files where they are: found by the directory walk (with
/// `include`/`exclude`), named on the command line, in baselines, with `--select` and
/// `--since`, from the cache, in `frames`; `format` leaves them alone.
final class InterfaceBuilderLintCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    static func fixture(_ name: String) throws -> String {
        try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("Tests/InterfaceBuilder/\(name)"),
            encoding: .utf8)
    }

    /// `path:line:col rule` of each line of a concise report.
    static func places(_ stdout: String) -> [String] {
        stdout.components(separatedBy: "\n").filter { $0.contains(": ") && $0.hasSuffix("]") }.map { line in
            let place = line.components(separatedBy: ": ")[0]
            let rule = line.components(separatedBy: "[").last?.dropLast() ?? ""
            return "\(place) \(rule)"
        }
    }

    /// A project with a screen in each format, a generated folder and a layout file.
    func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Screens/Findings.xib", try Self.fixture("Findings.xib"))
        try directory.write("Screens/Adaptive.storyboard", try Self.fixture("Adaptive.storyboard"))
        try directory.write("Generated/Malformed.xib", try Self.fixture("Malformed.xib"))
        try directory.write("Screens/Row.stack", "layout Row {\n  stack s {\n    pin: top, leading\n  }\n}\n")
        return directory
    }

    static let findings = [
        "Screens/Findings.xib:10:17 misplaced-view",
        "Screens/Findings.xib:10:82 baseline-alignment-on-vertical-stack",
        "Screens/Findings.xib:27:17 ambiguous-layout",
        "Screens/Findings.xib:31:25 conflicting-constraints",
        "Screens/Findings.xib:34:17 truncation",
    ]

    func testTheWalkFindsXibsAndStoryboardsBesideStackFilesAndExcludeApplies() throws {
        let directory = try project()
        let all = try stacklint.run(["--no-cache", "--format", "concise", "."], in: directory.url)
        XCTAssertEqual(all.status, 1)
        XCTAssertEqual(
            Self.places(all.stdout),
            ["Generated/Malformed.xib:7:15 syntax-error"]
                + [
                    "Screens/Adaptive.storyboard:60:29 unsolved-variation",
                    "Screens/Adaptive.storyboard:61:29 unsolved-variation",
                ] + Self.findings + ["Screens/Row.stack:2:3 ambiguous-layout", "Screens/Row.stack:2:3 empty-stack"])
        XCTAssertTrue(all.stdout.hasSuffix("in 4 files.\n"), all.stdout)

        try directory.write(".stacklint.json", #"{"exclude": ["Generated/**"], "include": ["**/*.xib"]}"#)
        let configured = try stacklint.run(["--no-cache", "--format", "concise", "."], in: directory.url)
        XCTAssertEqual(Self.places(configured.stdout), Self.findings)
        // A file named on the command line is linted whatever `exclude` says.
        let named = try stacklint.run(
            ["--no-cache", "--format", "concise", "Generated/Malformed.xib"], in: directory.url)
        XCTAssertEqual(Self.places(named.stdout), ["Generated/Malformed.xib:7:15 syntax-error"])
        XCTAssertEqual(named.status, 1)
    }

    func testANamedFileInEveryReportFormatIsAtTheXML() throws {
        let directory = try project()
        let github = try stacklint.run(
            ["--no-cache", "--format", "github", "--select", "conflicting-constraints", "Screens/Findings.xib"],
            in: directory.url)
        XCTAssertEqual(
            github.stdout,
            "::error file=Screens/Findings.xib,line=31,col=25,endLine=31,endColumn=92,title=stacklint%3A conflicting-constraints::unable to simultaneously satisfy constraints at 320 x 160: \"box.width == 100\", \"box.width == 200\"; will attempt to recover by breaking \"box.width == 200\" (IB constraint Con-20-102) [conflicting-constraints]\n"
        )
        let sarif = try stacklint.run(
            ["--no-cache", "--format", "sarif", "--select", "truncation", "Screens/Findings.xib"], in: directory.url)
        XCTAssertTrue(
            sarif.stdout.contains(#""uri" : "Screens\/Findings.xib""#)
                || sarif.stdout.contains(#""uri" : "Screens/Findings.xib""#), sarif.stdout)
        XCTAssertTrue(sarif.stdout.contains(#""startLine" : 34"#), sarif.stdout)
        XCTAssertTrue(sarif.stdout.contains(#"(IB: \"Hello there\", id Lbl-20-006)"#), sarif.stdout)
    }

    func testABaselineHidesTheFindingsOfAnIBFileUntilTheyChange() throws {
        let directory = try project()
        let written = try stacklint.run(
            ["--no-cache", "--write-baseline", "baseline.json", "Screens"], in: directory.url)
        XCTAssertEqual(written.status, 1, written.stderr)
        // Each entry names the layout read from the file and the IB id of the view.
        let recorded = try String(contentsOf: directory.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        XCTAssertTrue(recorded.contains(#""element" : "Box-20-005","#), recorded)
        XCTAssertTrue(recorded.contains(#""layout" : "Card","#), recorded)
        let quiet = try stacklint.run(["--no-cache", "--baseline", "baseline.json", "Screens"], in: directory.url)
        XCTAssertEqual(quiet.status, 0, quiet.stdout)
        XCTAssertTrue(quiet.stdout.contains("9 findings hidden by the baseline."), quiet.stdout)
        // Lines added above move every finding; the baseline still hides them.
        let moved = try Self.fixture("Findings.xib").replacingOccurrences(
            of: "<objects>", with: "<objects>\n        <!-- moved -->\n")
        try directory.write("Screens/Findings.xib", moved)
        let still = try stacklint.run(["--no-cache", "--baseline", "baseline.json", "Screens"], in: directory.url)
        XCTAssertEqual(still.status, 0, still.stdout)
        // A new finding is reported: both labels of the stack hidden.
        try directory.write(
            "Screens/Findings.xib",
            moved.replacingOccurrences(of: #"text="Title""#, with: #"text="Title" hidden="YES""#)
                .replacingOccurrences(of: #"text="A longer subtitle""#, with: #"text="A longer subtitle" hidden="YES""#)
        )
        let new = try stacklint.run(
            ["--no-cache", "--format", "concise", "--baseline", "baseline.json", "Screens"], in: directory.url)
        XCTAssertEqual(Self.places(new.stdout), ["Screens/Findings.xib:12:17 all-hidden"], new.stdout)
    }

    func testSelectSinceAndTheCache() throws {
        let directory = try project()
        let selected = try stacklint.run(
            ["--no-cache", "--format", "concise", "--select", "truncation,syntax-error", "."], in: directory.url)
        XCTAssertEqual(
            Self.places(selected.stdout),
            ["Generated/Malformed.xib:7:15 syntax-error", "Screens/Findings.xib:34:17 truncation"])
        // The second run reads the findings from the cache: the same report.
        let first = try stacklint.run(["--format", "concise", "Screens"], in: directory.url)
        let second = try stacklint.run(["--format", "concise", "Screens"], in: directory.url)
        XCTAssertEqual(second.stdout, first.stdout)
        XCTAssertEqual(Self.places(second.stdout).filter { $0.hasPrefix("Screens/Findings") }, Self.findings)
    }

    func testSinceReportsTheFindingsOnChangedLinesOfTheXML() throws {
        let directory = try project()
        func git(_ arguments: String...) throws {
            XCTAssertEqual(try directory.git(arguments), 0, arguments.joined(separator: " "))
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "screens")
        // The stack's line changes (its spacing): the finding on its alignment attribute is new.
        try directory.write(
            "Screens/Findings.xib",
            try Self.fixture("Findings.xib").replacingOccurrences(of: #"spacing="4""#, with: #"spacing="6""#))
        let since = try stacklint.run(["--no-cache", "--format", "concise", "--since", "HEAD", "."], in: directory.url)
        XCTAssertEqual(
            Self.places(since.stdout),
            [
                "Screens/Findings.xib:10:17 misplaced-view",
                "Screens/Findings.xib:10:82 baseline-alignment-on-vertical-stack",
            ])
    }

    func testFormatAndFixLeaveInterfaceBuilderFilesAlone() throws {
        let directory = try project()
        let walked = try stacklint.run(["format", "--check", "Screens"], in: directory.url)
        XCTAssertEqual(walked.stdout, "")
        XCTAssertEqual(walked.stderr, "0 files would be reformatted, 1 file left unchanged\n")
        XCTAssertEqual(walked.status, 0, walked.stderr)
        let named = try stacklint.run(["format", "Screens/Findings.xib"], in: directory.url)
        XCTAssertEqual(
            named.stderr,
            "stacklint: warning: Screens/Findings.xib: is an Interface Builder file, which this command does not read; skipped\n"
                + "stacklint: warning: no .stack files found in Screens/Findings.xib\n")
        // `--fix` has nothing to apply: findings on IB files carry no fixes.
        let fixed = try stacklint.run(
            ["--no-cache", "--fix", "--unsafe-fixes", "--format", "concise", "Screens/Findings.xib"], in: directory.url)
        XCTAssertEqual(Self.places(fixed.stdout), Self.findings)
        XCTAssertEqual(
            try Self.fixture("Findings.xib"),
            try String(contentsOf: directory.url.appendingPathComponent("Screens/Findings.xib"), encoding: .utf8))
    }

    func testFramesLaysOutTheLayoutsOfAnIBFile() throws {
        let directory = try project()
        let frames = try stacklint.run(["frames", "Screens/Adaptive.storyboard"], in: directory.url)
        XCTAssertEqual(frames.status, 0, frames.stderr)
        XCTAssertTrue(frames.stdout.hasPrefix("layout Article\n  canvas iPhone16Plus landscape"), frames.stdout)
        let malformed = try stacklint.run(["frames", "Generated/Malformed.xib"], in: directory.url)
        XCTAssertEqual(malformed.status, 1)
        XCTAssertEqual(
            malformed.stderr,
            """
            stacklint: error: cannot lay out Generated/Malformed.xib: it has syntax errors
            Generated/Malformed.xib:7:15: error: end tag </subviews> does not match start tag <label> opened at 6:17 [syntax-error]
                            </subviews>
                              ^~~~~~~~

            """)
    }
}
