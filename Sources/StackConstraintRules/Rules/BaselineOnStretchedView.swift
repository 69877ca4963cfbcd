import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// Baseline alignment on a view whose baseline is not where its text is.
public struct BaselineOnStretchedView: Rule {
    public let id = RuleID.baselineOnStretchedView
    public let usesFrames = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "Baseline alignment where an arranged view's height differs from its intrinsic height, or where it has no baseline.",
            rationale:
                "Auto Layout treats baselines as fixed offsets from the view's top (first) and bottom (last) at its intrinsic height. When the view is stretched or squeezed its text moves but the baseline does not, so the text no longer sits on the line; a view without a baseline aligns its top or bottom instead.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: top, leading
                            alignment: firstBaseline
                            label a {
                              intrinsic: 40 x 20
                              baseline: 16
                            }
                            image i { intrinsic: 20 x 20 }
                        //  ^^^^^^^ baseline-on-stretched-view warning: `i` has no baseline, so `firstBaseline` alignment in `s` aligns its top instead
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
                            alignment: firstBaseline
                            label a {
                              intrinsic: 40 x 20
                              baseline: 16
                            }
                            label b {
                              intrinsic: 40 x 30
                              baseline: 24
                            }
                          }
                        }

                        """)
                ]),
            fix: "Keep baseline-aligned views at their intrinsic height, or align them another way.")
    }

    public init() {}

    /// A view in a baseline-aligned stack, with the alignment (which may vary by size class).
    private struct Placement: Hashable {
        var view: Int
        var stack: Int
        var alignment: Alignment
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            var noBaseline: [Placement] = []
            var stretched = CanvasGrouping<Placement>()
            // The stack as it stands where each placement was first met: its alignment's line.
            var stacks: [Placement: Element] = [:]
            for group in solved.groups {
                let layout = group.layout
                for index in layout.elements.indices
                where layout.elements[index].stack?.axis == .horizontal
                    && layout.elements[index].stack?.alignment.isBaseline == true
                {
                    let stack = layout.elements[index]
                    let arranged = layout.arrangedChildren(of: stack).filter { group.shown[$0.id] }
                    guard arranged.count > 1, let alignment = stack.stack?.alignment else { continue }
                    for view in arranged {
                        let placement = Placement(view: view.id, stack: stack.id, alignment: alignment)
                        if stacks[placement] == nil { stacks[placement] = stack }
                        if view.kind != .stack, view.properties.baseline == nil {
                            if !noBaseline.contains(placement) { noBaseline.append(placement) }
                            continue
                        }
                        guard view.kind != .stack, let intrinsic = view.properties.intrinsic.height else { continue }
                        for result in group.canvases
                        where abs(result.frames[view.id].frame.height - intrinsic * view.textScale(at: result)) > 0.001
                        {
                            stretched.add(placement, result)
                        }
                    }
                }
            }
            let layout = solved.layout
            func related(_ placement: Placement) -> [RelatedLocation] {
                let stack = stacks[placement] ?? layout.elements[placement.stack]
                return [
                    RelatedLocation(
                        range: stack.assignments[.alignment]?.range ?? stack.headerRange,
                        message: "`\(placement.alignment.rawValue)` alignment of `\(stack.displayName)`")
                ]
            }
            for placement in noBaseline {
                let view = layout.elements[placement.view]
                let stack = layout.elements[placement.stack]
                let alignment = placement.alignment
                findings.append(
                    finding(
                        view.headerRange,
                        "`\(view.displayName)` has no baseline, so `\(alignment.rawValue)` alignment in `\(stack.displayName)` aligns its \(alignment == .firstBaseline ? "top" : "bottom") instead",
                        related: related(placement)))
            }
            for (placement, sizes) in stretched.entries {
                let view = layout.elements[placement.view]
                let stack = layout.elements[placement.stack]
                findings.append(
                    finding(
                        view.headerRange,
                        "`\(view.displayName)` is not at its intrinsic height \(canvasList(sizes)), so its baseline is not where its text is: `\(placement.alignment.rawValue)` alignment in `\(stack.displayName)` misplaces it",
                        related: related(placement) + canvasNote(sizes, at: view.headerRange)))
            }
        }
        return findings
    }
}
