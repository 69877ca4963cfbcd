import StackSolver
import XCTest

/// Ambiguity is judged on real levels only: a tie-breaker level may choose the value
/// printed, but does not make it unique.
final class ProbeLevelTests: XCTestCase {
    private let tieBreaker = 0.001
    private func expr(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }
    private func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    /// A width squeezed below zero by a required constraint, kept from going further only
    /// by the `width >= 0` tie-breaker.
    func testATieBreakerDoesNotHideAmbiguity() throws {
        var solver = LexicographicSolver()
        let width = solver.makeVariable()
        try solver.add(LinearConstraint(expr(width), .lessThanOrEqual, constant(-10)))
        try solver.add(LinearConstraint(expr(width), .lessThanOrEqual, constant(100), strength: .optional(250)))
        try solver.add(LinearConstraint(expr(width), .greaterThanOrEqual, constant(0), strength: .optional(tieBreaker)))
        XCTAssertEqual(solver.value(of: width), -10, "the tie-breaker chooses the value printed")
        XCTAssertEqual(solver.range(of: width, bound: 1000), -10 ... -10, "every level counted: unique")
        XCTAssertEqual(solver.range(of: width, bound: 1000, ignoringLevelsAtOrBelow: tieBreaker), -1000 ... -10)
        XCTAssertFalse(solver.isCertainlyDetermined(width, ignoringLevelsAtOrBelow: tieBreaker))
    }

    func testARealLevelStillDeterminesAboveTheFloor() throws {
        var solver = LexicographicSolver()
        let width = solver.makeVariable()
        let other = solver.makeVariable()
        try solver.add(LinearConstraint(expr(width) + expr(other), .equal, constant(-20)))
        try solver.add(LinearConstraint(expr(width), .equal, constant(-5), strength: .optional(750)))
        for view in [width, other] {
            try solver.add(
                LinearConstraint(expr(view), .greaterThanOrEqual, constant(0), strength: .optional(tieBreaker)))
        }
        XCTAssertEqual(solver.range(of: width, ignoringLevelsAtOrBelow: tieBreaker), -5 ... -5)
        XCTAssertEqual(solver.range(of: other, ignoringLevelsAtOrBelow: tieBreaker), -15 ... -15)
        XCTAssertTrue(solver.isCertainlyDetermined(width, ignoringLevelsAtOrBelow: tieBreaker))
    }

    /// Two views share what is left; only tie-breakers at their level prefer one split.
    func testAFloorBetweenLevelsKeepsTheLevelsAboveIt() throws {
        var solver = LexicographicSolver()
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        try solver.add(LinearConstraint(expr(a) + expr(b), .equal, constant(100)))
        try solver.add(LinearConstraint(expr(a), .lessThanOrEqual, constant(80), strength: .optional(250)))
        try solver.add(LinearConstraint(expr(a), .equal, constant(30), strength: .optional(1)))
        XCTAssertEqual(solver.value(of: a), 30)
        XCTAssertEqual(solver.range(of: a), 30...30)
        XCTAssertEqual(solver.range(of: a, ignoringLevelsAtOrBelow: 1), -1.0e6...80, "only level 250 counts")
        XCTAssertEqual(solver.range(of: a, ignoringLevelsAtOrBelow: 250), -1.0e6...1.0e6, "no level counts")
        XCTAssertEqual(solver.value(of: a), 30, "probing changes nothing")
    }

    /// The cheap question the layout engine asks: can it move at all, above the floor?
    func testCanMoveAnswersAboveTheFloorWithoutChangingTheSolver() throws {
        var solver = LexicographicSolver()
        let width = solver.makeVariable()
        let fixed = solver.makeVariable()
        try solver.add(LinearConstraint(expr(width), .lessThanOrEqual, constant(-10)))
        try solver.add(LinearConstraint(expr(width), .greaterThanOrEqual, constant(0), strength: .optional(tieBreaker)))
        try solver.add(LinearConstraint(expr(fixed), .equal, constant(3), strength: .optional(750)))
        XCTAssertFalse(solver.canMove(expr(width)), "the tie-breaker counted: it holds")
        XCTAssertTrue(solver.canMove(expr(width), ignoringLevelsAtOrBelow: tieBreaker))
        XCTAssertFalse(solver.canMove(expr(fixed), ignoringLevelsAtOrBelow: tieBreaker))
        XCTAssertTrue(solver.canMove(expr(fixed) + expr(width) * 2.5, ignoringLevelsAtOrBelow: tieBreaker))
        XCTAssertEqual(solver.value(of: width), -10)
        XCTAssertEqual(solver.value(of: fixed), 3)
        XCTAssertGreaterThan(solver.steps, 0, "the probes' work is charged")
    }

    /// Without a copy kept for phase one, a failed required constraint still leaves the
    /// same constraints at an optimum.
    func testAFailureWithoutRestoreKeepsAnEquivalentOptimum() throws {
        var solver = LexicographicSolver()
        solver.restoresAfterFailure = false
        let a = solver.makeVariable()
        let b = solver.makeVariable()
        try solver.add(LinearConstraint(expr(a) + expr(b), .equal, constant(100)))
        try solver.add(LinearConstraint(expr(a), .greaterThanOrEqual, constant(30)))
        try solver.add(LinearConstraint(expr(b), .greaterThanOrEqual, constant(20)))
        try solver.add(LinearConstraint(expr(a), .equal, constant(60), strength: .optional(500)))
        XCTAssertThrowsError(try solver.add(LinearConstraint(expr(a), .greaterThanOrEqual, constant(90)))) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable)
        }
        XCTAssertEqual(solver.value(of: a), 60)
        XCTAssertEqual(solver.value(of: b), 40)
        try solver.add(LinearConstraint(expr(a), .lessThanOrEqual, constant(50)))
        XCTAssertEqual(solver.value(of: a), 50)
        XCTAssertEqual(solver.value(of: b), 50)
        XCTAssertEqual(solver.levelErrors.first?.error ?? 0, 10, accuracy: 1e-9)
    }
}
