/// The tableau's rows, each in a *slot* of its own: one detached ``Row`` (one array) a slot,
/// and the basic symbol the slot's row is the row of; and the column index that finds them
/// again: for each symbol, the slots whose rows hold it (a ``Column``), so that a
/// substitution or a ratio test visits only those rows.
///
/// Columns are lazy: a symbol a row lost keeps a stale entry (and a symbol lost and regained
/// may appear twice), which every reader skips because the row's coefficient of it is zero,
/// as is an entry of a freed slot; a column is emptied when its symbol is substituted.
/// Removing eagerly would cost a linear search for every term a row loses. A column's order
/// follows from the sequence of operations alone, so it is the same on every run (unlike a
/// `Set`'s).
///
/// A row keeps its slot when a pivot gives it another basic symbol (the leaving symbol's
/// row, solved for the entering one, stays where it was), so the column index, which lists
/// slots, stays true for every term the row keeps: a pivot adds one column entry (the
/// leaving symbol's) instead of one for every term of the row, and columns hold fewer
/// stale entries (`docs/dev/solver.md`, "Performance"). Slots are never reused: an entry of a
/// freed slot is skipped by every reader, like any stale entry.
///
/// A row moves in and out without a copy, and a solver copied for a probe shares every row
/// until the probe changes it: a probe that pivots a few rows copies those rows only. (One
/// pool for every row's terms saved allocations but made each probe copy the whole pool:
/// docs/dev/solver.md, "Tried and dropped".) Rows are kept as plain rows (an empty one in a
/// freed slot), not optionals: tearing a solver down then destroys plain rows directly,
/// not optionals through the runtime's slower generic path.
struct RowTable {
    /// Per slot, its row; an empty row in a freed slot.
    private var rows: [Row] = []
    /// Per slot, the basic symbol whose row it holds; -1 once freed.
    private var owners: [Int] = []
    /// Per symbol, the slot of its row; -1 when it is not basic.
    private var slots: [Int] = []
    /// Per symbol, the slots whose rows hold it (stale entries included).
    private var columns: [Column] = []

    /// The number of symbols (basic or not).
    var symbolCount: Int { slots.count }

    /// The number of slots, freed ones included: every slot a column lists is below it.
    var slotCount: Int { rows.count }

    /// Makes room for `count` symbols (and about half as many rows).
    mutating func reserveCapacity(symbols count: Int) {
        slots.reserveCapacity(count)
        columns.reserveCapacity(count)
        rows.reserveCapacity(count / 2)
        owners.reserveCapacity(count / 2)
    }

    /// Adds a symbol, not basic.
    mutating func appendSymbol() {
        slots.append(-1)
        columns.append(Column())
    }

    /// The slots whose rows hold `symbol` (stale entries included: readers skip a slot whose
    /// row's coefficient of it is zero, and may meet a slot twice).
    func column(of symbol: Int) -> Column { columns[symbol] }

    /// The length of `symbol`'s column, stale entries included: how many rows a
    /// substitution of it visits.
    func columnLength(of symbol: Int) -> Int { columns[symbol].count }

    /// Whether `symbol` is basic (has a row).
    func isBasic(_ symbol: Int) -> Bool { slots[symbol] >= 0 }

    /// The basic symbol whose row `slot` holds; -1 when the slot is free.
    func owner(of slot: Int) -> Int { owners[slot] }

    /// The constant of `symbol`'s row (0 when it is not basic).
    func constant(of symbol: Int) -> Double {
        let slot = slots[symbol]
        return slot >= 0 ? rows[slot].constant : 0
    }

    /// The constant of the row in `slot` (0 when the slot is free: its row is empty).
    func constant(inSlot slot: Int) -> Double { rows[slot].constant }

    /// Sets the constant of a basic symbol's row (ignored for a symbol that is not basic).
    mutating func setConstant(_ constant: Double, of symbol: Int) {
        let slot = slots[symbol]
        if slot >= 0 { rows[slot].constant = constant }
    }

    /// Sets the constant of the row in a slot that holds one.
    mutating func setConstant(_ constant: Double, inSlot slot: Int) {
        if owners[slot] >= 0 { rows[slot].constant = constant }
    }

    /// The coefficient of `symbol` in the row of `basic` (0 when absent or not basic).
    func coefficient(of symbol: Int, inRowOf basic: Int) -> Double {
        let slot = slots[basic]
        return slot >= 0 ? rows[slot].coefficient(of: symbol) : 0
    }

    /// The coefficient of `symbol` in the row in `slot` (0 when absent or the slot is free).
    func coefficient(of symbol: Int, inSlot slot: Int) -> Double {
        rows[slot].coefficient(of: symbol)
    }

    /// The number of terms of `basic`'s row; nil when it is not basic.
    func termCount(ofBasic basic: Int) -> Int? {
        let slot = slots[basic]
        return slot >= 0 ? rows[slot].termCount : nil
    }

    /// Whether every symbol of `basic`'s row satisfies `predicate` (read in place, no copy
    /// of the row); nil when `basic` is not basic.
    func allSymbols(inRowOf basic: Int, satisfy predicate: (Int) -> Bool) -> Bool? {
        let slot = slots[basic]
        guard slot >= 0 else { return nil }
        return rows.withUnsafeBufferPointer { rows in
            rows[slot].withTerms { terms in terms.allSatisfy { predicate($0.symbol) } }
        }
    }

    /// `basic`'s row, if it is basic.
    func row(of basic: Int) -> Row? {
        let slot = slots[basic]
        return slot >= 0 ? rows[slot] : nil
    }

    /// Adds `basic`'s row times `factor` to `row`, read in place (no copy of it); false when
    /// `basic` is not basic. (A row being built has no column entries yet: what it gains is
    /// not needed.)
    func add(rowOf basic: Int, times factor: Double, to row: inout Row) -> Bool {
        let slot = slots[basic]
        guard slot >= 0 else { return false }
        rows.withUnsafeBufferPointer { rows in
            rows[slot].withTerms { terms in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: terms.count) { gained in
                    _ = row.insert(constant: rows[slot].constant, terms: terms, times: factor, gained: gained)
                }
            }
        }
        return true
    }

    /// `basic`'s row and its slot, if it was basic; `basic` is no longer basic and the slot
    /// is free until ``store(_:_:inSlot:)`` gives the row (changed) back to it.
    mutating func take(_ basic: Int) -> (row: Row, slot: Int)? {
        let slot = slots[basic]
        guard slot >= 0 else { return nil }
        slots[basic] = -1
        owners[slot] = -1
        // Moved out, not copied: the slot's array would otherwise be shared until it is freed.
        var row = Row()
        swap(&row, &rows[slot])
        return (row, slot)
    }

    /// Stores a new `row` as the row of `basic` (not basic) in a slot of its own, adding the
    /// slot to the column of every symbol of the row.
    mutating func store(_ basic: Int, _ row: consuming Row) {
        let slot = rows.count
        owners.append(basic)
        slots[basic] = slot
        // One uniqueness check for the columns, not one a term (a long row has hundreds).
        columns.withUnsafeMutableBufferPointer { columns in
            row.withTerms { terms in
                for (symbol, _) in terms { columns[symbol].append(slot) }
            }
        }
        rows.append(row)
    }

    /// Stores the row of a pivot, `row` (taken from `leaving`'s slot, solved for `entering`
    /// in place of `leaving`), as the row of `entering` in the same slot. Of its terms only
    /// `leaving` is new to it, so only `leaving`'s column gains the slot.
    mutating func store(_ entering: Int, _ row: consuming Row, inSlot slot: Int, replacing leaving: Int) {
        rows[slot] = row
        owners[slot] = entering
        slots[entering] = slot
        columns[leaving].append(slot)
    }

    /// Removes `symbol` from every row that holds it.
    mutating func removeEverywhere(_ symbol: Int) {
        for slot in columns[symbol] where owners[slot] >= 0 { _ = rows[slot].remove(symbol) }
    }

    /// Replaces `symbol` by `row` (what it now equals) in every row that holds it, merging
    /// in place, and empties its column; the rows' columns follow the symbols they gained,
    /// which each merge writes to one temporary room (a row gains at most `row`'s terms).
    /// The rows, the columns and `row`'s terms are each opened once for the whole
    /// substitution (one uniqueness check each, not one a row or a gained term), and the
    /// column is read in place, not copied: no row gains `symbol` (`row` does not hold it),
    /// so its column does not change until it is emptied.
    mutating func substitute(_ symbol: Int, with row: Row) {
        let rowConstant = row.constant
        row.withTerms { terms in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: terms.count) { gained in
                owners.withUnsafeBufferPointer { owners in
                    rows.withUnsafeMutableBufferPointer { rows in
                        columns.withUnsafeMutableBufferPointer { columns in
                            for index in 0..<columns[symbol].count {
                                let slot = columns[symbol][index]
                                guard owners[slot] >= 0 else { continue }
                                let count = rows[slot].substitute(
                                    symbol, withConstant: rowConstant, terms: terms, gained: gained)
                                for position in 0..<count { columns[gained[position]].append(slot) }
                            }
                            columns[symbol] = Column()
                        }
                    }
                }
            }
        }
    }

    /// The number of rows, and the number of terms in them.
    var statistics: (rows: Int, terms: Int) {
        zip(rows, owners).reduce((0, 0)) { partial, entry in
            entry.1 >= 0 ? (partial.0 + 1, partial.1 + entry.0.termCount) : partial
        }
    }
}
