import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// Baseline alignment on a vertical stack: one of the four pitfalls stacklint is known for.
public struct BaselineAlignmentOnVerticalStack: Rule {
    public let id = RuleID.baselineAlignmentOnVerticalStack
    public let fixKind = FixKind.unsafe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`firstBaseline` or `lastBaseline` alignment on a vertical stack.",
            rationale:
                "UIStackView installs no alignment constraints for a baseline alignment on a vertical axis: baselines are horizontal lines, so nothing ties the views' horizontal positions together and they are undefined (Auto Layout picks any).",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            axis: vertical
                            alignment: firstBaseline
                        //             ^^^^^^^^^^^^^ baseline-alignment-on-vertical-stack error: `firstBaseline` alignment on the vertical stack `s` installs no alignment constraints: the horizontal positions of its views are undefined. Use `leading`, `center` or `fill`, or make the stack horizontal
                            label a {
                              intrinsic: 40 x 20
                              baseline: 16
                            }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout A {
                              stack s {
                                pin: edges
                                axis: vertical
                                alignment: leading
                                label a {
                                  intrinsic: 40 x 20
                                  baseline: 16
                                }
                              }
                            }

                            """))
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            alignment: firstBaseline
                            label a {
                              intrinsic: 40 x 20
                              baseline: 16
                            }
                          }
                        }

                        """)
                ]),
            fix: "Use `leading` (the fix), another alignment, or make the stack horizontal.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices
            where layout.elements[index].stack?.axis == .vertical
                && layout.elements[index].stack?.alignment.isBaseline == true
            {
                let element = layout.elements[index]
                guard let property = element.assignments[.alignment], let alignment = element.stack?.alignment else {
                    continue
                }
                findings.append(
                    finding(
                        property.value.range,
                        "`\(alignment.rawValue)` alignment on the vertical stack `\(element.displayName)` installs no alignment constraints: the horizontal positions of its views are undefined. Use `leading`, `center` or `fill`, or make the stack horizontal",
                        fixes: [
                            Fix(
                                title: "Replace with `leading`",
                                edits: [Edits.replaceValue(of: property, with: "leading")], safety: .unsafe)
                        ]))
            }
        }
        return findings
    }
}
