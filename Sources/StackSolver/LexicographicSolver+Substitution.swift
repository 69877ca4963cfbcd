/// How rows enter and change in the tableau: the symbol a new row is solved for, the row
/// stored in a slot of its own with the lazy column index that finds it again, and the
/// substitution of a symbol into every row that holds it. Kept apart from the simplex
/// because every operation of the solver (adding, pivoting, warm start) goes through it,
/// and its bookkeeping (slots, stale column entries) is what keeps rows short and sparse.
extension LexicographicSolver {
    /// The symbol to solve a new row for: the external symbol in the fewest rows (by its
    /// column's length, stale entries included), the highest-numbered on a tie, if there
    /// is one; else the row's own slack or error when it has a negative coefficient.
    /// Substituting a symbol that few rows hold keeps rows short: a stack's closing row
    /// (`canvas.end == end(last)`, one term a view) is solved for its last view's size,
    /// which only that view's own constraints name, not for the first one's, which every
    /// later constraint of the chain would then inherit, so that rows grew as long as the
    /// chain. Only the choice among equally optimal solutions depends on it.
    func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int {
        var best = -1
        for (symbol, _) in row.terms where kinds[symbol] == .external {
            if best < 0 || columns[symbol].count <= columns[best].count { best = symbol }
        }
        if best >= 0 { return best }
        if marker >= 0, isRestricted(marker), row.coefficient(of: marker) < 0 { return marker }
        if other >= 0, isRestricted(other), row.coefficient(of: other) < 0 { return other }
        return -1
    }

    /// Stores a new `row` as the row of `basic` (not basic) in a slot of its own, adding
    /// the slot to the column of every symbol of the row. Columns are lazy: a symbol a row
    /// lost keeps a stale entry (and a symbol lost and regained may appear twice), which
    /// every reader skips because the row's coefficient of it is zero, as is an entry of a
    /// freed slot; a column is emptied when its symbol is substituted. Removing eagerly
    /// would cost a linear search for every term a row loses.
    mutating func setRow(_ basic: Int, _ row: Row) {
        let slot = rows.store(basic, row)
        // One uniqueness check for the tables, not one a term (a long row has hundreds).
        columns.withUnsafeMutableBufferPointer { columns in
            for (symbol, _) in row.terms { columns[symbol].append(slot) }
        }
    }

    /// Stores the row of a pivot, `row` (taken from `leaving`'s slot, solved for `entering`
    /// in place of `leaving`), as the row of `entering` in the same slot. Of its terms only
    /// `leaving` is new to it, so only `leaving`'s column gains the slot.
    mutating func setPivotedRow(_ entering: Int, _ row: Row, inSlot slot: Int, replacing leaving: Int) {
        rows.store(entering, row, inSlot: slot)
        columns[leaving].append(slot)
    }


    /// Replaces `symbol` by `row` (what it now equals) in every row that holds it, in the
    /// objective and in phase one's objective, so that it stays basic in one row only.
    mutating func substitute(_ symbol: Int, with row: Row) {
        var added = gainedSymbols
        gainedSymbols = []
        defer { gainedSymbols = added }
        let holders = columns[symbol]
        let count = holders.count
        columns[symbol] = Column()
        work.rowUpdates &+= count
        work.termUpdates &+= count &* Swift.max(1, row.termCount)
        for slot in holders where rows.owner(of: slot) >= 0 {
            added.removeAll(keepingCapacity: true)
            rows.substitute(symbol, inSlot: slot, with: row, added: &added)
            if added.count > 8 {
                // Many at once (long rows): one uniqueness check for the tables, not one each.
                columns.withUnsafeMutableBufferPointer { columns in
                    for gained in added { columns[gained].append(slot) }
                }
            } else {
                for gained in added { columns[gained].append(slot) }
            }
        }
        objective.substitute(symbol, with: row)
        if artificial != nil {
            added.removeAll(keepingCapacity: true)
            artificial?.substitute(symbol, with: row, added: &added)
        }
    }

    /// Makes `entering` basic in place of `leaving`: `leaving`'s row, solved for `entering`,
    /// is substituted everywhere and kept in its slot. Returns false (nothing changed) when
    /// `leaving` is not basic.
    mutating func pivot(_ entering: Int, replacing leaving: Int) -> Bool {
        guard let (taken, slot) = rows.take(leaving) else { return false }
        var row = taken
        work.pivots += 1
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setPivotedRow(entering, row, inSlot: slot, replacing: leaving)
        return true
    }
}
