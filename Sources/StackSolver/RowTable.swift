/// The tableau's rows, by basic symbol: one detached ``Row`` (one array) a basic symbol.
///
/// A row moves in and out without a copy (a pivot takes the leaving symbol's row and
/// stores it under the entering one), and a solver copied for a probe shares every row
/// until the probe changes it: a probe that pivots a few rows copies those rows only.
/// (One pool for every row's terms saved allocations but made each probe copy the whole
/// pool: docs/solver.md, "Tried and dropped".)
///
/// Rows and basic flags are kept in two arrays, not one array of optional rows: tearing a
/// solver down then destroys plain rows, not optionals through the runtime's generic path
/// (which was 2 % of a cold lint).
struct RowTable {
    /// Per symbol, its row; an empty row where it is not basic.
    private var rows: [Row] = []
    /// Per symbol, whether it is basic.
    private var basic: [Bool] = []

    /// The number of symbols (basic or not).
    var symbolCount: Int { rows.count }

    /// Makes room for `count` symbols.
    mutating func reserveCapacity(symbols count: Int) {
        rows.reserveCapacity(count)
        basic.reserveCapacity(count)
    }

    /// Adds a symbol, not basic.
    mutating func appendSymbol() {
        rows.append(Row())
        basic.append(false)
    }

    /// Whether `symbol` is basic (has a row).
    func isBasic(_ symbol: Int) -> Bool { basic[symbol] }

    /// The constant of `symbol`'s row (0 when it is not basic).
    func constant(of symbol: Int) -> Double { basic[symbol] ? rows[symbol].constant : 0 }

    /// Sets the constant of a basic symbol's row (ignored for a symbol that is not basic).
    mutating func setConstant(_ constant: Double, of symbol: Int) {
        if basic[symbol] { rows[symbol].constant = constant }
    }

    /// The coefficient of `symbol` in the row of `basic` (0 when absent or not basic).
    func coefficient(of symbol: Int, inRowOf basic: Int) -> Double {
        self.basic[basic] ? rows[basic].coefficient(of: symbol) : 0
    }

    /// `basic`'s row, if it is basic.
    func row(of basic: Int) -> Row? { self.basic[basic] ? rows[basic] : nil }

    /// `basic`'s row, which it no longer has, if it was basic.
    mutating func take(_ basic: Int) -> Row? {
        guard self.basic[basic] else { return nil }
        self.basic[basic] = false
        let row = rows[basic]
        rows[basic] = Row()
        return row
    }

    /// Stores `row` as the row of `basic`, replacing the one it has.
    mutating func store(_ basic: Int, _ row: Row) {
        rows[basic] = row
        self.basic[basic] = true
    }

    /// Makes `basic` not basic.
    mutating func release(_ basic: Int) {
        rows[basic] = Row()
        self.basic[basic] = false
    }

    /// Removes `symbol` from `basic`'s row (nothing when absent or not basic).
    mutating func remove(_ symbol: Int, fromRowOf basic: Int) {
        guard self.basic[basic] else { return }
        _ = rows[basic].remove(symbol)
    }

    /// Replaces `symbol` in `basic`'s row by `row` (what `symbol` equals), merging in place;
    /// reports the symbols the row gained. Nothing happens when the row does not hold `symbol`.
    mutating func substitute(_ symbol: Int, inRowOf basic: Int, with row: Row, added: inout [Int]) {
        guard self.basic[basic] else { return }
        rows[basic].substitute(symbol, with: row, added: &added)
    }

    /// The number of rows, and the number of terms in them.
    var statistics: (rows: Int, terms: Int) {
        zip(rows, basic).reduce((0, 0)) { partial, entry in entry.1 ? (partial.0 + 1, partial.1 + entry.0.termCount) : partial }
    }
}
