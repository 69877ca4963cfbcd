import StackSolver
import XCTest

final class SolverTests: XCTestCase {
    private func expr(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }
    private func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    func testRequiredEqualitiesAndInequalities() throws {
        var solver = LexicographicSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(LinearConstraint(expr(x) + expr(y), .equal, constant(10)))
        try solver.add(LinearConstraint(expr(x), .greaterThanOrEqual, constant(3)))
        try solver.add(LinearConstraint(expr(y), .greaterThanOrEqual, expr(x) * 2 + 1))
        try solver.add(LinearConstraint(expr(x), .equal, constant(3), strength: .optional(500)))
        XCTAssertEqual(solver.value(of: x), 3)
        XCTAssertEqual(solver.value(of: y), 7)
    }

    func testUnsatisfiableRequiredConstraintIsRejectedAndTheSolverKept() throws {
        var solver = LexicographicSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(expr(x), .greaterThanOrEqual, constant(10)))
        XCTAssertThrowsError(try solver.add(LinearConstraint(expr(x), .lessThanOrEqual, constant(5)))) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable)
        }
        XCTAssertThrowsError(try solver.add(LinearConstraint(expr(x), .equal, constant(4))))
        try solver.add(LinearConstraint(expr(x), .equal, constant(12), strength: .optional(1)))
        XCTAssertEqual(solver.value(of: x), 12)
    }

    func testRedundantRequiredEqualityIsAccepted() throws {
        var solver = LexicographicSolver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        try solver.add(LinearConstraint(expr(x), .equal, expr(y)))
        try solver.add(LinearConstraint(expr(y), .equal, expr(x)))
        try solver.add(LinearConstraint(expr(x), .equal, constant(2)))
        XCTAssertEqual(solver.value(of: y), 2)
    }

    /// Many low-priority errors never outweigh one high-priority error: the case a numeric
    /// weighted sum (kiwi's strengths) gets wrong.
    func testLevelsAreLexicographicNotWeighted() throws {
        var solver = LexicographicSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(expr(x), .equal, constant(0), strength: .optional(751)))
        var others: [Variable] = []
        for _ in 0..<2000 {
            let y = solver.makeVariable()
            others.append(y)
            try solver.add(LinearConstraint(expr(y), .equal, expr(x)))
            try solver.add(LinearConstraint(expr(y), .equal, constant(100), strength: .optional(750)))
        }
        XCTAssertEqual(solver.value(of: x), 0, "one error at 751 beats 2,000 errors at 750")
        XCTAssertEqual(solver.levelErrors.map(\.level), [750])
        XCTAssertEqual(solver.levelErrors.first?.error ?? 0, 200_000, accuracy: 1e-6)
    }

    func testNearbyFloatLevelsAreDistinct() throws {
        var solver = LexicographicSolver()
        let x = solver.makeVariable()
        try solver.add(LinearConstraint(expr(x), .equal, constant(1), strength: .optional(999.999)))
        try solver.add(LinearConstraint(expr(x), .equal, constant(2), strength: .optional(999.5)))
        try solver.add(LinearConstraint(expr(x), .equal, constant(3), strength: .optional(999.5)))
        XCTAssertEqual(solver.value(of: x), 1)
    }

    func testSumOfErrorsWithinALevel() throws {
        // Three equal-priority wishes 0, 10 and 30 for one value: the median minimises the sum.
        var solver = LexicographicSolver()
        let x = solver.makeVariable()
        for target in [0.0, 10, 30] {
            try solver.add(LinearConstraint(expr(x), .equal, constant(target), strength: .optional(250)))
        }
        XCTAssertEqual(solver.value(of: x), 10)
    }

    func testOptionalInequalityOnlyCostsWhenViolated() throws {
        var solver = LexicographicSolver()
        let width = solver.makeVariable()
        try solver.add(LinearConstraint(expr(width), .lessThanOrEqual, constant(100), strength: .optional(250)))  // hugging
        try solver.add(LinearConstraint(expr(width), .greaterThanOrEqual, constant(100), strength: .optional(750)))  // compression
        try solver.add(LinearConstraint(expr(width), .equal, constant(80)))
        XCTAssertEqual(solver.levelErrors.map(\.level), [750])
        XCTAssertEqual(solver.levelErrors.first?.error, 20)
    }

    func testAmbiguityIsDetected() throws {
        // Two views share 200 points; both hug at 250: any split is optimal.
        var solver = LexicographicSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        try solver.add(LinearConstraint(expr(a) + expr(b), .equal, constant(200)))
        for view in [a, b] {
            try solver.add(LinearConstraint(expr(view), .lessThanOrEqual, constant(50), strength: .optional(250)))
            try solver.add(LinearConstraint(expr(view), .greaterThanOrEqual, constant(50), strength: .optional(750)))
        }
        XCTAssertFalse(solver.isCertainlyDetermined(a))
        let range = solver.range(of: a)
        XCTAssertEqual(range.lowerBound, 50, accuracy: 1e-9)
        XCTAssertEqual(range.upperBound, 150, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: a) + solver.value(of: b), 200, accuracy: 1e-9)

        // A hugging priority of 249 on b decides it.
        var decided = LexicographicSolver()
        let c = decided.makeVariable()
        let d = decided.makeVariable()
        try decided.add(LinearConstraint(expr(c) + expr(d), .equal, constant(200)))
        for (view, hugging) in [(c, 250.0), (d, 249)] {
            try decided.add(LinearConstraint(expr(view), .lessThanOrEqual, constant(50), strength: .optional(hugging)))
            try decided.add(LinearConstraint(expr(view), .greaterThanOrEqual, constant(50), strength: .optional(750)))
        }
        XCTAssertEqual(decided.value(of: c), 50)
        XCTAssertEqual(decided.value(of: d), 150)
        let cRange = decided.range(of: c)
        XCTAssertEqual(cRange.upperBound - cRange.lowerBound, 0, accuracy: 1e-9)
    }

    func testUnconstrainedVariableIsFree() {
        var solver = LexicographicSolver()
        let x = solver.makeVariable()
        XCTAssertEqual(solver.value(of: x), 0)
        XCTAssertFalse(solver.isCertainlyDetermined(x))
        XCTAssertEqual(solver.range(of: x, bound: 1000), -1000...1000)
    }

    func testDeterministicBitForBit() throws {
        func solve() throws -> [Double] {
            var solver = LexicographicSolver()
            let variables = (0..<30).map { _ in solver.makeVariable() }
            for (index, variable) in variables.enumerated() {
                if index > 0 {
                    try solver.add(
                        LinearConstraint(expr(variable), .greaterThanOrEqual, expr(variables[index - 1]) + 1.0 / 3.0))
                }
                try solver.add(
                    LinearConstraint(
                        expr(variable), .equal, constant(Double(index) * 0.7),
                        strength: .optional(Double(100 + index % 3))))
            }
            return variables.map { solver.value(of: $0) }
        }
        let first = try solve()
        for _ in 0..<5 { XCTAssertEqual(try solve().map(\.bitPattern), first.map(\.bitPattern)) }
    }
}
