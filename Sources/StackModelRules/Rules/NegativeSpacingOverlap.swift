import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// Negative spacing in a fill distribution: the views overlap.
public struct NegativeSpacingOverlap: Rule {
    public let id = RuleID.negativeSpacingOverlap
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Negative spacing in a `fill`, `fillEqually` or `fillProportionally` stack.",
            rationale:
                "These distributions install the spacing as an equality, so a negative value overlaps neighbouring views, and the stack's last view stretches to reach the edge. That may be intended (overlapping avatars), so this is for information.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: top, leading
                            spacing: -10
                        //           ^^^ negative-spacing-overlap info: negative spacing makes the views of `s` overlap by 10 points
                            image a { intrinsic: 40 x 40 }
                            image b { intrinsic: 40 x 40 }
                          }
                        }

                        """)
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: top, leading
                            spacing: 10
                            image a { intrinsic: 40 x 40 }
                            image b { intrinsic: 40 x 40 }
                          }
                        }

                        """)
                ]),
            fix: "None needed when the overlap is intended.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for stackIndex in layout.elements.indices where layout.elements[stackIndex].stack != nil {
                guard let properties = layout.elements[stackIndex].stack,
                    properties.distribution != .equalSpacing, properties.distribution != .equalCentering
                else { continue }
                if properties.spacing.points < 0, let property = layout.elements[stackIndex].assignments[.spacing] {
                    findings.append(
                        finding(
                            property.value.range,
                            "negative spacing makes the views of `\(layout.displayName(of: stackIndex))` overlap by \(formatPoints(-properties.spacing.points)) points"
                        )
                    )
                }
                for viewIndex in layout.elements[stackIndex].children where layout.elements[viewIndex].isArranged {
                    guard case .spacing(let spacing) = layout.elements[viewIndex].properties.spacingAfter,
                        spacing.points < 0
                    else { continue }
                    guard let property = layout.elements[viewIndex].assignments[.spacingAfter] else { continue }
                    findings.append(
                        finding(
                            property.value.range,
                            "negative `spacingAfter` makes the view after `\(layout.displayName(of: viewIndex))` overlap it by \(formatPoints(-spacing.points)) points"
                        ))
                }
            }
        }
        return findings
    }
}
