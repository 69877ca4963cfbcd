import StackSolver
import XCTest

/// Changing constants in place (``LexicographicSolver/shiftConstants(by:)`` and
/// ``LexicographicSolver/reoptimizeAfterShift()``) must reach the optimum a solve from
/// scratch reaches: the same level errors, and the same value for every variable whose
/// value is unique.
final class WarmStartTests: XCTestCase {
    /// A deterministic sequence (a linear congruential generator).
    private struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// One constraint's shape; its constant is chosen apart.
    private struct Shape {
        var terms: [(variable: Variable, coefficient: Double)]
        var relation: LinearRelation
        var strength: Strength
    }

    /// A chain-like layout problem: positions and sizes with required links, optional
    /// preferred sizes at two levels, inequalities and a few equal-size ties.
    private func shapes(_ sequence: inout Sequence, variables: Int) -> [Shape] {
        var shapes: [Shape] = []
        for index in 0..<variables {
            let variable = Variable(index: index)
            if index > 0, sequence.next(3) > 0 {
                // A required link to an earlier variable.
                let other = Variable(index: sequence.next(index))
                shapes.append(Shape(terms: [(variable, 1), (other, -1)], relation: .equal, strength: .required))
            }
            let relation: [LinearRelation] = [.equal, .greaterThanOrEqual, .lessThanOrEqual]
            shapes.append(
                Shape(
                    terms: [(variable, 1)], relation: relation[sequence.next(3)],
                    strength: .optional([250.0, 750.0, 1000.5][sequence.next(3)])))
            if sequence.next(4) == 0 {
                shapes.append(Shape(terms: [(variable, 1)], relation: .greaterThanOrEqual, strength: .required))
            }
        }
        // A few sums, as a stack's total length.
        for _ in 0..<2 {
            let a = Variable(index: sequence.next(variables))
            let b = Variable(index: sequence.next(variables))
            guard a != b else { continue }
            shapes.append(Shape(terms: [(a, 1), (b, 1)], relation: .lessThanOrEqual, strength: .required))
        }
        return shapes
    }

    private func solve(_ shapes: [Shape], constants: [Double], variables: Int, tracks: Bool) -> LexicographicSolver? {
        var solver = LexicographicSolver()
        solver.tracksConstants = tracks
        solver.restoresAfterFailure = false
        solver.makeVariables(upTo: variables)
        for (shape, constant) in zip(shapes, constants) {
            do {
                try solver.add(
                    LinearConstraint(
                        LinearExpression(shape.terms, constant: constant), shape.relation, LinearExpression(),
                        strength: shape.strength))
            } catch {
                return nil
            }
        }
        return solver
    }

    func testWarmStartReachesTheOptimumOfTheSolveFromScratch() throws {
        var sequence = Sequence(state: 11)
        var compared = 0
        var pivotedProblems = 0
        for _ in 0..<300 {
            let variables = 3 + sequence.next(10)
            let shapes = shapes(&sequence, variables: variables)
            // Never zero: a required equality whose constant is zero has no dummy, so its
            // constant cannot change (tested below).
            func constants() -> [Double] { shapes.map { _ in Double(sequence.next(400)) - 199.5 } }
            let first = constants()
            guard let solved = solve(shapes, constants: first, variables: variables, tracks: true) else { continue }
            // Tracking constants changes nothing: the same values, bit for bit.
            if let plain = solve(shapes, constants: first, variables: variables, tracks: false) {
                for index in 0..<variables {
                    XCTAssertEqual(
                        solved.value(of: Variable(index: index)).bitPattern,
                        plain.value(of: Variable(index: index)).bitPattern)
                }
            }
            for _ in 0..<3 {
                let second = constants()
                guard let cold = solve(shapes, constants: second, variables: variables, tracks: true) else { continue }
                var warm = solved
                XCTAssertTrue(warm.shiftConstants(by: zip(second, first).map { $0 - $1 }))
                let before = warm.steps
                XCTAssertTrue(try warm.reoptimizeAfterShift())
                if warm.steps > before { pivotedProblems += 1 }
                XCTAssertEqual(warm.levelErrors.count, cold.levelErrors.count)
                for (left, right) in zip(warm.levelErrors, cold.levelErrors) {
                    XCTAssertEqual(left.level, right.level)
                    XCTAssertEqual(left.error, right.error, accuracy: 1e-6)
                }
                for index in 0..<variables {
                    let variable = Variable(index: index)
                    var probe = cold
                    guard !probe.canMove(LinearExpression(variable)) else { continue }
                    XCTAssertEqual(
                        warm.value(of: variable), cold.value(of: variable), accuracy: 1e-6, "variable \(index)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 1_000)
        // Most changes move the optimum to another basis: the dual simplex ran.
        XCTAssertGreaterThan(pivotedProblems, 100)
    }

    /// New constants under which the required constraints cannot hold: the warm start
    /// says so (the caller then solves from scratch, which finds the conflict).
    func testInfeasibleConstantsAreReported() throws {
        var solver = LexicographicSolver()
        solver.tracksConstants = true
        solver.makeVariables(upTo: 2)
        let x = Variable(index: 0)
        let y = Variable(index: 1)
        // x == y + 10 (required), x <= 100, y >= 0.
        try solver.add(
            LinearConstraint(LinearExpression([(x, 1), (y, -1)], constant: -10), .equal, LinearExpression()))
        try solver.add(
            LinearConstraint(LinearExpression([(x, 1)], constant: -100), .lessThanOrEqual, LinearExpression()))
        try solver.add(LinearConstraint(LinearExpression([(y, 1)]), .greaterThanOrEqual, LinearExpression()))
        XCTAssertEqual(solver.value(of: x) - solver.value(of: y), 10)
        // x == y + 150 cannot hold with x <= 100 and y >= 0.
        var warm = solver
        XCTAssertTrue(warm.shiftConstants(by: [-140, 0, 0]))
        XCTAssertFalse(try warm.reoptimizeAfterShift())
        // x == y + 50 can.
        var other = solver
        XCTAssertTrue(other.shiftConstants(by: [-40, 0, 0]))
        XCTAssertTrue(try other.reoptimizeAfterShift())
        XCTAssertEqual(other.value(of: x) - other.value(of: y), 50, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(other.value(of: x), 100 + 1e-9)
        XCTAssertGreaterThanOrEqual(other.value(of: y), -1e-9)
    }

    /// A redundant required equality keeps the solver honest: changing its constant so that
    /// it contradicts the others is refused; a solver that does not track constants refuses.
    func testRedundantAndUntrackedConstraintsRefuseAShift() throws {
        var solver = LexicographicSolver()
        solver.tracksConstants = true
        solver.makeVariables(upTo: 1)
        let x = Variable(index: 0)
        try solver.add(LinearConstraint(LinearExpression([(x, 1)], constant: -5), .equal, LinearExpression()))
        try solver.add(LinearConstraint(LinearExpression([(x, 2)], constant: -10), .equal, LinearExpression()))
        var both = solver
        XCTAssertTrue(both.shiftConstants(by: [-1, -2]))
        XCTAssertTrue(try both.reoptimizeAfterShift())
        XCTAssertEqual(both.value(of: x), 6, accuracy: 1e-12)
        var one = solver
        XCTAssertFalse(one.shiftConstants(by: [-1, 0]))
        // A required equality with a zero constant (a tie between two anchors) keeps it.
        var tie = LexicographicSolver()
        tie.tracksConstants = true
        tie.makeVariables(upTo: 2)
        try tie.add(LinearConstraint(LinearExpression([(x, 1), (Variable(index: 1), -1)]), .equal, LinearExpression()))
        XCTAssertTrue(tie.shiftConstants(by: [0]))
        XCTAssertFalse(tie.shiftConstants(by: [3]))
        var plain = LexicographicSolver()
        plain.makeVariables(upTo: 1)
        try plain.add(LinearConstraint(LinearExpression([(x, 1)], constant: -5), .equal, LinearExpression()))
        XCTAssertFalse(plain.shiftConstants(by: [1]))
    }

    /// A constraint added as one whose constant never changes gets no dummy: the same
    /// values bit for bit as with one, the other constants still shift, and a shift of its
    /// own is refused.
    func testAConstantThatNeverChangesIsNotTracked() throws {
        var sequence = Sequence(state: 5)
        var shifted = 0
        var refused = 0
        for _ in 0..<200 {
            let variables = 3 + sequence.next(8)
            let shapes = shapes(&sequence, variables: variables)
            let first = shapes.map { _ in Double(sequence.next(400)) - 199.5 }
            // Every other constraint's constant is fixed.
            let fixed = shapes.indices.map { $0 % 2 == 0 }
            var partly = LexicographicSolver()
            partly.tracksConstants = true
            partly.restoresAfterFailure = false
            partly.makeVariables(upTo: variables)
            var feasible = true
            for (index, (shape, constant)) in zip(shapes, first).enumerated() {
                let constraint = LinearConstraint(
                    LinearExpression(shape.terms, constant: constant), shape.relation, LinearExpression(),
                    strength: shape.strength)
                do { try partly.add(constraint, constantMayChange: !fixed[index]) } catch { feasible = false; break }
            }
            guard feasible, let whole = solve(shapes, constants: first, variables: variables, tracks: true) else {
                continue
            }
            for index in 0..<variables {
                XCTAssertEqual(
                    partly.value(of: Variable(index: index)).bitPattern,
                    whole.value(of: Variable(index: index)).bitPattern)
            }
            let second = zip(first, fixed).map { constant, isFixed in
                isFixed ? constant : Double(sequence.next(400)) - 199.5
            }
            let deltas = zip(second, first).map { $0 - $1 }
            guard let cold = solve(shapes, constants: second, variables: variables, tracks: false) else { continue }
            var warm = partly
            XCTAssertTrue(warm.shiftConstants(by: deltas))
            XCTAssertTrue(try warm.reoptimizeAfterShift())
            for (left, right) in zip(warm.levelErrors, cold.levelErrors) {
                XCTAssertEqual(left.error, right.error, accuracy: 1e-6)
            }
            shifted += 1
            // A fixed required equality with a constant: its own shift is refused.
            if let index = shapes.indices.first(where: {
                fixed[$0] && shapes[$0].relation == .equal && shapes[$0].strength == .required
            }) {
                var fixedShift = partly
                var own = [Double](repeating: 0, count: shapes.count)
                own[index] = 1
                XCTAssertFalse(fixedShift.shiftConstants(by: own))
                refused += 1
            }
        }
        XCTAssertGreaterThan(shifted, 100)
        XCTAssertGreaterThan(refused, 50, "the refusal must be tried on many problems")
    }
}
