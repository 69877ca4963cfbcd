import StackSolver

/// What a solve's frames read from its components: every variable's value, which values
/// are certainly unique, the ambiguity probes (each on the one component its direction
/// touches, its answer kept for the cache) and the per-level errors.
extension SolveComponents {
    // A call on `components[index].solver` copies the whole solver out first (every array
    // it holds retained, then released), and so does a call through the array's buffer;
    // a call through the array's modify access (``inPlace(_:_:)``) reads it where it is.
    // Here each component is asked once for all its variables, not once a variable.

    /// Runs `body` on component `index`'s solver where it is, without a copy.
    private mutating func inPlace<T>(_ index: Int, _ body: (inout LexicographicSolver) -> T) -> T {
        body(&components[index].solver)
    }

    /// The variables of component `index`, in order (the one at position `i` is its local `i`).
    func variables(of index: Int) -> ArraySlice<Int> {
        variablesByComponent[groupStart[index]..<groupStart[index + 1]]
    }

    /// Every layout variable's value, in order: each component's values written at once.
    mutating func allValues() -> [Double] {
        var result = [Double](repeating: 0, count: componentOfVariable.count)
        for index in components.indices where groupStart[index + 1] > groupStart[index] {
            let variables = variables(of: index)
            inPlace(index) { solver in solver.writeValues(into: &result, at: variables) }
        }
        return result
    }

    /// ``isCertainlyDetermined(_:ignoringLevelsAtOrBelow:)`` of every layout variable, in
    /// order; a component's answers are kept (the same tableau gives the same answers).
    mutating func certainlyDetermined(ignoringLevelsAtOrBelow floor: Double) -> [Bool] {
        var result = [Bool](repeating: false, count: componentOfVariable.count)
        for index in components.indices {
            // Fields read through the buffer: `components[index].field` copies the whole
            // component out first.
            var flags = components.withUnsafeBufferPointer {
                $0[index].determined?.floor.bitPattern == floor.bitPattern ? $0[index].determined?.flags : nil
            }
            if flags == nil {
                let computed = inPlace(index) { solver in solver.certainlyDetermined(ignoringLevelsAtOrBelow: floor) }
                components[index].determined = (floor, computed)
                flags = computed
            }
            guard let flags else { continue }
            for (local, variable) in variables(of: index).enumerated() where local < flags.count {
                result[variable] = flags[local]
            }
        }
        return result
    }

    /// Whether every variable is certainly unique at every level above `floor`.
    func isCertainlyDetermined(_ variable: Variable, ignoringLevelsAtOrBelow floor: Double) -> Bool {
        guard componentOfVariable.indices.contains(variable.index) else { return false }
        return components[componentOfVariable[variable.index]].solver
            .isCertainlyDetermined(Variable(index: localIndex[variable.index]), ignoringLevelsAtOrBelow: floor)
    }

    /// A solution, optimal at every level above a floor, in which a probed expression moved:
    /// the values of one component's variables (by their index within it).
    struct Witness {
        var component: Int
        var values: [Double]
    }

    /// Whether `expression` can move (by more than 1e-6) over the solutions optimal at
    /// every level above `floor`: whether some component's part of it can (the parts are
    /// independent). Throws ``SolverError/budgetExceeded`` when the probes used up the budget.
    /// With it, the solution that showed the move when a probe or an edge did (kept with
    /// the probe's answer when solves are shared, so a replay gives the same witness).
    mutating func probe(_ expression: LinearExpression, ignoringLevelsAtOrBelow floor: Double) throws(SolverError) -> (
        moves: Bool, witness: Witness?
    ) {
        // The components the expression touches, in the order its terms first name them
        // (a probe names a few variables: a scan, not a dictionary).
        var order: [Int] = []
        for term in expression.terms where componentOfVariable.indices.contains(term.variable.index) {
            let index = componentOfVariable[term.variable.index]
            if !order.contains(index) { order.append(index) }
        }
        for index in order {
            // The expression's terms in this component, in order, numbered within it.
            var terms: [(variable: Variable, coefficient: Double)] = []
            for term in expression.terms
            where componentOfVariable.indices.contains(term.variable.index)
                && componentOfVariable[term.variable.index] == index
            {
                terms.append((Variable(index: localIndex[term.variable.index]), term.coefficient))
            }
            if let known = components[index].determined, known.floor.bitPattern == floor.bitPattern {
                if terms.allSatisfy({
                    known.flags.indices.contains($0.variable.index) && known.flags[$0.variable.index]
                }) {
                    continue
                }
            } else {
                let determined = inPlace(index) { solver in
                    terms.allSatisfy { solver.isCertainlyDetermined($0.variable, ignoringLevelsAtOrBelow: floor) }
                }
                if determined { continue }
            }
            // The same probe on the same tableau gives the same answer for the same steps
            // (kept only when solves are shared: see ``SolvedComponentCache``).
            var key: SolvedComponentCache.ProbeKey?
            if components[index].key != nil {
                var probe = SolvedComponentCache.ProbeKey(variableCount: 0)
                probe.append(floor.bitPattern)
                for (variable, coefficient) in terms {
                    probe.append(UInt64(bitPattern: Int64(truncatingIfNeeded: variable.index)))
                    probe.append(coefficient.bitPattern)
                }
                if let answer = components[index].probeAnswers[probe], answer.steps <= remaining {
                    remaining -= answer.steps
                    if answer.moves { return (true, answer.witness.map { Witness(component: index, values: $0) }) }
                    continue
                }
                key = probe
            }
            let before = components[index].solver.steps
            let count = components[index].size
            let (moves, values) = try charge(index) {
                (solver: inout LexicographicSolver) throws(SolverError) -> (Bool, [Double]?) in
                let result = solver.probeMove(LinearExpression(terms), ignoringLevelsAtOrBelow: floor)
                if solver.isExhausted { throw .budgetExceeded }
                return (result.moves, result.witness.map { Array($0.prefix(count)) })
            }
            if let key {
                let steps = components[index].solver.steps - before
                components[index].probeAnswers[key] = SolvedComponentCache.ProbeAnswer(
                    moves: moves, steps: steps, witness: values)
            }
            if moves { return (true, values.map { Witness(component: index, values: $0) }) }
        }
        return (false, nil)
    }

    /// The value of a layout variable in a witness: the witness's component's values, every
    /// other component's as solved (`solved`, from ``allValues()``).
    func values(with witness: Witness, solved: [Double]) -> (Variable) -> Double {
        { variable in
            guard componentOfVariable.indices.contains(variable.index) else { return 0 }
            let component = componentOfVariable[variable.index]
            let local = localIndex[variable.index]
            if component == witness.component, witness.values.indices.contains(local) { return witness.values[local] }
            return solved.indices.contains(variable.index) ? solved[variable.index] : 0
        }
    }

    /// The per-level error sums over every component, highest level first.
    mutating func levelErrors() -> [(level: Double, error: Double)] {
        // Each level's sum in component order; a solve has few levels, so a search beats
        // hashing them.
        var sums: [(level: Double, error: Double)] = []
        sums.reserveCapacity(16)
        for index in components.indices {
            inPlace(index) { solver in solver.addLevelErrors(to: &sums) }
        }
        sums.sort { $0.level > $1.level }
        sums.removeAll { !(abs($0.error) >= 1.0e-8) }
        return sums
    }
}
