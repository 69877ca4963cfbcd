import StackDiagnostics
import StackJSON
@testable import StackLint
@testable import StackReports
import StackRules
import StackSyntax
import XCTest

/// The SARIF log is written in two parts (the rule catalogue once per reporter, the rest
/// per log): the result is the log written whole, byte for byte.
final class SARIFCatalogueTests: XCTestCase {
    private func reports() -> [FileReport] {
        let text = "layout A {\n  label a { intrinsic: 10 x 10 }\n}\n"
        let source = SourceText(text)
        let fix = Fix(title: "Remove it", edits: [TextEdit(range: SourceRange(start: 13, end: 44), newText: "")])
        let diagnostics = [
            Diagnostic(
                ruleID: .overflow, severity: .warning, range: SourceRange(start: 13, end: 20), message: "first",
                related: [RelatedLocation(range: SourceRange(start: 0, end: 6), message: "here")]),
            Diagnostic(
                ruleID: .duplicateProperty, severity: .info, range: SourceRange(start: 13, end: 44),
                message: "holds \u{0}stacklint:rules\u{0}, the catalogue's placeholder", fixes: [fix]),
        ]
        return [
            FileReport(path: "./Screens/a.stack", source: source, diagnostics: diagnostics),
            FileReport(path: "b.stack", source: SourceText("layout B {}\n"), diagnostics: []),
        ]
    }

    func testTheLogIsTheLogWrittenWhole() {
        for reporter in [SARIFReporter(), SARIFReporter(docsURL: "https://example.com/rules/")] {
            let written = reporter.render(reports())
            XCTAssertEqual(written, reporter.renderWhole(reports()))
            XCTAssertEqual(reporter.render([]), reporter.renderWhole([]))
            // The placeholder a message holds stays as the message wrote it.
            XCTAssertTrue(
                written.contains(#""text" : "holds \u0000stacklint:rules\u0000, the catalogue's placeholder""#))
            XCTAssertFalse(written.contains(#""rules" : "\u0000"#))
        }
    }

    func testTheCatalogueHoldsEveryRuleInCatalogOrder() throws {
        let log = try XCTUnwrap(JSON.parse(Array(SARIFReporter().render(reports()).utf8)))
        let rules = try XCTUnwrap(log["runs"]?[0]?["tool"]?["driver"]?["rules"]?.array)
        XCTAssertEqual(rules.compactMap { $0["id"]?.string }, RuleCatalog.all.map(\.id.rawValue))
        XCTAssertEqual(
            log["runs"]?[0]?["results"]?[1]?["ruleIndex"]?.int,
            RuleCatalog.all.firstIndex { $0.id == .duplicateProperty })
    }
}
