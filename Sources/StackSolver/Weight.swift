/// A symbolic weight: one component per priority level, compared lexicographically from
/// the highest level down (Badros, Borning & Stuckey's symbolic weights). Any amount of a
/// lower level counts for less than the smallest amount of a higher one, which a numeric
/// weighted sum of strengths cannot express.
///
/// Most weights have one or two components: those are kept inline (no allocation, no
/// reference counting when a weight is copied); more go to an array.
struct Weight: Equatable {
    /// The number of components.
    private var count = 0
    private var first: (level: Double, amount: Double) = (0, 0)
    private var second: (level: Double, amount: Double) = (0, 0)
    /// The components after the second, when there are more than two.
    private var rest: [(level: Double, amount: Double)]?

    static let zero = Weight()

    /// One unit at a level.
    init(level: Double, amount: Double = 1) {
        if !amount.isNearZero { append(level, amount) }
    }

    init() {}

    /// (level, amount), sorted by level from highest to lowest, without zero amounts.
    var components: [(level: Double, amount: Double)] {
        (0..<count).map(component)
    }

    private func component(_ index: Int) -> (level: Double, amount: Double) {
        switch index {
        case 0: return first
        case 1: return second
        default: return rest?[index - 2] ?? (0, 0)
        }
    }

    private mutating func append(_ level: Double, _ amount: Double) {
        switch count {
        case 0: first = (level, amount)
        case 1: second = (level, amount)
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
    /// near zero is dropped).
    mutating func add(_ other: Weight, times factor: Double) {
        guard !other.isZero, factor != 0 else { return }
        // Most often `other` is one unit at a level `self` already has: update in place.
        if other.count == 1 {
            let (level, incoming) = other.first
            for index in 0..<count where component(index).level == level {
                let amount = component(index).amount + incoming * factor
                if amount.isNearZero {
                    remove(at: index)
                } else {
                    setAmount(amount, at: index)
                }
                return
            }
        }
        var merged = Weight()
        var i = 0
        var j = 0
        while i < count || j < other.count {
            if j == other.count || (i < count && component(i).level > other.component(j).level) {
                let own = component(i)
                merged.append(own.level, own.amount)
                i += 1
            } else if i == count || other.component(j).level > component(i).level {
                let incoming = other.component(j)
                let amount = incoming.amount * factor
                if !amount.isNearZero { merged.append(incoming.level, amount) }
                j += 1
            } else {
                let own = component(i)
                let amount = own.amount + other.component(j).amount * factor
                if !amount.isNearZero { merged.append(own.level, amount) }
                i += 1
                j += 1
            }
        }
        self = merged
    }

    private mutating func setAmount(_ amount: Double, at index: Int) {
        switch index {
        case 0: first.amount = amount
        case 1: second.amount = amount
        default: rest?[index - 2].amount = amount
        }
    }

    private mutating func remove(at index: Int) {
        guard count <= 2 else {
            var kept = Weight()
            for position in 0..<count where position != index {
                let own = component(position)
                kept.append(own.level, own.amount)
            }
            self = kept
            return
        }
        // One or two components, in place.
        if index == 0 { first = second }
        second = (0, 0)
        count -= 1
    }
}

extension Double {
    /// The tolerance of every comparison the solver makes.
    static let solverEpsilon = 1.0e-8

    var isNearZero: Bool { abs(self) < Double.solverEpsilon }
}
