/// The primal simplex of ``LexicographicSolver``, in Cassowary's (and Kiwi's) manner: a
/// row enters the tableau solved for a subject and substituted into every other row; the
/// objective is then improved by pivots, the entering symbol and the leaving row both
/// chosen by Bland's rule (the lowest-numbered one), which keeps the simplex from cycling
/// and its results the same from run to run.
extension LexicographicSolver {
    // MARK: Simplex

    /// The primal simplex: pivots until no symbol of the objective (phase one's, when
    /// `artificialPhase`) can improve it, entering and leaving by Bland's rule.
    mutating func optimize(artificialPhase: Bool = false) throws(SolverError) {
        while true {
            try checkBudget()
            // Bland's rule: the lowest-indexed improving symbol enters.
            // Written out: `artificial.flatMap(lowestEntering)` captured (copied) the solver.
            let entering: Int?
            if artificialPhase {
                guard let artificial else { return }
                entering = lowestEntering(artificial)
            } else {
                entering = lowestEntering(objective)
            }
            guard let entering else { return }
            var leaving = -1
            var best = Double.infinity
            for slot in rows.column(of: entering) {
                let symbol = rows.owner(of: slot)
                guard symbol >= 0, kinds[symbol] != .external else { continue }
                let coefficient = rows.coefficient(of: entering, inSlot: slot)
                guard coefficient < 0 else { continue }
                let ratio = -rows.constant(inSlot: slot) / coefficient
                // The smallest ratio leaves; on a tie, the lowest-numbered row (Bland's rule).
                // Exact comparisons make (ratio, symbol) a total order, so the set's order
                // cannot change the choice.
                if leaving < 0 || ratio < best || (ratio == best && symbol < leaving) {
                    best = ratio
                    leaving = symbol
                }
            }
            // The objective is bounded below (errors are non-negative), so a leaving row exists;
            // if rounding says otherwise, stop rather than loop.
            guard leaving >= 0, pivot(entering, replacing: leaving) else { return }
        }
    }

    /// The lowest-numbered symbol with a negative coefficient in phase one's objective that
    /// may enter (Bland's rule): never a dummy.
    private func lowestEntering(_ row: Row) -> Int? {
        row.withTerms { terms in terms.first { $0.coefficient < 0 && kinds[$0.symbol] != .dummy }?.symbol }
    }

    /// The lowest-numbered symbol with a negative weight that may enter (Bland's rule):
    /// never a dummy.
    private func lowestEntering(_ row: ObjectiveRow) -> Int? {
        guard tracksConstants else { return row.lowestNegative }
        return row.negatives.first { kinds[$0] != .dummy }
    }

    // MARK: Substitution

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
        row.withTerms { terms in
            for (symbol, _) in terms where kinds[symbol] == .external {
                if best < 0 || rows.columnLength(of: symbol) <= rows.columnLength(of: best) { best = symbol }
            }
        }
        if best >= 0 { return best }
        if marker >= 0, isRestricted(marker), row.coefficient(of: marker) < 0 { return marker }
        if other >= 0, isRestricted(other), row.coefficient(of: other) < 0 { return other }
        return -1
    }

    /// Replaces `symbol` by `row` (what it now equals) in every row that holds it, in the
    /// objective and in phase one's objective, so that it stays basic in one row only.
    mutating func substitute(_ symbol: Int, with row: Row) {
        let count = rows.columnLength(of: symbol)
        work.rowUpdates &+= count
        work.termUpdates &+= count &* Swift.max(1, row.termCount)
        rows.substitute(symbol, with: row)
        objective.substitute(symbol, with: row)
        if artificial != nil {
            // Phase one's objective has no column entries: what it gains is not needed.
            row.withTerms { terms in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: terms.count) { gained in
                    _ = artificial?.substitute(symbol, withConstant: row.constant, terms: terms, gained: gained)
                }
            }
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
        rows.store(entering, row, inSlot: slot, replacing: leaving)
        return true
    }
}
