import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// Content that does not fit: zero or negative sizes, or views outside the canvas.
public struct Overflow: Rule {
    public let id = RuleID.overflow
    public let usesFrames = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "At some canvas size, content does not fit: a view gets a zero or negative size, or leaves the canvas.",
            rationale:
                "When required constraints leave less room than the content needs, Auto Layout squeezes views to nothing (or a negative size, drawn as nothing) or pushes them past the edge of the screen or cell, where they are clipped or overlap other content. A view that gets a negative size is always reported. A view inside a hidden container is not shown, so its size and place are not judged. A finding that goes away when the layout is solved again with the size of each view marked `runtime: true` fixed is not reported (as for `ambiguous-layout`); the fixed size is the one the layout gave the view, so content too large with an estimate in it is still reported.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          canvas: 100 x 50
                          stack s {
                          ^^^^^^^ overflow warning: `s` leaves the canvas at 100 x 50: the content does not fit
                            pin: top, leading
                            label title { intrinsic: 80 x 20 }
                            label detail { intrinsic: 80 x 20 }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Hero {
                          canvas: iPhoneSE landscape
                          contentSize: large, AX3
                          stack page {
                            pin: edges
                            axis: vertical
                            spacing: 8
                            image logo {
                        //  ^^^^^^^^^^ overflow warning: `logo` gets no room at iPhoneSE landscape, AX3: its size is squeezed to zero or below, so it is not shown
                              intrinsic: 120 x 120
                              compression: 250
                            }
                            label title {
                        //  ^^^^^^^^^^^ overflow warning: `title` leaves the canvas at iPhoneSE landscape, AX3: the content does not fit
                              intrinsic: 200 x 120
                              textStyle: title1
                            }
                            label body {
                              intrinsic: 200 x 120
                              textStyle: body
                            }
                          }
                        }

                        """),
                ],
                nonTriggering: [
                    RuleExample.labelsThatFit,
                    RuleExample(
                        """
                        layout Banner {
                          canvas: 375 x 120
                          stack page {
                            pin: top, leading, trailing
                            axis: vertical
                            spacing: 8
                            label title { intrinsic: 200 x 21 }
                            view promo {
                              hidden: true
                              background: #FFCC00
                              label offer {
                                intrinsic: 200 x 21
                                pin: top 12, leading 16, bottom 12, trailing 16
                              }
                            }
                          }
                        }

                        """),
                ]),
            fix: "Make room: a larger canvas, less content, wrapping text, or a scroll view.")
    }

    public init() {}

    private enum Problem: Hashable {
        case collapsed(Int)
        case outside(Int)
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            var grouping = CanvasGrouping<Problem>()
            for group in solved.groups {
                let layout = group.layout
                let clip = ScrollClip(layout.elements)
                // Per element, the number of the last canvas it was found leaving: made at
                // the first element that leaves, so a layout that fits allocates nothing.
                var leftAt: [Int] = []
                for (canvas, result) in group.canvases.enumerated() {
                    // A view inside a hidden container is not drawn, whatever its frame.
                    // By index, each field read in place: an element's id is its index.
                    for index in layout.elements.indices where group.shown[index] {
                        let frame = result.frames[index].canvasFrame
                        // A negative size is always reported (rules.md), even on an ambiguous frame.
                        let negative = frame.width < -0.001 || frame.height < -0.001
                        if negative { grouping.add(.collapsed(index), at: result.name) }
                        // Otherwise an ambiguous frame's size is arbitrary: `ambiguous-layout` reports it.
                        guard !result.frames[index].isAmbiguous else { continue }
                        if !negative, layout.elements[index].kind != .stack {
                            let zeroWidth =
                                frame.width <= 0.001 && (layout.elements[index].properties.intrinsic.width ?? 0) > 0
                            let zeroHeight =
                                frame.height <= 0.001 && (layout.elements[index].properties.intrinsic.height ?? 0) > 0
                            if zeroWidth || zeroHeight { grouping.add(.collapsed(index), at: result.name) }
                        }
                        // What lies beyond a scroll view's frame is scrolled to, not lost.
                        guard let shown = clip.shownFrame(of: index, in: result) else { continue }
                        let leaves =
                            shown.x < -0.5 || shown.y < -0.5
                            || shown.x + shown.width > result.canvas.width + 0.5
                            || shown.y + shown.height > result.canvas.height + 0.5
                        guard leaves else { continue }
                        if leftAt.isEmpty { leftAt = [Int](repeating: -1, count: layout.elements.count) }
                        leftAt[index] = canvas
                        // Report the outermost element that leaves the canvas.
                        if let parent = layout.elements[index].parent, parent < leftAt.count, leftAt[parent] == canvas {
                            continue
                        }
                        grouping.add(.outside(index), at: result.name)
                    }
                }
            }
            let layout = solved.layout
            for (problem, sizes) in grouping.entries {
                switch problem {
                case .collapsed(let id):
                    let element = layout.elements[id]
                    findings.append(
                        finding(
                            element.headerRange,
                            "`\(element.displayName)` gets no room \(canvasList(sizes)): its size is squeezed to zero or below, so it is not shown",
                            related: canvasNote(sizes, at: element.headerRange)))
                case .outside(let id):
                    let element = layout.elements[id]
                    findings.append(
                        finding(
                            element.headerRange,
                            "`\(element.displayName)` leaves the canvas \(canvasList(sizes)): the content does not fit",
                            related: canvasNote(sizes, at: element.headerRange)))
                }
            }
        }
        return findings
    }
}
