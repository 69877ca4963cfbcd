import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A constraint line that only repeats what an arranged view's stack already holds.
public struct RedundantConstraint: Rule {
    public let id = RuleID.redundantConstraint
    public let usesFrames = true
    public let fixKind = FixKind.safe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "A required constraint on an anchor its stack already sets that repeats the stack's own constraint, with the same offset, everywhere: removing it changes no frame.",
            rationale:
                "UIStackView installs the constraints that place its arranged views. A line of your own on the same anchor that says exactly what the stack says (`leading == card.leading` on a view whose fill-aligned stack is pinned to the card with no inset, a first-baseline equality between the first labels of two top-aligned columns) holds wherever the stack's does, so it cannot clash as the layout is written, and `constraint-fights-stack` leaves it. It does nothing, though, and it will clash as soon as the stack's margins, alignment or spacing change. Whether a line only repeats the stack is decided by solving: the layout is solved again without it, at every canvas, content size category and size class, and the rule fires only when every frame stays the same and the line is broken in no conflict.",
            examples: RuleExamples(
                triggering: [
                    RuleExample.cardWithRepeatedEdge,
                    RuleExample(
                        """
                        layout Stats {
                          canvas: 375 x 80
                          stack row {
                            pin: top, leading, trailing
                            alignment: top
                            distribution: fillEqually
                            stack visits {
                              axis: vertical
                              label visitsValue {
                                intrinsic: 60 x 24
                                baseline: 18
                              }
                              label visitsCaption { intrinsic: 60 x 16 }
                            }
                            stack sales {
                              axis: vertical
                              label salesValue {
                                intrinsic: 60 x 24
                                baseline: 18
                                firstBaseline == visitsValue.firstBaseline
                        //      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ redundant-constraint info: `firstBaseline == visitsValue.firstBaseline` only repeats what the stack `sales` already holds for `salesValue` (its firstBaseline, along its axis): removing it changes no frame at any canvas. It cannot clash today, but it will when the stack's margins, alignment or spacing change; remove it
                              }
                              label salesCaption { intrinsic: 60 x 16 }
                            }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .safe,
                            """
                            layout Stats {
                              canvas: 375 x 80
                              stack row {
                                pin: top, leading, trailing
                                alignment: top
                                distribution: fillEqually
                                stack visits {
                                  axis: vertical
                                  label visitsValue {
                                    intrinsic: 60 x 24
                                    baseline: 18
                                  }
                                  label visitsCaption { intrinsic: 60 x 16 }
                                }
                                stack sales {
                                  axis: vertical
                                  label salesValue {
                                    intrinsic: 60 x 24
                                    baseline: 18
                                  }
                                  label salesCaption { intrinsic: 60 x 16 }
                                }
                              }
                            }

                            """)),
                ],
                nonTriggering: [RuleExample.cardWithInsetEdges]),
            fix:
                "Remove the line (the fix). It is offered only when the layout solved before and after keeps every frame at every canvas, so it is safe."
        )
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, layout) in context.layouts {
            let clashes = StackClash.all(in: layout)
            guard !clashes.isEmpty else { continue }
            let redundant = RedundantConstraints.find(layout: index, in: context)
            for clash in clashes where redundant.contains(clash.constraint.range.start) {
                let constraint = clash.constraint
                let text = context.source.text(in: constraint.range)
                let view = layout.elements[clash.view]
                let stack = layout.elements[clash.stack]
                let axisWords = clash.alongAxis ? "along its axis" : "across its axis"
                findings.append(
                    finding(
                        constraint.range,
                        "`\(text)` only repeats what the stack `\(stack.displayName)` already holds for `\(view.displayName)` (its \(clash.attribute.rawValue), \(axisWords)): removing it changes no frame at any canvas. It cannot clash today, but it will when the stack's margins, alignment or spacing change; remove it",
                        related: [
                            RelatedLocation(
                                range: stack.headerRange, message: "the stack that positions `\(view.displayName)`")
                        ],
                        fixes: [
                            Fix(
                                title: "Remove `\(text)`", edits: [context.source.removalEdit(for: constraint.range)],
                                safety: .safe)
                        ],
                        unnecessary: true))
            }
        }
        return findings
    }
}
