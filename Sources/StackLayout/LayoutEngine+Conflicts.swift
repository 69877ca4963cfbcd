import StackModel
import StackRecipe
import StackSolver

extension LayoutEngine {
    /// Deletion filtering: drops each constraint whose removal leaves the rest still
    /// infeasible; what remains is a minimal infeasible set. Only constraints connected to
    /// the failing one through shared variables are considered. A constraint the solver
    /// refuses outright (a non-finite number) is a conflict of its own.
    static func minimalConflict(
        _ indices: [Int], constraints: [GeneratedConstraint], expressions: ExpressionList, variableCount: Int,
        remaining: inout Int
    ) throws(SolverError) -> [Int] {
        guard let failed = indices.last else { return [] }
        var reached: Set<Int> = Set(expressions.terms(of: failed).map(\.variable.index))
        var candidates: [Int] = [failed]
        var remainingIndices = Array(indices.dropLast())
        var grew = true
        while grew {
            grew = false
            remainingIndices.removeAll { index in
                let variables = expressions.terms(of: index).map(\.variable.index)
                guard variables.contains(where: reached.contains) else { return false }
                reached.formUnion(variables)
                candidates.append(index)
                grew = true
                return true
            }
        }
        candidates.sort()
        // The deletion filter: drop each candidate in turn and keep it out when the rest is
        // still infeasible. A test adds the candidates in order to a solver that already
        // holds those before the one dropped (all kept for good), so the shared prefix is
        // solved once, not once a test; the answers are those of solving each set afresh.
        var prefix = LexicographicSolver(budget: WorkBudget(maxSteps: remaining))
        prefix.restoresAfterFailure = false  // the first failure answers
        prefix.reserveCapacity(symbols: variableCount + 2 * candidates.count)
        prefix.makeVariables(upTo: variableCount)
        var prefixIsInfeasible = false
        /// Adds the constraints at `indices` to `solver`: whether one cannot hold.
        func fails(_ indices: ArraySlice<Int>, in solver: inout LexicographicSolver) throws(SolverError) -> Bool {
            solver.budget = WorkBudget(maxSteps: solver.steps &+ remaining)
            let before = solver.steps
            defer { remaining = max(0, remaining - (solver.steps - before)) }
            for index in indices {
                do {
                    try solver.add(
                        LinearConstraint(
                            expressions[index], constraints[index].relation, LinearExpression(), strength: .required))
                } catch .budgetExceeded {
                    throw .budgetExceeded
                } catch {
                    return true
                }
            }
            return false
        }
        var set = candidates
        var position = 0
        while position < set.count {
            // A prefix that cannot hold makes every set containing it infeasible.
            var test = prefix
            let stillInfeasible = try prefixIsInfeasible ? true : fails(set[(position + 1)...], in: &test)
            if stillInfeasible {
                set.remove(at: position)
            } else {
                prefixIsInfeasible = try fails(set[position...position], in: &prefix)
                position += 1
            }
        }
        return set
    }

}
