import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A multi-line label in a horizontal stack that shares out its width.
public struct MultilineLabelInHorizontalStack: Rule {
    public let id = RuleID.multilineLabelInHorizontalStack
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A `lines: 0` label in a horizontal `fill`, `equalSpacing` or `equalCentering` stack.",
            rationale:
                "A multi-line label's width is ambiguous, so UIStackView installs `width == stack.width / n` at priority 760 (its content priorities + 10, radar 39275811). That beats compression resistance at 750: the label takes a fixed share of the width and may squeeze its neighbours.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            label body {
                        //  ^^^^^^^^^^ multiline-label-in-horizontal-stack info: the multi-line label `body` gets a share of the width of `s` at priority 760, which beats compression resistance at 750 (radar 39275811)
                              intrinsic: 200 x 40
                              lines: 0
                            }
                            image i { intrinsic: 40 x 40 }
                          }
                        }

                        """)
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            axis: vertical
                            label body {
                              intrinsic: 200 x 40
                              lines: 0
                            }
                            image i { intrinsic: 40 x 40 }
                          }
                        }

                        """)
                ]),
            fix:
                "None needed when intended; otherwise give the label a width constraint above 760 or raise its neighbours' compression resistance."
        )
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices
            where layout.elements[index].kind == .label && layout.elements[index].properties.lines == 0 {
                let element = layout.elements[index]
                guard let stack = layout.arrangingStack(of: element), let properties = stack.stack,
                    properties.axis == .horizontal,
                    [.fill, .equalSpacing, .equalCentering].contains(properties.distribution)
                else { continue }
                let priority = min(
                    max(element.properties.compression.horizontal, element.properties.hugging.horizontal) + 10, 999)
                findings.append(
                    finding(
                        element.headerRange,
                        "the multi-line label `\(element.displayName)` gets a share of the width of `\(stack.displayName)` at priority \(formatPoints(priority)), which beats compression resistance at 750 (radar 39275811)"
                    ))
            }
        }
        return findings
    }
}
