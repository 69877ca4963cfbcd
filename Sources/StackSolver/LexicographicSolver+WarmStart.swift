/// The warm start: a solved tableau whose problem differs from a new one in constants
/// only is changed in place instead of solved again. Each constraint's constant reaches
/// the tableau through a marker symbol (``ConstantMarker``, kept when ``tracksConstants``),
/// so a shift moves the constants of the rows that hold the marker; the basis stays dual
/// feasible (the objective's weights do not change), and the dual simplex makes it primal
/// feasible again in a few pivots where a cold solve would redo them all.
extension LexicographicSolver {
    /// Where a change of a new constraint's constant will reach the tableau: its own slack
    /// or error `marker` (with its coefficient in the row, before any negation: the row's
    /// equation is the same either way); for a required equality whose constant is not
    /// zero and may change, a new dummy, fixed at zero, appended to `row` (and made
    /// `marker`); for one whose constant is zero (most often a tie between two anchors,
    /// which stays so) or never changes, none, to keep rows short.
    mutating func constantMarker(_ marker: inout Int, in row: inout Row, constant: Double, mayChange: Bool)
        -> ConstantMarker
    {
        if marker >= 0 {
            return ConstantMarker(
                symbol: marker, coefficient: row.coefficient(of: marker),
                errorLevel: kinds[marker] == .error ? objective.highestLevel(of: marker) : nil)
        }
        guard constant != 0, mayChange else { return ConstantMarker(symbol: -1, coefficient: 0, errorLevel: nil) }
        marker = newSymbol(.dummy)
        row.append(marker, 1)
        return ConstantMarker(symbol: marker, coefficient: 1, errorLevel: nil)
    }

    /// Changes the constants of the constraints added so far by `deltas` (one per
    /// constraint, in the order they were added: `constant + delta` is the new constant),
    /// keeping the basis: the warm start of a problem that differs from this one in its
    /// constants only. Returns false, leaving the solver unusable, when it does not track
    /// constants (``tracksConstants``), a changed constraint left no trace, or a redundant
    /// required equality would no longer hold. Follow with ``reoptimizeAfterShift()``.
    public mutating func shiftConstants(by deltas: [Double]) -> Bool {
        guard tracksConstants, deltas.count == constantMarkers.count else { return false }
        // A changed constraint's marker moves: marker = marker' + delta / coefficient. The
        // objective stays the sum of the new errors: an error marker's own weight times the
        // shift comes off it.
        var shifts: [Int: Double] = [:]
        for (marker, delta) in zip(constantMarkers, deltas) where delta != 0 {
            guard delta.isFinite, marker.symbol >= 0, marker.coefficient != 0 else { return false }
            let shift = delta / marker.coefficient
            shifts[marker.symbol] = shift
            if let level = marker.errorLevel, shift != 0 { objective.constant.add(1, at: level, times: -shift) }
        }
        guard !shifts.isEmpty else { return true }
        for row in redundantRows {
            var value = row.constant
            for (symbol, coefficient) in row.terms { value += coefficient * (shifts[symbol] ?? 0) }
            guard value.isNearZero else { return false }
        }
        // Per slot, the last symbol whose shift reached its row: a column may list a row
        // twice (see ``RowTable``), and a long row is in many columns, so a set per column
        // would hash every entry of every one.
        var reachedBy = [Int](repeating: -1, count: rows.slotCount)
        // In symbol order: the same sums in the same order on every run.
        for symbol in shifts.keys.sorted() {
            guard let shift = shifts[symbol] else { continue }
            if rows.isBasic(symbol) {
                // Basic: marker' = marker - shift.
                rows.setConstant(rows.constant(of: symbol) - shift, of: symbol)
                continue
            }
            for slot in rows.column(of: symbol) where reachedBy[slot] != symbol {
                reachedBy[slot] = symbol
                guard rows.owner(of: slot) >= 0 else { continue }
                let coefficient = rows.coefficient(of: symbol, inSlot: slot)
                guard coefficient != 0 else { continue }
                rows.setConstant(rows.constant(inSlot: slot) + coefficient * shift, inSlot: slot)
            }
            objective.constant.add(objective.weight(of: symbol), times: shift)
            work.termUpdates &+= rows.columnLength(of: symbol)
        }
        return true
    }

    /// Makes the tableau optimal again after ``shiftConstants(by:)``: the dual simplex (the
    /// objective did not change, so the basis is still dual feasible) until no restricted
    /// symbol is negative, then the primal simplex for what rounding left. Returns false
    /// when the required constraints cannot all hold with the new constants (the solver is
    /// then unusable). Throws ``SolverError/budgetExceeded``.
    public mutating func reoptimizeAfterShift() throws(SolverError) -> Bool {
        while true {
            try checkBudget()
            // The lowest-numbered infeasible row leaves (deterministic).
            var leaving = -1
            for symbol in 0..<rows.symbolCount where isRestricted(symbol) {
                if rows.isBasic(symbol), rows.constant(of: symbol) < -Double.solverEpsilon {
                    leaving = symbol
                    break
                }
            }
            guard leaving >= 0, let row = rows.row(of: leaving) else { break }
            work.termUpdates &+= rows.symbolCount
            // Entering: the symbol that keeps the objective optimal, the smallest weight /
            // coefficient over the positive coefficients (a free variable may also go
            // down); the lowest-numbered on a tie.
            var entering = -1
            var best = Weight.zero
            var bestCoefficient = 1.0
            for (symbol, signed) in row.terms where kinds[symbol] != .dummy {
                let coefficient = kinds[symbol] == .external ? abs(signed) : signed
                guard coefficient > Double.solverEpsilon else { continue }
                let weight = objective.weight(of: symbol)
                if entering >= 0 {
                    // weight / coefficient < best / bestCoefficient, without dividing.
                    var difference = Weight.zero
                    difference.add(weight, times: bestCoefficient)
                    difference.add(best, times: -coefficient)
                    guard difference.isNegative else { continue }
                }
                entering = symbol
                best = weight
                bestCoefficient = coefficient
            }
            guard entering >= 0, pivot(entering, replacing: leaving) else { return false }
        }
        try optimize()
        return true
    }
}
