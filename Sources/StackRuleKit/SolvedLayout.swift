import StackLayout
import StackModel

/// One layout of the model with its solved canvases, as the rules that read frames judge
/// it: the layout as written (whose names and ranges findings quote) and, per combination
/// of size classes among its canvases (stack-format.md §13), the layout as it stands there
/// with the canvases that have it. A layout without variations is one group: itself at
/// every canvas.
package struct SolvedLayout {
    /// One combination of size classes: the layout resolved for it and its canvases, in
    /// canvas order.
    package struct Group {
        /// What work shared between rules is keyed by: the layout's index in the model for
        /// its first group, apart from every other layout's and group's for the others.
        package let key: Int
        /// The layout resolved for the group's size classes.
        package let layout: Layout
        /// The canvases solved with those size classes.
        package let canvases: [CanvasLayout]
    }

    /// The layout's index in the model.
    package let index: Int
    /// The layout as written.
    package let layout: Layout
    /// One group per combination of size classes, in the order the canvases first meet
    /// them.
    package let groups: [Group]

    init(index: Int, context: RuleContext) {
        self.index = index
        let layout = context.model.layouts[index]
        self.layout = layout
        let frames = context.frames[index]
        guard !layout.variations.isEmpty || !layout.installedFlags.isEmpty else {
            groups = [Group(key: index, layout: layout, canvases: frames)]
            return
        }
        let count = context.model.layouts.count
        groups = layout.sizeClassCombinations.enumerated().compactMap { combination, classes in
            let canvases = frames.filter { ($0.canvasEntry?.sizeClasses ?? .compactRegular) == classes }
            guard !canvases.isEmpty else { return nil }
            let key = index + (combination + 1) * count
            return Group(key: key, layout: context.shared.resolved(layout, for: classes, key: key), canvases: canvases)
        }
    }
}
