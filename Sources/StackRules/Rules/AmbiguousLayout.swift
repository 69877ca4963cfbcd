import StackLayout
import StackModel
import StackSyntax

/// Any other frame that is not uniquely determined.
public struct AmbiguousLayout: Rule {
    public let id = RuleID.ambiguousLayout
    public let usesFrames = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A frame that is not uniquely determined, for a reason other than a content priority tie.",
            rationale: "When constraints leave a frame free to move without violating anything, Auto Layout picks one solution silently (`hasAmbiguousLayout`); it may differ between runs and OS versions. Typical causes: a view with no size along a fill axis, a subview pinned on one side only.",
            firingExample: "layout A {\n  view root {\n    pin: edges\n    view box {\n      pin: top, leading\n    }\n  }\n}\n",
            passingExample: "layout A {\n  view root {\n    pin: edges\n    view box {\n      pin: top, leading\n      width == 40\n      height == 40\n    }\n  }\n}\n",
            fix: "Add the missing size or position constraints.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (layout, canvases) in context.solvedLayouts {
            var grouping = CanvasGrouping<Int>()
            for result in canvases {
                let explained = Set(ContentPriorityTie.find(in: layout, result).flatMap { tie in
                    layout.arrangedChildren(of: tie.stack).map(\.id)
                })
                for frame in result.frames where frame.isAmbiguous && !explained.contains(frame.element) {
                    let element = layout.elements[frame.element]
                    // Report the outermost ambiguous element: its descendants follow it.
                    if let parent = element.parent, result.frames[parent].isAmbiguous, !explained.contains(parent) { continue }
                    if element.isHidden { continue }
                    grouping.add(frame.element, result.canvas)
                }
            }
            for (elementID, sizes) in grouping.entries {
                let element = layout.elements[elementID]
                findings.append(finding(element.headerRange,
                    "the frame of `\(element.displayName)` is not uniquely determined \(canvasList(sizes)): Auto Layout would pick one solution silently; add the missing size or position constraints"))
            }
        }
        return findings
    }
}
