import StackLayout
import StackModel
import StackModelRules
import StackRuleKit
import StackRules
import StackSyntax
import XCTest

/// Each rule on its own, without the analysis layer: its `check` on its documented examples,
/// with frames solved where it reads them.
final class RuleCheckTests: XCTestCase {
    private func context(_ text: String, frames: Bool) -> RuleContext {
        let model = SemanticModel(text)
        let solved = frames ? model.layouts.map { $0.roots.isEmpty ? [] : LayoutEngine.solve($0) } : []
        return RuleContext(model: model, frames: solved)
    }

    /// Rules whose findings come from elsewhere (the parser, the model, the driver, the
    /// suppression filter) check nothing themselves.
    private func checksItself(_ rule: any Rule) -> Bool {
        !(rule is ModelDecidedRule)
    }

    func testEveryRuleFindsItsFiringExampleWithItsOwnIDAndSeverity() {
        for rule in RuleCatalog.all where checksItself(rule) {
            let text = rule.documentation.firingExample
            let findings = rule.check(context(text, frames: rule.usesFrames))
            XCTAssertFalse(findings.isEmpty, "\(rule.id): its firing example has no finding")
            for finding in findings {
                XCTAssertEqual(finding.ruleID, rule.id)
                XCTAssertEqual(finding.severity, rule.id.defaultSeverity, "\(rule.id)")
                XCTAssertLessThanOrEqual(finding.range.end, text.utf8.count, "\(rule.id): the range lies in the text")
                XCTAssertFalse(finding.message.isEmpty, "\(rule.id)")
            }
        }
    }

    /// Each rule's `check` alone, on every one of its triggering examples: exactly the
    /// marked findings of the rule (range, message, default severity), no more.
    func testEveryRuleCheckFindsExactlyItsMarkedFindings() {
        for rule in RuleCatalog.all where checksItself(rule) {
            for example in rule.documentation.examples.triggering {
                let model = SemanticModel(example.text)
                let solved = rule.usesFrames ? model.layouts.map { $0.roots.isEmpty ? [] : LayoutEngine.solve($0) } : []
                // A rule the model decides in part (`scroll-content-ambiguous`: a scroll view
                // with no children) finds the rest itself.
                let findings =
                    rule.check(RuleContext(model: model, frames: solved, optionValues: example.options))
                    + model.diagnostics.filter { $0.ruleID == rule.id }
                let found = findings.map {
                    ExpectedFinding(ruleID: $0.ruleID, severity: $0.severity, range: $0.range, message: $0.message)
                }
                let marked = example.expectations.filter { $0.ruleID == rule.id }
                XCTAssertEqual(
                    found.map(\.description).sorted(), marked.map(\.description).sorted(),
                    "\(rule.id):\n\(example.text)")
            }
        }
    }

    func testNoRuleFindsItsNonTriggeringExamples() {
        for rule in RuleCatalog.all where checksItself(rule) {
            for example in rule.documentation.examples.nonTriggering {
                let findings = rule.check(context(example.text, frames: rule.usesFrames))
                XCTAssertEqual(findings.map(\.message), [], "\(rule.id):\n\(example.text)")
            }
        }
    }

    /// The model-decided entries check nothing: their findings come with the model.
    func testDecidedElsewhereRulesCheckNothing() {
        let decided = RuleCatalog.all.filter { !checksItself($0) }.map(\.id)
        XCTAssertEqual(
            decided,
            [
                .syntaxError, .unknownElement, .unknownProperty, .invalidValue, .duplicateName, .unknownReference,
                .childrenNotAllowed, .rootCount, .invalidConstraint, .duplicateProperty, .propertyNotApplicable,
                .unsolvedVariation, .layoutTooComplex, .unusedSuppression, .invalidSuppression, .misplacedView,
            ])
        for rule in RuleCatalog.all where !checksItself(rule) {
            XCTAssertEqual(rule.check(context(rule.documentation.firingExample, frames: false)).count, 0, "\(rule.id)")
        }
    }

    /// Many wrapped rows are proved together; one that its stack does place (a button kept
    /// at its own width by `alignment: leading`) is found out by halving the group.
    func testManySingleChildStacksAreProvedTogetherAndTheOneThatMattersIsLeftOut() {
        var rows = ""
        for index in 0..<12 {
            if index == 7 {
                rows +=
                    "    stack row\(index) {\n      axis: vertical\n      alignment: leading\n      button more { intrinsic: 90 x 44 }\n    }\n"
            } else {
                rows += "    stack row\(index) {\n      label l\(index) { intrinsic: 100 x 20 }\n    }\n"
            }
        }
        let text =
            "layout List {\n  stack column {\n    pin: top, leading, trailing\n    axis: vertical\n" + rows + "  }\n}\n"
        let source = SourceText(text)
        let findings = RuleCatalog.rule(.singleChildStack).check(context(text, frames: true))
        XCTAssertEqual(findings.map { source.text(in: $0.range) }, (0..<12).filter { $0 != 7 }.map { "stack row\($0)" })
        XCTAssertEqual(Set(findings.flatMap(\.fixes).map(\.safety)), [.safe])
    }

    /// One finding in full: where it is anchored, what it says.
    func testDeepNestingNamesTheChainAtTheDeepestStack() throws {
        let text =
            "layout A {\n  stack a {\n    pin: edges\n    stack b {\n      stack c {\n        stack d {\n          label l { intrinsic: 1 x 1 }\n        }\n      }\n    }\n  }\n}\n"
        let findings = RuleCatalog.rule(.deepNesting).check(context(text, frames: false))
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        let source = SourceText(text)
        XCTAssertEqual(
            "\(source.location(of: finding.range.start, unit: .scalars))", "\(SourceLocation(line: 5, column: 8))")
        XCTAssertEqual(source.text(in: finding.range), "stack d")
        XCTAssertEqual(
            finding.message,
            "stacks are nested 4 deep (a > b > c > d), more than maxDepth 3: flatten them, or place views with constraints"
        )
    }
}
