import StackRecipe
import StackSolver

extension CanvasLayout {
    /// The constraints as solved, as a plain problem for other solvers: the required ones
    /// that held, the broken ones at ``LayoutEngine/brokenPriority``, then the optional ones
    /// from the highest priority down (stable), the order the engine adds them in.
    public var solverProblem: SolverProblem {
        func row(_ index: Int, priority: Double?) -> SolverProblem.Row {
            let relation = constraints[index].relation
            return SolverProblem.Row(
                terms: expressions.terms(of: index).map { [Double($0.variable.index), $0.coefficient] },
                constant: expressions.constants[index],
                relation: relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">=", priority: priority)
        }
        var rows: [SolverProblem.Row] = []
        for (index, constraint) in constraints.enumerated() where constraint.isRequired && !broken.contains(index) {
            rows.append(row(index, priority: nil))
        }
        for index in broken { rows.append(row(index, priority: LayoutEngine.brokenPriority)) }
        let optional = constraints.enumerated().filter { !$0.element.isRequired }.sorted {
            $0.element.priority != $1.element.priority
                ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
        }
        for (index, constraint) in optional {
            if let split = constraint.splitPriorities {
                // The soft equality is the pair `<=` at the first level, `>=` at the second.
                var above = row(index, priority: split.above)
                above.relation = "<="
                var below = row(index, priority: split.below)
                below.relation = ">="
                rows += [above, below]
            } else {
                rows.append(row(index, priority: constraint.priority))
            }
        }
        return SolverProblem(variables: variableCount, constraints: rows)
    }
}
