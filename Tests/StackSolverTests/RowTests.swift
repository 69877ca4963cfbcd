@testable import StackSolver
import StackTestSupport
import XCTest

/// A row's substitution drops the substituted term inside the merge's pass; these tests hold
/// it to the plain way (remove the term, then add the row times its coefficient): the same
/// terms, bit for bit, and the same symbols reported as gained.
final class RowTests: XCTestCase {
    /// A row from (symbol, coefficient) pairs in increasing symbol order.
    private func row(_ constant: Double, _ terms: [(Int, Double)]) -> Row {
        var row = Row(constant: constant)
        for (symbol, coefficient) in terms { row.append(symbol, coefficient) }
        return row
    }

    private func assertSame(_ lhs: Row, _ rhs: Row, _ message: String, line: UInt = #line) {
        XCTAssertEqual(lhs.constant.bitPattern, rhs.constant.bitPattern, message, line: line)
        XCTAssertEqual(lhs.terms.map(\.symbol), rhs.terms.map(\.symbol), message, line: line)
        XCTAssertEqual(
            lhs.terms.map(\.coefficient.bitPattern), rhs.terms.map(\.coefficient.bitPattern), message, line: line)
    }

    func testDroppedTermBeforeEveryIncomingSymbol() {
        // x2 = 1 + 2·x5 + 3·x7 replaces x2 in 4 + 1·x1 + 2·x2 + 1·x9: x1 stays put, x2 goes
        // from the untouched front of the row, which the rest closes over.
        var target = row(4, [(1, 1), (2, 2), (9, 1)])
        var added: [Int] = []
        target.substitute(2, with: row(1, [(5, 2), (7, 3)]), added: &added)
        assertSame(target, row(6, [(1, 1), (5, 4), (7, 6), (9, 1)]), "front")
        XCTAssertEqual(added, [7, 5])
    }

    func testDroppedTermAmongMovedOnes() {
        // x6 sits between incoming symbols: it is dropped while the tail is merged.
        var target = row(0, [(1, 1), (6, -1), (8, 2)])
        var added: [Int] = []
        target.substitute(6, with: row(2, [(3, 1), (8, 2), (9, 1)]), added: &added)
        assertSame(target, row(-2, [(1, 1), (3, -1), (9, -1)]), "middle (x8 cancels)")
        XCTAssertEqual(added, [9, 3])
    }

    func testDroppedLastTermAndConstantOnlyRow() {
        var target = row(1, [(1, 2), (4, 3)])
        var added: [Int] = []
        target.substitute(4, with: row(5, []), added: &added)
        assertSame(target, row(16, [(1, 2)]), "a row of a constant only")
        XCTAssertEqual(added, [])
        // A symbol the row does not hold changes nothing.
        target.substitute(3, with: row(5, [(2, 1)]), added: &added)
        assertSame(target, row(16, [(1, 2)]), "absent symbol")
    }

    func testRandomRowsAgreeWithRemoveThenInsert() {
        var generator = SplitMix64(seed: 0x5EED)
        for round in 0..<2_000 {
            let symbols = (0..<40).filter { _ in generator.next() % 3 == 0 }
            guard let dropped = symbols.randomElement(using: &generator) else { continue }
            // Small whole coefficients, so that sums cancel exactly now and then.
            func coefficient() -> Double { Double(Int(generator.next() % 7) - 3).nonZero ?? 1 }
            let target = row(Double(generator.next() % 5), symbols.map { ($0, coefficient()) })
            let incoming = row(
                Double(generator.next() % 5),
                (0..<40).filter { $0 != dropped && generator.next() % 4 == 0 }.map { ($0, coefficient()) })
            var expected = target
            var expectedAdded: [Int] = []
            let factor = expected.remove(dropped)
            expected.insert(incoming, times: factor, added: &expectedAdded)
            var actual = target
            var actualAdded: [Int] = []
            actual.substitute(dropped, with: incoming, added: &actualAdded)
            assertSame(actual, expected, "round \(round), dropping x\(dropped)")
            XCTAssertEqual(actualAdded, expectedAdded, "round \(round)")
        }
    }
}

extension Double {
    /// The value, or nil when it is zero.
    fileprivate var nonZero: Double? { self == 0 ? nil : self }
}

extension Row {
    /// ``insert(constant:terms:times:dropping:gained:)`` of a whole row, the gains appended to `added`.
    mutating func insert(_ other: Row, times factor: Double, added: inout [Int]) {
        let gains = other.withTerms { terms in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: terms.count) { gained in
                let count = insert(constant: other.constant, terms: terms, times: factor, gained: gained)
                return Array(gained.prefix(count))
            }
        }
        added.append(contentsOf: gains)
    }

    /// ``substitute(_:withConstant:terms:gained:)`` by a whole row, the gains appended to `added`.
    mutating func substitute(_ symbol: Int, with row: Row, added: inout [Int]) {
        let gains = row.withTerms { terms in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: terms.count) { gained in
                let count = substitute(symbol, withConstant: row.constant, terms: terms, gained: gained)
                return Array(gained.prefix(count))
            }
        }
        added.append(contentsOf: gains)
    }
}
