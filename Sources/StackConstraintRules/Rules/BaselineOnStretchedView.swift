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

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { _, layout, canvases in
            for index in layout.elements.indices
            where layout.elements[index].stack?.axis == .horizontal
                && layout.elements[index].stack?.alignment.isBaseline == true
            {
                let stack = layout.elements[index]
                let arranged = layout.arrangedChildren(of: stack).filter { layout.isShown($0) }
                guard arranged.count > 1, let alignment = stack.stack?.alignment else { continue }
                let related = [
                    RelatedLocation(
                        range: stack.assignments[.alignment]?.range ?? stack.headerRange,
                        message: "`\(alignment.rawValue)` alignment of `\(stack.displayName)`")
                ]
                var stretched = CanvasGrouping<Int>()
                for view in arranged {
                    if view.kind != .stack, view.properties.baseline == nil {
                        findings.append(
                            finding(
                                view.headerRange,
                                "`\(view.displayName)` has no baseline, so `\(alignment.rawValue)` alignment in `\(stack.displayName)` aligns its \(alignment == .firstBaseline ? "top" : "bottom") instead",
                                related: related))
                        continue
                    }
                    guard view.kind != .stack, let intrinsic = view.properties.intrinsic.height else { continue }
                    for result in canvases
                    where abs(result.frames[view.id].frame.height - intrinsic * view.textScale(at: result)) > 0.001 {
                        stretched.add(view.id, result)
                    }
                }
                for (viewID, sizes) in stretched.entries {
                    let view = layout.elements[viewID]
                    findings.append(
                        finding(
                            view.headerRange,
                            "`\(view.displayName)` is not at its intrinsic height \(canvasList(sizes)), so its baseline is not where its text is: `\(alignment.rawValue)` alignment in `\(stack.displayName)` misplaces it",
                            related: related + canvasNote(sizes, at: view.headerRange)))
                }
            }
        }
        return findings
    }
}
