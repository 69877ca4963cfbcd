import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A required constraint on a position that an arranged view's stack already sets.
public struct ConstraintFightsStack: Rule {
    public let id = RuleID.constraintFightsStack
    public let usesFrames = true
    public let fixKind = FixKind.unsafe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "A required constraint that positions an arranged view along an axis its stack already positions it on.",
            rationale:
                "UIStackView installs the constraints that place its arranged views: along its axis always (spacing, distribution), and across it when the alignment is `fill` or the anchor is the one the alignment aligns. A required constraint of your own on the same anchor (to the stack, its margins, a sibling, or anything at all when written in the view) duplicates one of them, and the two clash as soon as they disagree: at another width, with another text, or when a sibling is hidden. Xamarin's stack view guide opens with this pitfall: \"the Fill alignment will already add horizontal constraints to that subview, which will most likely clash with your own constraints\". The finding is on the constraint line; suppress it there. A line that holds with exactly the stack's own offset everywhere (`leading == card.leading` on a view whose fill-aligned stack is pinned to the card with no inset) cannot clash as the layout is written: it is reported by `redundant-constraint` instead, decided by solving the layout without it. This rule fires only where the two can disagree: a different constant, relation or multiplier, or a target the stack does not use.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack form {
                            pin: edges
                            axis: vertical
                            label title {
                              intrinsic: 80 x 20
                              leading == parent.leading + 16
                        //    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ constraint-fights-stack warning: `leading == parent.leading + 16` sets the leading of `title`, which its stack `form` already positions across its axis (alignment `fill`): the two clash as soon as they disagree; wrap `title` in a `view` and pin it inside with an inset
                            }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout A {
                              stack form {
                                pin: edges
                                axis: vertical
                                view titleContainer {
                                  label title {
                                    pin: top, leading 16, bottom, trailing
                                    intrinsic: 80 x 20
                                  }
                                }
                              }
                            }

                            """)),
                    RuleExample.cardWithInsetEdges,
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack form {
                            pin: edges
                            axis: vertical
                            view titleContainer {
                              label title {
                                intrinsic: 80 x 20
                                pin: top, leading 16, bottom, trailing
                              }
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout A {
                          stack form {
                            pin: edges
                            axis: vertical
                            alignment: center
                            label title {
                              intrinsic: 80 x 20
                              leading >= parent.leading + 16
                            }
                          }
                        }

                        """),
                    RuleExample.cardWithRepeatedEdge,
                ]),
            fix:
                "Wrap the view in a `view` container and turn the constraint into the child's `pin` inset, as the Xamarin guide advises (offered when the constraint ties an edge of the view to the same edge of its stack; unsafe: the container is a new view, and it changes how the stack sizes the row)."
        )
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, layout) in context.layouts {
            let clashes = StackClash.all(in: layout)
            guard !clashes.isEmpty else { continue }
            // A line that only repeats the stack cannot clash as written: `redundant-constraint`.
            let redundant = RedundantConstraints.find(layout: index, in: context)
            for clash in clashes where !redundant.contains(clash.constraint.range.start) {
                let constraint = clash.constraint
                let view = layout.elements[clash.view]
                let stack = layout.elements[clash.stack]
                let axisWords =
                    clash.alongAxis
                    ? "along its axis" : "across its axis (alignment `\(stack.stack?.alignment.rawValue ?? "fill")`)"
                findings.append(
                    finding(
                        constraint.range,
                        "`\(context.source.text(in: constraint.range))` sets the \(clash.attribute.rawValue) of `\(view.displayName)`, which its stack `\(stack.displayName)` already positions \(axisWords): the two clash as soon as they disagree; wrap `\(view.displayName)` in a `view` and pin it inside with an inset",
                        related: [
                            RelatedLocation(
                                range: stack.headerRange, message: "the stack that positions `\(view.displayName)`")
                        ],
                        fixes: containerFix(constraint, view: view, stack: stack, in: layout, source: context.source)
                            .map { [$0] } ?? []))
            }
        }
        return findings
    }

    /// The container fix, where the constraint is an edge of the view tied with `==` to the
    /// same edge of its stack: the view moves into a new `view`, pinned on every edge,
    /// the constrained one with the constraint's inset.
    private func containerFix(
        _ constraint: Constraint, view: Element, stack: Element, in layout: Layout, source: SourceText
    ) -> Fix? {
        guard constraint.element == view.id, constraint.relation == .equal, view.assignments[.pin] == nil,
            let target = constraint.target, target.item == .element(stack.id), target.attribute == constraint.attribute,
            let edge = PinEdge(rawValue: constraint.attribute.rawValue), edge != .centerX, edge != .centerY,
            view.braces?.close != nil
        else { return nil }
        let inset = edge == .bottom || edge == .trailing ? -constraint.constant : constraint.constant
        let pins = [PinEdge.top, .leading, .bottom, .trailing].map {
            $0 == edge && inset != 0 ? "\($0.rawValue) \(formatPoints(inset))" : $0.rawValue
        }
        // The view's text with the constraint removed and the pin added, then indented one
        // level deeper inside the container.
        let removal = source.removalEdit(for: constraint.range)
        let insertion = Edits.insertProperty("pin: " + pins.joined(separator: ", "), into: view, source: source)
        var bytes = source.bytes
        let edits = [removal, insertion].sorted(by: { $0.range.start > $1.range.start })
        // Applied last first, the two must not overlap (an insertion inside the removed
        // statement of a one-line block would land in text that is gone): no fix then.
        guard let later = edits.first, let earlier = edits.last, earlier.range.end <= later.range.start,
            later.range.end <= bytes.count
        else { return nil }
        for edit in edits {
            bytes.replaceSubrange(edit.range.start..<edit.range.end, with: Array(edit.newText.utf8))
        }
        let delta =
            removal.newText.utf8.count - removal.range.length + insertion.newText.utf8.count - insertion.range.length
        let start = view.headerRange.start
        let end = view.range.end + delta
        guard start <= end, end <= bytes.count, removal.range.end <= view.range.end, removal.range.start >= start,
            insertion.range.start >= start, insertion.range.end <= view.range.end
        else { return nil }
        let indent = source.indentation(at: start)
        let newline = source.lineEnding
        let inner = String(decoding: bytes[start..<end], as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
            .map { index, line in
                index == 0 || line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) ? String(line) : "  " + line
            }
            .joined(separator: "\n")
        let containerName = view.name.map { " \($0)Container" } ?? ""
        let text = "view\(containerName) {" + newline + indent + "  " + inner + newline + indent + "}"
        return Fix(
            title: "Wrap `\(view.displayName)` in a container `view` with a `pin` inset",
            edits: [TextEdit(range: SourceRange(start: start, end: view.range.end), newText: text)], safety: .unsafe)
    }
}
