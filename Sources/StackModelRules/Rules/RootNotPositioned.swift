import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A root element without `pin`.
public struct RootNotPositioned: Rule {
    public let id = RuleID.rootNotPositioned
    public let fixKind = FixKind.safe
    /// The file the fix gives, on which the rule does not fire: written once for both.
    static let fixed = RuleExample(
        """
        layout A {
          stack s {
            pin: top, leading
            label l { intrinsic: 40 x 20 }
          }
        }

        """)

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A root element without `pin`.",
            rationale:
                "A view needs constraints for its position; without pins the root's position is undefined in Auto Layout. stacklint assumes `top, leading`, which may not be what was meant.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                          ^^^^^^^ root-not-positioned warning: the root `s` has no `pin`: its position is undefined (taken as `top, leading`)
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """, fix: ExpectedFix(.safe, Self.fixed))
                ],
                nonTriggering: [Self.fixed]),
            fix: "Add `pin: top, leading` (the fix) or the edges you mean.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.roots where layout.elements[index].assignments[.pin] == nil {
                let root = layout.elements[index]
                findings.append(
                    finding(
                        root.headerRange,
                        "the root `\(root.displayName)` has no `pin`: its position is undefined (taken as `top, leading`)",
                        fixes: [
                            Fix(
                                title: "Add `pin: top, leading`",
                                edits: [Edits.insertProperty("pin: top, leading", into: root, source: context.source)])
                        ]))
            }
        }
        return findings
    }
}
