/// The objective: a row whose coefficients are symbolic weights, dense (a weight for every
/// symbol, by index; zero for the ones it does not hold). The solver's objective holds most
/// error symbols of a large layout, where a sorted array paid a binary search and a shift
/// of half the array for every term a substitution moved. (Phase one's objective has one
/// level only and is a plain ``Row``.)
struct ObjectiveRow {
    var constant = Weight.zero
    /// The weight of every symbol (zero for the ones the objective does not hold), by index.
    private var weights: [Weight] = []
    /// The number of symbols with a non-zero weight.
    private(set) var termCount = 0
    /// The symbols whose weight is negative (the ones that could enter), kept up to date
    /// so that the simplex does not scan the whole objective at every step.
    /// Sorted; few at a time, so a sorted array beats hashing.
    private(set) var negatives: [Int] = []

    /// The lowest-numbered symbol with a negative weight (Bland's rule), if any.
    var lowestNegative: Int? { negatives.first }

    private mutating func track(_ symbol: Int, _ weight: Weight) {
        Self.track(symbol, isNegative: weight.isNegative, in: &negatives)
    }

    /// Keeps `symbol` in the sorted `negatives` exactly when its weight is negative.
    private static func track(_ symbol: Int, isNegative: Bool, in negatives: inout [Int]) {
        let (found, index) = sortedPosition(of: symbol, in: negatives)
        if isNegative {
            if !found { insertInPlace(symbol, at: index, in: &negatives) }
        } else if found {
            removeInPlace(at: index, in: &negatives)
        }
    }

    /// Makes room for the weights of `count` symbols at once (zero until set), so that a
    /// solve whose size is known does not grow the array by doubling, copying it each time.
    mutating func reserveCapacity(symbols count: Int) {
        if weights.count < count { growWeights(to: count) }
    }

    /// Appends zero weights up to `count`, one by one: appending a `repeatElement` of
    /// them went through the runtime's generic copy, a call a weight.
    private mutating func growWeights(to count: Int) {
        weights.reserveCapacity(count)
        let zero = Weight.zero
        while weights.count < count { weights.append(zero) }
    }

    /// The highest level at which `symbol`'s weight is not zero (read in place).
    func highestLevel(of symbol: Int) -> Double? {
        guard weights.indices.contains(symbol) else { return nil }
        return weights.withUnsafeBufferPointer { $0[symbol].highestLevel }
    }

    func weight(of symbol: Int) -> Weight {
        weights.indices.contains(symbol) ? weights[symbol] : .zero
    }

    /// Gives a new error symbol, one no row or weight has held yet (its weight is zero), the
    /// weight of one unit at `level`: what it costs. Set, not added: the weight is zero, and
    /// one unit is positive, so nothing else changes but the count of terms.
    mutating func insertNewError(_ symbol: Int, level: Double) {
        guard symbol >= 0 else { return }
        if symbol >= weights.count {
            // Doubling: symbols arrive one by one.
            growWeights(to: Swift.max(symbol + 1, 2 * weights.count))
        }
        assert(weights[symbol].isZero, "a new error's weight is zero")
        weights[symbol] = Weight(level: level)
        termCount += 1
    }

    /// Replaces `symbol` by the row it equals.
    mutating func substitute(_ symbol: Int, with row: Row) {
        guard weights.indices.contains(symbol), !weights[symbol].isZero else { return }
        // Moved out, not copied.
        var weight = Weight.zero
        swap(&weight, &weights[symbol])
        termCount -= 1
        let (isNegative, negativeIndex) = sortedPosition(of: symbol, in: negatives)
        if isNegative { removeInPlace(at: negativeIndex, in: &negatives) }
        constant.add(weight, times: row.constant)
        add(row, times: weight)
    }

    /// `insert(symbol, weight, times: coefficient)` for every term of `row`: the same
    /// arithmetic in the same order, over the weights' buffer at once (a long row touched
    /// the array, and checked it was unique, once a term). `negatives` is moved out for
    /// the pass and follows each change of sign as it happens (a scratch list of the
    /// changes, emptied at every call, cost more than the changes).
    private mutating func add(_ row: Row, times weight: Weight) {
        row.withTerms { terms in add(terms, times: weight) }
    }

    private mutating func add(_ terms: UnsafeBufferPointer<Row.Term>, times weight: Weight) {
        guard let highest = terms.last?.symbol else { return }
        if highest >= weights.count {
            growWeights(to: Swift.max(highest + 1, 2 * weights.count))
        }
        var countChange = 0
        var negatives: [Int] = []
        swap(&negatives, &self.negatives)
        weights.withUnsafeMutableBufferPointer { cells in
            for (symbol, coefficient) in terms where symbol >= 0 {
                let wasZero = cells[symbol].isZero
                let wasNegative = cells[symbol].isNegative
                cells[symbol].add(weight, times: coefficient)
                let isZero = cells[symbol].isZero
                if wasZero != isZero { countChange += isZero ? -1 : 1 }
                let isNegative = cells[symbol].isNegative
                if wasNegative != isNegative { Self.track(symbol, isNegative: isNegative, in: &negatives) }
            }
        }
        swap(&negatives, &self.negatives)
        termCount += countChange
    }
}
