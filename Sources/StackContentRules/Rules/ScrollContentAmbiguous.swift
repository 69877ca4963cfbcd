import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// A scroll view whose content size nothing decides: one with no children (the model
/// reports it, before any solve), or one whose children's constraints leave the content's
/// width or height open (the solve reports it, per canvas).
public struct ScrollContentAmbiguous: Rule {
    public let id = RuleID.scrollContentAmbiguous
    public let usesFrames = true

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "A scroll view whose content size its children's constraints to `content` do not determine: a scroll view with no children, or a content width or height that no chain of constraints from the content's edges through the children fixes.",
            rationale:
                "A scroll view's content size is its content layout guide's size, and only the constraints between the guide and the scroll view's children give it one (Interface Builder's \"Scrollable Content Size Ambiguity\"). A scroll view with no children has no content: nothing decides its content size and nothing scrolls. A form pinned to the content's top but not its bottom, or one whose width nothing ties to the frame, leaves that side open: UIKit's content size is then 0 on it (the frames use 0, or the least the constraints allow), and the scroll view does not scroll that way.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          canvas: iPhone16
                          scroll s {
                          ^^^^^^^^ scroll-content-ambiguous warning: the content height of scroll view `s` is undetermined at iPhone16: its children's constraints to `content` do not decide it, so it is taken as 0 and nothing scrolls vertically; pin the last view to `content.bottom` (`pin: bottom content`)
                            pin: edges
                            stack form {
                              pin: top content, leading content, trailing content
                              axis: vertical
                              width == frame.width
                              label l { intrinsic: 40 x 20 }
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout A {
                          scroll s {
                          ^^^^^^^^ scroll-content-ambiguous warning: scroll view `s` has no children: it has no content, so its content size is undetermined and nothing scrolls; add the view that scrolls inside it, pinned with `pin: edges content`
                            pin: edges
                          }
                        }

                        """),
                ],
                nonTriggering: [
                    RuleExample(
                        """
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

                        """)
                ]),
            fix:
                "Add the content, pinned to `content` on all four edges (`pin: edges content`), and tie its width to `frame.width` for a vertical scroller (`width == frame.width`)."
        )
    }

    public init() {}

    /// A scroll view and the side of its content left open.
    private struct OpenSide: Hashable {
        var scroll: Int
        var axis: Axis
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            var grouping = CanvasGrouping<OpenSide>()
            for group in solved.groups {
                let layout = group.layout
                // A scroll view with no children is the model's finding, at every canvas.
                let scrolls = layout.elements.indices.filter {
                    layout.elements[$0].kind == .scroll && !layout.elements[$0].children.isEmpty
                        && group.shown[$0]
                }
                for result in group.canvases where result.frames.count == layout.elements.count {
                    for scroll in scrolls {
                        guard let content = result.content(of: scroll) else { continue }
                        if !content.isWidthDetermined {
                            grouping.add(OpenSide(scroll: scroll, axis: .horizontal), at: result.name)
                        }
                        if !content.isHeightDetermined {
                            grouping.add(OpenSide(scroll: scroll, axis: .vertical), at: result.name)
                        }
                    }
                }
            }
            let layout = solved.layout
            for (side, names) in grouping.entries {
                let element = layout.elements[side.scroll]
                let message =
                    side.axis == .vertical
                    ? "the content height of scroll view `\(element.displayName)` is undetermined \(canvasList(names)): its children's constraints to `content` do not decide it, so it is taken as 0 and nothing scrolls vertically; pin the last view to `content.bottom` (`pin: bottom content`)"
                    : "the content width of scroll view `\(element.displayName)` is undetermined \(canvasList(names)): its children's constraints to `content` do not decide it, so it is taken as 0 and nothing scrolls horizontally; for a vertical scroller, make the content as wide as the frame (`width == frame.width`)"
                findings.append(
                    finding(element.headerRange, message, related: canvasNote(names, at: element.headerRange)))
            }
        }
        return findings
    }
}
