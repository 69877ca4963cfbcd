import StackLayout
import StackModel
import StackRules
import StackSolver
import StackSyntax

/// Solving within a work budget (`solveBudget` in `.stacklint.json`): no layout may take
/// unbounded time. A layout that runs over gets `layout-too-complex` and its frames are
/// not used; the rest of the file and the other files go on.
enum SolveBudget {
    /// A layout's canvases solved within `maxSteps` solver steps in all (the engine's
    /// default when nil), and whether the budget ran out.
    static func solve(_ layout: Layout, maxSteps: Int?) -> (canvases: [CanvasLayout], exceeded: Bool) {
        let budget = WorkBudget(maxSteps: SolveBudget.maxSteps(maxSteps))
        let canvases = LayoutEngine.solve(layout, budget: budget)
        return (canvases, canvases.contains(where: \.budgetExceeded))
    }

    /// The budget a setting stands for, in solver steps.
    static func maxSteps(_ setting: Int?) -> Int { setting ?? WorkBudget.default.maxSteps }

    /// The finding for a layout that ran over its budget, at its header.
    static func finding(_ layout: Layout, maxSteps: Int?) -> Diagnostic {
        let name = layout.name.map { "layout `\($0)`" } ?? "this layout"
        return Diagnostic(
            ruleID: .layoutTooComplex, range: layout.headerRange,
            message: "solving \(name) takes more than the work budget of \(SolveBudget.maxSteps(maxSteps)) solver steps: its frames were not computed and no solver rule checked it; split it into smaller layouts, or raise `solveBudget` in .stacklint.json")
    }
}
