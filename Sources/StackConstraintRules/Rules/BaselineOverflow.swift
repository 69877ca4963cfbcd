import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// Baseline alignment lets a taller view stick out of the stack (radar 32291130).
public struct BaselineOverflow: Rule {
    public let id = RuleID.baselineOverflow
    public let usesFrames = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "First or last baseline alignment lets a taller view stick out of the stack's bounds.",
            rationale:
                "With baseline alignment, UIStackView ties only the first view's top (or the last view's bottom) to its own edge with an equality; the other edge is an inequality against the spanning guide, and the stack hugs its content at low priority. A taller view aligned on its baseline can extend beyond the stack (radar 32291130), over its neighbours and out of tap areas.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: top 40, leading
                            alignment: firstBaseline
                            label small {
                              intrinsic: 40 x 20
                              baseline: 16
                            }
                            label big {
                        //  ^^^^^^^^^ baseline-overflow warning: `big` sticks out 32 points above the stack `s` at 375 x 667: baseline alignment does not grow the stack to fit it (radar 32291130)
                              intrinsic: 60 x 60
                              baseline: 48
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
                            pin: top 40, leading
                            alignment: firstBaseline
                            label big {
                              intrinsic: 60 x 60
                              baseline: 48
                            }
                            label small {
                              intrinsic: 40 x 20
                              baseline: 16
                            }
                          }
                        }

                        """)
                ]),
            fix: "Put the tallest view first (first baseline) or last (last baseline), or give the stack a height.")
    }

    public init() {}

    private struct Key: Hashable {
        var view: Int
        var above: Bool
        var stack: Int
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            var grouping = CanvasGrouping<Key>()
            var amounts: [Key: Double] = [:]
            // The group where each finding was first met, where there are several: its stack
            // as it stands there gives the alignment's line (with one group, that one).
            var metIn: [Key: Int] = [:]
            for (groupIndex, group) in solved.groups.enumerated() {
                let layout = group.layout
                for index in layout.elements.indices
                where layout.elements[index].stack?.axis == .horizontal
                    && layout.elements[index].stack?.alignment.isBaseline == true
                {
                    // By index, each field read in place: few views stick out.
                    let children = layout.elements[index].children
                    for result in group.canvases {
                        let height = result.frames[index].frame.height
                        for view in children where layout.elements[view].isArranged && group.shown[view] {
                            let frame = result.frames[view].frame
                            var sticking: [(Key, Double)] = []
                            if frame.y < -0.001 {
                                sticking.append((Key(view: view, above: true, stack: index), -frame.y))
                            }
                            if frame.y + frame.height > height + 0.001 {
                                sticking.append(
                                    (Key(view: view, above: false, stack: index), frame.y + frame.height - height))
                            }
                            for (key, amount) in sticking {
                                grouping.add(key, at: result.name)
                                amounts[key] = max(amounts[key] ?? 0, amount)
                                if solved.groups.count > 1, metIn[key] == nil { metIn[key] = groupIndex }
                            }
                        }
                    }
                }
            }
            let layout = solved.layout
            for (key, sizes) in grouping.entries {
                let view = layout.elements[key.view]
                let stack = solved.groups[metIn[key] ?? 0].layout.elements[key.stack]
                findings.append(
                    finding(
                        view.headerRange,
                        "`\(view.displayName)` sticks out \(formatPoints(amounts[key] ?? 0)) points \(key.above ? "above" : "below") the stack `\(stack.displayName)` \(canvasList(sizes)): baseline alignment does not grow the stack to fit it (radar 32291130)",
                        related: [
                            RelatedLocation(
                                range: stack.assignments[.alignment]?.range ?? stack.headerRange,
                                message: "the baseline alignment")
                        ]
                            + canvasNote(sizes, at: view.headerRange)))
            }
        }
        return findings
    }
}
