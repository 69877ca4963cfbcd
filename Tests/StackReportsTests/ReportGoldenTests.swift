import Foundation
import StackDiagnostics
import StackLint
import StackReports
import StackSyntax
import StackTestSupport
import StackWorkspace
import XCTest

/// Every report format, whole and byte for byte, over one small fixed input: two files, one
/// with an info after characters outside ASCII, a warning (with a fix and a related place)
/// and an error, and one without findings. The findings are written here, not
/// found by the rules, so a golden file changes only when its format does.
///
/// The expected outputs are `Tests/Golden/reports/*`; after an intended change, regenerate
/// them with `STACKLINT_UPDATE_GOLDEN=1 swift test --filter ReportGoldenTests` and review the
/// diff.
final class ReportGoldenTests: XCTestCase {
    private static let directory = TestSupport.packageRoot.appendingPathComponent("Tests/Golden/reports")

    private static var reports: [FileReport] {
        let text = """
            layout Login {
              // «Anmelden» — écran de connexion
              stack form { axis: vertical; alignment: firstBaseline
                label title { intrinsic: 120 x 20 }
                field email { intrinsic: 200 x 44 & 1 }
              }
            }

            """
        let source = SourceText(text)
        /// The bytes of the first `needle` in the text.
        func range(of needle: String) -> SourceRange {
            let bytes = Array(text.utf8), wanted = Array(needle.utf8)
            let start =
                (0...(bytes.count - wanted.count)).first { bytes[$0..<($0 + wanted.count)].elementsEqual(wanted) } ?? 0
            return SourceRange(start: start, end: start + wanted.count)
        }
        let alignment = range(of: "firstBaseline")
        let fix = Fix(
            title: "Remove `alignment: firstBaseline`",
            edits: [TextEdit(range: range(of: "; alignment: firstBaseline"), newText: "")])
        let diagnostics = [
            Diagnostic(
                ruleID: .unknownProperty, severity: .info, range: range(of: "connexion"),
                message: "an info after «characters» outside ASCII"),
            Diagnostic(
                ruleID: .overflow, severity: .warning, range: alignment,
                message: "`title` overflows `form` at 320 x 480 by 8 pt <&> \"quoted\"",
                related: [RelatedLocation(range: range(of: "label title"), message: "`title` is here")], fixes: [fix]),
            Diagnostic(
                ruleID: .syntaxError, severity: .error, range: range(of: "&"),
                message: "expected a number after `x`, found `&`"),
        ]
        return [
            FileReport(
                path: "Screens/Clean.stack", source: SourceText("layout Clean {\n  view root { pin: edges }\n}\n"),
                diagnostics: []),
            FileReport(path: "Screens/Login Screen.stack", source: source, diagnostics: diagnostics),
        ]
    }

    func testText() throws {
        try check(TextReporter(useColor: false).render(Self.reports), "text.txt")
    }

    func testConciseText() throws {
        try check(TextReporter(useColor: false, concise: true).render(Self.reports), "concise.txt")
    }

    func testJSON() throws {
        try check(JSONReporter().render(Self.reports), "report.json")
    }

    /// The log, except three things that are not its format: the rule catalogue in
    /// `tool.driver.rules`, written from every rule's documentation (checked by
    /// `SARIFCatalogueTests` and against SARIF's official schema), so that the golden file
    /// does not change when a rule's page does; the working directory, which `%SRCROOT%`
    /// names; and the tool's version.
    func testSARIF() throws {
        let output = SARIFReporter(docsURL: "https://example.org/rules").render(Self.reports)
        var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("\"rules\" : [") })
        let indent = String(lines[start].prefix { $0 == " " })
        let end = try XCTUnwrap(lines[start...].firstIndex { $0 == indent + "]" || $0 == indent + "]," })
        lines.replaceSubrange(start + 1..<end, with: [indent + "  \"(the rule catalogue)\""])
        lines = lines.map { line in
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("\"uri\" : \"file://") {
                return String(line.prefix { $0 == " " }) + "\"uri\" : \"file:///(the working directory)/\""
            }
            return line.replacingOccurrences(of: " : \"\(StackLintVersion.current)\"", with: " : \"(the version)\"")
        }
        try check(lines.joined(separator: "\n"), "report.sarif")
    }

    func testGitHub() throws {
        try check(GitHubReporter().render(Self.reports), "github.txt")
    }

    func testCheckstyle() throws {
        try check(CheckstyleReporter().render(Self.reports), "checkstyle.xml")
    }

    func testJUnit() throws {
        try check(JUnitReporter().render(Self.reports), "junit.xml")
    }

    private func check(_ output: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["STACKLINT_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try Data(output.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(
            output, expected, "\(name) differs from the golden file (STACKLINT_UPDATE_GOLDEN=1 rewrites it)",
            file: file, line: line)
    }
}
