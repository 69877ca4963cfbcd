import StackLayout
import StackModel

/// One layout of the model with its solved canvases, as the rules that read frames judge
/// it: the layout as written (whose names and ranges findings quote) and, per combination
/// of size classes among its canvases (stack-format.md §13), the layout as it stands there
/// with the canvases that have it. A layout without variations is one group: itself at
/// every canvas.
///
/// Built once per analysis (``SharedRuleWork``) and read by every rule that reads frames;
/// classes with constant fields, so that handing one to a rule and reading its layout in
/// place copies no layout.
package final class SolvedLayout {
    /// One combination of size classes: the layout resolved for it and its canvases, in
    /// canvas order.
    package final class Group {
        /// What work shared between rules is keyed by: the layout's index in the model for
        /// its first group, apart from every other layout's and group's for the others.
        package let key: Int
        /// The layout resolved for the group's size classes.
        package let layout: Layout
        /// The canvases solved with those size classes.
        package let canvases: [CanvasLayout]
        /// Per element, whether it is shown there (``Layout/isShown(at:)``): what most rules
        /// ask of every element at every canvas, found once in one pass down the tree.
        package let shown: [Bool]

        init(key: Int, layout: Layout, canvases: [CanvasLayout]) {
            self.key = key
            self.layout = layout
            self.canvases = canvases
            // Neither it nor an element around it hidden (in the model's order, parents come
            // before their children), then installed.
            var shown = [Bool](repeating: false, count: layout.elements.count)
            for index in layout.elements.indices where !layout.elements[index].isHidden {
                if let parent = layout.elements[index].parent {
                    shown[index] = parent < index && shown[parent]
                } else {
                    shown[index] = true
                }
            }
            for index in layout.elements.indices where !layout.isInstalled(index) { shown[index] = false }
            self.shown = shown
        }
    }

    /// The layout's index in the model.
    package let index: Int
    /// The layout as written.
    package let layout: Layout
    /// One group per combination of size classes, in the order the canvases first meet
    /// them.
    package let groups: [Group]

    init(index: Int, layout: Layout, frames: [CanvasLayout], layoutCount: Int) {
        self.index = index
        self.layout = layout
        guard !layout.variations.isEmpty || !layout.installedFlags.isEmpty else {
            groups = [Group(key: index, layout: layout, canvases: frames)]
            return
        }
        groups = layout.sizeClassCombinations.enumerated().compactMap { combination, classes in
            let canvases = frames.filter { ($0.canvasEntry?.sizeClasses ?? .compactRegular) == classes }
            guard !canvases.isEmpty else { return nil }
            let key = index + (combination + 1) * layoutCount
            return Group(key: key, layout: layout.resolved(for: classes), canvases: canvases)
        }
    }
}
