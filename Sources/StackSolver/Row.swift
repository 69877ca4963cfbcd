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
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) / 2
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return (low < symbols.count && symbols[low] == symbol, low)
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

    /// Adds `other·factor`, merging the sorted terms.
    mutating func insert(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        guard !other.symbols.isEmpty else { return }
        var mergedSymbols: [Int] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0
        var j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let value = other.coefficients[j] * factor
                if !value.isNearZero {
                    mergedSymbols.append(other.symbols[j])
                    mergedCoefficients.append(value)
                }
                j += 1
            } else {
                let value = coefficients[i] + other.coefficients[j] * factor
                if !value.isNearZero {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
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

    /// The terms in symbol order.
    var terms: Zip2Sequence<[Int], [Double]> { zip(symbols, coefficients) }
}

/// The objective: a row whose coefficients are symbolic weights.
struct ObjectiveRow {
    var constant = Weight.zero
    private(set) var symbols: [Int] = []
    private(set) var weights: [Weight] = []

    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low + high) / 2
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return (low < symbols.count && symbols[low] == symbol, low)
    }

    func weight(of symbol: Int) -> Weight {
        let (found, index) = position(of: symbol)
        return found ? weights[index] : .zero
    }

    mutating func insert(_ symbol: Int, _ weight: Weight, times factor: Double = 1) {
        let (found, index) = position(of: symbol)
        if found {
            weights[index].add(weight, times: factor)
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
            }
        }
    }

    /// Replaces `symbol` by the row it equals.
    mutating func substitute(_ symbol: Int, with row: Row) {
        let (found, index) = position(of: symbol)
        guard found else { return }
        let weight = weights.remove(at: index)
        symbols.remove(at: index)
        constant.add(weight, times: row.constant)
        for (other, coefficient) in row.terms { insert(other, weight, times: coefficient) }
    }

    /// The terms in symbol order.
    var terms: Zip2Sequence<[Int], [Weight]> { zip(symbols, weights) }
}
