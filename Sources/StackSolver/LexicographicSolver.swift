/// A constraint solver of the Cassowary family: an incremental simplex over a sparse
/// tableau whose objective has symbolic (lexicographic) weights.
///
/// Required constraints must hold; optional ones are satisfied level by level, highest
/// first: any error at a lower level is preferred over any error at a higher one, and
/// within one level the sum of errors is minimised. An optional `a == b` minimises
/// |a − b|; `a <= b` minimises max(0, a − b).
///
/// The solver is a value type: copying it is cheap (copy on write) and copies are
/// independent, which is how ``range(of:)`` explores alternative optima. Every loop visits
/// symbols in index order and pivots follow Bland's rule, so results are bit-identical
/// from run to run and the simplex cannot cycle.
public struct LexicographicSolver: Sendable {
    /// A symbol's role: a variable, a slack or error (non-negative), or a dummy (a
    /// required equality's marker, fixed at zero: it never enters the basis; it only
    /// records where the constraint's constant went, for ``shiftConstants(by:)``).
    private enum Kind: UInt8 { case external, slack, error, dummy }

    private var kinds: [Kind] = []
    /// The rows, each in a slot of its own (``RowTable``).
    private var rows = RowTable()
    /// For each symbol, the slots whose rows contain it: substitution and the ratio test
    /// visit only those rows. Unsorted, but in an order that follows from the sequence of
    /// operations alone, so it is the same on every run (unlike a `Set`'s).
    private var columns: [Column] = []
    private var objective = ObjectiveRow()
    /// Phase one's objective, while a row is added through an artificial variable: a plain
    /// row, its one level being above every other (the artificial variable's value).
    private var artificial: Row?
    /// The symbol of each variable.
    private var variableSymbols: [Int] = []
    /// Work done so far: pivots, row updates made by substitutions, the terms those updates
    /// merged in, and phase-one (artificial variable) additions.
    public private(set) var work = (pivots: 0, rowUpdates: 0, termUpdates: 0, artificial: 0)
    /// The optional levels used so far, distinct, highest first.
    private var levels: [Double] = []
    /// The most work allowed; see ``WorkBudget``.
    public var budget: WorkBudget
    /// Whether a required constraint that cannot hold leaves the solver exactly as it was
    /// (true, the default: a copy of the tableau is kept while phase one runs), or only
    /// equivalent to how it was: the same constraints and an optimum of every level, in
    /// another basis, so possibly another choice where the optimum is not unique. Set it to
    /// false when the solver is thrown away after a failure anyway: phase one then copies
    /// nothing.
    public var restoresAfterFailure = true
    /// Whether the budget ran out: every further `add` throws ``SolverError/budgetExceeded``.
    public private(set) var isExhausted = false
    /// Whether constraints' constants can be changed after they were added
    /// (``shiftConstants(by:)``): each required equality with a non-zero constant then gets
    /// a dummy marker, as in Kiwi. Dummies never enter the basis and change no arithmetic on the other symbols,
    /// so the solve takes the same pivots and gives the same values, bit for bit; rows are
    /// only longer. Set it before the first `add`.
    public var tracksConstants = false
    /// Per constraint added, in order (when ``tracksConstants``): a symbol of its own, its
    /// coefficient in the constraint's row, and its own weight in the objective (an error's
    /// level; zero for a slack or a dummy), through which a change of its constant reaches
    /// the tableau.
    private var constantMarkers: [ConstantMarker] = []
    /// Required equalities found redundant when added, as what is left of their rows: a
    /// constant and dummy terms. A change of constants must keep each at zero.
    private var redundantRows: [Row] = []
    /// Scratch for ``substitute(_:with:)``: the symbols a row gained, kept between calls
    /// so that a substitution allocates nothing of its own.
    private var gainedSymbols: [Int] = []

    /// The largest magnitude accepted for a coefficient, constant or level: far beyond any
    /// layout (points, multipliers, priorities), far below where products overflow.
    public static let maximumMagnitude = 1.0e12

    /// The steps taken so far (what a ``WorkBudget`` counts): pivots plus row updates, a
    /// row update counting one step per term merged in (so that a step costs about the
    /// same time on a sparse tableau and on a dense one).
    public var steps: Int { work.pivots &+ work.termUpdates }

    /// An empty solver with a work budget.
    public init(budget: WorkBudget = .default) {
        self.budget = budget
    }

    /// Creates a new variable (unconstrained: its value is 0 until constrained).
    public mutating func makeVariable() -> Variable {
        let variable = Variable(index: variableSymbols.count)
        variableSymbols.append(newSymbol(.external))
        return variable
    }

    /// Room for `count` symbols (variables, and the slack and error symbols constraints
    /// bring: about two a constraint) before the per-symbol tables grow.
    public mutating func reserveCapacity(symbols count: Int) {
        kinds.reserveCapacity(count)
        rows.reserveCapacity(symbols: count)
        columns.reserveCapacity(count)
        objective.reserveCapacity(symbols: count)
    }

    /// Makes variables until there are `count`.
    public mutating func makeVariables(upTo count: Int) {
        if count > variableSymbols.capacity { variableSymbols.reserveCapacity(count) }
        while variableSymbols.count < count { _ = makeVariable() }
    }

    /// The number of rows and the number of terms in them: how dense the tableau is.
    public var tableauStatistics: (rows: Int, terms: Int, objectiveTerms: Int) {
        let live = rows.statistics
        return (live.rows, live.terms, objective.termCount)
    }

    /// The number of variables.
    public var variableCount: Int { variableSymbols.count }

    private mutating func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.appendSymbol()
        columns.append(Column())
        return kinds.count - 1
    }

    /// Stores a new `row` as the row of `basic` (not basic) in a slot of its own, adding
    /// the slot to the column of every symbol of the row. Columns are lazy: a symbol a row
    /// lost keeps a stale entry (and a symbol lost and regained may appear twice), which
    /// every reader skips because the row's coefficient of it is zero, as is an entry of a
    /// freed slot; a column is emptied when its symbol is substituted. Removing eagerly
    /// cost a linear search per lost term, a third of the time at 1,000 views.
    private mutating func setRow(_ basic: Int, _ row: Row) {
        let slot = rows.store(basic, row)
        // One uniqueness check for the tables, not one a term (a long row has hundreds).
        columns.withUnsafeMutableBufferPointer { columns in
            for (symbol, _) in row.terms { columns[symbol].append(slot) }
        }
    }

    /// Stores the row of a pivot, `row` (taken from `leaving`'s slot, solved for `entering`
    /// in place of `leaving`), as the row of `entering` in the same slot. Of its terms only
    /// `leaving` is new to it, so only `leaving`'s column gains the slot.
    private mutating func setPivotedRow(_ entering: Int, _ row: Row, inSlot slot: Int, replacing leaving: Int) {
        rows.store(entering, row, inSlot: slot)
        columns[leaving].append(slot)
    }

    private func isRestricted(_ symbol: Int) -> Bool {
        kinds[symbol] == .slack || kinds[symbol] == .error
    }

    /// The current value of a variable (0 for a variable this solver has not made).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        return rows.constant(of: symbol)
    }

    private func symbol(of variable: Variable) -> Int? {
        variableSymbols.indices.contains(variable.index) ? variableSymbols[variable.index] : nil
    }

    private static func isAcceptable(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }

    /// Checks a constraint before any of it enters the tableau.
    private func validate(_ constraint: LinearConstraint) throws(SolverError) {
        guard Self.isAcceptable(constraint.expression.constant) else { throw .nonFiniteInput }
        for (variable, coefficient) in constraint.expression.terms {
            guard Self.isAcceptable(coefficient) else { throw .nonFiniteInput }
            guard symbol(of: variable) != nil else { throw .unknownVariable }
        }
        switch constraint.strength {
        case .required: break
        case .optional(let level): guard Self.isAcceptable(level) else { throw .nonFiniteInput }
        case .split(let above, let below): guard Self.isAcceptable(above), Self.isAcceptable(below) else { throw .nonFiniteInput }
        }
    }

    private mutating func noteLevel(_ level: Double) {
        guard !levels.contains(level) else { return }
        levels.append(level)
        levels.sort(by: >)
    }

    /// Throws when the work so far has gone past the budget (and marks the solver exhausted).
    private mutating func checkBudget() throws(SolverError) {
        if isExhausted || steps > budget.maxSteps {
            isExhausted = true
            throw .budgetExceeded
        }
    }

    /// The total error at each optional level, highest level first.
    public var levelErrors: [(level: Double, error: Double)] {
        objective.constant.components.map { ($0.level, $0.amount) }
    }

    // MARK: Adding constraints

    /// Adds a constraint and re-optimises. Throws ``SolverError/unsatisfiable`` (and leaves
    /// the solver as it was) when a required constraint cannot hold;
    /// ``SolverError/nonFiniteInput`` or ``SolverError/unknownVariable`` (solver unchanged)
    /// for a constraint it cannot take; ``SolverError/budgetExceeded`` when the work
    /// budget runs out.
    public mutating func add(_ constraint: LinearConstraint) throws(SolverError) {
        try add(constraint, constantMayChange: true)
    }

    /// ``add(_:)``, saying whether the constraint's constant may later change
    /// (``shiftConstants(by:)``). With ``tracksConstants``, a required equality whose
    /// constant never changes gets no dummy marker (the rows stay as short as without
    /// tracking; the values are the same either way), and a shift that changes its constant
    /// fails as for any constraint without a marker.
    public mutating func add(_ constraint: LinearConstraint, constantMayChange: Bool) throws(SolverError) {
        try checkBudget()
        try validate(constraint)
        // Room for every term the row can get at once (a basic variable brings its row's
        // terms), with its markers and errors: growing it as rows merged in reallocated and
        // copied it for four constraints in ten of the corpus.
        var capacity = 3
        for (variable, _) in constraint.expression.terms {
            capacity += rows.termCount(ofBasic: variableSymbols[variable.index]) ?? 1
        }
        var row = Row(constant: constraint.expression.constant, capacity: capacity)
        // The new row's own symbols need no column yet (the row is stored with its subject).
        var ignored = gainedSymbols
        gainedSymbols = []
        for (variable, coefficient) in constraint.expression.terms {
            let symbol = variableSymbols[variable.index]
            if let basicRow = rows.row(of: symbol) {
                row.insert(basicRow, times: coefficient, added: &ignored)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        ignored.removeAll(keepingCapacity: true)
        gainedSymbols = ignored
        // A marker or error is a new symbol, above every symbol of the row: appended.
        var marker = -1
        var other = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.append(marker, sign)
            switch constraint.strength {
            case .required:
                break
            case .optional(let level), .split(let level, _):
                other = newSymbol(.error)
                row.append(other, -sign)
                objective.insert(other, Weight(level: level))
                noteLevel(level)
            }
        case .equal:
            let split: (above: Double, below: Double)?
            switch constraint.strength {
            case .required: split = nil
            case .optional(let level): split = (level, level)
            case .split(let above, let below): split = (above, below)
            }
            if let levels = split {
                // expression = above − below, each error non-negative.
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.append(marker, -1)
                row.append(other, 1)
                objective.insert(marker, Weight(level: levels.above))
                objective.insert(other, Weight(level: levels.below))
                noteLevel(levels.above)
                noteLevel(levels.below)
            }
            // A required equality gets no marker (unless constants are tracked). Kiwi adds a
            // "dummy" symbol to find the constraint again for removal; constraints are never
            // removed here, and a dummy is fixed at zero, so it would only make rows longer.
        }
        // Where a change of this constraint's constant would go (kept once it is added).
        var trace: ConstantMarker?
        if tracksConstants {
            if marker >= 0 {
                // The coefficient before any negation: the row's equation is the same either way.
                trace = ConstantMarker(symbol: marker, coefficient: row.coefficient(of: marker),
                                       weight: kinds[marker] == .error ? objective.weight(of: marker) : .zero)
            } else if constraint.expression.constant != 0, constantMayChange {
                // A required equality: a dummy, fixed at zero, marks it.
                marker = newSymbol(.dummy)
                row.append(marker, 1)
                trace = ConstantMarker(symbol: marker, coefficient: 1, weight: .zero)
            } else {
                // One whose constant is zero (most often a tie between two anchors, which stays
                // so) or never changes gets none, to keep rows short.
                trace = ConstantMarker(symbol: -1, coefficient: 0, weight: .zero)
            }
        }
        if row.constant < 0 { row.negate() }

        let subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0, hasOnlyDummies(row) {
            guard row.constant.isNearZero else { throw .unsatisfiable }
            // Redundant with the required constraints already there.
            if !row.isEmpty { redundantRows.append(row) }
            if let trace { constantMarkers.append(trace) }
            return
        }
        if subject < 0 {
            // Phase one pivots the tableau; on failure, go back to how it was (or, when
            // the caller does not need that, keep the equivalent tableau phase one left).
            let snapshot = restoresAfterFailure ? self : nil
            let feasible: Bool
            do {
                feasible = try addWithArtificialVariable(row)
            } catch {
                // Out of budget: go back to the last complete state, and stay exhausted.
                if let snapshot {
                    let work = self.work
                    self = snapshot
                    self.work = work
                }
                isExhausted = true
                throw error
            }
            guard feasible else {
                if let snapshot {
                    self = snapshot
                } else {
                    // The artificial row (the new constraint) is gone; the rest is the
                    // same constraints in another basis: optimise it again.
                    try optimize()
                }
                throw .unsatisfiable
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        }
        if let trace { constantMarkers.append(trace) }
        try optimize()
    }

    /// Whether a row has no terms but dummies (which are fixed at zero).
    private func hasOnlyDummies(_ row: Row) -> Bool {
        row.terms.allSatisfy { kinds[$0.symbol] == .dummy }
    }

    /// The symbol to solve a new row for: the external symbol in the fewest rows (by its
    /// column's length, stale entries included), the highest-numbered on a tie, if there
    /// is one; else the row's own slack or error when it has a negative coefficient.
    /// Substituting a symbol that few rows hold keeps rows short: a stack's closing row
    /// (`canvas.end == end(last)`, one term a view) is solved for its last view's size,
    /// which only that view's own constraints name, not for the first one's, which every
    /// later constraint of the chain would then inherit (measured, 500-label
    /// equalCentering stack: 232 million steps → 4 million). Only the choice among equally
    /// optimal solutions depends on it.
    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int {
        var best = -1
        for (symbol, _) in row.terms where kinds[symbol] == .external {
            if best < 0 || columns[symbol].count <= columns[best].count { best = symbol }
        }
        if best >= 0 { return best }
        if marker >= 0, isRestricted(marker), row.coefficient(of: marker) < 0 { return marker }
        if other >= 0, isRestricted(other), row.coefficient(of: other) < 0 { return other }
        return -1
    }

    private mutating func substitute(_ symbol: Int, with row: Row) {
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

    /// Phase one: makes the row feasible through an artificial variable.
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        work.artificial += 1
        let art = newSymbol(.slack)
        setRow(art, row)
        // Minimise the artificial variable, which equals the row.
        artificial = row
        try optimize(artificialPhase: true)
        let success = (artificial?.constant ?? 0).isNearZero
        artificial = nil
        if let (taken, slot) = rows.take(art) {
            var artRow = taken
            if hasOnlyDummies(artRow) {
                // The new constraint is redundant; a change of constants must keep it so.
                if success, !artRow.isEmpty { redundantRows.append(artRow) }
                return success
            }
            // Infeasible: the artificial symbol is still basic, and its row is the new
            // constraint (the others are the old constraints in another basis, and no other
            // row holds it). Dropping the row drops the constraint; pivoting it out, as
            // Kiwi does, would keep the constraint with the artificial fixed at zero.
            guard success else { return false }
            guard let entering = artRow.terms.first(where: { isRestricted($0.symbol) })?.symbol else { return false }
            artRow.solve(for: entering, replacing: art)
            substitute(entering, with: artRow)
            setPivotedRow(entering, artRow, inSlot: slot, replacing: art)
        }
        for slot in columns[art] { rows.remove(art, fromSlot: slot) }
        objective.substitute(art, with: Row())
        return success
    }

    // MARK: Simplex

    private mutating func optimize(artificialPhase: Bool = false) throws(SolverError) {
        while true {
            try checkBudget()
            // Bland's rule: the lowest-indexed improving symbol enters.
            let entering = artificialPhase ? artificial.flatMap(lowestEntering) : lowestEntering(objective)
            guard let entering else { return }
            var leaving = -1
            var best = Double.infinity
            for slot in columns[entering] {
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
            guard leaving >= 0, let (taken, slot) = rows.take(leaving) else { return }
            var row = taken
            work.pivots += 1
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            setPivotedRow(entering, row, inSlot: slot, replacing: leaving)
        }
    }

    /// The lowest-numbered symbol with a negative coefficient in phase one's objective that
    /// may enter (Bland's rule): never a dummy.
    private func lowestEntering(_ row: Row) -> Int? {
        row.terms.first { $0.coefficient < 0 && kinds[$0.symbol] != .dummy }?.symbol
    }

    /// The lowest-numbered symbol with a negative weight that may enter (Bland's rule):
    /// never a dummy.
    private func lowestEntering(_ row: ObjectiveRow) -> Int? {
        guard tracksConstants else { return row.lowestNegative }
        return row.negatives.first { kinds[$0] != .dummy }
    }

    // MARK: Changing constants

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
            objective.constant.add(marker.weight, times: -shift)
        }
        guard !shifts.isEmpty else { return true }
        for row in redundantRows {
            var value = row.constant
            for (symbol, coefficient) in row.terms { value += coefficient * (shifts[symbol] ?? 0) }
            guard value.isNearZero else { return false }
        }
        // In symbol order: the same sums in the same order on every run.
        for symbol in shifts.keys.sorted() {
            guard let shift = shifts[symbol] else { continue }
            if rows.isBasic(symbol) {
                // Basic: marker' = marker - shift.
                rows.setConstant(rows.constant(of: symbol) - shift, of: symbol)
                continue
            }
            // A column may list a row twice (see `setRow`).
            var seen: Set<Int> = []
            for slot in columns[symbol] where seen.insert(slot).inserted {
                guard rows.owner(of: slot) >= 0 else { continue }
                let coefficient = rows.coefficient(of: symbol, inSlot: slot)
                guard coefficient != 0 else { continue }
                rows.setConstant(rows.constant(inSlot: slot) + coefficient * shift, inSlot: slot)
            }
            objective.constant.add(objective.weight(of: symbol), times: shift)
            work.termUpdates &+= columns[symbol].count
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
            guard entering >= 0, let (taken, slot) = rows.take(leaving) else { return false }
            var pivot = taken
            work.pivots += 1
            pivot.solve(for: entering, replacing: leaving)
            substitute(entering, with: pivot)
            setPivotedRow(entering, pivot, inSlot: slot, replacing: leaving)
        }
        try optimize()
        return true
    }

    // MARK: Ambiguity

    /// Whether the variable's value is certainly unique at the optimum of every level above
    /// `floor`: it is basic and every symbol its row depends on would worsen some level
    /// above `floor` if it moved. When this is false, ``range(of:bound:ignoringLevelsAtOrBelow:)``
    /// decides. Levels at or below `floor` (tie-breakers) do not count as holding a value.
    public func isCertainlyDetermined(_ variable: Variable, ignoringLevelsAtOrBelow floor: Double = -.infinity) -> Bool {
        guard let symbol = symbol(of: variable), let row = rows.row(of: symbol) else { return false }
        for (symbol, _) in row.terms where kinds[symbol] != .dummy {
            if kinds[symbol] == .external { return false }
            // At the optimum no weight is negative, so the highest non-zero component is
            // positive: moving the symbol costs at that level.
            guard let highest = objective.weight(of: symbol).highestLevel, highest > floor else { return false }
        }
        return true
    }

    /// The smallest and largest value the variable takes over all optimal solutions,
    /// each clamped to ±`bound` (a variable free in one direction reaches the bound).
    public func range(of variable: Variable, bound: Double = 1.0e6, ignoringLevelsAtOrBelow floor: Double = -.infinity) -> ClosedRange<Double> {
        range(of: LinearExpression(variable), bound: bound, ignoringLevelsAtOrBelow: floor)
    }

    /// The smallest and largest value an expression takes over all solutions that keep the
    /// optimum of every level above `floor` (by default, every level), each clamped to
    /// ±`bound`. Levels at or below `floor` are tie-breakers: they may choose the value
    /// printed but do not make it unique.
    ///
    /// Probes a copy of the solver with one extra constraint at a level just above `floor`
    /// and below every level above it. Total: a non-finite or out-of-range `bound` counts
    /// as the default; when a probe cannot finish (input rejected, budget exhausted) or
    /// yields a non-finite value, the whole `-bound...bound` is returned (ambiguity is
    /// never hidden).
    public func range(of expression: LinearExpression, bound: Double = 1.0e6,
                      ignoringLevelsAtOrBelow floor: Double = -.infinity) -> ClosedRange<Double> {
        var copy = self
        return copy.probeRange(of: expression, bound: bound, ignoringLevelsAtOrBelow: floor)
    }

    /// ``range(of:bound:ignoringLevelsAtOrBelow:)``, charging the probes' work to this
    /// solver's budget (its constraints and values do not change): once the budget is
    /// exhausted the answer is the whole `-bound...bound` and ``isExhausted`` is true.
    public mutating func probeRange(of expression: LinearExpression, bound: Double = 1.0e6,
                                    ignoringLevelsAtOrBelow floor: Double = -.infinity) -> ClosedRange<Double> {
        let bound = bound.isFinite && bound > 0 && bound <= Self.maximumMagnitude ? bound : 1.0e6
        let whole = -bound...bound
        let level = probeLevel(above: floor)
        func value(in solver: LexicographicSolver) -> Double {
            expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        }
        var spent = 0
        func probe(_ target: Double) -> Double? {
            var copy = self
            copy.work.pivots &+= spent
            defer { spent = copy.steps &- steps }
            do {
                try copy.add(LinearConstraint(expression, .equal, LinearExpression(constant: target), strength: .optional(level)))
            } catch {
                return nil
            }
            let result = value(in: copy)
            return result.isFinite ? result : nil
        }
        let low = probe(-bound)
        let high = probe(bound)
        work.pivots &+= spent
        if steps > budget.maxSteps { isExhausted = true }
        guard let low, let high else { return whole }
        return Swift.min(low, high)...Swift.max(low, high)
    }

    /// Whether the expression can move by more than `tolerance` over the solutions that keep
    /// the optimum of every level above `floor`: what ambiguity asks, more cheaply than
    /// ``range(of:bound:ignoringLevelsAtOrBelow:)``. Each probe asks for a move of one unit
    /// (not to a far bound, which walks the whole optimal face), down first, up only if down
    /// is blocked. Charges the probes' work to the budget; once it is exhausted (or when a
    /// probe cannot run) the answer is true: ambiguity is never hidden.
    public mutating func canMove(_ expression: LinearExpression, ignoringLevelsAtOrBelow floor: Double = -.infinity,
                                 tolerance: Double = 1.0e-6) -> Bool {
        probeMove(expression, ignoringLevelsAtOrBelow: floor, tolerance: tolerance).moves
    }

    /// ``canMove(_:ignoringLevelsAtOrBelow:tolerance:)``, also returning, when it moves, the
    /// value of every variable in a solution that keeps the optimum of every level above
    /// `floor` and in which the expression has moved (the solver after the probe, or the
    /// point the edge test moved to). Every variable whose value differs there from this
    /// solver's can move too (for the caller: ambiguous as well).
    public mutating func probeMove(_ expression: LinearExpression, ignoringLevelsAtOrBelow floor: Double = -.infinity,
                                   tolerance: Double = 1.0e-6) -> (moves: Bool, witness: [Double]?) {
        if let edge = movesAlongAnEdge(expression, ignoringLevelsAtOrBelow: floor, tolerance: tolerance) {
            return (true, values(movedAlong: edge.symbol, by: edge.step))
        }
        let level = probeLevel(above: floor)
        func value(in solver: LexicographicSolver) -> Double {
            expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        }
        let current = value(in: self)
        guard current.isFinite else { return (true, nil) }
        var spent = 0
        var witness: LexicographicSolver?
        func moves(by step: Double) -> Bool {
            var copy = self
            copy.work.pivots &+= spent
            defer { spent = copy.steps &- steps }
            do {
                try copy.add(LinearConstraint(expression, .equal, LinearExpression(constant: current + step), strength: .optional(level)))
            } catch {
                return true
            }
            let moved = value(in: copy)
            guard moved.isFinite else { return true }
            guard abs(moved - current) > tolerance else { return false }
            witness = copy
            return true
        }
        let result = moves(by: -1) || moves(by: 1)
        work.pivots &+= spent
        if steps > budget.maxSteps { isExhausted = true }
        return (result || isExhausted, isExhausted ? nil : witness.map { moved in (0..<variableCount).map { moved.value(of: Variable(index: $0)) } })
    }

    /// A sufficient test for ``canMove(_:ignoringLevelsAtOrBelow:tolerance:)`` that needs no
    /// copy and no pivot: whether moving one nonbasic symbol that no level above `floor`
    /// charges for (others staying at zero) moves the expression by more than `tolerance`
    /// before a restricted basic symbol would turn negative. Such a move keeps every
    /// constraint and the optimum of every level above `floor`, so true is exact; false
    /// only means that no single edge shows it (the probes then decide). Charges the terms
    /// visited to the budget.
    private mutating func movesAlongAnEdge(_ expression: LinearExpression, ignoringLevelsAtOrBelow floor: Double,
                                           tolerance: Double) -> (symbol: Int, step: Double)? {
        var edge: (symbol: Int, step: Double)?
        // The expression's own symbols (basic or not) with their coefficients, as a row
        // (sorted, one term a symbol; no hashing: long expressions are common here).
        // Sorted by symbol (stably, so that a symbol named twice sums in the order written,
        // as inserting term by term would), then folded: no insertion into the middle of a
        // long row.
        var pairs: [(symbol: Int, coefficient: Double)] = []
        pairs.reserveCapacity(expression.terms.count)
        for (variable, coefficient) in expression.terms {
            guard Self.isAcceptable(coefficient), let symbol = symbol(of: variable) else { return nil }
            pairs.append((symbol, coefficient))
        }
        if !pairs.indices.dropFirst().allSatisfy({ pairs[$0 - 1].symbol < pairs[$0].symbol }) {
            pairs = pairs.enumerated().sorted { ($0.element.symbol, $0.offset) < ($1.element.symbol, $1.offset) }.map(\.element)
        }
        var own = Row()
        var index = 0
        while index < pairs.count {
            let symbol = pairs[index].symbol
            var value: Double?
            while index < pairs.count, pairs[index].symbol == symbol {
                let coefficient = pairs[index].coefficient
                if let current = value {
                    let sum = current + coefficient
                    value = sum.isNearZero ? nil : sum
                } else {
                    value = coefficient.isNearZero ? nil : coefficient
                }
                index += 1
            }
            if let value { own.append(symbol, value) }
        }
        // The coefficient of a nonbasic symbol in the expression written in nonbasic
        // symbols, from the rows that hold it (a column may list a row twice).
        func coefficient(of candidate: Int) -> Double {
            var sum = own.coefficient(of: candidate)
            var seen: Set<Int> = []
            for slot in columns[candidate] {
                let basic = rows.owner(of: slot)
                guard basic >= 0 else { continue }
                let weight = own.coefficient(of: basic)
                guard weight != 0, seen.insert(slot).inserted else { continue }
                sum += weight * rows.coefficient(of: candidate, inSlot: slot)
            }
            return sum
        }
        // Candidates: the nonbasic symbols of the expression's terms, last term first (the
        // element's own variables, most likely to move). The answer does not depend on the
        // order: a move found is exact, and false means no candidate moves.
        var tried: Set<Int> = []
        func moves(_ candidate: Int) -> Bool {
            // A dummy is fixed at zero: it cannot move.
            guard kinds[candidate] != .dummy, tried.insert(candidate).inserted else { return false }
            if let highest = objective.weight(of: candidate).highestLevel, highest > floor { return false }
            work.termUpdates &+= columns[candidate].count
            let coefficient = coefficient(of: candidate)
            guard !coefficient.isNearZero else { return false }
            for direction in kinds[candidate] == .external ? [1.0, -1.0] : [1.0] {
                var limit = Double.infinity
                work.termUpdates &+= columns[candidate].count
                for slot in columns[candidate] {
                    let basic = rows.owner(of: slot)
                    guard basic >= 0, kinds[basic] != .external else { continue }
                    let rate = rows.coefficient(of: candidate, inSlot: slot) * direction
                    if rate < 0 { limit = Swift.min(limit, rows.constant(inSlot: slot) / -rate) }
                }
                if abs(coefficient) * limit > tolerance {
                    edge = (candidate, direction * Swift.min(limit, 1))
                    return true
                }
            }
            return false
        }
        for (symbol, _) in own.terms.reversed() {
            if let row = rows.row(of: symbol) {
                work.termUpdates &+= row.termCount
                for (candidate, _) in row.terms where moves(candidate) { return edge }
            } else if moves(symbol) {
                return edge
            }
        }
        return nil
    }

    /// The value of every variable after moving the nonbasic `symbol` by `step` from the
    /// current solution (the others staying at zero): what ``movesAlongAnEdge`` found.
    private func values(movedAlong symbol: Int, by step: Double) -> [Double] {
        variableSymbols.map { own in
            if own == symbol { return step }
            guard rows.isBasic(own) else { return 0 }
            return rows.constant(of: own) + rows.coefficient(of: symbol, inRowOf: own) * step
        }
    }

    /// A level strictly between `floor` and the lowest level above it (below every level
    /// when `floor` is below them all), distinct from every level in use.
    private func probeLevel(above floor: Double) -> Double {
        let lowest = levels.last ?? 0
        let below = Swift.min(lowest, 0) - 1
        guard floor.isFinite, floor >= below else { return below }
        guard let next = levels.last(where: { $0 > floor }) else { return floor + 1 }
        let middle = floor / 2 + next / 2
        return middle > floor && middle < next ? middle : below
    }
}
