import StackModel
import StackRecipe
import StackSolver

/// One solve for ``LayoutEngine/solve(_:)``: a layout (already scaled to its content size
/// category) at one canvas, the constraints UIKit would install there, and the work the
/// solve may take.
public struct LayoutProblem {
    /// The layout, at the content size category solved.
    public let layout: Layout
    /// The canvas size.
    public let canvas: Size
    /// The most work the solve may take.
    public var budget: WorkBudget
    /// The recipe's constraints at this canvas, and where their solver expressions come from.
    let constraints: CanvasConstraints
    /// What solves of the same layout at other canvases or categories offer this one (see
    /// ``LayoutSolveSession``); nil for a solve on its own.
    var reuse: Reuse?

    /// Solved components this solve may start from, the constraints (by index) whose
    /// constants no other solve sharing the cache changes (nil: any may change), and whether
    /// its components are kept for a solve that follows.
    struct Reuse {
        var cache: SolvedComponentCache
        var fixedConstants: Range<Int>?
        var keeps = true
    }

    /// `layout` at `canvas` (with `safeArea`, when the canvas has one), its constraints
    /// built in full, within `budget`.
    public init(_ layout: Layout, canvas: Size, safeArea: DirectionalInsets? = nil, budget: WorkBudget = .default) {
        self.init(
            layout, canvas: canvas, budget: budget,
            constraints: CanvasConstraints(layout, canvas: canvas, safeArea: safeArea, fitting: nil))
    }

    /// `layout` at `canvas` with its constraints as built (``CanvasConstraints``) and what
    /// other solves offer it.
    init(_ layout: Layout, canvas: Size, budget: WorkBudget, constraints: CanvasConstraints, reuse: Reuse? = nil) {
        self.layout = layout
        self.canvas = canvas
        self.budget = budget
        self.constraints = constraints
        self.reuse = reuse
    }
}

/// What ``LayoutEngine/solve(_:)`` gives for one ``LayoutProblem``.
public struct LayoutResult {
    /// The frames with their ambiguity marks, the conflicts met and the constraints.
    public var canvas: CanvasLayout
    /// The budget steps the solve took (all of them when it ran past the budget).
    public var steps: Int
    /// The constraints' solver expressions (nil when the budget was spent before they
    /// were written), for another solve of the same layout.
    var expressions: ExpressionList?
    /// When the solve finished, its components after the ambiguity probes (for the cache
    /// of solved components).
    var components: SolveComponents?
    /// When the solve finished, every solver variable's value and every layout variable's,
    /// read once (probes change no tableau, so the marks and the passes read the same).
    var solved: [Double] = []
    var values: [Double] = []
}
