/// A symbolic weight: one component per priority level, compared lexicographically from
/// the highest level down (Badros, Borning & Stuckey's symbolic weights). Any amount of a
/// lower level counts for less than the smallest amount of a higher one, which a numeric
/// weighted sum of strengths cannot express.
///
/// Most weights have at most four components: those are kept inline (no allocation, no
/// reference counting when a weight is copied); more go to an array. (With two inline, a
/// weight that met a third level, common in the objective of a layout, allocated.)
struct Weight: Equatable {
    /// The number of components.
    private var count = 0
    private var first: (level: Double, amount: Double) = (0, 0)
    private var second: (level: Double, amount: Double) = (0, 0)
    private var third: (level: Double, amount: Double) = (0, 0)
    private var fourth: (level: Double, amount: Double) = (0, 0)
    /// The components after the fourth, when there are more than four.
    private var rest: [(level: Double, amount: Double)]?

    static let zero = Weight()

    /// One unit at a level.
    init(level: Double, amount: Double = 1) {
        if !amount.isNearZero {
            count = 1
            first = (level, amount)
        }
    }

    init() {}

    /// (level, amount), sorted by level from highest to lowest, without zero amounts.
    var components: [(level: Double, amount: Double)] {
        (0..<count).map(component)
    }

    /// Calls `body` with each (level, amount), highest level first, without an array.
    func forEachComponent(_ body: (Double, Double) -> Void) {
        for index in 0..<count {
            let (level, amount) = component(index)
            body(level, amount)
        }
    }

    private func component(_ index: Int) -> (level: Double, amount: Double) {
        switch index {
        case 0: return first
        case 1: return second
        case 2: return third
        case 3: return fourth
        default: return rest?[index - 4] ?? (0, 0)
        }
    }

    private mutating func append(_ level: Double, _ amount: Double) {
        switch count {
        case 0: first = (level, amount)
        case 1: second = (level, amount)
        case 2: third = (level, amount)
        case 3: fourth = (level, amount)
        default:
            if rest == nil { rest = [] }
            rest?.append((level, amount))
        }
        count += 1
    }

    static func == (lhs: Weight, rhs: Weight) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for index in 0..<lhs.count {
            let (left, right) = (lhs.component(index), rhs.component(index))
            guard left.level == right.level, left.amount == right.amount else { return false }
        }
        return true
    }

    /// Whether every component is zero.
    var isZero: Bool { count == 0 }

    /// The highest level with a non-zero amount, if any.
    var highestLevel: Double? { count > 0 ? first.level : nil }

    /// Whether the highest non-zero component is negative.
    var isNegative: Bool { count > 0 && first.amount < 0 }

    /// The amount at a level.
    func amount(at level: Double) -> Double {
        for index in 0..<count where component(index).level == level { return component(index).amount }
        return 0
    }

    /// `self += other * factor`, merging the sorted components (an amount that comes out
    /// near zero is dropped). In place: a weight that has spilled past two components
    /// keeps its array's room instead of allocating another on every merge.
    mutating func add(_ other: Weight, times factor: Double) {
        guard !other.isZero, factor != 0 else { return }
        // Most often `other` is one unit at one level: update, insert or remove that one.
        if other.count == 1 {
            add(other.first.amount, at: other.first.level, times: factor)
            return
        }
        withUnsafeTemporaryAllocation(of: (level: Double, amount: Double).self, capacity: count + other.count) {
            merged in
            var length = 0
            var i = 0
            var j = 0
            while i < count || j < other.count {
                if j == other.count || (i < count && component(i).level > other.component(j).level) {
                    merged[length] = component(i)
                    length += 1
                    i += 1
                } else if i == count || other.component(j).level > component(i).level {
                    let incoming = other.component(j)
                    let amount = incoming.amount * factor
                    if !amount.isNearZero {
                        merged[length] = (incoming.level, amount)
                        length += 1
                    }
                    j += 1
                } else {
                    let own = component(i)
                    let amount = own.amount + other.component(j).amount * factor
                    if !amount.isNearZero {
                        merged[length] = (own.level, amount)
                        length += 1
                    }
                    i += 1
                    j += 1
                }
            }
            count = 0
            rest?.removeAll(keepingCapacity: true)
            for index in 0..<length { append(merged[index].level, merged[index].amount) }
        }
    }

    /// Adds `incoming × factor` at `level` (a weight of one component, times a factor):
    /// that component updated, inserted or removed.
    mutating func add(_ incoming: Double, at level: Double, times factor: Double) {
        var position = 0
        while position < count {
            let own = component(position)
            if own.level == level {
                let amount = own.amount + incoming * factor
                if amount.isNearZero {
                    remove(at: position)
                } else {
                    setAmount(amount, at: position)
                }
                return
            }
            if own.level < level { break }
            position += 1
        }
        let amount = incoming * factor
        if !amount.isNearZero { insert((level, amount), at: position) }
    }

    private mutating func setAmount(_ amount: Double, at index: Int) {
        switch index {
        case 0: first.amount = amount
        case 1: second.amount = amount
        case 2: third.amount = amount
        case 3: fourth.amount = amount
        default: rest?[index - 4].amount = amount
        }
    }

    private mutating func setComponent(_ component: (level: Double, amount: Double), at index: Int) {
        switch index {
        case 0: first = component
        case 1: second = component
        case 2: third = component
        case 3: fourth = component
        default: rest?[index - 4] = component
        }
    }

    /// Inserts a component at a position, moving the later ones up.
    private mutating func insert(_ component: (level: Double, amount: Double), at index: Int) {
        var carried = component
        for position in index..<count {
            let displaced = self.component(position)
            setComponent(carried, at: position)
            carried = displaced
        }
        append(carried.level, carried.amount)
    }

    /// Removes a component, moving the later ones down.
    private mutating func remove(at index: Int) {
        for position in index..<(count - 1) { setComponent(component(position + 1), at: position) }
        switch count {
        case 1: first = (0, 0)
        case 2: second = (0, 0)
        case 3: third = (0, 0)
        case 4: fourth = (0, 0)
        default: rest?.removeLast()
        }
        count -= 1
    }
}

extension Double {
    /// The tolerance of every comparison the solver makes.
    static let solverEpsilon = 1.0e-8

    var isNearZero: Bool { abs(self) < Double.solverEpsilon }
}
