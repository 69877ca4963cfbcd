import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// `baselineRelative: true` on a horizontal stack.
public struct BaselineRelativeOnHorizontalStack: Rule {
    public let id = RuleID.baselineRelativeOnHorizontalStack
    public let fixKind = FixKind.safe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`baselineRelative: true` on a horizontal stack.",
            rationale:
                "`isBaselineRelativeArrangement` measures the vertical spacing between baselines; a horizontal stack spaces its views along x and ignores it.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            baselineRelative: true
                        //  ^^^^^^^^^^^^^^^^^^^^^^ baseline-relative-on-horizontal-stack warning: `baselineRelative` has no effect on the horizontal stack `s`: only vertical stacks space their views between baselines
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """, fix: ExpectedFix(.safe, RuleExample.pinnedStackWithLabel))
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            axis: vertical
                            baselineRelative: true
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """)
                ]),
            fix: "Remove the property.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices
            where layout.elements[index].stack?.axis == .horizontal
                && layout.elements[index].stack?.isBaselineRelative == true
            {
                let element = layout.elements[index]
                guard let property = element.assignments[.baselineRelative] else { continue }
                findings.append(
                    finding(
                        property.range,
                        "`baselineRelative` has no effect on the horizontal stack `\(element.displayName)`: only vertical stacks space their views between baselines",
                        fixes: [
                            Fix(
                                title: "Remove `baselineRelative`",
                                edits: [Edits.remove(property.range, source: context.source)])
                        ],
                        unnecessary: true))
            }
        }
        return findings
    }
}
