import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A stack whose arranged views are all hidden.
public struct AllHidden: Rule {
    public let id = RuleID.allHidden
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A stack whose arranged views are all hidden.",
            rationale:
                "Hidden arranged views take no space, so the stack collapses to zero along its axis; its spacing and margins disappear with it. A stack that the app fills or shows in code (`runtime: true`), or one inside an element so marked, does not fire.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                          ^^^^^^^ all-hidden info: every arranged view of `s` is hidden: the stack collapses along its axis
                            pin: top, leading
                            label a {
                              intrinsic: 40 x 20
                              hidden: true
                            }
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
                            label a {
                              intrinsic: 40 x 20
                              hidden: true
                            }
                            label b { intrinsic: 40 x 20 }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout A {
                          stack results {
                            pin: top, leading
                            runtime: true
                            label empty {
                              intrinsic: 120 x 20
                              hidden: true
                            }
                          }
                        }

                        """),
                ]),
            fix: "None: intended when the stack is shown later.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices
            where layout.elements[index].kind == .stack && !layout.isRuntimeContent(at: index) {
                // Read in place, no array of the arranged views made.
                let children = layout.elements[index].children
                guard children.contains(where: { layout.elements[$0].isArranged }),
                    !children.contains(where: { layout.elements[$0].isArranged && !layout.elements[$0].isHidden })
                else { continue }
                let stack = layout.elements[index]
                findings.append(
                    finding(
                        stack.headerRange,
                        "every arranged view of `\(stack.displayName)` is hidden: the stack collapses along its axis"))
            }
        }
        return findings
    }
}
