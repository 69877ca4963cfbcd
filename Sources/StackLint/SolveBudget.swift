import StackDiagnostics
import StackLayout
import StackModel
import StackSolver
import StackSyntax

/// Solving within a work budget (`solveBudget` in `.stacklint.json`): no layout may take
/// unbounded time. A layout that runs over gets `layout-too-complex` and its frames are
/// not used; the rest of the file and the other files go on.
public enum SolveBudget {
    /// A layout's canvases solved within `maxSteps` solver steps in all (the engine's
    /// default when nil), each keeping what `retention` asks for, and whether the budget ran
    /// out.
    public static func solve(_ layout: Layout, maxSteps: Int?, retention: CanvasLayout.Retention = .frames) -> (
        canvases: [CanvasLayout], exceeded: Bool
    ) {
        var remaining = SolveBudget.maxSteps(maxSteps)
        return solve(layout, remaining: &remaining, retention: retention)
    }

    /// ``solve(_:maxSteps:retention:)`` within `remaining` steps, leaving the steps not
    /// spent there for the analysis's second solve (``RuntimeSizeCheck``).
    static func solve(_ layout: Layout, remaining: inout Int, retention: CanvasLayout.Retention = .frames) -> (
        canvases: [CanvasLayout], exceeded: Bool
    ) {
        let canvases = LayoutSolveSession.solve(layout, remaining: &remaining, retention: retention)
        return (canvases, canvases.contains(where: \.budgetExceeded))
    }

    /// The budget a setting stands for, in solver steps.
    static func maxSteps(_ setting: Int?) -> Int { setting ?? WorkBudget.default.maxSteps }

    /// The finding for a layout that ran over its budget, at its header.
    static func finding(_ layout: Layout, maxSteps: Int?) -> Diagnostic {
        Diagnostic(
            ruleID: .layoutTooComplex, range: layout.headerRange,
            message:
                "\(reason(layout, maxSteps: maxSteps)): its frames were not computed and no solver rule checked it; \(advice(layout))"
        )
    }

    /// Why a frames document cannot be written for a layout that ran over its budget.
    public static func obstacle(_ layout: Layout, maxSteps: Int?) -> String {
        "\(reason(layout, maxSteps: maxSteps)); \(advice(layout))"
    }

    /// Which limit the layout ran over: the frames it would have, or the solver's steps.
    private static func reason(_ layout: Layout, maxSteps: Int?) -> String {
        let name = layout.name.map { "layout `\($0)`" } ?? "this layout"
        guard exceedsFrames(layout) else {
            return "solving \(name) takes more than the work budget of \(SolveBudget.maxSteps(maxSteps)) solver steps"
        }
        let canvases = layout.canvasEntries.count
        let categories = layout.solvedCategories.count
        let frames =
            layout.solvedFrameCount == .max ? "more frames than can be counted" : "\(layout.solvedFrameCount) frames"
        return
            "solving \(name) at \(canvases) canvas\(canvases == 1 ? "" : "es") × \(categories) content size categor\(categories == 1 ? "y" : "ies") gives \(frames) (\(layout.elements.count) views each time), more than the \(LayoutEngine.maximumFrameCount) a layout may have"
    }

    private static func advice(_ layout: Layout) -> String {
        exceedsFrames(layout)
            ? "check fewer canvases or categories at once, or split it into smaller layouts"
            : "split it into smaller layouts, or raise `solveBudget` in .stacklint.json"
    }

    private static func exceedsFrames(_ layout: Layout) -> Bool {
        layout.solvedFrameCount > LayoutEngine.maximumFrameCount
    }
}
