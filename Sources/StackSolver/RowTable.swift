/// The tableau's rows, by basic symbol: one detached ``Row`` (one array) a basic symbol.
///
/// A row moves in and out without a copy (a pivot takes the leaving symbol's row and
/// stores it under the entering one), and a solver copied for a probe shares every row
/// until the probe changes it: a probe that pivots a few rows copies those rows only.
/// (One pool for every row's terms saved allocations but made each probe copy the whole
/// pool: docs/solver.md, "Tried and dropped".)
struct RowTable {
    private var rows: [Row?] = []

    /// The number of symbols (basic or not).
    var symbolCount: Int { rows.count }

    /// Makes room for `count` symbols.
    mutating func reserveCapacity(symbols count: Int) {
        rows.reserveCapacity(count)
    }

    /// Adds a symbol, not basic.
    mutating func appendSymbol() {
        rows.append(nil)
    }

    /// Whether `symbol` is basic (has a row).
    func isBasic(_ symbol: Int) -> Bool { rows[symbol] != nil }

    /// The constant of `symbol`'s row (0 when it is not basic).
    func constant(of symbol: Int) -> Double { rows[symbol]?.constant ?? 0 }

    /// Sets the constant of a basic symbol's row (ignored for a symbol that is not basic).
    mutating func setConstant(_ constant: Double, of symbol: Int) {
        rows[symbol]?.constant = constant
    }

    /// The coefficient of `symbol` in the row of `basic` (0 when absent or not basic).
    func coefficient(of symbol: Int, inRowOf basic: Int) -> Double {
        rows[basic]?.coefficient(of: symbol) ?? 0
    }

    /// `basic`'s row, if it is basic.
    func row(of basic: Int) -> Row? { rows[basic] }

    /// `basic`'s row, which it no longer has, if it was basic.
    mutating func take(_ basic: Int) -> Row? {
        guard let row = rows[basic] else { return nil }
        rows[basic] = nil
        return row
    }

    /// Stores `row` as the row of `basic`, replacing the one it has.
    mutating func store(_ basic: Int, _ row: Row) {
        rows[basic] = row
    }

    /// Makes `basic` not basic.
    mutating func release(_ basic: Int) {
        rows[basic] = nil
    }

    /// Removes `symbol` from `basic`'s row (nothing when absent or not basic).
    mutating func remove(_ symbol: Int, fromRowOf basic: Int) {
        guard var row = rows[basic] else { return }
        rows[basic] = nil  // no second reference: the change below works in place
        _ = row.remove(symbol)
        rows[basic] = row
    }

    /// Replaces `symbol` in `basic`'s row by `row` (what `symbol` equals), merging in place;
    /// reports the symbols the row gained. Nothing happens when the row does not hold `symbol`.
    mutating func substitute(_ symbol: Int, inRowOf basic: Int, with row: Row, added: inout [Int]) {
        guard var current = rows[basic] else { return }
        rows[basic] = nil  // no second reference: the merge below works in place
        current.substitute(symbol, with: row, added: &added)
        rows[basic] = current
    }

    /// The number of rows, and the number of terms in them.
    var statistics: (rows: Int, terms: Int) {
        rows.reduce((0, 0)) { partial, row in row.map { (partial.0 + 1, partial.1 + $0.termCount) } ?? partial }
    }
}
