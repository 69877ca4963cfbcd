import StackSolver

/// Solved components kept across the solves of one layout (its canvases × content size
/// categories), so that a component whose constraints come out the same at another canvas
/// or category is not solved again.
///
/// Between canvases only constants change, and only in the constraints that read the
/// canvas (root pins, constraint lines to the canvas and its guides); between categories
/// only the constants of text-styled elements. A component (see ``SolveComponents``) that
/// holds none of them receives exactly the same constraints, in the same order, at the same
/// strengths: the solver is deterministic, so its tableau, its values and the answers of
/// its ambiguity probes are the same bit for bit. The cache keeps, per component key, the
/// solver after its last constraint, the budget steps each constraint took, and the probes
/// answered on it with their steps, and replays them: every step is charged to the budget
/// at the point the solve would have spent it, so budgets run out exactly where they would.
struct SolvedComponentCache {
    /// A component's constraints as added: per constraint its terms (local variable index
    /// and coefficient bits), constant bits, relation and strength, plus the component's
    /// variable count. Bit patterns: `0.0` and `-0.0` are different inputs.
    struct Key: Hashable {
        private(set) var words: [UInt64] = []
        /// A running digest of `words`: hashing it instead of every word keeps a lookup
        /// cheap (equal keys still compare every word).
        private var digest: UInt64 = 0

        init(variableCount: Int) {
            append(UInt64(variableCount))
        }

        mutating func append(_ word: UInt64) {
            words.append(word)
            digest = ((digest ^ word) &* 0x9E37_79B9_7F4A_7C15) ^ (digest >> 29)
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.digest == rhs.digest && lhs.words == rhs.words
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
            hasher.combine(words.count)
        }
    }

    /// An ambiguity probe: its floor and direction (local variables and coefficient bits),
    /// as words with the same digest as a ``Key``.
    typealias ProbeKey = Key

    /// A probe's answer and the steps it took.
    struct ProbeAnswer {
        var moves: Bool
        var steps: Int
    }

    /// One solved component.
    struct Entry {
        /// The solver after the component's last constraint (before any probe).
        var solver: LexicographicSolver
        /// The steps each constraint took, in the order they were added.
        var steps: [Int]
        /// The probes answered on this solver.
        var probes: [ProbeKey: ProbeAnswer]
        /// Which of its variables are certainly determined above a floor, once asked.
        var determined: (floor: Double, flags: [Bool])?
    }

    private(set) var entries: [Key: Entry] = [:]

    func entry(for key: Key) -> Entry? {
        entries[key]
    }

    mutating func store(_ entry: Entry, for key: Key) {
        entries[key] = entry
    }

    mutating func addProbes(_ probes: [ProbeKey: ProbeAnswer], determined: (floor: Double, flags: [Bool])?, for key: Key) {
        guard entries[key] != nil else { return }
        if !probes.isEmpty { entries[key]?.probes.merge(probes) { old, _ in old } }
        if entries[key]?.determined == nil { entries[key]?.determined = determined }
    }
}

extension SolvedComponentCache.Key {
    /// Appends one constraint, its variables numbered by `local` (the component's numbering).
    mutating func append(_ expression: LinearExpression, _ relation: LinearRelation, _ strength: Strength, local: (Int) -> Int) {
        append(UInt64(expression.terms.count))
        for (variable, coefficient) in expression.terms {
            append(UInt64(bitPattern: Int64(truncatingIfNeeded: local(variable.index))))
            append(coefficient.bitPattern)
        }
        append(expression.constant.bitPattern)
        switch relation {
        case .lessThanOrEqual: append(0)
        case .equal: append(1)
        case .greaterThanOrEqual: append(2)
        }
        switch strength {
        case .required:
            append(0)
        case .optional(let level):
            append(1)
            append(level.bitPattern)
        case .split(let above, let below):
            append(2)
            append(above.bitPattern)
            append(below.bitPattern)
        }
    }
}
