import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// Negative spacing in an equalSpacing or equalCentering stack: one of the four pitfalls.
public struct NegativeSpacingInEqualDistribution: Rule {
    public let id = RuleID.negativeSpacingInEqualDistribution
    public let fixKind = FixKind.safeWhenFramesKept
    /// The file the fix gives, on which the rule does not fire: written once for both.
    static let fixed = RuleExample(
        """
        layout A {
          stack s {
            pin: edges
            distribution: equalSpacing
            spacing: 0
            label a { intrinsic: 40 x 20 }
            label b { intrinsic: 40 x 20 }
          }
        }

        """)

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Negative `spacing` or `spacingAfter` in an `equalSpacing` or `equalCentering` stack.",
            rationale:
                "These distributions install the spacing as a minimum (`next.leading >= previous.trailing + spacing`) and spread the views apart; a negative minimum never binds, so the views never overlap as the value suggests.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            distribution: equalSpacing
                            spacing: -8
                        //           ^^ negative-spacing-in-equal-distribution warning: negative spacing has no effect in the `equalSpacing` stack `s`: the spacing is a minimum gap, so the views never overlap; set it to 0
                            label a { intrinsic: 40 x 20 }
                            label b { intrinsic: 40 x 20 }
                          }
                        }

                        """, fix: ExpectedFix(.safe, Self.fixed)),
                    RuleExample(
                        """
                        layout Tabs {
                          canvas: 375 x 49, 160 x 49
                          stack tabs {
                            pin: edges
                            distribution: equalSpacing
                            spacing: -4
                        //           ^^ negative-spacing-in-equal-distribution warning: negative spacing has no effect in the `equalSpacing` stack `tabs`: the spacing is a minimum gap, so the views never overlap; set it to 0
                            button home { intrinsic: 60 x 49 }
                            button search { intrinsic: 60 x 49 }
                            button profile { intrinsic: 60 x 49 }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout Tabs {
                              canvas: 375 x 49, 160 x 49
                              stack tabs {
                                pin: edges
                                distribution: equalSpacing
                                spacing: 0
                                button home { intrinsic: 60 x 49 }
                                button search { intrinsic: 60 x 49 }
                                button profile { intrinsic: 60 x 49 }
                              }
                            }

                            """)),
                ],
                nonTriggering: [Self.fixed]),
            fix:
                "Set it to 0 (the fix: safe when solving the layout again shows every frame kept, which is the case unless the views overflow the stack somewhere); to overlap views, use a `fill` distribution."
        )
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, layout) in context.layouts {
            for stackIndex in layout.elements.indices where layout.elements[stackIndex].stack != nil {
                guard let properties = layout.elements[stackIndex].stack,
                    properties.distribution == .equalSpacing || properties.distribution == .equalCentering
                else { continue }
                let name = properties.distribution.rawValue
                let stackName = layout.displayName(of: stackIndex)
                if properties.spacing.points < 0, let property = layout.elements[stackIndex].assignments[.spacing] {
                    findings.append(
                        finding(
                            property.value.range,
                            "negative spacing has no effect in the `\(name)` stack `\(stackName)`: the spacing is a minimum gap, so the views never overlap; set it to 0",
                            fixes: [setToZero(property, layoutIndex: index, context)]))
                }
                for viewIndex in layout.elements[stackIndex].children where layout.elements[viewIndex].isArranged {
                    guard case .spacing(let spacing) = layout.elements[viewIndex].properties.spacingAfter,
                        spacing.points < 0
                    else { continue }
                    guard let property = layout.elements[viewIndex].assignments[.spacingAfter] else { continue }
                    findings.append(
                        finding(
                            property.value.range,
                            "negative `spacingAfter` has no effect in the `\(name)` stack `\(stackName)`: the spacing is a minimum gap; set it to 0",
                            fixes: [setToZero(property, layoutIndex: index, context)]))
                }
            }
        }
        return findings
    }

    /// Sets the value to 0: safe when the layout solved again keeps every frame (the
    /// negative minimum never bound), unsafe when it did bind somewhere.
    private func setToZero(_ property: PropertySyntax, layoutIndex: Int, _ context: RuleContext) -> Fix {
        let edit = Edits.replaceValue(of: property, with: "0")
        let kept = FramePreservation.keepsFrames([edit], layoutIndex: layoutIndex, in: context)
        return Fix(title: "Set to 0", edits: [edit], safety: kept ? .safe : .unsafe)
    }
}
