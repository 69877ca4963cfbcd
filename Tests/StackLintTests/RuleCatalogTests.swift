import StackDiagnostics
import StackLint
import StackModel
import StackRuleKit
import StackRules
import StackSyntax
import StackTestSupport
import XCTest

/// Every rule's documented examples: the firing one fires, the passing one does not, and
/// every fix leaves a file that parses and that a second round leaves unchanged.
final class RuleCatalogTests: XCTestCase {
    private let analyzer = Analyzer()

    private func findings(_ text: String, path: String = "example.stack") -> [Diagnostic] {
        analyzer.analyze(SourceText(text), path: path).diagnostics
    }

    func testCatalogMatchesTheSpecification() {
        let ids = RuleCatalog.all.map(\.id.rawValue)
        XCTAssertEqual(Set(ids).count, ids.count, "ids are unique")
        XCTAssertEqual(RuleCatalog.all.map(\.id), RuleID.allCases, "one rule per id, in catalog order")
        XCTAssertEqual(
            ids,
            [
                "syntax-error", "unknown-element", "unknown-property", "invalid-value", "duplicate-name",
                "unknown-reference",
                "children-not-allowed", "root-count", "invalid-constraint", "duplicate-property",
                "property-not-applicable",
                "margins-ignored", "left-right-anchor",
                "baseline-relative-on-horizontal-stack", "ineffective-custom-spacing", "horizontal-only-alignment",
                "baseline-alignment-on-vertical-stack", "redundant-constraint", "constraint-fights-stack",
                "conflicting-constraints", "required-size-on-filled-axis",
                "negative-spacing-in-equal-distribution", "negative-spacing-overlap", "deep-nesting",
                "custom-spacing-with-equal-spacing", "baseline-on-stretched-view", "baseline-overflow",
                "content-priority-ambiguity", "ambiguous-layout", "missing-intrinsic-size",
                "fill-proportionally-zero-length",
                "truncation", "overflow", "auto-size-undetermined", "scroll-content-ambiguous", "text-layout-unstable",
                "unsolved-variation", "outside-safe-area", "unpositioned-subview", "stack-background",
                "single-child-stack", "empty-stack",
                "all-hidden", "too-many-arranged-views", "root-not-positioned", "multiline-label-in-horizontal-stack",
                "layout-too-complex", "unused-suppression", "invalid-suppression", "misplaced-view",
            ])
        let severities = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ($0.id, $0.defaultSeverity) })
        XCTAssertEqual(severities[.baselineAlignmentOnVerticalStack], .error)
        XCTAssertEqual(severities[.conflictingConstraints], .error)
        XCTAssertEqual(severities[.negativeSpacingOverlap], .info)
        XCTAssertEqual(severities[.singleChildStack], .info)
        XCTAssertEqual(severities[.redundantConstraint], .info)
        XCTAssertEqual(severities[.invalidSuppression], .error)
        XCTAssertEqual(severities[.unusedSuppression], .warning)
        XCTAssertEqual(severities[.layoutTooComplex], .error)
    }

    /// The settings a rule's firing example is checked with: `layout-too-complex` fires
    /// only over the work budget, so its example says it is checked with a budget of 1.
    private func firingFindings(_ rule: any Rule) -> [Diagnostic] {
        guard rule.id == .layoutTooComplex else {
            return findings(
                rule.documentation.firingExample,
                path: rule.documentation.examples.triggering.first?.fileName ?? "example.stack")
        }
        XCTAssertTrue(rule.documentation.firingExample.hasPrefix("// checked with \"solveBudget\": 1"))
        return Analyzer(settings: RuleSettings(solveBudget: 1))
            .analyze(SourceText(rule.documentation.firingExample), path: "example.stack").diagnostics
    }

    func testEveryFiringExampleFiresAndEveryPassingExampleDoesNot() {
        for rule in RuleCatalog.all {
            let docs = rule.documentation
            let fired = firingFindings(rule)
            XCTAssertTrue(
                fired.contains { $0.ruleID == rule.id },
                "\(rule.id): firing example does not fire; got \(fired.map(\.ruleID.rawValue))")
            let passed = findings(
                docs.passingExample, path: docs.examples.nonTriggering.first?.fileName ?? "example.stack")
            XCTAssertFalse(
                passed.contains { $0.ruleID == rule.id },
                "\(rule.id): passing example fires: \(passed.filter { $0.ruleID == rule.id }.map(\.message))")
        }
    }

    /// Every example that shows a fix: fixing (unsafe fixes too) leaves a file that parses,
    /// with nothing of the rule left to fix, and a second round changes nothing.
    func testEveryFixParsesAndIsIdempotent() {
        for rule in RuleCatalog.all where rule.hasFix {
            for example in rule.documentation.examples.triggering where example.fix != nil {
                let source = SourceText(example.text)
                let once = FixApplier.fixAll(source, analyzer: analyzer, includeUnsafe: true)
                XCTAssertGreaterThan(once.applied, 0, "\(rule.id): no fix applied")
                let fixed = SourceText(bytes: once.bytes)
                XCTAssertFalse(
                    Parser.parse(fixed).hasErrors,
                    "\(rule.id): the fix left a syntax error:\n\(fixed.text(in: SourceRange(start: 0, end: fixed.bytes.count)))"
                )
                XCTAssertFalse(
                    once.remaining.contains { $0.ruleID == rule.id && !$0.fixes.isEmpty },
                    "\(rule.id): still fixable after fixing")
                let twice = FixApplier.fixAll(fixed, analyzer: analyzer, includeUnsafe: true)
                XCTAssertEqual(twice.bytes, once.bytes, "\(rule.id): a second round changed the file")
                XCTAssertEqual(twice.applied, 0, rule.id.rawValue)
            }
        }
    }

    func testRuleIDsInExamplesMatchTheirPitfallComments() throws {
        for url in TestSupport.stackFiles(in: TestSupport.examplesDirectory) {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let fired = Set(findings(text).map(\.ruleID.rawValue))
            let marked = Set(
                text.components(separatedBy: "PITFALL ").dropFirst().map { rest in
                    String(rest.prefix { $0.isLowercase || $0 == "-" })
                })
            XCTAssertEqual(fired, marked, "\(url.lastPathComponent): findings and PITFALL comments disagree")
        }
    }
}
