import StackLayout
import StackModel
import StackSyntax

/// The proof behind a safe fix that changes what is written: the layout solved again after
/// the edits keeps the canvas frame of every element that remains, at every canvas.
package enum FramePreservation {
    /// Whether applying `edits` to the file keeps every frame of the layout at `index`.
    /// `removed` are the ids of elements the edits delete; every other element keeps its
    /// document order, which is how elements before and after are matched. False whenever
    /// it cannot be shown: the layout was not solved, the edited file does not resolve to
    /// the same elements, a solve ran over its budget, or a frame or its ambiguity differs.
    package static func keepsFrames(
        _ edits: [TextEdit], layoutIndex index: Int, removed: Set<Int> = [], in context: RuleContext
    ) -> Bool {
        guard index < context.frames.count, index < context.model.layouts.count else { return false }
        let before = context.frames[index]
        let layout = context.model.layouts[index]
        guard !before.isEmpty, !before.contains(where: \.budgetExceeded) else { return false }
        // The layout alone, edited: a layout's frames depend on nothing outside it, and a
        // file of many layouts is not parsed again for each.
        let start = layout.range.start
        guard edits.allSatisfy({ $0.range.start >= start && $0.range.end <= layout.range.end }) else { return false }
        let local = edits.map {
            TextEdit(range: SourceRange(start: $0.range.start - start, end: $0.range.end - start), newText: $0.newText)
        }
        let edited = SemanticModel(
            source: SourceText(bytes: apply(local, to: Array(context.source.bytes[start..<layout.range.end]))))
        guard !edited.syntax.hasErrors, edited.layouts.count == 1, var after = edited.layouts.first else {
            return false
        }
        let kept = layout.elements.filter { !removed.contains($0.id) }
        guard after.elements.count == kept.count,
            zip(kept, after.elements).allSatisfy({ $0.kindName == $1.kindName && $0.name == $1.name })
        else { return false }
        // The canvases and categories the original was solved at (the configuration's
        // defaults included).
        after.canvasEntries = layout.canvasEntries
        after.contentSizes = layout.contentSizes
        let solved = LayoutEngine.solve(after)
        guard solved.count == before.count else { return false }
        for (old, new) in zip(before, solved) {
            guard !new.budgetExceeded, new.frames.count == kept.count else { return false }
            for (newID, element) in kept.enumerated() {
                let was = old.frames[element.id]
                let now = new.frames[newID]
                guard was.canvasFrame == now.canvasFrame, was.isAmbiguous == now.isAmbiguous,
                    was.isHidden == now.isHidden
                else { return false }
            }
        }
        return true
    }

    /// The bytes with non-overlapping edits applied.
    package static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            let start = min(max(edit.range.start, 0), result.count)
            let end = min(max(edit.range.end, start), result.count)
            result.replaceSubrange(start..<end, with: Array(edit.newText.utf8))
        }
        return result
    }
}
