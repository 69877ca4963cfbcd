import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// `spacingAfter` in an equalSpacing stack.
public struct CustomSpacingWithEqualSpacing: Rule {
    public let id = RuleID.customSpacingWithEqualSpacing
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`spacingAfter` on a view of an `equalSpacing` stack.",
            rationale:
                "`equalSpacing` keeps every gap equal; a custom spacing after one view raises the minimum of that gap, and the equal-gap constraints carry it to all the others.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            distribution: equalSpacing
                            label a {
                              intrinsic: 40 x 20
                              spacingAfter: 30
                        //    ^^^^^^^^^^^^^^^^ custom-spacing-with-equal-spacing warning: in the `equalSpacing` stack `s`, the spacing after `a` applies to every gap, not only this one: set the stack's `spacing` instead
                            }
                            label b { intrinsic: 40 x 20 }
                            label c { intrinsic: 40 x 20 }
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
                            distribution: equalSpacing
                            spacing: 30
                            label a { intrinsic: 40 x 20 }
                            label b { intrinsic: 40 x 20 }
                          }
                        }

                        """)
                ]),
            fix: "Set the stack's `spacing` instead, or use another distribution.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices where layout.elements[index].properties.spacingAfter != .default {
                let element = layout.elements[index]
                guard let stack = layout.arrangingStack(of: element), stack.stack?.distribution == .equalSpacing,
                    let property = element.assignments[.spacingAfter],
                    layout.arrangedChildIDs(of: stack.id).last != element.id
                else { continue }
                findings.append(
                    finding(
                        property.range,
                        "in the `equalSpacing` stack `\(stack.displayName)`, the spacing after `\(element.displayName)` applies to every gap, not only this one: set the stack's `spacing` instead"
                    ))
            }
        }
        return findings
    }
}
