import StackSolver

/// The change of variables the engine solves in: each position variable (an element's x
/// or y, a stack's spanner or hiding-guide start) is measured from a *base*, an
/// expression of earlier variables: an arranged view's start along its stack's axis from
/// the end of the visible view before it, any other element's start from its parent's,
/// a guide's start from its stack's. The solver's variable `v` is then the offset
/// `original v − base(v)`; sizes and roots have no base (offset = value).
///
/// Why: with absolute positions, the row of the n-th view of a chain depends on every
/// size before it (a quadratic tableau). Measured from its predecessor, a spacing
/// constraint becomes `offset == spacing`, and only the stack's closing constraint
/// (`canvas.end == end(last)`) spans the chain. The constraints keep their meaning (the
/// map is a bijection), so every unique value, conflict and ambiguity mark is the same;
/// only the choice among equally optimal values may differ, and it is marked ambiguous.
package struct RelativePositions: Equatable {
    /// Per variable (by index), its base; nil without one. Every variable of a base has a
    /// lower index than the variable it is the base of, so expanding terms from the highest
    /// index down ends, and terms that cancel (a view and its predecessor) are never
    /// expanded further. A base is an anchor's expression, held inline: measuring a
    /// variable is one write.
    private var bases: [AnchorExpression?]

    /// No bases yet, for `variableCount` variables.
    package init(variableCount: Int) {
        bases = Array(repeating: nil, count: variableCount)
        // A stack's guides and spanner are made after the frames, and measured as they are.
        bases.reserveCapacity(2 * variableCount)
    }

    /// Measures `variable` from `base`; ignored unless every variable of `base` comes
    /// before it (the order expansion relies on).
    package mutating func measure(_ variable: Variable, from base: AnchorExpression) {
        guard variable.index >= 0 else { return }
        for index in 0..<base.count {
            let baseVariable = base[index].variable.index
            guard baseVariable >= 0, baseVariable < variable.index else { return }
        }
        while bases.count <= variable.index { bases.append(nil) }
        bases[variable.index] = base
    }

    /// Whether `index` is measured from a base.
    package func hasBase(_ index: Int) -> Bool {
        index >= 0 && index < bases.count && bases[index] != nil
    }

    /// Clears the flag of each variable (by index) whose base names a variable whose flag
    /// is clear, in index order: a base names only earlier variables, so a variable is left
    /// determined only where its offset and its whole chain of bases are.
    package func requireDeterminedBases(_ determined: inout [Bool]) {
        for index in 0..<min(determined.count, bases.count) where determined[index] {
            guard let base = bases[index] else { continue }
            for position in 0..<base.count {
                let variable = base[position].variable.index
                guard variable >= 0, variable < determined.count, determined[variable] else {
                    determined[index] = false
                    break
                }
            }
        }
    }

    /// The base `index` is measured from; nil without one.
    private func base(of index: Int) -> AnchorExpression? {
        index >= 0 && index < bases.count ? bases[index] : nil
    }

    package static func == (lhs: RelativePositions, rhs: RelativePositions) -> Bool {
        guard lhs.bases.count == rhs.bases.count else { return false }
        for index in lhs.bases.indices {
            switch (lhs.bases[index], rhs.bases[index]) {
            case (nil, nil): continue
            case (let left?, let right?):
                guard left.count == right.count, left.constant == right.constant else { return false }
                for position in 0..<left.count where left[position] != right[position] { return false }
            default: return false
            }
        }
        return true
    }

    /// The expression in the solver's variables (offsets) equal to `expression` in the
    /// original ones. Terms are expanded from the highest index down, so a base shared by
    /// two terms with opposite signs cancels before it is expanded. The result lists each
    /// variable once, in index order.
    package func solverExpression(_ expression: LinearExpression) -> LinearExpression {
        expression.terms.withUnsafeBufferPointer { terms in
            if isAlreadyInSolverVariables(terms) { return expression }
            return withSolverTerms(of: terms, constant: expression.constant) { terms, constant in
                LinearExpression(Array(terms), constant: constant)
            }
        }
    }

    /// Appends ``solverExpression(_:)`` of `terms + constant` to `list`, the terms read in
    /// place (a range of the builder's list) and written there directly.
    package func appendSolverExpression(
        _ terms: UnsafeBufferPointer<ExpressionList.Term>, constant: Double, to list: inout ExpressionList
    ) {
        if isAlreadyInSolverVariables(terms) {
            list.append(terms, constant: constant)
        } else {
            withSolverTerms(of: terms, constant: constant) { terms, constant in
                list.append(terms, constant: constant)
            }
        }
    }

    /// Whether the expression is already what the expansion would return: no variable with
    /// a base, each variable once, in index order, no zero coefficient (sizes, most often).
    private func isAlreadyInSolverVariables(_ terms: UnsafeBufferPointer<ExpressionList.Term>) -> Bool {
        var previous = -1
        for (variable, coefficient) in terms {
            guard variable.index > previous, coefficient != 0, !hasBase(variable.index) else { return false }
            previous = variable.index
        }
        return true
    }

    /// Runs `body` on the terms and constant of the solver's expression for `terms + constant`.
    private func withSolverTerms<R>(
        of terms: UnsafeBufferPointer<ExpressionList.Term>, constant: Double,
        _ body: (UnsafeBufferPointer<ExpressionList.Term>, Double) -> R
    ) -> R {
        if let result = withSmallSolverTerms(of: terms, constant: constant, body) { return result }
        return withLargeSolverTerms(of: terms, constant: constant, body)
    }

    /// The largest number of distinct variables ``withSmallSolverTerms(of:_:)`` handles with
    /// linear searches before it leaves the expression to the indexed version: its two
    /// buffers of `smallLimit + 1` terms (16 bytes each) then fit the stack room
    /// `withUnsafeTemporaryAllocation` gives without going to the heap.
    private static let smallLimit = 31

    /// ``withSolverTerms(of:_:)`` for the common short expression, in two small buffers on
    /// the stack (no hashing, no allocation); nil, without calling `body`, when it grows
    /// past ``smallLimit`` variables. The same additions in the same order as the large
    /// version, so the same result.
    private func withSmallSolverTerms<R>(
        of terms: UnsafeBufferPointer<ExpressionList.Term>, constant: Double,
        _ body: (UnsafeBufferPointer<ExpressionList.Term>, Double) -> R
    ) -> R? {
        let capacity = Self.smallLimit + 1
        return withUnsafeTemporaryAllocation(of: ExpressionList.Term.self, capacity: 2 * capacity) { buffer -> R? in
            // `pending`: buffer[0..<pendingCount]; `result`: buffer[capacity..<capacity + resultCount].
            var pendingCount = 0
            var resultCount = 0
            var constant = constant
            func merge(_ variable: Variable, _ coefficient: Double, from start: Int, count: inout Int) -> Bool {
                for position in start..<(start + count) where buffer[position].variable == variable {
                    buffer[position].coefficient += coefficient
                    return true
                }
                guard count < capacity else { return false }
                buffer[start + count] = (variable, coefficient)
                count += 1
                return true
            }
            func add(_ variable: Variable, _ coefficient: Double) -> Bool {
                if hasBase(variable.index) {
                    return merge(variable, coefficient, from: 0, count: &pendingCount)
                        && pendingCount <= Self.smallLimit
                }
                return merge(variable, coefficient, from: capacity, count: &resultCount)
                    && resultCount <= Self.smallLimit
            }
            for (variable, coefficient) in terms {
                guard add(variable, coefficient) else { return nil }
            }
            while pendingCount > 0 {
                var highest = 0
                for position in 0..<pendingCount where buffer[position].variable.index > buffer[highest].variable.index
                { highest = position }
                let (variable, coefficient) = buffer[highest]
                // Removed as `Array.remove(at:)` would: the rest keep their order.
                for position in highest..<(pendingCount - 1) { buffer[position] = buffer[position + 1] }
                pendingCount -= 1
                guard coefficient != 0, let base = base(of: variable.index) else { continue }
                guard merge(variable, coefficient, from: capacity, count: &resultCount) else { return nil }
                constant += base.constant * coefficient
                for position in 0..<base.count {
                    let (baseVariable, factor) = base[position]
                    guard add(baseVariable, factor * coefficient) else { return nil }
                }
            }
            let result = UnsafeMutableBufferPointer(rebasing: buffer[capacity..<(capacity + resultCount)])
            // A few distinct variables: sorted in place by insertion.
            for position in result.indices.dropFirst() {
                let term = result[position]
                var slot = position
                while slot > 0, result[slot - 1].variable.index > term.variable.index {
                    result[slot] = result[slot - 1]
                    slot -= 1
                }
                result[slot] = term
            }
            // Zero coefficients dropped in place.
            var kept = 0
            for position in result.indices where result[position].coefficient != 0 {
                result[kept] = result[position]
                kept += 1
            }
            return body(UnsafeBufferPointer(rebasing: result[..<kept]), constant)
        }
    }

    /// ``withSolverTerms(of:_:)`` for a long expression: coefficients in arrays indexed by
    /// variable (no hashing), pending bases in a max-heap. An expression naming a negative
    /// index (no variable of the builder's) is given as it is, for the solver to refuse.
    private func withLargeSolverTerms<R>(
        of terms: UnsafeBufferPointer<ExpressionList.Term>, constant: Double,
        _ body: (UnsafeBufferPointer<ExpressionList.Term>, Double) -> R
    ) -> R {
        guard terms.allSatisfy({ $0.variable.index >= 0 }) else {
            return body(terms, constant)
        }
        let size = max(bases.count, (terms.map(\.variable.index).max() ?? -1) + 1)
        var pending = [Double](repeating: 0, count: size)
        var isPending = [Bool](repeating: false, count: size)
        var result = [Double](repeating: 0, count: size)
        var inResult = [Bool](repeating: false, count: size)
        var resultIndices: [Int] = []
        var heap = MaxHeap()
        var constant = constant
        func addToResult(_ index: Int, _ coefficient: Double) {
            if !inResult[index] {
                inResult[index] = true
                resultIndices.append(index)
            }
            result[index] += coefficient
        }
        func add(_ index: Int, _ coefficient: Double) {
            if hasBase(index) {
                if isPending[index] {
                    pending[index] += coefficient
                } else {
                    isPending[index] = true
                    pending[index] = coefficient
                    heap.push(index)
                }
            } else {
                addToResult(index, coefficient)
            }
        }
        for (variable, coefficient) in terms { add(variable.index, coefficient) }
        while let index = heap.pop() {
            let coefficient = pending[index]
            isPending[index] = false
            guard coefficient != 0, let base = base(of: index) else { continue }
            addToResult(index, coefficient)
            constant += base.constant * coefficient
            for position in 0..<base.count {
                add(base[position].variable.index, base[position].coefficient * coefficient)
            }
        }
        resultIndices.sort()
        let solverTerms = resultIndices.compactMap { index -> ExpressionList.Term? in
            result[index] != 0 ? (Variable(index: index), result[index]) : nil
        }
        return solverTerms.withUnsafeBufferPointer { body($0, constant) }
    }

    /// The original variables' values from the solver's (offsets), in index order so that
    /// every base is known before it is used.
    package func values(count: Int, solverValue: (Variable) -> Double) -> [Double] {
        var values = (0..<count).map { solverValue(Variable(index: $0)) }
        // In index order, so that every base is known before it is used.
        for index in 0..<count {
            guard let base = base(of: index) else { continue }
            values[index] += (0..<base.count).reduce(base.constant) {
                $0 + base[$1].coefficient * values[base[$1].variable.index]
            }
        }
        return values
    }
}

/// A binary max-heap of indices (the expansion order of ``RelativePositions``).
private struct MaxHeap {
    private var items: [Int] = []

    mutating func push(_ item: Int) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[parent] < items[child] else { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> Int? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var largest = parent
                if left < items.count, items[left] > items[largest] { largest = left }
                if right < items.count, items[right] > items[largest] { largest = right }
                guard largest != parent else { break }
                items.swapAt(parent, largest)
                parent = largest
            }
        }
        return top
    }
}
