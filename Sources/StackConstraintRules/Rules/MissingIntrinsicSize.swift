import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// A view that the stack sizes by its intrinsic size but that has none.
public struct MissingIntrinsicSize: Rule {
    public let id = RuleID.missingIntrinsicSize
    public let usesFrames = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "A `label`, `button` or `field` without `intrinsic`, or a childless `view` with no size where its stack sizes views by their intrinsic size (spacers are exempt).",
            rationale:
                "A label's, button's or field's intrinsic content size comes from its text and font, which a layout file cannot know: without it the engine has nothing to size the view by. A plain `UIView` has no intrinsic size at all, so along an axis where the stack keeps views at their natural size it collapses to zero. A spacer is exempt: a `view` that draws nothing (no children, no `background`) and constrains its length along its stack's axis (`width == 16` in a horizontal stack), or that is left to stretch between or after other views of a `fill` stack (a flexible spacer); that length is all it is for. The decision is made from the solved frames, not the constraint lines alone: a view that lines to its stack's edges make as long as the stack (`leading == parent.leading` and `trailing == parent.trailing`) does not collapse. An element whose content the app sets in code (`runtime: true`: a custom class that sizes itself, a title assigned in code), and whatever it contains, gets its size in code: the rule does not judge it.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: top, leading
                            view v
                        //  ^^^^^^ missing-intrinsic-size warning: `v` has no intrinsic width and no size constraint, and its stack `s` keeps views at their natural size: it collapses to zero
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Settings {
                          stack list {
                            pin: top, leading, trailing
                            axis: vertical
                            alignment: leading
                            label title { intrinsic: 120 x 21 }
                            view divider { background: #C6C6C8 }
                        //  ^^^^^^^^^^^^ missing-intrinsic-size warning: `divider` has no intrinsic width or height and no size constraint, and its stack `list` keeps views at their natural size: it collapses to zero
                            label detail { intrinsic: 200 x 17 }
                          }
                        }

                        """),
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: top, leading
                            view v {
                              width == 40
                              height == 20
                            }
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Toolbar {
                          canvas: 375 x 44
                          stack bar {
                            pin: edges
                            alignment: center
                            button back { intrinsic: 44 x 44 }
                            view gap { width == 16 }
                            label title {
                              intrinsic: 120 x 21
                              hugging: 249
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout NavBar {
                          canvas: 375 x 44
                          stack bar {
                            pin: edges
                            alignment: center
                            button back {
                              text: "Back"
                              intrinsic: 60 x 44
                            }
                            view flexible
                            button done {
                              text: "Done"
                              intrinsic: 60 x 44
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout SearchHeader {
                          canvas: 375 x 120, 320 x 120
                          stack header {
                            pin: top, leading, trailing
                            axis: vertical
                            alignment: leading
                            spacing: 8
                            label title { intrinsic: 120 x 34 }
                            view search {
                              background: #E5E5EA
                              trailing == parent.trailing
                              height == 36
                            }
                          }
                        }

                        """),
                    RuleExample.colorBar,
                    RuleExample(
                        """
                        layout Profile {
                          stack header {
                            pin: top, leading
                            spacing: 8
                            label name { runtime: true }
                            view rating { runtime: true }
                          }
                        }

                        """),
                ]),
            fix: "Give the view an `intrinsic` size or size constraints.")
    }

    public init() {}

    /// A spacer: a `view` that draws nothing (no children, no `background`) and either
    /// constrains its length along its stack's axis, or is left to stretch after another
    /// arranged view of a `fill` stack (a flexible spacer). Only its length along the axis
    /// matters; what it does across the axis is invisible.
    static func isSpacer(_ view: Element, in stack: Element, layout: Layout) -> Bool {
        guard let properties = stack.stack, view.kind == .view, view.children.isEmpty, view.properties.background == nil
        else { return false }
        let dimension: Dimension = properties.axis == .horizontal ? .width : .height
        if view.constraints.contains(where: { $0.dimension == dimension }) { return true }
        // A view placed before every other one pushes nothing aside: that is a view whose
        // size was forgotten, not a spacer.
        let arranged = layout.arrangedChildren(of: stack)
        let isAfterAView = arranged.prefix { $0.id != view.id }.contains { !$0.isHidden }
        return properties.distribution == .fill && view.constraints.isEmpty && isAfterAView
    }

    /// Whether the solve gives the view length along `axis` at every canvas: lines to its
    /// edges (`leading == parent.leading` and `trailing == parent.trailing`) size it as
    /// surely as a size constraint does. Unsolved, the constraint lines alone decide.
    private static func isSizedBySolve(_ view: Element, along axis: Axis, canvases: [CanvasLayout]) -> Bool {
        !canvases.isEmpty
            && canvases.allSatisfy { canvas in
                guard canvas.frames.indices.contains(view.id), !canvas.budgetExceeded else { return false }
                let frame = canvas.frames[view.id]
                let length = axis == .horizontal ? frame.frame.width : frame.frame.height
                return !frame.isAmbiguous && length > 0.001
            }
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, layout) in context.layouts {
            let canvases = index < context.frames.count ? context.frames[index] : []
            for index in layout.elements.indices {
                // Read in place first: most elements are neither case.
                guard let kind = layout.elements[index].kind else { continue }
                // A pattern, not `== nil`, which pairs two optional statements to compare them.
                var unstated = false
                if kind.requiresIntrinsic, case .none = layout.elements[index].assignments[.intrinsic] {
                    unstated = true
                }
                guard
                    unstated
                        || kind == .view && layout.elements[index].isArranged && layout.elements[index].children.isEmpty
                else { continue }
                // Content set in code has its size set in code too (§12).
                guard !layout.isRuntimeContent(at: index) else { continue }
                let element = layout.elements[index]
                if unstated {
                    findings.append(
                        finding(
                            element.headerRange,
                            "`\(element.displayName)` has no `intrinsic` size: a \(kind.uiKitClass)'s size comes from its text and font, so state it (for example `intrinsic: 120 x 21`)"
                        ))
                    continue
                }
                guard kind == .view, element.children.isEmpty, let stack = layout.arrangingStack(of: element),
                    let properties = stack.stack, !Self.isSpacer(element, in: stack, layout: layout)
                else { continue }
                var collapsed: [String] = []
                for axis in Axis.allCases where element.properties.intrinsic[axis] == nil {
                    let dimension: Dimension = axis == .horizontal ? .width : .height
                    guard !element.constraints.contains(where: { $0.dimension == dimension }) else { continue }
                    // Along a length fixed from outside, a `fill` distribution gives a view
                    // without intrinsic size the room left over: it does not collapse.
                    let sizedByIntrinsic =
                        axis == properties.axis
                        ? !(properties.distribution == .fillEqually
                            || properties.distribution == .fill && FixedLength.isFixed(stack, axis, in: layout))
                        : properties.alignment != .fill
                    if sizedByIntrinsic && !Self.isSizedBySolve(element, along: axis, canvases: canvases) {
                        collapsed.append(dimension.rawValue)
                    }
                }
                guard !collapsed.isEmpty else { continue }
                findings.append(
                    finding(
                        element.headerRange,
                        "`\(element.displayName)` has no intrinsic \(collapsed.joined(separator: " or ")) and no size constraint, and its stack `\(stack.displayName)` keeps views at their natural size: it collapses to zero"
                    ))
            }
        }
        return findings
    }
}
