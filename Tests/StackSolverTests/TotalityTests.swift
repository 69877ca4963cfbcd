import StackSolver
import XCTest

/// Every public function of the solver is total: bad numbers are rejected with an error,
/// never a trap, a hang or a silently poisoned tableau.
final class TotalityTests: XCTestCase {
    private func expr(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }
    private func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    /// A solver with x == 7 required, and x.
    private func solverWithX() throws -> (LexicographicSolver, Variable) {
        var solver = LexicographicSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(expr(x), .equal, constant(7)))
        return (solver, x)
    }

    private func assertRejected(
        _ constraint: (Variable) -> LinearConstraint, _ expected: SolverError,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var (solver, x) = try solverWithX()
        XCTAssertThrowsError(try solver.add(constraint(x)), file: file, line: line) { error in
            XCTAssertEqual(error as? SolverError, expected, file: file, line: line)
        }
        // Unchanged, and still usable.
        XCTAssertEqual(solver.value(of: x), 7, file: file, line: line)
        let y = solver.makeVariable()
        try solver.add(LinearConstraint(expr(y), .equal, expr(x) + 1))
        XCTAssertEqual(solver.value(of: y), 8, file: file, line: line)
    }

    func testNonFiniteAndHugeConstantsAreRejected() throws {
        for bad in [Double.nan, .infinity, -.infinity, 1e308, -1e300, 1e13] {
            try assertRejected(
                { LinearConstraint(self.expr($0), .lessThanOrEqual, self.constant(bad)) }, .nonFiniteInput)
            try assertRejected(
                { LinearConstraint(self.expr($0), .equal, self.constant(bad), strength: .optional(500)) },
                .nonFiniteInput)
        }
    }

    func testNonFiniteAndHugeCoefficientsAreRejected() throws {
        for bad in [Double.nan, .infinity, -.infinity, 1e308, 2e12] {
            try assertRejected(
                { LinearConstraint(self.expr($0) * bad, .greaterThanOrEqual, self.constant(1)) }, .nonFiniteInput)
            try assertRejected(
                { LinearConstraint(LinearExpression([($0, bad)]), .equal, self.constant(0), strength: .optional(1)) },
                .nonFiniteInput)
        }
    }

    func testNonFiniteLevelsAreRejected() throws {
        for bad in [Double.nan, .infinity, -.infinity, 1e308] {
            try assertRejected(
                { LinearConstraint(self.expr($0), .equal, self.constant(1), strength: .optional(bad)) }, .nonFiniteInput
            )
            try assertRejected(
                { LinearConstraint(self.expr($0), .equal, self.constant(1), strength: .split(above: 250, below: bad)) },
                .nonFiniteInput)
        }
    }

    func testUnknownVariablesAreRejectedAndReadAsZero() throws {
        try assertRejected(
            { _ in LinearConstraint(LinearExpression(Variable(index: 5)), .equal, self.constant(1)) }, .unknownVariable)
        try assertRejected(
            { _ in LinearConstraint(LinearExpression(Variable(index: -1)), .equal, self.constant(1)) }, .unknownVariable
        )
        let (solver, _) = try solverWithX()
        XCTAssertEqual(solver.value(of: Variable(index: 42)), 0)
        XCTAssertEqual(solver.value(of: Variable(index: -3)), 0)
        XCTAssertFalse(solver.isCertainlyDetermined(Variable(index: 42)))
        XCTAssertEqual(solver.range(of: Variable(index: 42), bound: 10), -10...10, "unknown: nothing holds it")
    }

    func testBadProbeBoundsFallBackToTheDefault() throws {
        let (solver, x) = try solverWithX()
        var free = LexicographicSolver()
        let y = free.makeVariable()
        for bad in [Double.nan, .infinity, -5, 0, 1e300] {
            XCTAssertEqual(solver.range(of: x, bound: bad), 7...7)
            XCTAssertEqual(free.range(of: y, bound: bad), -1.0e6...1.0e6)
        }
        XCTAssertEqual(
            solver.range(of: LinearExpression([(x, .nan)]), bound: 10), -10...10,
            "a probe that cannot run hides nothing")
    }

    func testProblemsWithBadNumbersSolveWithoutTrapping() {
        let problem = SolverProblem(
            variables: 2,
            constraints: [
                .init(terms: [[0, 1]], constant: -10, relation: "==", priority: nil),
                .init(terms: [[1, .nan]], constant: 0, relation: "==", priority: nil),
                .init(terms: [[1, 1]], constant: -.infinity, relation: "<=", priority: nil),
                .init(terms: [[1, 1e308]], constant: 1e308, relation: ">=", priority: 250),
                .init(terms: [[1, 1]], constant: -3, relation: "==", priority: .nan),
                .init(terms: [[.nan, 1], [1e300, 1], [-1, 1], [7, 1]], constant: 0, relation: "==", priority: 1),
                .init(terms: [[1, 1]], constant: -4, relation: "==", priority: 500),
            ])
        let solution = problem.solve()
        XCTAssertEqual(solution.values, [10, 4])
        XCTAssertEqual(solution.rejected, [1, 2, 3, 4])
        XCTAssertEqual(SolverProblem(variables: -4, constraints: []).solve().values, [])
    }

    func testWorkBudgetStopsTheSolveAndStaysExhausted() throws {
        func chain(_ solver: inout LexicographicSolver) throws -> [Variable] {
            let variables = (0..<60).map { _ in solver.makeVariable() }
            for (index, variable) in variables.enumerated() {
                if index > 0 {
                    try solver.add(
                        LinearConstraint(expr(variable), .greaterThanOrEqual, expr(variables[index - 1]) + 1))
                }
                try solver.add(
                    LinearConstraint(expr(variable), .equal, constant(0), strength: .optional(Double(1 + index % 4))))
            }
            return variables
        }
        var generous = LexicographicSolver()
        let variables = try chain(&generous)
        XCTAssertFalse(generous.isExhausted)
        XCTAssertGreaterThan(generous.steps, 100)
        XCTAssertEqual(generous.value(of: variables[59]) - generous.value(of: variables[0]), 59)

        var tight = LexicographicSolver(budget: WorkBudget(maxSteps: 100))
        XCTAssertThrowsError(try chain(&tight)) { XCTAssertEqual($0 as? SolverError, .budgetExceeded) }
        XCTAssertTrue(tight.isExhausted)
        XCTAssertThrowsError(try tight.add(LinearConstraint(expr(variables[0]), .equal, constant(1)))) {
            XCTAssertEqual($0 as? SolverError, .budgetExceeded)
        }
        XCTAssertEqual(
            tight.range(of: variables[0], bound: 5), -5...5, "an exhausted solver cannot prove a value unique")
        XCTAssertEqual(WorkBudget(maxSteps: -3).maxSteps, 0)
    }
}
