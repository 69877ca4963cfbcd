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
///
/// This file holds the core: symbols and adding a constraint, with phase one. The primal
/// simplex (Bland's rule, pivots, the substitution of a new basic symbol and the choice of
/// a new row's subject) is in `LexicographicSolver+Simplex`, changing constants in place
/// (the warm start) in `LexicographicSolver+WarmStart`, and the ambiguity probes in
/// `LexicographicSolver+Probes`. The tableau's parts are values of their own: the rows
/// and their column index (``RowTable``, ``Row``, ``Column``) and the objective
/// (``ObjectiveRow``, ``Weight``). The state is internal to the module so that the two
/// extensions can reach it; nothing else in the module touches it.
public struct LexicographicSolver: Sendable {
    /// A symbol's role: a variable, a slack or error (non-negative), or a dummy (a
    /// required equality's marker, fixed at zero: it never enters the basis; it only
    /// records where the constraint's constant went, for ``shiftConstants(by:)``).
    enum Kind: UInt8 { case external, slack, error, dummy }

    /// The kind of each symbol, by index.
    var kinds: [Kind] = []
    /// The rows, each in a slot of its own, and the column index that finds them (``RowTable``).
    var rows = RowTable()
    var objective = ObjectiveRow()
    /// Phase one's objective, while a row is added through an artificial variable: a plain
    /// row, its one level being above every other (the artificial variable's value).
    var artificial: Row?
    /// The symbol of each variable.
    var variableSymbols: [Int] = []
    /// Work done so far: pivots, row updates made by substitutions, the terms those updates
    /// merged in, and phase-one (artificial variable) additions.
    public internal(set) var work = (pivots: 0, rowUpdates: 0, termUpdates: 0, artificial: 0)
    /// The optional levels used so far, distinct, highest first.
    var levels: [Double] = []
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
    public internal(set) var isExhausted = false
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
    var constantMarkers: [ConstantMarker] = []
    /// Required equalities found redundant when added, as what is left of their rows: a
    /// constant and dummy terms. A change of constants must keep each at zero.
    var redundantRows: [Row] = []

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

    /// A new symbol of `kind`, numbered after every other, not basic and in no row.
    mutating func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.appendSymbol()
        return kinds.count - 1
    }

    /// Whether a symbol must stay non-negative (a slack or an error).
    func isRestricted(_ symbol: Int) -> Bool {
        kinds[symbol] == .slack || kinds[symbol] == .error
    }

    /// The current value of a variable (0 for a variable this solver has not made).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        return rows.constant(of: symbol)
    }

    /// The value of every variable, in order.
    public func values() -> [Double] {
        variableSymbols.map { rows.constant(of: $0) }
    }

    /// Writes the value of this solver's variable `i` to `result[variables[i]]`, for each
    /// `i` that is both a variable and a position of `variables` (a solve split into parts
    /// writes each part's values into the whole layout's, with no array of its own).
    package func writeValues(into result: inout [Double], at variables: ArraySlice<Int>) {
        for (local, variable) in zip(variableSymbols.indices, variables) {
            result[variable] = rows.constant(of: variableSymbols[local])
        }
    }

    /// Adds the total error at each optional level to `sums` (a level not there yet is
    /// appended at the end with its error; a solve split into parts sums the parts').
    package func addLevelErrors(to sums: inout [(level: Double, error: Double)]) {
        objective.constant.forEachComponent { level, error in
            if let index = sums.firstIndex(where: { $0.level == level }) {
                sums[index].error += error
            } else {
                sums.append((level, 0))
                sums[sums.count - 1].error += error
            }
        }
    }

    /// The symbol of a variable this solver made; nil for any other.
    func symbol(of variable: Variable) -> Int? {
        variableSymbols.indices.contains(variable.index) ? variableSymbols[variable.index] : nil
    }

    /// Whether a coefficient, constant or level is finite and within ``maximumMagnitude``.
    static func isAcceptable(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }

    private mutating func noteLevel(_ level: Double) {
        // Kept sorted, highest first. Optional constraints mostly come from the highest level
        // down: the newest level is most often the lowest, the last, so the search starts
        // there, and a new level goes in where it belongs (sorting after each cost more).
        var index = levels.count
        while index > 0, levels[index - 1] < level { index -= 1 }
        if index > 0, levels[index - 1] == level { return }
        // Room for a solve's few levels at once, not by doubling from one.
        if levels.capacity == 0 { levels.reserveCapacity(8) }
        insertInPlace(level, at: index, in: &levels)
    }

    /// Throws when the work so far has gone past the budget (and marks the solver exhausted).
    mutating func checkBudget() throws(SolverError) {
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
        try add(
            constraint.expression.terms[...], constant: constraint.expression.constant, constraint.relation,
            strength: constraint.strength, constantMayChange: constantMayChange)
    }

    /// ``add(_:constantMayChange:)`` of `Σ terms + constant RELATION 0`, its terms read
    /// where the caller keeps them (a solve that adds many constraints keeps them all in
    /// one array instead of building a constraint value for each).
    package mutating func add(
        _ terms: ArraySlice<LinearExpression.Term>, constant: Double, _ relation: LinearRelation, strength: Strength,
        constantMayChange: Bool
    ) throws(SolverError) {
        try checkBudget()
        if let refusal = LinearConstraint.refusal(
            terms, constant: constant, strength: strength, variableCount: variableSymbols.count)
        {
            throw refusal
        }
        // Room for every term the row can get at once (a basic variable brings its row's
        // terms), with its markers and errors, so that merging rows in never reallocates it,
        // and half as much again, as a row that grows gets: the substitutions that follow
        // most often add a term or two, and each reallocation copied the row.
        var capacity = 3
        for (variable, _) in terms {
            capacity += rows.termCount(ofBasic: variableSymbols[variable.index]) ?? 1
        }
        var row = Row(constant: constant, capacity: capacity + capacity / 2)
        // The new row's own symbols need no column yet (the row is stored with its subject).
        for (variable, coefficient) in terms {
            let symbol = variableSymbols[variable.index]
            if !rows.add(rowOf: symbol, times: coefficient, to: &row) {
                row.insert(symbol, coefficient)
            }
        }
        // A marker or error is a new symbol, above every symbol of the row: appended.
        var marker = -1
        var other = -1
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.append(marker, sign)
            switch strength {
            case .required:
                break
            case .optional(let level), .split(let level, _):
                other = newSymbol(.error)
                row.append(other, -sign)
                objective.insertNewError(other, level: level)
                noteLevel(level)
            }
        case .equal:
            let split: (above: Double, below: Double)?
            switch strength {
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
                objective.insertNewError(marker, level: levels.above)
                objective.insertNewError(other, level: levels.below)
                noteLevel(levels.above)
                noteLevel(levels.below)
            }
        // A required equality gets no marker (unless constants are tracked). Kiwi adds a
        // "dummy" symbol to find the constraint again for removal; constraints are never
        // removed here, and a dummy is fixed at zero, so it would only make rows longer.
        }
        // Where a change of this constraint's constant would go (kept once it is added).
        let trace =
            tracksConstants
            ? constantMarker(
                &marker, in: &row, constant: constant,
                mayChange: constantMayChange) : nil
        if row.constant < 0 { row.negate() }

        let subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0, hasOnlyDummies(row) {
            guard row.constant.isNearZero else { throw .unsatisfiable }
            // Redundant with the required constraints already there.
            if !row.isEmpty { redundantRows.append(row) }
            if let trace { keep(trace) }
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
            rows.store(subject, row)
        }
        if let trace { keep(trace) }
        try optimize()
    }

    /// Keeps a constraint's marker; the first makes room for one a constraint the solver
    /// has room for (``reserveCapacity(symbols:)`` counts about two symbols a constraint).
    private mutating func keep(_ marker: ConstantMarker) {
        if constantMarkers.capacity == 0 { constantMarkers.reserveCapacity(Swift.max(8, kinds.capacity / 2)) }
        constantMarkers.append(marker)
    }

    /// Whether a row has no terms but dummies (which are fixed at zero).
    private func hasOnlyDummies(_ row: Row) -> Bool {
        kinds.withUnsafeBufferPointer { kinds in row.withTerms { $0.allSatisfy { kinds[$0.symbol] == .dummy } } }
    }

    /// Phase one: makes the row feasible through an artificial variable.
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        work.artificial += 1
        let art = newSymbol(.slack)
        rows.store(art, row)
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
            rows.store(entering, artRow, inSlot: slot, replacing: art)
        }
        rows.removeEverywhere(art)
        objective.substitute(art, with: Row())
        return success
    }
}
