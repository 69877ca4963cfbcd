import StackLayout
import StackModel
import StackSolver

/// The second solve of stack-format.md §12: a layout solved again with the size of each
/// element marked `runtime: true` fixed at the size the first solve gave it, so that a
/// finding whose only cause is a `runtime` element's missing or estimated size (the app
/// sets its content in code) can be told apart: it disappears in this solve.
///
/// Only a canvas where a `runtime` element's frame is not uniquely determined is solved
/// again. Elsewhere each `runtime` size is already the only one the constraints allow, and
/// fixing it at that size changes no frame and no ambiguity mark, so the first result
/// stands. Fixing an ambiguous size at the value the solver printed keeps every constraint
/// satisfiable, since the first solve's frames satisfy them all.
struct RuntimeSizeCheck {
    private let layout: Layout
    /// The elements marked `runtime: true`, by index.
    private let runtimeElements: [Int]

    /// The check for `layout`; nil when no element of it is marked `runtime: true`, so that
    /// a layout without one costs nothing more.
    init?(_ layout: Layout) {
        let marked = layout.elements.indices.filter { layout.elements[$0].properties.isRuntime }
        guard !marked.isEmpty else { return nil }
        self.layout = layout
        runtimeElements = marked
    }

    /// The layout's canvases solved again with every `runtime` element's width and height
    /// fixed, in the order of `first` (what ``LayoutSolveSession/solve(_:remaining:retention:)``
    /// gave for this layout); a canvas whose `runtime` frames were all determined keeps its
    /// first result. Each solve takes from `remaining` and leaves what it did not spend; nil
    /// when the steps run out first (the first results then stand unchecked).
    func solveAgain(_ first: [CanvasLayout], remaining: inout Int) -> [CanvasLayout]? {
        let variants = CanvasVariants(layout)
        guard first.count == variants.solves.count else { return nil }
        var results = first
        // One solve per canvas, category and direction at most: a bounded loop.
        for (index, solve) in variants.solves.enumerated() {
            let result = first[index]
            guard !result.budgetExceeded else { continue }
            let ambiguous = runtimeElements.filter {
                result.isInstalled($0) && result.frames.indices.contains($0) && result.frames[$0].isAmbiguous
            }
            guard !ambiguous.isEmpty else { continue }
            var fixed = variants.layouts[solve.variant]
            for element in ambiguous {
                let size = result.frames[element].canvasFrame
                let range = fixed.elements[element].headerRange
                for (attribute, length) in [(LayoutAttribute.width, size.width), (.height, size.height)] {
                    fixed.elements[element].constraints.append(
                        Constraint(
                            element: element, attribute: attribute, relation: .equal, target: nil, multiplier: 1,
                            constant: length, priority: Priority.required, range: range))
                }
            }
            let entry = layout.canvasEntries[solve.entry]
            var session = LayoutSolveSession(
                fixed, budget: WorkBudget(maxSteps: remaining), reusesSolves: false, warmStarts: false,
                retention: .frames)
            var again = session.solve(at: entry, category: solve.category, isLast: true)
            remaining = session.remaining
            guard !again.budgetExceeded else { return nil }
            variants.label(&again, solve, canvas: entry)
            results[index] = again
        }
        return results
    }
}
