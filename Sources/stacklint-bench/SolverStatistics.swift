import Dispatch
import Foundation
import StackModel
import StackSolver
import StackLayout
import StackLint
import StackSyntax

/// Prints how dense the tableau gets as constraints are added (`--statistics`).
enum SolverStatistics {
    static func time(_ label: String, rounds: Int = 50, _ body: () -> Void) {
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        print(String(format: "  %@: %.3f ms", label, best))
    }

    static func run(views: Int) {
        run(text: LayoutBenchmark.layoutText(views: views))
    }

    /// The engine's time alone on the first layout of a `.stack` file, best of 50 runs
    /// (`--time-file`: nothing else runs, so a profiler sees only the engine).
    static func timeEngine(file path: String, rounds: Int = 50) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
            let layout = SemanticModel(text).layouts.first
        else {
            print("cannot read a layout from \(path)")
            return
        }
        time("whole engine", rounds: rounds) { _ = LayoutEngine.solve(layout, canvas: layout.canvases[0]) }
    }

    /// The whole analysis of a file, `rounds` times, best time printed (`--analyze-file`).
    static func timeAnalysis(file path: String, rounds: Int) {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            print("cannot read \(path)")
            return
        }
        let analyzer = Analyzer()
        var findings = 0
        let best = LayoutBenchmark.best(rounds: rounds) {
            findings = analyzer.analyze(SourceText(bytes: Array(bytes)), path: path).diagnostics.count
        }
        print(String(format: "analysis of %@: %.2f ms (best of %d; %d findings)", path, best, rounds, findings))
    }

    /// The same for the first layout of a `.stack` file (`--statistics-file`).
    static func run(file path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            print("cannot read \(path)")
            return
        }
        run(text: text)
    }

    static func run(text: String) {
        let parsed = SemanticModel(text)
        if let layout = parsed.layouts.first {
            let problem = LayoutEngine.solve(layout, canvas: layout.canvases[0]).solverProblem
            time("whole engine") { _ = LayoutEngine.solve(layout, canvas: layout.canvases[0]) }
            time("solver only (\(problem.constraints.count) constraints)") { _ = problem.solve() }
        }
        let model = SemanticModel(text)
        guard let layout = model.layouts.first else { return }
        let result = LayoutEngine.solve(layout, canvas: layout.canvases[0])
        let problem = result.solverProblem
        var solver = LexicographicSolver()
        solver.makeVariables(upTo: problem.variables)
        for (index, row) in problem.constraints.enumerated() {
            let terms = row.terms.map { (variable: Variable(index: Int($0[0])), coefficient: $0[1]) }
            let relation: LinearRelation =
                row.relation == "<=" ? .lessThanOrEqual : row.relation == ">=" ? .greaterThanOrEqual : .equal
            try? solver.add(
                LinearConstraint(
                    LinearExpression(terms, constant: row.constant), relation, LinearExpression(),
                    strength: row.priority.map(Strength.optional) ?? .required))
            if index % max(problem.constraints.count / 8, 1) == 0 || index == problem.constraints.count - 1 {
                let stats = solver.tableauStatistics
                print(
                    "after \(index + 1) constraints: \(stats.rows) rows, \(stats.terms) terms (\(String(format: "%.1f", Double(stats.terms) / Double(max(stats.rows, 1)))) a row), objective \(stats.objectiveTerms); work \(solver.work)"
                )
            }
        }
    }
}
