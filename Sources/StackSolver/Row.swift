/// A tableau row `basic = constant + Σ coefficient·symbol`, kept sorted by symbol so that
/// every operation visits terms in the same order on every run (bit-identical results).
/// The terms live in one array of pairs: one allocation a row, one uniqueness check a merge.
struct Row {
    /// One term: a symbol and its coefficient.
    typealias Term = (symbol: Int, coefficient: Double)

    var constant: Double
    /// The terms, sorted by symbol.
    private(set) var terms: [Term] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// An empty row with room for `capacity` terms (one allocation for a row built term by term).
    init(constant: Double, capacity: Int) {
        self.constant = constant
        terms.reserveCapacity(capacity)
    }

    var isEmpty: Bool { terms.isEmpty }

    /// The number of terms.
    var termCount: Int { terms.count }

    /// Calls `body` with the terms, read in place.
    func withTerms<Result>(_ body: (UnsafeBufferPointer<Term>) -> Result) -> Result {
        terms.withUnsafeBufferPointer(body)
    }

    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0
        var high = terms.count
        while low < high {
            let mid = (low + high) / 2
            if terms[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return (low < terms.count && terms[low].symbol == symbol, low)
    }

    func coefficient(of symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        return found ? terms[index].coefficient : 0
    }

    /// Appends `coefficient·symbol` for a symbol above every symbol of the row (unless the
    /// coefficient is near zero).
    mutating func append(_ symbol: Int, _ coefficient: Double) {
        if !coefficient.isNearZero { terms.append((symbol, coefficient)) }
    }

    /// Adds `coefficient·symbol`, dropping the term when it cancels; the later terms move
    /// up or down in place (`Array.insert` and `remove(at:)` go through `replaceSubrange`).
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        let (found, index) = position(of: symbol)
        if found {
            let sum = terms[index].coefficient + coefficient
            if sum.isNearZero {
                removeTerm(at: index)
            } else {
                terms[index].coefficient = sum
            }
        } else if !coefficient.isNearZero {
            insertInPlace((symbol, coefficient), at: index, in: &terms)
        }
    }

    /// Removes the term at `index`, moving the later ones down in place.
    private mutating func removeTerm(at index: Int) {
        removeInPlace(at: index, in: &terms)
    }

    /// Adds `Σ incoming·factor + otherConstant·factor`, merging the sorted terms in place
    /// (see ``Row/merge(into:count:incoming:times:dropping:gained:)``), and writes the
    /// symbols that appeared to `gained` (room for `incoming.count`), so that a column index
    /// can follow; returns how many it wrote. With `dropping`, the term at that index (whose
    /// symbol is not incoming) goes in the same pass. Gains go to the caller's room, not to
    /// an array: appending each checked the array was unique.
    mutating func insert(
        constant otherConstant: Double, terms incoming: UnsafeBufferPointer<Term>, times factor: Double,
        dropping dropped: Int = -1, gained: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        constant += otherConstant * factor
        let m = incoming.count
        guard m > 0 else {
            if dropped >= 0 { removeTerm(at: dropped) }
            return 0
        }
        let n = terms.count
        if terms.capacity < n + m {
            // Half as much room again as needed, at any length: a run of substitutions would
            // otherwise reallocate (and copy) the row every time.
            terms.reserveCapacity(n + m + (n + m) / 2)
        }
        // Room to merge into: a few appended one by one, many at once (each way is the
        // cheaper one there).
        if m < 16 {
            for _ in 0..<m { terms.append((symbol: -1, coefficient: 0.0)) }
        } else {
            terms.append(contentsOf: repeatElement((symbol: -1, coefficient: 0.0), count: m))
        }
        let (count, gains) = terms.withUnsafeMutableBufferPointer { cells in
            Row.merge(into: cells, count: n, incoming: incoming, times: factor, dropping: dropped, gained: gained)
        }
        // The room left over (merged, cancelled and dropped terms): a few removed one by
        // one, many at once (`removeLast(_:)` goes through `replaceSubrange`, a generic call).
        if terms.count - count < 8 {
            while terms.count > count { terms.removeLast() }
        } else {
            terms.removeLast(terms.count - count)
        }
        return gains
    }

    /// Merges `incoming·factor` into the first `count` cells of `cells` (sorted terms; the
    /// buffer has room for `count + incoming.count`), back to front, then closes the gaps
    /// left by merged and cancelled terms and by the cell at index `dropped` (none when
    /// negative; its symbol must not be incoming). Returns the new number of terms and the
    /// number of symbols that appeared, written to `gained` (room for `incoming.count`).
    static func merge(
        into cells: UnsafeMutableBufferPointer<Term>, count n: Int, incoming incomingCells: UnsafeBufferPointer<Term>,
        times factor: Double, dropping dropped: Int = -1, gained: UnsafeMutableBufferPointer<Int>
    ) -> (count: Int, gained: Int) {
        let m = incomingCells.count
        var gains = 0
        var i = n - 1
        var j = m - 1
        var k = n + m - 1
        while j >= 0 {
            let incoming = incomingCells[j].symbol
            if i >= 0, cells[i].symbol > incoming {
                // The dropped cell is not moved: the merged tail closes over it.
                if i != dropped {
                    cells[k] = cells[i]
                    k -= 1
                }
                i -= 1
                continue
            } else if i >= 0, cells[i].symbol == incoming {
                let value = cells[i].coefficient + incomingCells[j].coefficient * factor
                cells[k] = value.isNearZero ? (symbol: -1, coefficient: 0) : (symbol: incoming, coefficient: value)
                i -= 1
                j -= 1
            } else {
                let value = incomingCells[j].coefficient * factor
                if value.isNearZero {
                    cells[k] = (symbol: -1, coefficient: 0)
                } else {
                    cells[k] = (symbol: incoming, coefficient: value)
                    gained[gains] = incoming
                    gains += 1
                }
                j -= 1
            }
            k -= 1
        }
        // Terms 0...i are already in place, but for a dropped one among them, which the
        // terms after it close over; k + 1 ..< n + m holds the merged tail, with -1 marking
        // cancelled slots. Close the gap and drop the -1s.
        var write = i + 1
        if dropped >= 0, dropped <= i {
            for read in (dropped + 1)..<(i + 1) { cells[read - 1] = cells[read] }
            write = i
        }
        var read = k + 1
        while read < n + m {
            if cells[read].symbol >= 0 {
                cells[write] = cells[read]
                write += 1
            }
            read += 1
        }
        return (write, gains)
    }

    /// Removes a term and returns its coefficient.
    mutating func remove(_ symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        guard found else { return 0 }
        let coefficient = terms[index].coefficient
        removeTerm(at: index)
        return coefficient
    }

    mutating func negate() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Rewrites `0 = constant + ... + c·symbol + ...` as `symbol = ...`: the symbol's term
    /// goes in the same pass that scales the others.
    mutating func solve(for symbol: Int) {
        let (found, index) = position(of: symbol)
        let factor = -1 / (found ? terms[index].coefficient : 0)
        constant *= factor
        terms.withUnsafeMutableBufferPointer { cells in
            // The terms before it are scaled where they are; those after it move down one.
            let end = found ? index : cells.count
            for cell in 0..<end { cells[cell].coefficient *= factor }
            if found {
                for cell in (index + 1)..<cells.count {
                    cells[cell - 1] = (cells[cell].symbol, cells[cell].coefficient * factor)
                }
            }
        }
        if found { terms.removeLast() }
    }

    /// Rewrites `lhs = ... + c·rhs + ...` as `rhs = ...`.
    mutating func solve(for rhs: Int, replacing lhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row it equals (which does not hold `symbol`), given by its
    /// constant and its terms (read once for a whole column of rows), writing the symbols
    /// gained to `gained` (room for `incoming.count`); returns how many it wrote. The term
    /// goes in the merge's pass: removing it first moved the rest of a long row once more.
    mutating func substitute(
        _ symbol: Int, withConstant rowConstant: Double, terms incoming: UnsafeBufferPointer<Term>,
        gained: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        let (found, index) = position(of: symbol)
        guard found else { return 0 }
        let coefficient = terms[index].coefficient
        guard coefficient != 0 else {
            removeTerm(at: index)
            return 0
        }
        return insert(constant: rowConstant, terms: incoming, times: coefficient, dropping: index, gained: gained)
    }
}

/// Inserts `item` at `index` of `items`, moving the later ones up with one overlapping copy
/// in place (`Array.insert(_:at:)` goes through `replaceSubrange`, a generic call).
func insertInPlace<Item>(_ item: Item, at index: Int, in items: inout [Item]) {
    items.append(item)
    items.withUnsafeMutableBufferPointer { cells in
        guard let base = cells.baseAddress else { return }
        (base + index + 1).update(from: base + index, count: cells.count - 1 - index)
        base[index] = item
    }
}

/// Removes the item at `index` of `items`, moving the later ones down in place.
func removeInPlace<Item>(at index: Int, in items: inout [Item]) {
    items.withUnsafeMutableBufferPointer { cells in
        guard let base = cells.baseAddress else { return }
        (base + index).update(from: base + index + 1, count: cells.count - 1 - index)
    }
    items.removeLast()
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
