/// A symbolic weight: one component per priority level, compared lexicographically from
/// the highest level down (Badros, Borning & Stuckey's symbolic weights). Any amount of a
/// lower level counts for less than the smallest amount of a higher one, which a numeric
/// weighted sum of strengths cannot express.
struct Weight: Equatable {
    /// (level, amount), sorted by level from highest to lowest, without zero amounts.
    private(set) var components: [(level: Double, amount: Double)] = []

    static let zero = Weight()

    /// One unit at a level.
    init(level: Double, amount: Double = 1) {
        if !amount.isNearZero { components = [(level, amount)] }
    }

    init() {}

    static func == (lhs: Weight, rhs: Weight) -> Bool {
        lhs.components.count == rhs.components.count
            && zip(lhs.components, rhs.components).allSatisfy { $0.level == $1.level && $0.amount == $1.amount }
    }

    /// Whether every component is zero.
    var isZero: Bool { components.isEmpty }

    /// The highest level with a non-zero amount, if any.
    var highestLevel: Double? { components.first?.level }

    /// Whether the highest non-zero component is negative.
    var isNegative: Bool { components.first.map { $0.amount < 0 } ?? false }

    /// The amount at a level.
    func amount(at level: Double) -> Double {
        components.first { $0.level == level }?.amount ?? 0
    }

    /// `self += other * factor`, merging the sorted components.
    mutating func add(_ other: Weight, times factor: Double) {
        guard !other.isZero, factor != 0 else { return }
        // Most often `other` is one unit at a level `self` already has: update in place,
        // without allocating (the same arithmetic as the merge below).
        if other.components.count == 1, let index = components.firstIndex(where: { $0.level == other.components[0].level }) {
            let amount = components[index].amount + other.components[0].amount * factor
            if amount.isNearZero { components.remove(at: index) } else { components[index].amount = amount }
            return
        }
        var merged: [(level: Double, amount: Double)] = []
        merged.reserveCapacity(components.count + other.components.count)
        var i = 0
        var j = 0
        while i < components.count || j < other.components.count {
            if j == other.components.count || (i < components.count && components[i].level > other.components[j].level) {
                merged.append(components[i])
                i += 1
            } else if i == components.count || other.components[j].level > components[i].level {
                let amount = other.components[j].amount * factor
                if !amount.isNearZero { merged.append((other.components[j].level, amount)) }
                j += 1
            } else {
                let amount = components[i].amount + other.components[j].amount * factor
                if !amount.isNearZero { merged.append((components[i].level, amount)) }
                i += 1
                j += 1
            }
        }
        components = merged
    }
}

extension Double {
    /// The tolerance of every comparison the solver makes.
    static let solverEpsilon = 1.0e-8

    var isNearZero: Bool { abs(self) < Double.solverEpsilon }
}
