import StackDiagnostics
import StackLint
import StackModelRules
import StackReports
import StackSyntax
import XCTest

final class SuppressionTests: XCTestCase {
    /// The findings, without the layout-engine rules that labels without a size also trip.
    private func findings(_ text: String, settings: RuleSettings = RuleSettings()) -> [String] {
        var settings = settings
        settings.levels[.ambiguousLayout] = .off
        settings.levels[.overflow] = .off
        let report = Analyzer(settings: settings).analyze(SourceText(text), path: "f.stack")
        return report.diagnostics.map { "\($0.ruleID)@\(report.source.location(of: $0.range.start, unit: .scalars))" }
    }

    private let base = "layout A {\n  stack s {\n    pin: top, leading\n    label a { intrinsic: 1 x 1 }\n"

    func testNextLineSuppressesOnlyTheNextLine() {
        let text =
            base
            + "    // stacklint-disable-next-line missing-intrinsic-size -- measured at run time\n    label b\n    label c\n  }\n}\n"
        XCTAssertEqual(findings(text), ["missing-intrinsic-size@7:5"])
    }

    /// ESLint's and SwiftLint's habit: the suppression at the end of the line it silences.
    func testDisableLineSuppressesItsOwnLine() throws {
        let text =
            base
            + "    label b  // stacklint-disable-line missing-intrinsic-size -- measured at run time\n    label c\n  }\n}\n"
        XCTAssertEqual(findings(text), ["missing-intrinsic-size@6:5"])
        let unused = base + "    label b { intrinsic: 1 x 1 }  // stacklint-disable-line deep-nesting\n  }\n}\n"
        XCTAssertEqual(findings(unused), ["unused-suppression@5:35"])
        let report = Analyzer().analyze(SourceText(unused), path: "f.stack")
        let fix = try XCTUnwrap(report.diagnostics.first?.fixes.first)
        XCTAssertEqual(
            String(decoding: FixApplier.apply([fix], to: report.source).bytes, as: UTF8.self),
            base + "    label b { intrinsic: 1 x 1 }\n  }\n}\n",
            "the comment goes with the blanks before it, the code stays")
    }

    func testDisableAndEnableCoverTheLinesBetween() {
        let text =
            base
            + "    // stacklint-disable missing-intrinsic-size\n    label b\n    label c\n    // stacklint-enable missing-intrinsic-size\n    label d\n  }\n}\n"
        XCTAssertEqual(findings(text), ["missing-intrinsic-size@9:5"])
    }

    func testDisableFileAndSeveralIDs() {
        let text =
            "// stacklint-disable-file missing-intrinsic-size, root-not-positioned\n"
            + "layout A {\n  stack s {\n    label b\n    label c\n  }\n}\n"
        XCTAssertEqual(findings(text), [])
    }

    func testUnusedSuppressionIsReportedWithARemovalFix() throws {
        let text = base + "    // stacklint-disable-next-line deep-nesting\n    label b { intrinsic: 1 x 1 }\n  }\n}\n"
        XCTAssertEqual(findings(text), ["unused-suppression@5:5"])
        let report = Analyzer().analyze(SourceText(text), path: "f.stack")
        let fix = try XCTUnwrap(report.diagnostics.first?.fixes.first)
        XCTAssertEqual(report.source.text(in: fix.edits[0].range), "    // stacklint-disable-next-line deep-nesting\n")
    }

    /// A content priority tie is anchored on the last tied view; a suppression above any
    /// view it names, or above the stack, hides it and is used.
    func testASuppressionAboveAnyElementAFindingNamesWorks() {
        func tie(_ comment: (String) -> String) -> String {
            "layout A {\n  canvas: 400 x 100\n" + comment("  ") + "  stack s {\n    pin: edges\n" + comment("    ")
                + "    label a { intrinsic: 100 x 20 }\n    label b { intrinsic: 100 x 20 }\n  }\n}\n"
        }
        let none = tie { _ in "" }
        XCTAssertEqual(findings(none), ["content-priority-ambiguity@6:5"], "anchored on `b`, the view the fix changes")
        let aboveFirstView = none.replacingOccurrences(
            of: "    label a",
            with: "    // stacklint-disable-next-line content-priority-ambiguity -- a is meant to stretch\n    label a")
        XCTAssertEqual(findings(aboveFirstView), [])
        let aboveStack = none.replacingOccurrences(
            of: "  stack s", with: "  // stacklint-disable-next-line content-priority-ambiguity\n  stack s")
        XCTAssertEqual(findings(aboveStack), [])
        let elsewhere = none.replacingOccurrences(
            of: "    pin: edges", with: "    // stacklint-disable-next-line content-priority-ambiguity\n    pin: edges")
        XCTAssertEqual(
            findings(elsewhere), ["unused-suppression@4:5", "content-priority-ambiguity@7:5"],
            "a line that names nothing of it")
    }

    /// Two plain views sharing a fill stack's room: `ambiguous-layout` on the first, the
    /// other view and the stack related; a suppression above the other view works.
    func testAnAmbiguousSizeIsSuppressedAboveTheOtherView() {
        let text =
            "layout A {\n  canvas: 375 x 8\n  stack bar {\n    pin: edges\n    view used { background: #34C759 }\n    view free { background: #E5E5EA }\n  }\n}\n"
        let settings = RuleSettings()
        let report = Analyzer(settings: settings).analyze(SourceText(text), path: "f.stack")
        XCTAssertEqual(
            report.diagnostics.map { "\($0.ruleID)@\(report.source.location(of: $0.range.start, unit: .scalars))" },
            ["ambiguous-layout@5:5"])
        XCTAssertEqual(
            report.diagnostics.first?.related.map { report.source.text(in: $0.range) }, ["view free", "stack bar"])
        let suppressed = text.replacingOccurrences(
            of: "    view free", with: "    // stacklint-disable-next-line ambiguous-layout\n    view free")
        XCTAssertEqual(Analyzer().analyze(SourceText(suppressed), path: "f.stack").diagnostics.map(\.message), [])
    }

    func testInvalidSuppressions() {
        let text =
            base
            + "    // stacklint-disable-next-line missing-intrinsic\n    // stacklint-disable-nextline deep-nesting\n    // stacklint-disable\n    // stacklint-enable deep-nesting\n    label b { intrinsic: 1 x 1 }\n  }\n}\n"
        let report = Analyzer().analyze(SourceText(text), path: "f.stack")
        XCTAssertEqual(
            report.diagnostics.map(\.message),
            [
                "unknown rule `missing-intrinsic` in a suppression; did you mean `missing-intrinsic-size`?",
                "unknown suppression `stacklint-disable-nextline`; did you mean `stacklint-disable-next-line`?",
                "`stacklint-disable` names no rule: write `// stacklint-disable RULE-ID`",
                "`stacklint-enable deep-nesting` has no `stacklint-disable deep-nesting` before it",
            ])
        XCTAssertEqual(Set(report.diagnostics.map(\.ruleID)), [.invalidSuppression])
        XCTAssertEqual(Set(report.diagnostics.map(\.severity)), [.error])
    }

    func testSyntaxErrorsCannotBeSuppressed() {
        for directive in [
            "stacklint-disable-file syntax-error", "stacklint-disable syntax-error",
            "stacklint-disable-next-line syntax-error",
        ] {
            let text = "// \(directive)\nlayout A {\n  stack s {\n    label b\n"
            let report = Analyzer().analyze(SourceText(text), path: "f.stack")
            let shown = report.diagnostics.filter {
                [RuleID.invalidSuppression, .syntaxError, .unusedSuppression].contains($0.ruleID)
            }
            XCTAssertEqual(
                shown.map {
                    "\($0.ruleID)@\(report.source.location(of: $0.range.start, unit: .scalars)) \($0.message)"
                },
                [
                    "invalid-suppression@1:1 syntax errors cannot be suppressed: a file that does not parse is not checked; correct the syntax instead",
                    "syntax-error@2:10 this `{` is never closed: add a `}`",
                    "syntax-error@3:11 this `{` is never closed: add a `}`",
                ], directive)
        }
    }

    func testConfiguredSeveritiesAndOff() {
        let text = base + "    label b\n  }\n}\n"
        XCTAssertEqual(findings(text, settings: RuleSettings(levels: [.missingIntrinsicSize: .off])), [])
        let report = Analyzer(settings: RuleSettings(levels: [.missingIntrinsicSize: .on(.error)])).analyze(
            SourceText(text), path: "f")
        XCTAssertEqual(report.diagnostics.filter { $0.ruleID == .missingIntrinsicSize }.map(\.severity), [.error])
    }

    func testRuleOptions() {
        let text =
            "layout A {\n  stack a {\n    pin: edges\n    stack b {\n      stack c {\n        stack d {\n          label l { intrinsic: 1 x 1 }\n        }\n      }\n    }\n  }\n}\n"
        XCTAssertTrue(findings(text).contains("deep-nesting@6:9"))
        XCTAssertFalse(
            findings(
                text,
                settings: RuleSettings(options: [.deepNesting: RuleOptionValues().setting(DeepNesting.maxDepth, to: 4)])
            ).contains { $0.hasPrefix("deep-nesting") })
    }
}

final class RuleDocsTests: XCTestCase {
    /// docs/rules is generated from the catalog; this fails when they drift apart.
    func testDocsMatchTheCatalog() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules")
        for file in RulePage.files {
            let onDisk = try? String(contentsOf: directory.appendingPathComponent(file.name), encoding: .utf8)
            XCTAssertEqual(
                onDisk, file.contents,
                "docs/rules/\(file.name) is stale: run `swift run stacklint rules --write-docs docs/rules`")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".md") }
        XCTAssertEqual(
            Set(names), Set(RulePage.files.map(\.name)), "docs/rules has pages for rules that no longer exist")
    }
}
