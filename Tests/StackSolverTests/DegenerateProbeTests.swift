import StackSolver
import StackTestSupport
import XCTest

/// Ambiguity at a degenerate optimum: a chain of items whose total fits exactly, so each
/// item's hugging and compression constraints both hold with no error, and many basic
/// slacks and errors sit at zero. The test that settles a value without a probe must
/// still be exact: every value it calls unique cannot move, and it settles the values of
/// an exact fit.
final class DegenerateProbeTests: XCTestCase {
    private let tieBreaker = 0.001
    private func expr(_ variable: Variable) -> LinearExpression { LinearExpression(variable) }
    private func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

    /// A chain of `count` items, each its position and size: the first at 0, each next one
    /// after the one before, the last ending at `total`; each item's size held at its
    /// intrinsic length by compression (750) and hugging (`hugging(i)`), and at least 0 as a
    /// tie-breaker.
    private func chain(count: Int, extra: Double, hugging: (Int) -> Double) throws -> (
        solver: LexicographicSolver, positions: [Variable], sizes: [Variable]
    ) {
        var solver = LexicographicSolver()
        let positions = (0..<count).map { _ in solver.makeVariable() }
        let sizes = (0..<count).map { _ in solver.makeVariable() }
        let lengths = (0..<count).map { Double(20 + 3 * ($0 % 7)) }
        try solver.add(LinearConstraint(expr(positions[0]), .equal, constant(0)))
        for index in 1..<count {
            try solver.add(
                LinearConstraint(expr(positions[index]), .equal, expr(positions[index - 1]) + expr(sizes[index - 1])))
        }
        let total = lengths.reduce(0, +) + extra
        try solver.add(LinearConstraint(expr(positions[count - 1]) + expr(sizes[count - 1]), .equal, constant(total)))
        for index in 0..<count {
            try solver.add(
                LinearConstraint(
                    expr(sizes[index]), .greaterThanOrEqual, constant(lengths[index]), strength: .optional(750)))
            try solver.add(
                LinearConstraint(
                    expr(sizes[index]), .lessThanOrEqual, constant(lengths[index]),
                    strength: .optional(hugging(index))))
            try solver.add(
                LinearConstraint(expr(sizes[index]), .greaterThanOrEqual, constant(0), strength: .optional(tieBreaker)))
        }
        return (solver, positions, sizes)
    }

    /// The variables that can move above the tie-breakers, by probe (each probed alone).
    private func movable(_ solver: inout LexicographicSolver, _ variables: [Variable]) -> [Variable] {
        variables.filter { solver.canMove(expr($0), ignoringLevelsAtOrBelow: tieBreaker) }
    }

    /// Exactly, and up to rounding (a fitted length summed in floating point).
    func testAnExactFitIsDeterminedWithoutAProbe() throws {
        for count in [1, 2, 3, 10, 60] {
            for extra in [0, 3.0e-12, -3.0e-12] {
                var (solver, positions, sizes) = try chain(count: count, extra: extra) { _ in 250 }
                let determined = solver.certainlyDetermined(ignoringLevelsAtOrBelow: tieBreaker)
                XCTAssertEqual(determined, Array(repeating: true, count: 2 * count), "\(count) items, \(extra)")
                XCTAssertEqual(movable(&solver, positions + sizes), [], "\(count) items, \(extra)")
            }
        }
    }

    /// Two neighbours hug at 250, every other item at 251: the 10 points left over go to
    /// the pair, split in any way. Exactly the pair's sizes and the second one's position
    /// can move; every other item stays at its exact fit, and is settled without a probe.
    func testAnEqualHuggingPairIsAmbiguousAndOnlyThePair() throws {
        let count = 12
        let pair = [4, 5]
        var (solver, positions, sizes) = try chain(count: count, extra: 10) { pair.contains($0) ? 250 : 251 }
        let all = positions + sizes
        XCTAssertEqual(movable(&solver, all), [positions[5], sizes[4], sizes[5]])
        let shared: Double = 32 + 35 + 10
        XCTAssertEqual(solver.value(of: sizes[4]) + solver.value(of: sizes[5]), shared)
        let determined = solver.certainlyDetermined(ignoringLevelsAtOrBelow: tieBreaker)
        for (index, variable) in all.enumerated() {
            let moves = [positions[5], sizes[4], sizes[5]].contains(variable)
            XCTAssertEqual(determined[index], !moves, "variable \(variable.index)")
        }
    }

    /// Every value the test calls unique, the probes find unique, on chains with each
    /// item's hugging drawn from a few levels and a few points left over or missing.
    func testWhatIsCalledDeterminedNeverMoves() throws {
        var generator = SplitMix64(seed: 31)
        for _ in 0..<40 {
            let count = Int.random(in: 2...9, using: &generator)
            let extra = [-7.0, 0, 0, 5][Int.random(in: 0...3, using: &generator)]
            let levels = (0..<count).map { _ in [250.0, 251, 750, 1000][Int.random(in: 0...3, using: &generator)] }
            var (solver, positions, sizes) = try chain(count: count, extra: extra) { levels[$0] }
            let all = positions + sizes
            let determined = solver.certainlyDetermined(ignoringLevelsAtOrBelow: tieBreaker)
            for (index, variable) in all.enumerated() where determined[index] {
                XCTAssertFalse(
                    solver.canMove(expr(variable), ignoringLevelsAtOrBelow: tieBreaker),
                    "levels \(levels), extra \(extra), variable \(variable.index)")
            }
            if extra == 0 { XCTAssertEqual(determined, Array(repeating: true, count: all.count), "\(levels)") }
        }
    }
}
