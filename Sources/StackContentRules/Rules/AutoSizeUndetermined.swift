import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// A canvas side given as `auto` that the content does not decide (stack-format.md §10.2).
public struct AutoSizeUndetermined: Rule {
    public let id = RuleID.autoSizeUndetermined
    public let usesFrames = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A canvas side given as `auto` (a self-sizing cell) that the content does not decide.",
            rationale:
                "A self-sizing cell's content view takes the height `systemLayoutSizeFitting` gives it: the smallest that its constraints allow, pulling the height toward 0 at priority 50. When the root is not pinned to both edges along that side, or a view in the chain has no length, the constraints do not hold the side up, the fitting height comes out 0, and UIKit logs \"constraints ambiguously suggest a height of zero for a table view cell's content view\" and uses the standard row height, 44 points, whatever the content needs.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout Row {
                          canvas: 375 x auto
                          ^^^^^^^^^^^^^^^^^^ auto-size-undetermined warning: the content does not decide the `auto` height of the canvas at 375 x auto: the root `row` is not pinned to the canvas's bottom. UIKit logs "constraints ambiguously suggest a height of zero for a table view cell's content view" and uses the standard height, 44 points; pin the root to both edges along the `auto` side and give every view in the chain a height
                          cell: true
                          stack row {
                            pin: top, leading, trailing
                            label title { intrinsic: 120 x 21 }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Row {
                          canvas: 375 x auto
                          ^^^^^^^^^^^^^^^^^^ auto-size-undetermined warning: the content does not decide the `auto` height of the canvas at 375 x auto: a view in the chain from its top to its bottom has no height. UIKit logs "constraints ambiguously suggest a height of zero for a table view cell's content view" and uses the standard height, 44 points; pin the root to both edges along the `auto` side and give every view in the chain a height
                          cell: true
                          view background {
                            pin: edges
                          }
                        }

                        """),
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout Row {
                          canvas: 375 x auto
                          cell: true
                          stack row {
                            pin: edges margins
                            label title { intrinsic: 120 x 21 }
                          }
                        }

                        """)
                ]),
            fix:
                "Pin the root to both edges along the `auto` side (`pin: edges`), and give every view between them a height: an intrinsic size, or a constraint."
        )
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            let layout = solved.layout
            var undetermined = CanvasGrouping<Axis>()
            for group in solved.groups {
                for result in group.canvases where result.autoSizeUndetermined {
                    if let axis = result.canvasEntry?.autoAxis { undetermined.add(axis, at: result.name) }
                }
            }
            let range = layout.assignments[.canvas]?.range ?? layout.headerRange
            for (axis, names) in undetermined.entries {
                let side = axis == .horizontal ? "width" : "height"
                findings.append(
                    finding(
                        range,
                        "the content does not decide the `auto` \(side) of the canvas \(canvasList(names)): \(Self.cause(layout, axis)). UIKit logs \"constraints ambiguously suggest a \(side) of zero for a table view cell's content view\" and uses the standard \(side), 44 points; pin the root to both edges along the `auto` side and give every view in the chain a \(side)",
                        related: canvasNote(names, at: range)))
            }
        }
        return findings
    }

    /// Why the side is not decided: the root's missing pin, or a length missing in the chain.
    private static func cause(_ layout: Layout, _ axis: Axis) -> String {
        let (start, end): (PinEdge, PinEdge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let side = axis == .horizontal ? "width" : "height"
        for root in layout.roots {
            let edges = Set(layout.elements[root].properties.pins.map(\.edge))
            let name = layout.elements[root].displayName
            if !edges.contains(start) { return "the root `\(name)` is not pinned to the canvas's \(start.rawValue)" }
            if !edges.contains(end) { return "the root `\(name)` is not pinned to the canvas's \(end.rawValue)" }
        }
        let (first, last) = axis == .horizontal ? ("leading", "trailing") : ("top", "bottom")
        return "a view in the chain from its \(first) to its \(last) has no \(side)"
    }
}
