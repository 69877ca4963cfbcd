/// A tableau row `basic = constant + Σ coefficient·symbol`, kept sorted by symbol so that
/// every operation visits terms in the same order on every run (bit-identical results).
struct Row {
    var constant: Double
    private(set) var symbols: [Int] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The symbols of the terms, sorted.
    var symbolList: [Int] { symbols }

    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        sortedPosition(of: symbol, in: symbols)
    }

    func coefficient(of symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient·symbol`, dropping the term when it cancels.
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        let (found, index) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if sum.isNearZero {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !coefficient.isNearZero {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Adds `other·factor`, merging the sorted terms in place (back to front into the
    /// grown arrays, then closing the gaps left by merged and cancelled terms); reports
    /// the symbols that appeared and those that cancelled out, so that a column index
    /// can follow.
    mutating func insert(_ other: Row, times factor: Double, added: inout [Int], removed: inout [Int]) {
        constant += other.constant * factor
        let m = other.symbols.count
        guard m > 0 else { return }
        let n = symbols.count
        symbols.append(contentsOf: repeatElement(-1, count: m))
        coefficients.append(contentsOf: repeatElement(0, count: m))
        var i = n - 1
        var j = m - 1
        var k = n + m - 1
        while j >= 0 {
            let incoming = other.symbols[j]
            if i >= 0, symbols[i] > incoming {
                symbols[k] = symbols[i]
                coefficients[k] = coefficients[i]
                i -= 1
            } else if i >= 0, symbols[i] == incoming {
                let value = coefficients[i] + other.coefficients[j] * factor
                if value.isNearZero {
                    removed.append(incoming)
                    symbols[k] = -1
                } else {
                    symbols[k] = incoming
                    coefficients[k] = value
                }
                i -= 1
                j -= 1
            } else {
                let value = other.coefficients[j] * factor
                if value.isNearZero {
                    symbols[k] = -1
                } else {
                    symbols[k] = incoming
                    coefficients[k] = value
                    added.append(incoming)
                }
                j -= 1
            }
            k -= 1
        }
        // Terms 0...i are already in place; k + 1 ..< n + m holds the merged tail, with -1
        // marking cancelled slots. Close the gap between them and drop the -1s.
        var write = i + 1
        var read = k + 1
        while read < n + m {
            if symbols[read] >= 0 {
                symbols[write] = symbols[read]
                coefficients[write] = coefficients[read]
                write += 1
            }
            read += 1
        }
        symbols.removeLast(symbols.count - write)
        coefficients.removeLast(coefficients.count - write)
    }

    /// Adds `other·factor`, merging the sorted terms.
    mutating func insert(_ other: Row, times factor: Double) {
        var added: [Int] = []
        var removed: [Int] = []
        insert(other, times: factor, added: &added, removed: &removed)
    }

    /// Removes a term and returns its coefficient.
    mutating func remove(_ symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    mutating func negate() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = constant + ... + c·symbol + ...` as `symbol = ...`.
    mutating func solve(for symbol: Int) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Rewrites `lhs = ... + c·rhs + ...` as `rhs = ...`.
    mutating func solve(for rhs: Int, replacing lhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row it equals.
    mutating func substitute(_ symbol: Int, with row: Row) {
        let coefficient = remove(symbol)
        if coefficient != 0 { insert(row, times: coefficient) }
    }

    /// Replaces `symbol` by the row it equals, reporting the terms gained and lost
    /// (`symbol` itself among the lost).
    mutating func substitute(_ symbol: Int, with row: Row, added: inout [Int], removed: inout [Int]) {
        let coefficient = remove(symbol)
        guard coefficient != 0 else { return }
        removed.append(symbol)
        insert(row, times: coefficient, added: &added, removed: &removed)
    }

    /// The terms in symbol order.
    var terms: Zip2Sequence<[Int], [Double]> { zip(symbols, coefficients) }
}

/// The objective: a row whose coefficients are symbolic weights.
struct ObjectiveRow {
    var constant = Weight.zero
    private(set) var symbols: [Int] = []
    private(set) var weights: [Weight] = []
    /// The symbols whose weight is negative (the ones that could enter), kept up to date
    /// so that the simplex does not scan the whole objective at every step.
    private(set) var negatives: Set<Int> = []

    /// The lowest-numbered symbol with a negative weight (Bland's rule), if any.
    var lowestNegative: Int? { negatives.min() }

    private mutating func track(_ symbol: Int, _ weight: Weight) {
        if weight.isNegative { negatives.insert(symbol) } else { negatives.remove(symbol) }
    }

    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        sortedPosition(of: symbol, in: symbols)
    }

    func weight(of symbol: Int) -> Weight {
        let (found, index) = position(of: symbol)
        return found ? weights[index] : .zero
    }

    mutating func insert(_ symbol: Int, _ weight: Weight, times factor: Double = 1) {
        let (found, index) = position(of: symbol)
        if found {
            weights[index].add(weight, times: factor)
            track(symbol, weights[index])
            if weights[index].isZero {
                symbols.remove(at: index)
                weights.remove(at: index)
            }
        } else {
            var value = Weight.zero
            value.add(weight, times: factor)
            if !value.isZero {
                symbols.insert(symbol, at: index)
                weights.insert(value, at: index)
                track(symbol, value)
            }
        }
    }

    /// Replaces `symbol` by the row it equals.
    mutating func substitute(_ symbol: Int, with row: Row) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        let weight = weights.remove(at: index)
        symbols.remove(at: index)
        negatives.remove(symbol)
        constant.add(weight, times: row.constant)
        for (other, coefficient) in row.terms { insert(other, weight, times: coefficient) }
    }

    /// The terms in symbol order.
    var terms: Zip2Sequence<[Int], [Weight]> { zip(symbols, weights) }
}

/// Where `symbol` is, or would go, in a sorted array of symbols.
func sortedPosition(of symbol: Int, in symbols: [Int]) -> (found: Bool, index: Int) {
    var low = 0
    var high = symbols.count
    while low < high {
        let mid = (low + high) / 2
        if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
    }
    return (low < symbols.count && symbols[low] == symbol, low)
}
