import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// `spacingAfter` where no arranged view follows.
public struct IneffectiveCustomSpacing: Rule {
    public let id = RuleID.ineffectiveCustomSpacing
    public let fixKind = FixKind.safe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`spacingAfter` on the last arranged view of a stack, or on a view that is not arranged.",
            rationale:
                "`setCustomSpacing(_:after:)` sets the gap between a view and the next arranged view; after the last one there is no gap, and a view added with `addSubview` has none at all.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            label a { intrinsic: 40 x 20 }
                            label b {
                              intrinsic: 40 x 20
                              spacingAfter: 8
                        //    ^^^^^^^^^^^^^^^ ineffective-custom-spacing warning: `spacingAfter` has no effect: `b` is the last arranged view of `s`: no view follows it
                            }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .safe,
                            """
                            layout A {
                              stack s {
                                pin: edges
                                label a { intrinsic: 40 x 20 }
                                label b {
                                  intrinsic: 40 x 20
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
                            label a {
                              intrinsic: 40 x 20
                              spacingAfter: 8
                            }
                            label b { intrinsic: 40 x 20 }
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
            for index in layout.elements.indices where layout.elements[index].properties.spacingAfter != .default {
                let element = layout.elements[index]
                guard let property = element.assignments[.spacingAfter] else { continue }
                let reason: String
                if let stack = layout.arrangingStack(of: element) {
                    guard layout.arrangedChildIDs(of: stack.id).last == element.id else { continue }
                    reason =
                        "`\(element.displayName)` is the last arranged view of `\(stack.displayName)`: no view follows it"
                } else {
                    reason = "`\(element.displayName)` is not an arranged view, so no stack spaces it"
                }
                findings.append(
                    finding(
                        property.range, "`spacingAfter` has no effect: \(reason)",
                        fixes: [
                            Fix(
                                title: "Remove `spacingAfter`",
                                edits: [Edits.remove(property.range, source: context.source)])
                        ],
                        unnecessary: true))
            }
        }
        return findings
    }
}
