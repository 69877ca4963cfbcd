import StackLayout
import StackModel
import StackRules
import StackSolver
import StackSyntax

/// Solving within a work budget (`solveBudget` in `.stacklint.json`): no layout may take
/// unbounded time. A layout that runs over gets `layout-too-complex` and its frames are
/// not used; the rest of the file and the other files go on.
enum SolveBudget {
    /// A layout's canvases solved within `maxPivots` pivots each (the engine's default when
    /// nil), and whether any canvas ran over.
    static func solve(_ layout: Layout, maxPivots: Int?) -> (canvases: [CanvasLayout], exceeded: Bool) {
        var budget = WorkBudget.default
        if let maxPivots { budget.maxPivots = maxPivots }
        // MERGE: replace the next line with
        //   let canvases = LayoutEngine.solve(layout, budget: budget); return (canvases, canvases.contains(where: \.budgetExceeded))
        return WorkBudgetShim.solve(layout, budget: budget)
    }

    /// The budget a setting stands for, in pivots.
    static func maxPivots(_ setting: Int?) -> Int { setting ?? WorkBudget.default.maxPivots }

    /// The finding for a layout that ran over its budget, at its header.
    static func finding(_ layout: Layout, maxPivots: Int?) -> Diagnostic {
        let name = layout.name.map { "layout `\($0)`" } ?? "this layout"
        return Diagnostic(
            ruleID: .layoutTooComplex, range: layout.headerRange,
            message: "solving \(name) takes more than the work budget of \(SolveBudget.maxPivots(maxPivots)) pivots: its frames were not computed and no solver rule checked it; split it into smaller layouts, or raise `solveBudget` in .stacklint.json")
    }
}
