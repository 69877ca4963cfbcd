@testable import StackSolver
import XCTest

/// The pooled rows against detached rows doing the same operations: every row, after every
/// operation, has the same terms and constant bit for bit, through rows that move, reuse
/// the spare room, and several garbage collections.
final class RowPoolTests: XCTestCase {
    /// A deterministic generator (SplitMix64).
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    private func randomRow(_ random: inout Generator, symbols: Int, length: Int) -> Row {
        var row = Row(constant: Double(random.next(2001) - 1000) / 8)
        for _ in 0..<length {
            row.insert(random.next(symbols), Double(random.next(199) - 99) / 4)
        }
        return row
    }

    private func assertSame(_ pool: RowPool, _ reference: [Row?], _ step: Int, file: StaticString = #filePath, line: UInt = #line) {
        for symbol in reference.indices {
            let pooled = pool.row(of: symbol)
            XCTAssertEqual(pooled == nil, reference[symbol] == nil, "symbol \(symbol) at step \(step)", file: file, line: line)
            guard let pooled, let expected = reference[symbol] else { continue }
            XCTAssertEqual(pooled.constant.bitPattern, expected.constant.bitPattern, "constant of \(symbol) at step \(step)", file: file, line: line)
            XCTAssertEqual(pooled.terms.map(\.symbol), expected.terms.map(\.symbol), "symbols of \(symbol) at step \(step)", file: file, line: line)
            XCTAssertEqual(pooled.terms.map(\.coefficient.bitPattern), expected.terms.map(\.coefficient.bitPattern),
                           "coefficients of \(symbol) at step \(step)", file: file, line: line)
        }
    }

    func testPooledRowsMatchDetachedRowsThroughMovesAndGarbageCollections() {
        let symbols = 300
        var random = Generator(state: 42)
        var pool = RowPool()
        pool.reserveCapacity(symbols: 10)  // room for a few rows first: the pool grows from there
        var reference: [Row?] = Array(repeating: nil, count: symbols)
        for _ in 0..<symbols { pool.appendSymbol() }
        var scratch = Row()
        for step in 0..<6000 {
            let basic = random.next(symbols)
            switch random.next(10) {
            case 0, 1, 2:
                let row = randomRow(&random, symbols: symbols, length: 1 + random.next(40))
                pool.store(basic, row)
                reference[basic] = row
            case 3:
                XCTAssertEqual(pool.take(basic, into: &scratch), reference[basic] != nil)
                if let expected = reference[basic] {
                    XCTAssertEqual(scratch.terms.map(\.symbol), expected.terms.map(\.symbol))
                }
                reference[basic] = nil
            case 4:
                let symbol = random.next(symbols)
                pool.remove(symbol, fromRowOf: basic)
                _ = reference[basic]?.remove(symbol)
            default:
                let symbol = random.next(symbols)
                let row = randomRow(&random, symbols: symbols, length: random.next(30))
                var addedByPool: [Int] = []
                var addedByRow: [Int] = []
                pool.substitute(symbol, inRowOf: basic, with: row, added: &addedByPool)
                reference[basic]?.substitute(symbol, with: row, added: &addedByRow)
                XCTAssertEqual(addedByPool, addedByRow, "gained symbols at step \(step)")
            }
            if step % 50 == 0 { assertSame(pool, reference, step) }
        }
        assertSame(pool, reference, 6000)
        XCTAssertGreaterThan(pool.collections, 1, "the garbage was collected on the way")
        XCTAssertEqual(pool.statistics.rows, reference.compactMap { $0 }.count)
    }
}
