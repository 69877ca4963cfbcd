import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// `background` on a stack before iOS 14.
public struct StackBackground: Rule {
    public let id = RuleID.stackBackground
    public let fixKind = FixKind.unsafe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`background` on a stack when `target` is below iOS 14.",
            rationale:
                "Before iOS 14, UIStackView is a non-rendering view (a CATransformLayer): its `backgroundColor` is ignored and nothing is drawn.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          target: ios 13
                          stack s {
                            pin: edges
                            background: #FF0000
                        //  ^^^^^^^^^^^^^^^^^^^ stack-background warning: `background` on the stack `s` is not drawn before iOS 14 (target ios 13): stack views do not render; put the color on a view behind the arranged views
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout A {
                              target: ios 13
                              stack s {
                                pin: edges
                                view sBackground {
                                  arranged: false
                                  pin: edges
                                  background: #FF0000
                                }
                                label l { intrinsic: 40 x 20 }
                              }
                            }

                            """))
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          target: ios 14
                          stack s {
                            pin: edges
                            background: #FF0000
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """)
                ]),
            fix: "Insert a non-arranged `view` with the background, pinned to the stack's edges (the fix).")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts where layout.target < 14 {
            for index in layout.elements.indices where layout.elements[index].kind == .stack {
                let stack = layout.elements[index]
                guard let property = stack.assignments[.background] else { continue }
                let indent = context.source.indentation(at: property.range.start)
                let newline = context.source.lineEnding
                let value = context.source.text(in: property.value.range)
                let replacement =
                    "view \(stack.displayName)Background {\(newline)\(indent)  arranged: false\(newline)\(indent)  pin: edges\(newline)\(indent)  background: \(value)\(newline)\(indent)}"
                findings.append(
                    finding(
                        property.range,
                        "`background` on the stack `\(stack.displayName)` is not drawn before iOS 14 (target ios \(formatPoints(layout.target))): stack views do not render; put the color on a view behind the arranged views",
                        fixes: [
                            Fix(
                                title: "Move the background to a view pinned to the stack's edges",
                                edits: [TextEdit(range: property.range, newText: replacement)], safety: .unsafe)
                        ]))
            }
        }
        return findings
    }
}
