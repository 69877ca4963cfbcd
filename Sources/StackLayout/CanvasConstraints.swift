import StackModel
import StackRecipe
import StackSolver

/// A layout's generated constraints at one canvas, and where their solver expressions
/// (``RelativePositions``) come from: written afresh, or taken from the same layout at
/// another canvas or category where they cannot differ. Building and writing expressions
/// is a large part of a solve's work, and between canvases most constraints do not change.
struct CanvasConstraints {
    /// The recipe's constraints at this canvas, with their frame variables and positions.
    let builder: ConstraintBuilder
    /// The canvas-independent constraints' expressions, from the same layout (and
    /// category) at another canvas: the same positions give the same expressions.
    private let reused: (range: Range<Int>, previousRange: Range<Int>, expressions: ExpressionList)?
    /// Another category's constraints in the same positions: those written the same, bit
    /// for bit, have the same solver expression.
    private let alike: BuiltConstraints?

    /// The constraints of `layout` at `canvas`: rebuilt from `previous` (the same layout at
    /// another canvas) when there is one, only the constraints that read the canvas being
    /// built again (``ConstraintBuilder/rebuilt(canvas:safeArea:)``); else built in full,
    /// with `reference` (another category's constraints) as a source of expressions.
    init(
        _ layout: Layout, canvas: Size, safeArea: DirectionalInsets?, fitting: FittingSizeCache?,
        previous: BuiltConstraints? = nil, reference: BuiltConstraints? = nil,
        scrollInsets: [(scroll: Int, inset: ScrollInset)] = []
    ) {
        var builder: ConstraintBuilder
        var reused: (range: Range<Int>, previousRange: Range<Int>, expressions: ExpressionList)?
        if let previous, let previousRange = previous.builder.canvasIndependent,
            let rebuilt = previous.builder.rebuilt(canvas: canvas, safeArea: safeArea),
            let range = rebuilt.canvasIndependent,
            range.count == previousRange.count, previous.expressions.count == previous.builder.expressions.count
        {
            builder = rebuilt
            reused = (range, previousRange, previous.expressions)
        } else {
            builder = ConstraintBuilder(
                layout: layout, canvas: canvas, safeArea: safeArea, fittingRoot: nil,
                fitting: fitting ?? FittingSizeCache(layout: layout), scrollInsets: scrollInsets)
            builder.build()
        }
        self.builder = builder
        self.reused = reused
        alike = reused == nil ? reference.flatMap { $0.builder.positions == builder.positions ? $0 : nil } : nil
    }

    /// Each constraint's expression in the solver's variables, in order, in one list.
    func solverExpressions() -> ExpressionList {
        let positions = builder.positions
        let expressions = builder.expressions
        var list = ExpressionList(capacity: expressions.count, termCapacity: 3 * expressions.count)
        func write(_ indices: Range<Int>) {
            for index in indices { positions.appendSolverExpression(index, of: expressions, to: &list) }
        }
        if let reused {
            // The same positions: the canvas-independent constraints' expressions are the same.
            write(0..<reused.range.lowerBound)
            list.append(contentsOf: reused.expressions, reused.previousRange)
            write(reused.range.upperBound..<expressions.count)
        } else if let alike {
            let previous = alike.builder.expressions
            for index in 0..<expressions.count {
                if index < previous.count, index < alike.expressions.count,
                    Self.isIdentical(index, of: previous, index, of: expressions)
                {
                    list.append(index, of: alike.expressions)
                } else {
                    positions.appendSolverExpression(index, of: expressions, to: &list)
                }
            }
        } else {
            write(0..<expressions.count)
        }
        return list
    }

    /// Whether two expressions are the same bit for bit (`0.0` and `-0.0` differ).
    static func isIdentical(
        _ lhsIndex: Int, of lhsList: ExpressionList, _ rhsIndex: Int, of rhsList: ExpressionList
    ) -> Bool {
        let lhs = lhsList.terms(of: lhsIndex)
        let rhs = rhsList.terms(of: rhsIndex)
        guard lhsList.constants[lhsIndex].bitPattern == rhsList.constants[rhsIndex].bitPattern, lhs.count == rhs.count
        else {
            return false
        }
        for (left, right) in zip(lhs, rhs)
        where left.variable != right.variable || left.coefficient.bitPattern != right.coefficient.bitPattern {
            return false
        }
        return true
    }
}

/// A layout's constraints built at one canvas with their solver expressions: what a solve
/// keeps for the next canvas or category of the same layout (``CanvasConstraints``).
struct BuiltConstraints {
    var builder: ConstraintBuilder
    var expressions: ExpressionList
}
