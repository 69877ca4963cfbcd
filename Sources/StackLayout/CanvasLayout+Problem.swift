import StackRecipe
import StackSolver

extension CanvasLayout {
    /// The constraints as solved, as a plain problem for other solvers: the required ones
    /// that held, the broken ones at ``LayoutEngine/brokenPriority``, then the optional ones
    /// from the highest priority down (stable), the order the engine adds them in.
    public var solverProblem: SolverProblem {
        func row(_ constraint: GeneratedConstraint, priority: Double?) -> SolverProblem.Row {
            let relation = constraint.relation == .equal ? "==" : constraint.relation == .lessThanOrEqual ? "<=" : ">="
            return SolverProblem.Row(
                terms: constraint.expression.terms.map { [Double($0.variable.index), $0.coefficient] },
                constant: constraint.expression.constant, relation: relation, priority: priority)
        }
        var rows: [SolverProblem.Row] = []
        for (index, constraint) in constraints.enumerated() where constraint.isRequired && !broken.contains(index) {
            rows.append(row(constraint, priority: nil))
        }
        for index in broken { rows.append(row(constraints[index], priority: LayoutEngine.brokenPriority)) }
        let optional = constraints.enumerated().filter { !$0.element.isRequired }.sorted {
            $0.element.priority != $1.element.priority
                ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
        }
        for (_, constraint) in optional {
            if let split = constraint.splitPriorities {
                // The soft equality is the pair `<=` at the first level, `>=` at the second.
                var above = row(constraint, priority: split.above)
                above.relation = "<="
                var below = row(constraint, priority: split.below)
                below.relation = ">="
                rows += [above, below]
            } else {
                rows.append(row(constraint, priority: constraint.priority))
            }
        }
        return SolverProblem(variables: variableCount, constraints: rows)
    }
}
