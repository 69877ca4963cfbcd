import StackDiagnostics
import StackRuleKit

// The model-decided rules of format version 3 (stack-format.md §11, §13).

extension ModelDecidedRule {
    /// `unsolvedVariation`: decided by the model (stack-format.md §13).
    package static let unsolvedVariation = ModelDecidedRule(
        id: .unsolvedVariation, fixKind: .none,
        documentation: RuleDocumentation(
            summary:
                "A size-class variation (`PROP[T]`, a constraint's `[T]`, `installed[T]`) that no canvas of the layout has: it is never solved.",
            rationale:
                "A variation applies only at a canvas that has every size class in its brackets. Each device canvas has its device's classes (every iPhone is `wC hR` in portrait and `wC hC` in landscape, the largest `wR hC`; every iPad `wR hR`), and a size canvas has `wC hR` unless classes follow it. A variation that no canvas has is checked nowhere: what it does on the device it was written for is never seen.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          canvas: iPhone16
                          stack s {
                            pin: edges
                            axis: vertical
                            axis[hC]: horizontal
                        //      ^^^^ unsolved-variation info: no canvas of layout `A` has the size classes `[hC]` (its canvases are `wC hR`): this variation is never solved; add `iPhone16 landscape` to `canvas`, or a size followed by its classes
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """)
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          canvas: iPhone16, iPhone16 landscape
                          stack s {
                            pin: edges
                            axis: vertical
                            axis[hC]: horizontal
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """)
                ]),
            fix: "Add a canvas with those size classes (the message names one), or remove the variation."))
}
