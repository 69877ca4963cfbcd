import StackRuleKit
import StackSyntax

extension ModelDecidedRule {
    /// The file the fix of `invalid-constraint` gives, on which it does not fire: written once for both.
    private static let fixedConstraint = RuleExample(
        """
        layout A {
          view card {
            pin: edges
            label title {
              intrinsic: 80 x 20
              pin: leading
              top == parent.top + 20
            }
          }
        }

        """)

    /// `invalidConstraint`: decided by the model while it resolves constraint lines.
    package static let invalidConstraint = ModelDecidedRule(
        id: .invalidConstraint, fixKind: .safeWhenUnambiguous,
        documentation: RuleDocumentation(
            summary:
                "A constraint UIKit cannot make: an x-axis anchor with a y-axis one, a size with a position, `leading`/`trailing` with `left`/`right`, a position related to a constant alone, a multiplier on a position, an anchor related to itself, a baseline of a layout guide, or a left side that is not this element's own anchor.",
            rationale:
                "`NSLayoutAnchor` only builds constraints between anchors of one kind: sizes with sizes, x-axis positions with x-axis positions, y-axis with y-axis; mixing leading/trailing with left/right raises an exception at run time; a position has no meaning without a second anchor (`top == 20` relative to what?). In the format the left side is always the anchor of the element the line is written in. The constraint is left out of the layout; the message says what to write instead.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          view card {
                            pin: edges
                            label title {
                              intrinsic: 80 x 20
                              pin: leading
                              top == 20
                        //    ^^^^^^^^^ invalid-constraint error: `top` is a position: it relates to another anchor, never to a constant alone (UIKit cannot make `top == 20`); write `top == parent.top + 20`
                            }
                          }
                        }

                        """, fix: ExpectedFix(.safe, fixedConstraint))
                ],
                nonTriggering: [fixedConstraint]),
            fix:
                "Write the constraint the message gives (the fix writes it where the line is to stay in its element): `top == parent.top + 20` for `top == 20`, `bottom == safeArea.bottom - 16` for `safeArea.bottom == bottom + 16`, `leading`/`trailing` on both sides."
        ))
}
