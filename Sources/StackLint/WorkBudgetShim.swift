import StackLayout
import StackModel

// MERGE SHIM: delete this whole file when the solver branch lands with
// `StackSolver.WorkBudget`, `LayoutEngine.solve(_:budget:)` and `CanvasLayout.budgetExceeded`,
// and switch the one marked line in `SolveBudget.swift` to the real call.
//
// Until then the stand-in counts the generated constraints as the work done, so that
// `solveBudget` and `layout-too-complex` can be tested end to end.

/// Stand-in for `StackSolver.WorkBudget` (the solver branch's type).
struct WorkBudget: Sendable {
    /// The most simplex pivots one solve may take.
    var maxPivots: Int

    /// The engine's default.
    static let `default` = WorkBudget(maxPivots: 1_000_000)
}

/// Stand-in for `LayoutEngine.solve(_:budget:)` and `CanvasLayout.budgetExceeded`.
enum WorkBudgetShim {
    static func solve(_ layout: Layout, budget: WorkBudget) -> (canvases: [CanvasLayout], exceeded: Bool) {
        let canvases = LayoutEngine.solve(layout)
        return (canvases, canvases.contains { $0.constraints.count > budget.maxPivots })
    }
}
