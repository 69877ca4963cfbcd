import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A rule decided outside the catalog's checks: by the parser and the model while
/// resolving (the first two tables of rules.md), by the analysis driver (a layout over the
/// work budget, the frames of an Interface Builder file against those it stores) or by the
/// suppression filter. Its findings come from there; the entry gives it documentation and a
/// place in the configuration.
public struct ModelDecidedRule: Rule {
    public let id: RuleID
    public let fixKind: FixKind
    public let documentation: RuleDocumentation
    /// Whether what decides it reads computed frames.
    public let usesFrames: Bool

    /// An entry for a rule decided by what `documentation` says.
    public init(id: RuleID, fixKind: FixKind, documentation: RuleDocumentation, usesFrames: Bool = false) {
        self.id = id
        self.fixKind = fixKind
        self.documentation = documentation
        self.usesFrames = usesFrames
    }

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }
}

extension ModelDecidedRule {
    /// An empty stack: what several rules do not fire on.
    private static let pinnedStack = RuleExample(
        """
        layout A {
          stack s {
            pin: edges
          }
        }

        """)

    /// The file the fix of `invalid-value` gives, on which it does not fire: written once for both.
    private static let fixedValue = RuleExample(
        """
        layout A {
          stack s {
            pin: edges
            distribution: fillEqually
          }
        }

        """)

    /// A stack with its spacing: what several rules fix to, and do not fire on.
    private static let pinnedStackWithSpacing = RuleExample(
        """
        layout A {
          stack s {
            pin: edges
            spacing: 8
          }
        }

        """)

    /// `layoutTooComplex`.
    package static let layoutTooComplex = ModelDecidedRule(
        id: .layoutTooComplex, fixKind: .none,
        documentation: RuleDocumentation(
            summary:
                "A layout whose solve needs more work than the budget (`solveBudget`): its frames are not computed and no solver rule checks it.",
            rationale:
                "No file may take unbounded time: each layout is solved at its canvases within a work budget of solver steps (simplex pivots and row updates) (`solveBudget` in `.stacklint.json`; the engine's default otherwise). A layout that runs over it is reported here, and the rest of the file and the other files are checked as usual. So is a layout whose frames at every canvas and content size category together (views × canvases × categories) would number more than 1,048,576: each combination's frames are kept for the rules, and that bounds the memory one layout can take. It is an error because the solver rules (conflicts, ambiguity, truncation, overflow, ...) did not check that layout: a clean run would otherwise vouch for a layout nobody looked at. The example fires with `\"solveBudget\": 1`; with the default budget only layouts far larger than any screen do.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        // checked with "solveBudget": 1 in .stacklint.json
                        layout A {
                        ^^^^^^^^ layout-too-complex error: solving layout `A` takes more than the work budget of 1 solver steps: its frames were not computed and no solver rule checked it; split it into smaller layouts, or raise `solveBudget` in .stacklint.json
                          stack s {
                            pin: top, leading
                            label l { intrinsic: 40 x 20 }
                            label m { intrinsic: 40 x 20 }
                          }
                        }

                        """, solveBudget: 1)
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: top, leading
                            label l { intrinsic: 40 x 20 }
                            label m { intrinsic: 40 x 20 }
                          }
                        }

                        """)
                ]),
            fix:
                "Split the layout into smaller ones (a cell, a section), or raise `solveBudget` in `.stacklint.json` if the layout is meant to be this large."
        ))

    /// `unusedSuppression`.
    package static let unusedSuppression = ModelDecidedRule(
        id: .unusedSuppression, fixKind: .safe,
        documentation: RuleDocumentation(
            summary: "A suppression comment that suppresses nothing.",
            rationale:
                "A suppression left behind after the finding was fixed hides the next real finding on that line.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            // stacklint-disable-next-line deep-nesting
                        //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ unused-suppression warning: this suppression of `deep-nesting` suppresses nothing; remove it
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """, fix: ExpectedFix(.safe, RuleExample.pinnedStackWithLabel))
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            // stacklint-disable-next-line missing-intrinsic-size
                            label l
                          }
                        }

                        """)
                ]),
            fix: "Remove the comment (the fix)."))

    /// `invalidSuppression`.
    package static let invalidSuppression = ModelDecidedRule(
        id: .invalidSuppression, fixKind: .none,
        documentation: RuleDocumentation(
            summary: "A suppression comment that names an unknown rule or is malformed.",
            rationale: "A misspelled rule id suppresses nothing, silently.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            // stacklint-disable-next-line missing-intrinsic
                        //  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ invalid-suppression error: unknown rule `missing-intrinsic` in a suppression; did you mean `missing-intrinsic-size`?
                            label l
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
                            // stacklint-disable-next-line missing-intrinsic-size -- measured at run time
                            label l
                          }
                        }

                        """)
                ]),
            fix: "Correct the rule id (the message suggests the nearest one)."))

    /// `syntaxError`.
    package static let syntaxError = ModelDecidedRule(
        id: .syntaxError, fixKind: .none,
        documentation: RuleDocumentation(
            summary: "Anything the grammar does not accept.",
            rationale:
                "The parser recovers at the next line break, `;` or `}` and goes on, so every other finding is still reported; but a file with syntax errors is not formatted or fixed.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            spacing 8:
                        //          ^ syntax-error error: expected `{` or a line break after the element `spacing`, found `8`
                          }
                        }

                        """)
                ],
                nonTriggering: [pinnedStackWithSpacing]),
            fix: "Correct the statement as the message says."))

    /// `unknownElement`.
    package static let unknownElement = ModelDecidedRule(
        id: .unknownElement, fixKind: .unsafe,
        documentation: RuleDocumentation(
            summary: "An element kind that does not exist.",
            rationale:
                "The kinds are UIKit's views: `stack`, `view`, `label`, `button`, `image`, `field` and `switch`.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stak s
                          ^^^^ unknown-element error: unknown element kind `stak`; did you mean `stack`?
                        }

                        """),
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            alignment center
                        //  ^^^^^^^^^ unknown-element error: `alignment` is a property, not an element kind: write `alignment: center`
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout A {
                              stack s {
                                pin: edges
                                alignment: center
                                label l { intrinsic: 40 x 20 }
                              }
                            }

                            """)),
                ],
                nonTriggering: [pinnedStack]),
            fix: "Use the kind the message suggests."))

    /// `unknownProperty`.
    package static let unknownProperty = ModelDecidedRule(
        id: .unknownProperty, fixKind: .safeWhenUnambiguous,
        documentation: RuleDocumentation(
            summary: "A property name that does not exist for any element.",
            rationale: "An unknown property is ignored, so what it was meant to do does not happen.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            spcing: 8
                        //  ^^^^^^ unknown-property error: unknown property `spcing`; did you mean `spacing`?
                          }
                        }

                        """, fix: ExpectedFix(.safe, pinnedStackWithSpacing))
                ],
                nonTriggering: [pinnedStackWithSpacing]),
            fix: "Use the name the message suggests (the fix, safe when no other name is as near)."))

    /// `invalidValue`.
    package static let invalidValue = ModelDecidedRule(
        id: .invalidValue, fixKind: .safeWhenUnambiguous,
        documentation: RuleDocumentation(
            summary: "A value of the wrong type or out of range.",
            rationale:
                "Priorities are 1...1000, sizes are not negative, and enumerations take UIKit's case names; an invalid value is ignored and the default used.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            distribution: fillEqualy
                        //                ^^^^^^^^^^ invalid-value error: `distribution` has no value `fillEqualy`; did you mean `fillEqually`?
                          }
                        }

                        """, fix: ExpectedFix(.safe, fixedValue))
                ],
                nonTriggering: [fixedValue]),
            fix:
                "Use a valid value; the message suggests the nearest one, and the fix writes it (safe when no other value is as near)."
        ))

    /// `duplicateName`.
    package static let duplicateName = ModelDecidedRule(
        id: .duplicateName, fixKind: .none,
        documentation: RuleDocumentation(
            summary: "Two elements of one layout, or two layouts of one file, with the same name.",
            rationale: "Names identify elements in constraints, paths and frames; a duplicate makes them ambiguous.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            label t { intrinsic: 10 x 10 }
                            label t { intrinsic: 10 x 10 }
                        //        ^ duplicate-name error: an element named `t` already exists in this layout; element names must be unique
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
                            label t { intrinsic: 10 x 10 }
                            label u { intrinsic: 10 x 10 }
                          }
                        }

                        """)
                ]),
            fix: "Rename one of them."))

    /// `unknownReference`.
    package static let unknownReference = ModelDecidedRule(
        id: .unknownReference, fixKind: .safeWhenUnambiguous,
        documentation: RuleDocumentation(
            summary: "A constraint naming an element that the layout does not have.",
            rationale: "The constraint cannot be installed, so the size it describes is not constrained.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            view v { width == avatr.width }
                        //                    ^^^^^ unknown-reference error: no element named `avatr` in layout `A`; did you mean `avatar`?
                            view avatar { width == 40; height == 40 }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .safe,
                            """
                            layout A {
                              stack s {
                                pin: edges
                                view v { width == avatar.width }
                                view avatar { width == 40; height == 40 }
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
                            view v { width == avatar.width; height == 40 }
                            view avatar { width == 40; height == 40 }
                          }
                        }

                        """)
                ]),
            fix: "Use the name the message suggests (the fix, safe when no other name is as near)."))

    /// `childrenNotAllowed`.
    package static let childrenNotAllowed = ModelDecidedRule(
        id: .childrenNotAllowed, fixKind: .none,
        documentation: RuleDocumentation(
            summary: "Child elements inside a kind other than `stack`, `view` or `scroll`.",
            rationale:
                "Only a stack arranges views, and only a plain view or a scroll view (whose children are its scrolling content) is meant to hold subviews here; a label or button with subviews does not lay them out.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            label l {
                              image i
                        //    ^^^^^^^ children-not-allowed error: a `label` cannot hold elements; only `stack`, `view` and `scroll` can. Move `i` out of `l`, or wrap both in a `view`
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
                            pin: edges
                            view box {
                              image i { pin: edges }
                            }
                          }
                        }

                        """)
                ]),
            fix: "Move the child out, or wrap both in a `view`."))

    /// `rootCount`.
    package static let rootCount = ModelDecidedRule(
        id: .rootCount, fixKind: .none,
        documentation: RuleDocumentation(
            summary: "A layout with no root element, or with more than one.",
            rationale: "A layout describes one view hierarchy pinned to its canvas.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                        ^^^^^^^^ root-count error: layout `A` has no root element; add one `stack` or `view` that holds the screen
                          canvas: 375 x 667
                        }

                        """)
                ],
                nonTriggering: [pinnedStack]),
            fix: "Add one root, or wrap several in a `stack` or `view`."))

    /// `duplicateProperty`.
    package static let duplicateProperty = ModelDecidedRule(
        id: .duplicateProperty, fixKind: .safe,
        documentation: RuleDocumentation(
            summary: "The same property twice in one element.",
            rationale:
                "The last one wins; the earlier one does nothing, and a reader may take it for the value in effect.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            spacing: 4
                        //  ^^^^^^^^^^ duplicate-property warning: `spacing` is set again later and the last one wins: this one has no effect; remove it
                            spacing: 8
                          }
                        }

                        """, fix: ExpectedFix(.safe, pinnedStackWithSpacing))
                ],
                nonTriggering: [pinnedStackWithSpacing]),
            fix: "Remove the earlier one (the fix)."))

    /// `propertyNotApplicable`.
    package static let propertyNotApplicable = ModelDecidedRule(
        id: .propertyNotApplicable, fixKind: .safe,
        documentation: RuleDocumentation(
            summary: "A property that the element's kind or place ignores.",
            rationale:
                "Stack properties on a leaf, `lines` on a non-label, `pin` on an arranged view (its stack places it), layout settings in an element: UIKit ignores them, so they only mislead.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            label l {
                              intrinsic: 10 x 10
                              spacing: 4
                        //    ^^^^^^^^^^ property-not-applicable warning: `spacing` applies to stacks only; it has no effect on a `label`
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
                                label l {
                                  intrinsic: 10 x 10
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
                            spacing: 4
                            label l { intrinsic: 10 x 10 }
                          }
                        }

                        """)
                ]),
            fix: "Remove it (the fix)."))
}
