import StackDiagnostics
import StackRuleKit

// The model-decided rules of format version 3 (stack-format.md §11, §13).

extension ModelDecidedRule {
    /// `unsolvedVariation`: decided by the model (stack-format.md §13).
    package static let unsolvedVariation = ModelDecidedRule(
        id: .unsolvedVariation, fixKind: .none,
        documentation: RuleDocumentation(
            summary: "A size-class variation (`PROP[T]`, a constraint's `[T]`, `installed[T]`) that no canvas of the layout has: it is never solved.",
            rationale: "A variation applies only at a canvas that has every size class in its brackets. Each device canvas has its device's classes (every iPhone is `wC hR` in portrait and `wC hC` in landscape, the largest `wR hC`; every iPad `wR hR`), and a size canvas has `wC hR` unless classes follow it. A variation that no canvas has is checked nowhere: what it does on the device it was written for is never seen.",
            examples: RuleExamples(
                triggering: [RuleExample("""
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

                    """)],
                nonTriggering: [RuleExample("""
                    layout A {
                      canvas: iPhone16, iPhone16 landscape
                      stack s {
                        pin: edges
                        axis: vertical
                        axis[hC]: horizontal
                        label l { intrinsic: 40 x 20 }
                      }
                    }

                    """)]),
            fix: "Add a canvas with those size classes (the message names one), or remove the variation."))
}

extension ModelDecidedRule {
    /// `scrollContentAmbiguous`: for now decided by the model, for a scroll view with no
    /// children (stack-format.md §11); the layout engine's check of the content size joins it.
    package static let scrollContentAmbiguous = ModelDecidedRule(
        id: .scrollContentAmbiguous, fixKind: .none,
        documentation: RuleDocumentation(
            summary: "A scroll view whose content size its children's constraints to `content` do not determine, as a scroll view with no children.",
            rationale: "A scroll view's content size is its content layout guide's size, and only the constraints between the guide and the scroll view's children give it one (Interface Builder's \"Scrollable Content Size Ambiguity\"). A scroll view with no children has no content: nothing decides its content size and nothing scrolls.",
            examples: RuleExamples(
                triggering: [RuleExample("""
                    layout A {
                      scroll s {
                    //^^^^^^^^ scroll-content-ambiguous warning: scroll view `s` has no children: it has no content, so its content size is undetermined and nothing scrolls; add the view that scrolls inside it, pinned with `pin: edges content`
                        pin: edges
                      }
                    }

                    """)],
                nonTriggering: [RuleExample("""
                    layout A {
                      scroll s {
                        pin: edges
                        stack form {
                          pin: edges content
                          axis: vertical
                          width == frame.width
                          label l { intrinsic: 40 x 20 }
                        }
                      }
                    }

                    """)]),
            fix: "Add the content, pinned to `content` (`pin: edges content`), and tie its width to `frame.width` for a vertical scroller."))
}
