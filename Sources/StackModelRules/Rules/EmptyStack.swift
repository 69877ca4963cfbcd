import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A stack with no arranged views.
public struct EmptyStack: Rule {
    public let id = RuleID.emptyStack
    public let fixKind = FixKind.safeWhenFramesKept
    /// The file the fix gives, on which the rule does not fire: written once for both.
    static let fixed = RuleExample(
        """
        layout A {
          stack outer {
            pin: edges
            label l { intrinsic: 40 x 20 }
          }
        }

        """)

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A stack with no arranged views.",
            rationale:
                "With nothing to arrange, a stack has no size along its axis and only adds a layer. A stack that the app fills in code (`runtime: true`), or one inside an element so marked, is empty only in the file and does not fire.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack outer {
                            pin: edges
                            stack nothing {}
                        //  ^^^^^^^^^^^^^ empty-stack warning: the stack `nothing` has no arranged views
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """, fix: ExpectedFix(.unsafe, Self.fixed)),
                    RuleExample(
                        """
                        layout Profile {
                          stack column {
                            pin: top, leading, trailing
                            axis: vertical
                            label name { intrinsic: 120 x 21 }
                            stack badges {}
                        //  ^^^^^^^^^^^^ empty-stack warning: the stack `badges` has no arranged views
                            label bio { intrinsic: 200 x 40 }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout Profile {
                              stack column {
                                pin: top, leading, trailing
                                axis: vertical
                                label name { intrinsic: 120 x 21 }
                                label bio { intrinsic: 200 x 40 }
                              }
                            }

                            """)),
                    RuleExample(
                        """
                        layout Card {
                          view card {
                            pin: edges
                            label title {
                              pin: top 16, leading 16
                              intrinsic: 120 x 21
                            }
                            stack actions {
                        //  ^^^^^^^^^^^^^ empty-stack warning: the stack `actions` has no arranged views
                              pin: bottom 16, trailing 16
                            }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .safe,
                            """
                            layout Card {
                              view card {
                                pin: edges
                                label title {
                                  pin: top 16, leading 16
                                  intrinsic: 120 x 21
                                }
                              }
                            }

                            """)),
                ],
                nonTriggering: [
                    Self.fixed,
                    RuleExample(
                        """
                        layout Profile {
                          stack column {
                            pin: top, leading, trailing
                            axis: vertical
                            label name { intrinsic: 120 x 21 }
                            stack badges { runtime: true }
                            label bio { intrinsic: 200 x 40 }
                          }
                        }

                        """),
                ]),
            fix:
                "Remove it (the fix, for a stack that is not the root and holds nothing): safe when solving the layout again shows every other frame kept, unsafe when the empty stack took room (its spacing) in its parent."
        )
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, layout) in context.layouts {
            for stackIndex in layout.elements.indices
            where layout.elements[stackIndex].kind == .stack
                && !layout.elements[stackIndex].children.contains(where: { layout.elements[$0].isArranged })
                && !layout.isRuntimeContent(at: stackIndex)
            {
                let stack = layout.elements[stackIndex]
                let referenced = layout.elements.indices.contains {
                    layout.elements[$0].constraints.contains { $0.target?.element == stack.id }
                }
                let removable = stack.parent != nil && stack.children.isEmpty && !referenced
                let removal = Edits.remove(stack.range, source: context.source)
                let safety: FixSafety =
                    removable
                        && FramePreservation.keepsFrames(
                            [removal], layoutIndex: index, removed: [stack.id], in: context)
                    ? .safe : .unsafe
                findings.append(
                    finding(
                        stack.headerRange, "the stack `\(stack.displayName)` has no arranged views",
                        fixes: removable
                            ? [Fix(title: "Remove `\(stack.displayName)`", edits: [removal], safety: safety)] : [],
                        unnecessary: removable))
            }
        }
        return findings
    }
}
