/// The tableau's rows, by basic symbol, with every row's terms a slice of one array.
///
/// One array for all the terms instead of one a row: adding a row, growing one by a
/// substitution and tearing the tableau down allocate (and free) nothing per row, and a
/// solver copied for a probe copies the terms at once. A row whose slice is full moves
/// to the end of the used part with room to grow; the room it left is garbage, collected
/// (every live row copied in symbol order) once it is more than half of the used part.
/// Rows are merged by the same kernel as a detached ``Row``
/// (``Row/merge(into:count:incoming:times:added:)``), so the arithmetic, and every value,
/// is the same bit for bit.
struct RowPool {
    typealias Term = Row.Term

    /// Where a basic symbol's row lives, and its constant.
    private struct Slot {
        var start = 0
        var count = 0
        var capacity = 0
        var constant = 0.0
        var isBasic = false
    }

    /// Every row's terms; cells outside a row's first `count` are free (their content is
    /// never read).
    private var pool: [Term] = []
    /// The end of the used part of `pool`.
    private var end = 0
    private var slots: [Slot] = []
    /// Cells no row uses.
    private var garbage = 0
    /// The room of the row taken last: a pivot stores the same row again, one term more or
    /// less, under its entering symbol, most often in the same room.
    private var spare: (start: Int, capacity: Int)?
    /// How many times the garbage was collected (for the tests).
    private(set) var collections = 0

    /// The used part below which garbage is never collected.
    private static let smallPool = 4096

    /// The number of symbols (basic or not).
    var symbolCount: Int { slots.count }

    /// Makes room for `count` symbols, and for eight cells a symbol (rows and the room they
    /// leave behind as they move: with four, a typical solve still grew the pool once).
    mutating func reserveCapacity(symbols count: Int) {
        slots.reserveCapacity(count)
        grow(toAtLeast: Swift.min(count, 1 << 20) * 8)
    }

    /// Adds a symbol, not basic.
    mutating func appendSymbol() {
        slots.append(Slot())
    }

    /// Whether `symbol` is basic (has a row).
    func isBasic(_ symbol: Int) -> Bool { slots[symbol].isBasic }

    /// The constant of `symbol`'s row (0 when it is not basic).
    func constant(of symbol: Int) -> Double { slots[symbol].constant }

    /// Sets the constant of a basic symbol's row (ignored for a symbol that is not basic).
    mutating func setConstant(_ constant: Double, of symbol: Int) {
        guard slots[symbol].isBasic else { return }
        slots[symbol].constant = constant
    }

    /// The coefficient of `symbol` in the row of `basic` (0 when absent or not basic).
    func coefficient(of symbol: Int, inRowOf basic: Int) -> Double {
        let slot = slots[basic]
        guard slot.isBasic else { return 0 }
        return pool.withUnsafeBufferPointer { cells in
            let (found, index) = Self.position(of: symbol, in: cells, start: slot.start, count: slot.count)
            return found ? cells[index].coefficient : 0
        }
    }

    /// Calls `body` with the sorted terms of `basic`'s row (empty when not basic).
    func withTerms<Result>(of basic: Int, _ body: (UnsafeBufferPointer<Term>) throws -> Result) rethrows -> Result {
        let slot = slots[basic]
        return try pool.withUnsafeBufferPointer { cells in
            try body(UnsafeBufferPointer(rebasing: cells[slot.start..<slot.start + slot.count]))
        }
    }

    /// A copy of `basic`'s row, if it is basic.
    func row(of basic: Int) -> Row? {
        let slot = slots[basic]
        guard slot.isBasic else { return nil }
        return withTerms(of: basic) { Row(constant: slot.constant, terms: $0) }
    }

    /// `basic`'s row, which it no longer has, if it was basic.
    mutating func take(_ basic: Int) -> Row? {
        guard let row = row(of: basic) else { return nil }
        release(basic)
        return row
    }

    /// Copies `basic`'s row into `row` (keeping `row`'s room), which `basic` then no longer
    /// has; false, `row` unchanged, when `basic` is not basic.
    mutating func take(_ basic: Int, into row: inout Row) -> Bool {
        let slot = slots[basic]
        guard slot.isBasic else { return false }
        withTerms(of: basic) { row.replace(constant: slot.constant, terms: $0) }
        release(basic)
        return true
    }

    /// Stores `row` as the row of `basic`, replacing the one it has.
    mutating func store(_ basic: Int, _ row: Row) {
        let needed = row.termCount
        if !slots[basic].isBasic || slots[basic].capacity < needed {
            release(basic)
            (slots[basic].start, slots[basic].capacity) = allocate(needed)
        }
        let start = slots[basic].start
        pool.withUnsafeMutableBufferPointer { cells in
            for (offset, term) in row.terms.enumerated() { cells[start + offset] = term }
        }
        slots[basic].count = needed
        slots[basic].constant = row.constant
        slots[basic].isBasic = true
    }

    /// Makes `basic` not basic; its room becomes the spare room (the previous spare room,
    /// garbage).
    mutating func release(_ basic: Int) {
        guard slots[basic].isBasic else { return }
        if let spare { garbage += spare.capacity }
        spare = (slots[basic].start, slots[basic].capacity)
        slots[basic] = Slot()
    }

    /// Removes `symbol` from `basic`'s row (nothing when absent or not basic).
    mutating func remove(_ symbol: Int, fromRowOf basic: Int) {
        let slot = slots[basic]
        guard slot.isBasic else { return }
        let removed = pool.withUnsafeMutableBufferPointer { cells in
            Self.remove(symbol, from: cells, start: slot.start, count: slot.count) != nil
        }
        if removed { slots[basic].count -= 1 }
    }

    /// Replaces `symbol` in `basic`'s row by `row` (what `symbol` equals), merging in place
    /// (moving the row first when its room is too small); reports the symbols the row
    /// gained. Nothing happens when the row does not hold `symbol`.
    mutating func substitute(_ symbol: Int, inRowOf basic: Int, with row: Row, added: inout [Int]) {
        var slot = slots[basic]
        guard slot.isBasic else { return }
        let m = row.termCount
        let needed = slot.count - 1 + m
        if slot.capacity < needed {
            // Too small once the symbol is gone: move first (with half as much room again),
            // if the symbol is there at all.
            guard coefficient(of: symbol, inRowOf: basic) != 0 else { return }
            move(basic, toRoomFor: needed + needed / 2)
            slot = slots[basic]
        }
        let start = slot.start
        // One pass over the pool: remove the symbol, then merge the row in.
        let result: (coefficient: Double, count: Int)? = pool.withUnsafeMutableBufferPointer { cells in
            guard let coefficient = Self.remove(symbol, from: cells, start: start, count: slot.count) else { return nil }
            let n = slot.count - 1
            guard coefficient != 0, m > 0 else { return (coefficient, n) }
            let count = row.terms.withUnsafeBufferPointer { incoming in
                Row.merge(into: UnsafeMutableBufferPointer(rebasing: cells[start..<start + n + m]), count: n,
                          incoming: incoming, times: coefficient, added: &added)
            }
            return (coefficient, count)
        }
        guard let result else { return }
        slot.count = result.count
        if result.coefficient != 0 { slot.constant += row.constant * result.coefficient }
        slots[basic] = slot
    }

    /// The number of rows, and the number of terms in them.
    var statistics: (rows: Int, terms: Int) {
        slots.reduce((0, 0)) { $1.isBasic ? ($0.0 + 1, $0.1 + $1.count) : $0 }
    }

    // MARK: Room

    /// Moves `basic`'s terms to a new slice of `capacity` cells.
    private mutating func move(_ basic: Int, toRoomFor capacity: Int) {
        let (start, granted) = allocate(capacity)
        // Read after allocating: collecting the garbage moves every row.
        let old = slots[basic]
        pool.withUnsafeMutableBufferPointer { cells in
            for offset in 0..<old.count { cells[start + offset] = cells[old.start + offset] }
        }
        garbage += old.capacity
        slots[basic].start = start
        slots[basic].capacity = granted
    }

    /// A free slice of at least `capacity` cells (and at least one): the spare room when
    /// it fits, else at the end of the used part (after collecting the garbage when it is
    /// more than half of it). Returns its start and its size.
    private mutating func allocate(_ capacity: Int) -> (start: Int, capacity: Int) {
        let capacity = Swift.max(capacity, 1)
        if let spare, spare.capacity >= capacity {
            self.spare = nil
            return spare
        }
        if garbage > Self.smallPool, garbage > end / 2 { collectGarbage() }
        let start = end
        if pool.count < start + capacity { grow(toAtLeast: Swift.max(2 * pool.count, start + capacity, 64)) }
        end = start + capacity
        return (start, capacity)
    }

    /// Makes `pool` at least `count` cells long: the cells so far copied at once, the new
    /// ones free (their content does not matter: written before read).
    private mutating func grow(toAtLeast count: Int) {
        guard pool.count < count else { return }
        let old = pool
        pool = [Term](unsafeUninitializedCapacity: count) { cells, initialized in
            guard let base = cells.baseAddress else { return }
            old.withUnsafeBufferPointer { cells in
                if let oldBase = cells.baseAddress { base.initialize(from: oldBase, count: cells.count) }
            }
            (base + old.count).initialize(repeating: (symbol: -1, coefficient: 0), count: count - old.count)
            initialized = count
        }
    }

    /// Copies every live row, in symbol order, into a new pool with no room between them.
    private mutating func collectGarbage() {
        var compact: [Term] = []
        compact.reserveCapacity(pool.count)
        for symbol in slots.indices where slots[symbol].isBasic {
            let slot = slots[symbol]
            slots[symbol].start = compact.count
            slots[symbol].capacity = Swift.max(slot.count, 1)
            compact.append(contentsOf: pool[slot.start..<slot.start + slot.count])
            if slot.count == 0 { compact.append((symbol: -1, coefficient: 0)) }
        }
        end = compact.count
        compact.append(contentsOf: [Term](repeating: (symbol: -1, coefficient: 0), count: pool.count - end))
        pool = compact
        garbage = 0
        spare = nil
        collections += 1
    }

    /// Removes `symbol` from the sorted terms `cells[start..<start + count]`, closing the
    /// gap; its coefficient, or nil when absent.
    private static func remove(_ symbol: Int, from cells: UnsafeMutableBufferPointer<Term>, start: Int, count: Int) -> Double? {
        let (found, index) = position(of: symbol, in: UnsafeBufferPointer(cells), start: start, count: count)
        guard found else { return nil }
        let coefficient = cells[index].coefficient
        var cell = index
        while cell + 1 < start + count {
            cells[cell] = cells[cell + 1]
            cell += 1
        }
        return coefficient
    }

    /// Where `symbol` is, or would go, among the sorted terms `cells[start..<start + count]`.
    private static func position(of symbol: Int, in cells: UnsafeBufferPointer<Term>, start: Int, count: Int) -> (found: Bool, index: Int) {
        var low = start
        var high = start + count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].symbol < symbol { low = mid + 1 } else { high = mid }
        }
        return (low < start + count && cells[low].symbol == symbol, low)
    }
}
