import StackSolver

/// The constraints that read a canvas's `auto` side, each with the side as a term of a
/// variable of its own (``variable``, after the layout's), as the fit wrote them: a pass
/// solved with these and the side pulled to 0 at the fitting level finds the side and
/// the frames in one solve, so that the side is exactly what the frames add up to.
package struct FoldedSide {
    /// The side's variable.
    package let variable: Variable
    /// Per constraint, where its expression is in ``expressions``; -1 when it does not
    /// read the side.
    package private(set) var positions: [Int]
    /// Those constraints' expressions in the solver's variables, the side's term last.
    package private(set) var expressions = ExpressionList()

    /// None yet, for a layout of `constraintCount` constraints.
    package init(variable: Variable, constraintCount: Int) {
        self.variable = variable
        positions = Array(repeating: -1, count: constraintCount)
    }

    /// Constraint `index`, which reads the side, as `expression`.
    package mutating func add(_ index: Int, _ expression: LinearExpression) {
        positions[index] = expressions.count
        expressions.append(expression)
    }

    /// The pull of the side toward 0 at the fitting level.
    package var pull: LinearExpression { LinearExpression([(variable: variable, coefficient: 1)], constant: 0) }
}
