/// The ambiguity probes: whether a value can move while every level above a floor keeps
/// its optimum. The cheapest test answers first: a row that depends only on charged
/// symbols (``isCertainlyDetermined(_:ignoringLevelsAtOrBelow:)``), then one free edge of
/// the current vertex (no copy, no pivot), and only then a copy of the solver with one
/// more constraint pulling the value away (``probeMove(_:ignoringLevelsAtOrBelow:tolerance:)``).
/// Copies are cheap (copy on write), so a probe never disturbs the solve it asks about.
extension LexicographicSolver {
    /// Whether the variable's value is certainly unique at the optimum of every level above
    /// `floor`: it is basic and every symbol its row depends on would worsen some level
    /// above `floor` if it moved. When this is false, ``range(of:bound:ignoringLevelsAtOrBelow:)``
    /// decides. Levels at or below `floor` (tie-breakers) do not count as holding a value.
    public func isCertainlyDetermined(_ variable: Variable, ignoringLevelsAtOrBelow floor: Double = -.infinity) -> Bool
    {
        guard let symbol = symbol(of: variable) else { return false }
        return kinds.withUnsafeBufferPointer { kinds in
            rows.allSymbols(inRowOf: symbol) { symbol in
                guard kinds[symbol] != .dummy else { return true }
                // At the optimum no weight is negative, so the highest non-zero component is
                // positive: moving the symbol costs at that level.
                guard kinds[symbol] != .external, let highest = objective.highestLevel(of: symbol) else { return false }
                return highest > floor
            }
        } ?? false
    }

    /// Whether each variable's value is certainly unique at the optimum of every level above
    /// `floor`, in order: as ``isCertainlyDetermined(_:ignoringLevelsAtOrBelow:)``, except
    /// that a symbol no such level charges for also counts when every optimal solution
    /// keeps it at zero, or within rounding of it (``symbolsHeldAtZero(ignoringLevelsAtOrBelow:)``):
    /// at a degenerate optimum (an exactly fitted stack) most rows hold such symbols, and
    /// this settles them without a probe. True is exact (up to ``heldMovement``, far below
    /// what a probe counts as a move); false leaves the question to the probes.
    public func certainlyDetermined(ignoringLevelsAtOrBelow floor: Double = -.infinity) -> [Bool] {
        // Symbols held at zero only ever add answers (a charged symbol is never held), so
        // they are worked out only when a row has a symbol that no level above `floor`
        // charges: at most optima, none does.
        var held: [Double]?
        return kinds.withUnsafeBufferPointer { kinds in
            (0..<variableCount).map { index in
                guard let symbol = symbol(of: Variable(index: index)), let row = rows.row(of: symbol) else {
                    return false
                }
                var movement = 0.0
                for (symbol, coefficient) in row.terms {
                    if kinds[symbol] == .dummy { continue }
                    if kinds[symbol] != .external, let highest = objective.highestLevel(of: symbol), highest > floor {
                        continue
                    }
                    if held == nil { held = symbolsHeldAtZero(ignoringLevelsAtOrBelow: floor) }
                    guard let room = held?[symbol], room <= Self.heldMovement else { return false }
                    movement += abs(coefficient) * room
                }
                return movement <= Self.heldMovement
            }
        }
    }

    /// How far from zero a symbol held at zero may still be, and how far a value settled by
    /// held symbols may still move: the solver's own zero (rounding in an exact fit summed
    /// over many views), far below the move a probe counts
    /// (``canMove(_:ignoringLevelsAtOrBelow:tolerance:)``'s tolerance).
    static let heldMovement = Double.solverEpsilon

    /// Per symbol, how far from zero it can be over the solutions optimal at every level
    /// above `floor`, when that is at most ``heldMovement`` (it is held at zero), and
    /// infinity otherwise. Only nonbasic symbols that no such level charges for are held.
    ///
    /// Near the current vertex such solutions are the moves of the nonbasic symbols that no
    /// level above `floor` charges for (the charged ones stay at zero: each would worsen
    /// the highest level that charges it, and no other move can make up for it), along
    /// which every restricted basic symbol stays non-negative; the optimal solutions are a
    /// convex set, so a symbol that no such small move can change stays where it is in all
    /// of them. A restricted row at zero (its constant below the solver's epsilon: an exact
    /// fit computed in floating point) whose free symbols are all restricted with
    /// coefficients no larger than zero (those already held aside) can stay non-negative
    /// only with each of them at zero, or as far from it as the row's constant (and the
    /// held symbols it gains from) allows: they are held, and every row that held one of
    /// them is asked again. Linear in the tableau: a row is settled once, and a symbol is
    /// held once and visits its column once.
    func symbolsHeldAtZero(ignoringLevelsAtOrBelow floor: Double) -> [Double] {
        let count = kinds.count
        var held = [Double](repeating: .infinity, count: count)
        // A nonbasic symbol that may move: neither a dummy nor charged above `floor`.
        var free = [Bool](repeating: false, count: count)
        for symbol in 0..<count where !rows.isBasic(symbol) && kinds[symbol] != .dummy {
            if let highest = objective.highestLevel(of: symbol), highest > floor, kinds[symbol] != .external {
                continue
            }
            free[symbol] = true
        }
        func isHeld(_ symbol: Int) -> Bool { held[symbol] <= Self.heldMovement }
        // Per restricted row at zero (by its basic symbol), its free terms that keep it
        // from holding the others: an external one, or one with a positive coefficient,
        // not held. -1: not a restricted row at zero, or settled already.
        var blockers = [Int](repeating: -1, count: count)
        var ready: [Int] = []
        for basic in 0..<count where kinds[basic] != .external && kinds[basic] != .dummy {
            guard let row = rows.row(of: basic), row.constant < Double.solverEpsilon else { continue }
            blockers[basic] = row.terms.reduce(0) {
                $0
                    + (free[$1.symbol] && $1.coefficient != 0 && (kinds[$1.symbol] == .external || $1.coefficient > 0)
                        ? 1 : 0)
            }
            if blockers[basic] == 0 { ready.append(basic) }
        }
        // The last symbol whose column visited each row: a column may list a row twice.
        var visitedBy = [Int](repeating: -1, count: count)
        var next = 0
        // Each row is settled once and each symbol held once: bounded by the tableau's terms.
        while next < ready.count {
            let basic = ready[next]
            next += 1
            guard blockers[basic] == 0, let row = rows.row(of: basic) else { continue }
            blockers[basic] = -1
            // How far the row can rise above zero: its constant and its held symbols' room.
            var room = Swift.max(0, row.constant)
            for (symbol, coefficient) in row.terms where coefficient > 0 && free[symbol] && isHeld(symbol) {
                room += coefficient * held[symbol]
            }
            for (symbol, coefficient) in row.terms where free[symbol] && !isHeld(symbol) && coefficient < 0 {
                let bound = room / -coefficient
                guard bound <= Self.heldMovement else { continue }
                held[symbol] = bound
                for slot in rows.column(of: symbol) {
                    let other = rows.owner(of: slot)
                    guard other >= 0, blockers[other] > 0, visitedBy[other] != symbol else { continue }
                    visitedBy[other] = symbol
                    // Held now, so it no longer keeps that row from holding the rest.
                    guard rows.coefficient(of: symbol, inSlot: slot) > 0 else { continue }
                    blockers[other] -= 1
                    if blockers[other] == 0 { ready.append(other) }
                }
            }
        }
        return held
    }

    /// The smallest and largest value the variable takes over all optimal solutions,
    /// each clamped to ±`bound` (a variable free in one direction reaches the bound).
    public func range(of variable: Variable, bound: Double = 1.0e6, ignoringLevelsAtOrBelow floor: Double = -.infinity)
        -> ClosedRange<Double>
    {
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
    public func range(
        of expression: LinearExpression, bound: Double = 1.0e6,
        ignoringLevelsAtOrBelow floor: Double = -.infinity
    ) -> ClosedRange<Double> {
        var copy = self
        return copy.probeRange(of: expression, bound: bound, ignoringLevelsAtOrBelow: floor)
    }

    /// ``range(of:bound:ignoringLevelsAtOrBelow:)``, charging the probes' work to this
    /// solver's budget (its constraints and values do not change): once the budget is
    /// exhausted the answer is the whole `-bound...bound` and ``isExhausted`` is true.
    public mutating func probeRange(
        of expression: LinearExpression, bound: Double = 1.0e6,
        ignoringLevelsAtOrBelow floor: Double = -.infinity
    ) -> ClosedRange<Double> {
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
                try copy.add(
                    LinearConstraint(expression, .equal, LinearExpression(constant: target), strength: .optional(level))
                )
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
    public mutating func canMove(
        _ expression: LinearExpression, ignoringLevelsAtOrBelow floor: Double = -.infinity,
        tolerance: Double = 1.0e-6
    ) -> Bool {
        probeMove(expression, ignoringLevelsAtOrBelow: floor, tolerance: tolerance).moves
    }

    /// ``canMove(_:ignoringLevelsAtOrBelow:tolerance:)``, also returning, when it moves, the
    /// value of every variable in a solution that keeps the optimum of every level above
    /// `floor` and in which the expression has moved (the solver after the probe, or the
    /// point the edge test moved to). Every variable whose value differs there from this
    /// solver's can move too (for the caller: ambiguous as well).
    ///
    /// Both probes run on one copy: the pull down at a level just above `floor`, then, if
    /// the expression did not move, the pull up at a level between that one and the lowest
    /// level above `floor`. The pull up, being the higher of the two, moves the expression
    /// as far up as the levels above `floor` allow, whatever the pull down asked, so one
    /// copy answers both (a second copy was most of a probe's work).
    public mutating func probeMove(
        _ expression: LinearExpression, ignoringLevelsAtOrBelow floor: Double = -.infinity,
        tolerance: Double = 1.0e-6
    ) -> (moves: Bool, witness: [Double]?) {
        if let edge = movesAlongAnEdge(expression, ignoringLevelsAtOrBelow: floor, tolerance: tolerance) {
            return (true, values(movedAlong: edge.symbol, by: edge.step))
        }
        func value(in solver: LexicographicSolver) -> Double {
            expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        }
        let current = value(in: self)
        guard current.isFinite else { return (true, nil) }
        var copy = self
        // Whether the copy is a witness: the pull was added and moved the expression.
        var witnessed = false
        // Whether the copy, pulled by one more constraint at `level`, moved the expression
        // (true when the pull cannot be added: ambiguity is never hidden).
        func moves(by step: Double, at level: Double) -> Bool {
            do {
                try copy.add(
                    LinearConstraint(
                        expression, .equal, LinearExpression(constant: current + step), strength: .optional(level)))
            } catch {
                return true
            }
            let moved = value(in: copy)
            guard moved.isFinite else { return true }
            witnessed = abs(moved - current) > tolerance
            return witnessed
        }
        let down = probeLevel(above: floor)
        var result = moves(by: -1, at: down)
        if !result {
            // Above the pull down, below every level above `floor` (the copy knows `down`).
            let up = copy.probeLevel(above: down)
            result = up > down ? moves(by: 1, at: up) : true
        }
        work.pivots &+= copy.steps &- steps
        if steps > budget.maxSteps { isExhausted = true }
        return (
            result || isExhausted,
            isExhausted || !witnessed ? nil : (0..<variableCount).map { copy.value(of: Variable(index: $0)) }
        )
    }

    /// A sufficient test for ``canMove(_:ignoringLevelsAtOrBelow:tolerance:)`` that needs no
    /// copy and no pivot: whether moving one nonbasic symbol that no level above `floor`
    /// charges for (others staying at zero) moves the expression by more than `tolerance`
    /// before a restricted basic symbol would turn negative. Such a move keeps every
    /// constraint and the optimum of every level above `floor`, so true is exact; false
    /// only means that no single edge shows it (the probes then decide). Charges the terms
    /// visited to the budget.
    private mutating func movesAlongAnEdge(
        _ expression: LinearExpression, ignoringLevelsAtOrBelow floor: Double,
        tolerance: Double
    ) -> (symbol: Int, step: Double)? {
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
            pairs = pairs.enumerated().sorted { ($0.element.symbol, $0.offset) < ($1.element.symbol, $1.offset) }.map(
                \.element)
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
            for slot in rows.column(of: candidate) {
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
            if let highest = objective.highestLevel(of: candidate), highest > floor { return false }
            work.termUpdates &+= rows.columnLength(of: candidate)
            let coefficient = coefficient(of: candidate)
            guard !coefficient.isNearZero else { return false }
            for direction in kinds[candidate] == .external ? [1.0, -1.0] : [1.0] {
                var limit = Double.infinity
                work.termUpdates &+= rows.columnLength(of: candidate)
                for slot in rows.column(of: candidate) {
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
