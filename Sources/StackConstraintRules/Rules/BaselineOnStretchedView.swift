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
            // The group where each placement was first met, where there are several: its
            // stack as it stands there gives the alignment's line (with one group, that one).
            var metIn: [Placement: Int] = [:]
            for (groupIndex, group) in solved.groups.enumerated() {
                let layout = group.layout
                // By index, each field read in place: few stacks are baseline-aligned.
                for index in layout.elements.indices
                where layout.elements[index].stack?.axis == .horizontal
                    && layout.elements[index].stack?.alignment.isBaseline == true
                {
                    let children = layout.elements[index].children
                    var arranged = 0
                    for child in children where layout.elements[child].isArranged && group.shown[child] {
                        arranged += 1
                    }
                    guard arranged > 1, let alignment = layout.elements[index].stack?.alignment else { continue }
                    for view in children where layout.elements[view].isArranged && group.shown[view] {
                        let placement = Placement(view: view, stack: index, alignment: alignment)
                        if solved.groups.count > 1, metIn[placement] == nil { metIn[placement] = groupIndex }
                        let isStack = layout.elements[view].kind == .stack
                        if !isStack, layout.elements[view].properties.baseline == nil {
                            if !noBaseline.contains(placement) { noBaseline.append(placement) }
                            continue
                        }
                        guard !isStack, let intrinsic = layout.elements[view].properties.intrinsic.height else {
                            continue
                        }
                        let textStyle = layout.elements[view].properties.textStyle
                        for result in group.canvases {
                            let height = intrinsic * (textStyle?.scale(at: result.contentSize) ?? 1)
                            if abs(result.frames[view].frame.height - height) > 0.001 {
                                stretched.add(placement, at: result.name)
                            }
                        }
                    }
                }
            }
            let layout = solved.layout
            func related(_ placement: Placement) -> [RelatedLocation] {
                let stack = solved.groups[metIn[placement] ?? 0].layout.elements[placement.stack]
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
