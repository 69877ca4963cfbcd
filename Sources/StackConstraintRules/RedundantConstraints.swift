import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// The lines that only repeat what a stack already holds (rules.md, `redundant-constraint`):
/// of the lines that set an anchor the stack sets (``StackClash``), those that are
/// equalities with multiplier 1, are broken in no conflict, and whose removal keeps every
/// frame at every canvas, category and size class, proven by solving without them
/// (``FramePreservation``). Such a line cannot clash as written, so it is not reported as
/// a clash but as redundant.
enum RedundantConstraints {
    /// The clashes of the layout at `index` whose lines are redundant, by the start of the
    /// line's range. Empty when the layout was not solved: without a solve nothing is proven.
    static func find(layout index: Int, in context: RuleContext) -> Set<Int> {
        context.shared.redundantLines(layout: index) { prove(layout: index, in: context) }
    }

    private static func prove(layout index: Int, in context: RuleContext) -> Set<Int> {
        guard index < context.frames.count, index < context.model.layouts.count else { return [] }
        let canvases = context.frames[index]
        let layout = context.model.layouts[index]
        guard !canvases.isEmpty else { return [] }
        // A line broken in a conflict does not hold: removing it may keep the frames, but
        // only because the engine already ignores it.
        let broken = Set(
            canvases.flatMap { canvas in
                canvas.conflicts.flatMap(\.constraints).compactMap { constraint -> Int? in
                    guard case .user(let element, let line) = constraint.origin,
                        layout.elements.indices.contains(element),
                        layout.elements[element].constraints.indices.contains(line)
                    else { return nil }
                    return layout.elements[element].constraints[line].range.start
                }
            })
        var redundant: Set<Int> = []
        for clash in StackClash.all(in: layout)
        where clash.couldRepeatTheStack && !broken.contains(clash.constraint.range.start) {
            let removal = context.source.removalEdit(for: clash.constraint.range)
            if FramePreservation.keepsFrames([removal], layoutIndex: index, in: context) {
                redundant.insert(clash.constraint.range.start)
            }
        }
        return redundant
    }
}
