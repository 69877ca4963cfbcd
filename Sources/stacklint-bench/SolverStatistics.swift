import StackModel
import StackSolver
import StackLayout

/// Prints how dense the tableau gets as constraints are added (`--statistics`).
enum SolverStatistics {
    static func run(views: Int) {
        let model = SemanticModel(LayoutBenchmark.layoutText(views: views))
        guard let layout = model.layouts.first else { return }
        let result = LayoutEngine.solve(layout, canvas: layout.canvases[0])
        let problem = result.solverProblem
        var solver = LexicographicSolver()
        solver.makeVariables(upTo: problem.variables)
        for (index, row) in problem.constraints.enumerated() {
            let terms = row.terms.map { (variable: Variable(index: Int($0[0])), coefficient: $0[1]) }
            let relation: LinearRelation = row.relation == "<=" ? .lessThanOrEqual : row.relation == ">=" ? .greaterThanOrEqual : .equal
            try? solver.add(LinearConstraint(LinearExpression(terms, constant: row.constant), relation, LinearExpression(),
                                             strength: row.priority.map(Strength.optional) ?? .required))
            if index % max(problem.constraints.count / 8, 1) == 0 || index == problem.constraints.count - 1 {
                let stats = solver.tableauStatistics
                print("after \(index + 1) constraints: \(stats.rows) rows, \(stats.terms) terms (\(String(format: "%.1f", Double(stats.terms) / Double(max(stats.rows, 1)))) a row), objective \(stats.objectiveTerms)")
            }
        }
    }
}
