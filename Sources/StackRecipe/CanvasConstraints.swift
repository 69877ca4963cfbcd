import StackModel
import StackSolver

/// A layout's generated constraints at one canvas, and where their solver expressions
/// (``RelativePositions``) come from: written afresh, or taken from the same layout at
/// another canvas or category where they cannot differ. Building and writing expressions
/// is a large part of a solve's work, and between canvases most constraints do not change.
package struct CanvasConstraints {
    /// The recipe's constraints at this canvas, with their frame variables and positions.
    package let builder: ConstraintBuilder
    /// The canvas-independent constraints' expressions, from the same layout (and
    /// category) at another canvas: the same positions give the same expressions.
    private let reused: (range: Range<Int>, previousRange: Range<Int>, expressions: ExpressionList)?
    /// Another category's constraints in the same positions: those written the same, bit
    /// for bit, have the same solver expression.
    private var alike: BuiltConstraints?
    /// The canvas's `auto` side as a variable, where the fit found it: the constraints that
    /// read it are solved with it as a term, and it is pulled to 0 at the fitting level.
    package private(set) var side: FoldedSide?

    /// The constraints of `layout` at `canvas`: rebuilt from `previous` (the same layout at
    /// another canvas) when there is one, only the constraints that read the canvas being
    /// built again (``ConstraintBuilder/rebuilt(canvas:safeArea:)``); else built in full,
    /// with `reference` (another category's constraints) as a source of expressions.
    package init(
        _ layout: Layout, canvas: Size, safeArea: DirectionalInsets?, fitting: FittingSizeCache?,
        previous: BuiltConstraints? = nil, reference: BuiltConstraints? = nil,
        scrollInsets: [(scroll: Int, inset: ScrollInset)] = [], side: FoldedSide? = nil
    ) {
        var builder: ConstraintBuilder
        var reused: (range: Range<Int>, previousRange: Range<Int>, expressions: ExpressionList)?
        // `previous` read through optional chaining: bound to a name, it would be copied whole.
        if let previousRange = previous?.builder.canvasIndependent,
            let rebuilt = previous?.builder.rebuilt(canvas: canvas, safeArea: safeArea),
            let range = rebuilt.canvasIndependent, range.count == previousRange.count,
            let expressions = previous?.expressions, expressions.count >= previous?.builder.expressions.count ?? 0
        {
            builder = rebuilt
            reused = (range, previousRange, expressions)
        } else {
            builder = ConstraintBuilder(
                layout: layout, canvas: canvas, safeArea: safeArea, fittingRoot: nil,
                fitting: fitting ?? FittingSizeCache(layout: layout), scrollInsets: scrollInsets)
            builder.build()
        }
        self.builder = builder
        self.reused = reused
        // The fit wrote the side's constraints from the layout as built here, without
        // scroll insets (which the side's constraints would otherwise miss).
        self.side = scrollInsets.isEmpty && side?.positions.count == self.builder.constraints.count ? side : nil
        let side = self.side
        // A reference solved with a folded side has its pull after its constraints; its
        // expressions serve only a solve that folds the side too.
        alike =
            reused == nil
            ? reference.flatMap {
                $0.builder.positions == self.builder.positions
                    && ($0.expressions.count > $0.builder.expressions.count) == (side != nil) ? $0 : nil
            } : nil
    }

    /// These constraints with the side at the length they were built at.
    package var unfolded: CanvasConstraints {
        var copy = self
        copy.side = nil
        copy.alike = nil
        return copy
    }

    /// Each constraint's expression in the solver's variables, in order, in one list.
    package func solverExpressions() -> ExpressionList {
        let expressions = builder.expressions
        var list = ExpressionList(capacity: expressions.count + 1, termCapacity: 3 * expressions.count)
        // The builder's terms read through one buffer: no slice (and reference) per expression.
        expressions.terms.withUnsafeBufferPointer { allTerms in
            appendSolverExpressions(from: allTerms, to: &list)
        }
        if let side { list.append(side.pull) }
        return list
    }

    /// The body of ``solverExpressions()``, with the builder's terms in `allTerms`.
    private func appendSolverExpressions(
        from allTerms: UnsafeBufferPointer<ExpressionList.Term>, to list: inout ExpressionList
    ) {
        let positions = builder.positions
        let expressions = builder.expressions
        func appendSolverExpression(_ index: Int) {
            positions.appendSolverExpression(
                UnsafeBufferPointer(rebasing: allTerms[expressions.termRange(of: index)]),
                constant: expressions.constants[index], to: &list)
        }
        func write(_ indices: Range<Int>) {
            for index in indices { writeOne(index) }
        }
        func writeOne(_ index: Int) {
            if let side, side.positions[index] >= 0 {
                list.append(side.positions[index], of: side.expressions)
            } else {
                appendSolverExpression(index)
            }
        }
        if let reused {
            // The same positions: the canvas-independent constraints' expressions are the same.
            write(0..<reused.range.lowerBound)
            list.append(contentsOf: reused.expressions, reused.previousRange)
            write(reused.range.upperBound..<expressions.count)
        } else if let alike {
            let previous = alike.builder.expressions
            // A run of expressions the same as the other category's, appended at once.
            var run = 0..<0
            func flush() {
                list.append(contentsOf: alike.expressions, run)
                run = 0..<0
            }
            for index in 0..<expressions.count {
                if let side, side.positions[index] >= 0 {
                    flush()
                    list.append(side.positions[index], of: side.expressions)
                } else if index < previous.count, index < alike.expressions.count,
                    Self.isIdentical(index, of: previous, index, of: expressions)
                {
                    run = (run.isEmpty ? index : run.lowerBound)..<(index + 1)
                } else {
                    flush()
                    appendSolverExpression(index)
                }
            }
            flush()
        } else {
            write(0..<expressions.count)
        }
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
package struct BuiltConstraints {
    package var builder: ConstraintBuilder
    package var expressions: ExpressionList

    package init(builder: ConstraintBuilder, expressions: ExpressionList) {
        self.builder = builder
        self.expressions = expressions
    }
}
