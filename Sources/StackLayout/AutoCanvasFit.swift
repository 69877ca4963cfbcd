import StackModel
import StackRecipe
import StackSolver

/// The length of a canvas's `auto` side (stack-format.md §10.2): the smallest that the
/// required constraints and the optional ones above priority 50 allow, as UIKit's
/// `systemLayoutSizeFitting` with a fitting-level vertical (or horizontal) priority gives a
/// self-sizing cell's content view.
///
/// The canvas's sides enter the recipe's constraints only as constants, linearly (the root's
/// pins, right-to-left mirroring, lines to the canvas and its guides), so the constraints
/// built with the side at 0 and at 1 tell each one's coefficient of the side. The side is
/// then a variable of its own, held at 0 at priority 50, in the same level as every other
/// 50.
enum AutoCanvasFit {
    /// Half the 1/1000 point that frames are rounded to: a fitted side no longer than this
    /// is zero, and UIKit falls back to its standard row height.
    static let zeroLength = 0.0005

    /// The fitted length of `canvas`'s `auto` side for `layout`, or 44 with `undetermined`
    /// where the content does not decide it. `remaining` is the work budget, spent by the
    /// solve; nil when it runs out (or the canvas has no `auto` side).
    static func fittedLength(
        _ layout: Layout, canvas: Canvas, fitting: FittingSizeCache,
        remaining: inout Int
    ) -> (length: Double, undetermined: Bool, side: FoldedSide?)? {
        guard let axis = canvas.autoAxis else { return nil }
        func built(at length: Double) -> ConstraintBuilder {
            var size = canvas.size
            size[axisLength: axis] = length
            var builder = ConstraintBuilder(
                layout: layout, canvas: size, safeArea: canvas.safeArea, fittingRoot: nil, fitting: fitting)
            builder.build()
            return builder
        }
        let atZero = built(at: 0)
        let atOne = built(at: 1)
        let constraints = atZero.constraints
        guard atOne.constraints.count == constraints.count else { return (fallback.length, true, nil) }
        let side = Variable(index: atZero.variableCount)
        // Each constraint with its constant's dependence on the side made a term of it, in
        // the engine's variables (relative positions: a long stack's rows stay short).
        func linear(_ index: Int, strength: Strength) -> LinearConstraint {
            let constant = atZero.expressions.constants[index]
            let slope = atOne.expressions.constants[index] - constant
            let expression = atZero.positions.solverExpression(
                LinearExpression(Array(atZero.expressions.terms(of: index)), constant: constant))
            let terms = slope == 0 ? expression.terms : expression.terms + [(variable: side, coefficient: slope)]
            return LinearConstraint(
                LinearExpression(terms, constant: expression.constant), constraints[index].relation,
                LinearExpression(), strength: strength)
        }
        let (required, optional) = GeneratedConstraint.solveOrder(constraints)
        // A required constraint that cannot hold is skipped and kept at the broken level.
        // The solve starts again without it rather than restoring a copy of the tableau
        // taken before each addition that needs phase one: a copy per addition made the
        // fit quadratic in the views. The new start takes the same steps up to the
        // constraint skipped, so it is the tableau the copy held, bit for bit.
        var broken: [Int] = []
        var solver: LexicographicSolver
        attempts: while true {
            solver = LexicographicSolver(budget: WorkBudget(maxSteps: remaining))
            solver.restoresAfterFailure = false
            solver.makeVariables(upTo: atZero.variableCount + 1)
            for index in required where !broken.contains(index) {
                do {
                    try solver.add(linear(index, strength: .required))
                } catch .budgetExceeded {
                    remaining = max(0, remaining - solver.steps)
                    return nil
                } catch {
                    // Each start breaks one more: at most one start per required constraint.
                    broken.append(index)
                    continue attempts
                }
            }
            break
        }
        defer { remaining = max(0, remaining - solver.steps) }
        for index in broken {
            try? solver.add(linear(index, strength: .optional(StackPriority.broken)))
        }
        let pull = LinearConstraint(
            LinearExpression([(variable: side, coefficient: 1)], constant: 0), .equal, LinearExpression(),
            strength: .optional(FittingSize.compressionPriority))
        var pulled = false
        for index in optional {
            if !pulled, constraints[index].priority < FittingSize.compressionPriority {
                try? solver.add(pull)
                pulled = true
            }
            try? solver.add(linear(index, strength: constraints[index].strength))
        }
        if !pulled { try? solver.add(pull) }
        if solver.isExhausted { return nil }
        // Not rounded: the layout solved at exactly this length has nothing to compress,
        // where a rounded one would compress some view by the rounding.
        let fitted = solver.value(of: side)
        guard fitted.isFinite, fitted > zeroLength else { return (fallback.length, true, nil) }
        var folded = FoldedSide(variable: side, constraintCount: constraints.count)
        for index in constraints.indices where atOne.expressions.constants[index] != atZero.expressions.constants[index]
        {
            folded.add(index, linear(index, strength: .required).expression)
        }
        return (fitted, false, folded)
    }

    /// UIKit's standard row height, for a side the content does not decide.
    private static var fallback: (length: Double, undetermined: Bool) { (Canvas.autoPlaceholderLength, true) }
}

extension Size {
    /// The length along an axis: the width horizontally, the height vertically.
    subscript(axisLength axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
