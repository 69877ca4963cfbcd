import Foundation
import StackDiagnostics
import StackLint
import StackReports
import StackSyntax
import StackTestSupport
import XCTest

final class ReporterTests: XCTestCase {
    func testLongLinesAreShownAsAWindowAroundTheRange() {
        let text = String(repeating: "a", count: 500) + " spcing: 4"
        let source = SourceText(text)
        let diagnostic = Diagnostic(
            ruleID: .unknownProperty, severity: .error,
            range: SourceRange(start: 501, end: 507), message: "m")
        let output = TextReporter(useColor: false).render(
            diagnostic, in: FileReport(path: "f", source: source, diagnostics: [diagnostic]))
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "f:1:502: error: m [unknown-property]")
        XCTAssertLessThanOrEqual(lines[1].unicodeScalars.count, TextReporter.excerptWidth + 8)
        XCTAssertTrue(lines[1].hasPrefix("    \u{2026}"))
        let caretColumn = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let wordColumn = lines[1].range(of: "spcing").map {
            lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound)
        }
        XCTAssertEqual(caretColumn, wordColumn, "the caret stands under the range")
        XCTAssertTrue(lines[2].hasSuffix("^~~~~~"))
    }

    /// A line far longer than the window (here 40,000 bytes of two-byte letters around the
    /// range) is read only around the range: the same window, ellipses on both sides, the
    /// caret under the range.
    func testAVeryLongLineIsShownAsTheSameWindow() {
        let side = String(repeating: "é", count: 10_000)
        let text = side + " spcing: 4 " + side
        let source = SourceText(text)
        let start = side.utf8.count + 1
        let diagnostic = Diagnostic(
            ruleID: .unknownProperty, range: SourceRange(start: start, end: start + 6), message: "m")
        let output = TextReporter(useColor: false).render(
            diagnostic, in: FileReport(path: "f", source: source, diagnostics: [diagnostic]))
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "f:1:10002: error: m [unknown-property]")
        let width = TextReporter.excerptWidth
        let before = String(repeating: "é", count: width / 3 - 1)
        let after = String(repeating: "é", count: width - (width / 3 - 1) - 11)
        XCTAssertEqual(lines[1], "    \u{2026}" + before + " spcing: 4 " + after + "\u{2026}")
        XCTAssertEqual(lines[2], "     " + String(repeating: " ", count: width / 3) + "^~~~~~")
    }

    func testControlCharactersAreNotPrintedRaw() {
        let source = SourceText(bytes: [0x07, 0x20, 0x1B])
        let diagnostic = Diagnostic(
            ruleID: .syntaxError, severity: .error, range: SourceRange(start: 0, end: 1), message: "m")
        let output = TextReporter(useColor: false).render(
            diagnostic, in: FileReport(path: "f", source: source, diagnostics: []))
        XCTAssertFalse(output.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x1B })
    }

    /// Past `parallelThreshold` findings the files are rendered in parallel: the output is
    /// still every file's findings in the reports' order, then the summary.
    func testManyFindingsAreRenderedInTheReportsOrder() {
        let reports = (0..<9).map { file in
            let text = (0..<40).map { "label l\($0) { intrinsic: \(file) x 1 }\n" }.joined()
            let source = SourceText(text)
            let diagnostics = (0..<40).map { line in
                let start = source.lineRange(line).start
                return Diagnostic(
                    ruleID: .overflow, severity: .warning, range: SourceRange(start: start, end: start + 5),
                    message: "file \(file) line \(line)")
            }
            return FileReport(path: "f\(file).stack", source: source, diagnostics: diagnostics)
        }
        XCTAssertGreaterThan(reports.count * 40, TextReporter.parallelThreshold)
        let reporter = TextReporter(useColor: false)
        let output = reporter.render(reports)
        let serial = reports.map { report in report.diagnostics.map { reporter.render($0, in: report) }.joined() }
            .joined()
        XCTAssertEqual(output, serial + Summary(reports).sentence + "\n")
        let lines = output.split(separator: "\n")
        XCTAssertEqual(lines[0], "f0.stack:1:1: warning: file 0 line 0 [overflow]")
        XCTAssertEqual(lines[1], "    label l0 { intrinsic: 0 x 1 }")
        XCTAssertEqual(lines[2], "    ^~~~~")
        XCTAssertEqual(lines[3 * 359], "f8.stack:40:1: warning: file 8 line 39 [overflow]")
        XCTAssertEqual(lines.last, "Found 360 problems (0 errors, 360 warnings, 0 infos) in 9 files.")
    }

    func testSummarySentences() {
        XCTAssertEqual(Summary([]).sentence, "No problems found in 0 files.")
        let source = SourceText("x")
        let diagnostics = [Severity.error, .warning, .warning, .info].map {
            Diagnostic(ruleID: .overflow, severity: $0, range: .empty(at: 0), message: "m")
        }
        XCTAssertEqual(
            Summary([FileReport(path: "a", source: source, diagnostics: diagnostics)]).sentence,
            "Found 4 problems (1 error, 2 warnings, 1 info) in 1 file.")
    }
}
