import StackRecipe
import StackSolver

/// Solved components kept across the solves of one layout (its canvases × content size
/// categories), so that a component whose constraints come out the same at another canvas
/// or category is not solved again, and (with `warmStarts`) one whose constraints differ
/// only in their constants starts from a solved one.
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
///
/// Warm start: a component with the same constraints but other constants (another canvas
/// width, another category's text sizes) takes a kept solver of the same shape, changes
/// its constants in place and re-optimises from that basis
/// (``LexicographicSolver/shiftConstants(by:)``, the dual simplex). It reaches the same
/// optimum as a solve from scratch: the same level errors, the same value for every
/// variable whose value is unique, so the same frames wherever a frame is not ambiguous,
/// and the same ambiguity marks (ambiguity is a property of the optimum, not of the
/// basis). An ambiguous frame may print another of its possible values than a solve
/// from scratch would. It charges the budget the work it does. When the new constants
/// cannot hold together, the component is solved from scratch, which finds the conflict.
struct SolvedComponentCache {
    /// A component's constraints as added: per constraint its terms (local variable index
    /// and coefficient bits), relation and strength, plus the component's variable count
    /// (`words`, its shape), and apart each constraint's constant bits (`constants`, empty
    /// in a shape). Bit patterns: `0.0` and `-0.0` are different inputs.
    struct Key: Hashable {
        private(set) var words: [UInt64] = []
        private(set) var constants: [UInt64] = []
        /// A running digest of `words`, then `constants`: hashing it instead of every word
        /// keeps a lookup cheap (equal keys still compare every word).
        private var digest: UInt64 = 0
        /// The digest of `words` alone: its ``shape``'s.
        private var shapeDigest: UInt64 = 0

        init(variableCount: Int) {
            append(UInt64(variableCount))
        }

        /// Appends a word to a key without constants (an ambiguity probe's).
        mutating func append(_ word: UInt64) {
            words.append(word)
            digest = Self.mix(digest, word)
            shapeDigest = digest
        }

        /// The words it holds, its constants with them.
        var count: Int { words.count + constants.count }

        /// The key without its constants: the shape of every key that differs from it only
        /// in constants. Shares this key's words.
        var shape: Key {
            var shape = self
            shape.constants = []
            shape.digest = shapeDigest
            return shape
        }

        /// The digest after one more word.
        private static func mix(_ digest: UInt64, _ word: UInt64) -> UInt64 {
            ((digest ^ word) &* 0x9E37_79B9_7F4A_7C15) ^ (digest >> 29)
        }

        /// The key of the constraints at `positions` of `plan` (each its expression in
        /// `expressions`, whose terms `localTerms` holds at the same positions with the
        /// variables numbered in the component): the variable count, then each constraint's
        /// words (``header(termCount:_:_:)``, two per term, then its strength's levels),
        /// written straight into an array of their number with the digest ``append(_:)``
        /// gives them, and its constant's bits into `constants` in the same pass. One pass
        /// makes the key and its ``shape``; read from the arrays directly, so that no
        /// expression is copied out.
        init(
            variableCount: Int, positions: ArraySlice<Int>, plan: [SolveComponents.Step],
            expressions: ExpressionList, localTerms: [LinearExpression.Term]
        ) {
            var total = 1
            for position in positions {
                let step = plan[position]
                total += Self.wordCount(termCount: expressions.termRange(of: step.index).count, step.strength)
            }
            var digest: UInt64 = 0
            var constants: [UInt64] = []
            words = [UInt64](unsafeUninitializedCapacity: total) { buffer, initialized in
                var written = 0
                // Local to the closure, so that each word's mix is no checked access.
                var running: UInt64 = 0
                func put(_ word: UInt64) {
                    // Never past the count made above (the same constraints, read again).
                    guard written < buffer.count else { return }
                    buffer[written] = word
                    running = Self.mix(running, word)
                    written += 1
                }
                put(UInt64(variableCount))
                constants = [UInt64](unsafeUninitializedCapacity: positions.count) { bits, count in
                    for position in positions {
                        let step = plan[position]
                        let range = expressions.termRange(of: step.index)
                        put(Self.header(termCount: range.count, step.relation, step.strength))
                        for term in localTerms[range] {
                            put(UInt64(bitPattern: Int64(truncatingIfNeeded: term.variable.index)))
                            put(term.coefficient.bitPattern)
                        }
                        switch step.strength {
                        case .required: break
                        case .optional(let level): put(level.bitPattern)
                        case .split(let above, let below):
                            put(above.bitPattern)
                            put(below.bitPattern)
                        }
                        bits.initializeElement(at: count, to: expressions.constants[step.index].bitPattern)
                        count += 1
                    }
                }
                initialized = written
                digest = running
            }
            shapeDigest = digest
            for bits in constants { digest = Self.mix(digest, bits) }
            self.constants = constants
            self.digest = digest
        }

        /// How many words a constraint of `termCount` terms takes.
        static func wordCount(termCount: Int, _ strength: Strength) -> Int {
            switch strength {
            case .required: return 1 + 2 * termCount
            case .optional: return 2 + 2 * termCount
            case .split: return 3 + 2 * termCount
            }
        }

        /// A constraint's first word: its term count, relation and kind of strength. Two
        /// words a term follow it (local variable index, coefficient bits), then its
        /// strength's levels' bits (none for a required one).
        static func header(termCount: Int, _ relation: LinearRelation, _ strength: Strength) -> UInt64 {
            let relationCode: UInt64 = relation == .lessThanOrEqual ? 0 : relation == .equal ? 1 : 2
            let strengthCode: UInt64 =
                switch strength {
                case .required: 0
                case .optional: 1
                case .split: 2
                }
            return UInt64(truncatingIfNeeded: termCount) << 4 | relationCode << 2 | strengthCode
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.digest == rhs.digest && lhs.words == rhs.words && lhs.constants == rhs.constants
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
            hasher.combine(count)
        }
    }

    /// An ambiguity probe: its floor and direction (local variables and coefficient bits),
    /// as words with the same digest as a ``Key``.
    typealias ProbeKey = Key

    /// A probe's answer, the steps it took, and the solution that showed the move (the
    /// component's variables), when a probe did.
    struct ProbeAnswer {
        var moves: Bool
        var steps: Int
        var witness: [Double]? = nil
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
        /// Its constraints' constant bits, in the order they were added (for a warm start).
        var constants: [UInt64] = []
        /// The shape it was stored with, when components of a shape start from each other.
        var shape: Key?
        /// What it holds, in words: what counts against the cache's capacity.
        var weight = 0
    }

    /// Whether components of the same shape start from each other (see above). Their
    /// solvers then track constants (``LexicographicSolver/tracksConstants``).
    let warmStarts: Bool
    private(set) var entries: [Key: Entry] = [:]
    /// Per shape (a key without constants), the key of the last entry stored with it.
    private var shapes: [Key: Key] = [:]
    /// The keys in the order their entries were stored, oldest first from `oldest`: the
    /// order in which entries are let go when the cache is full.
    private var order: [Key] = []
    private var oldest = 0
    /// What the entries hold, in words (``Entry/weight``).
    private(set) var weight = 0
    /// The most the entries may hold, in words.
    let capacity: Int

    /// The capacity of a cache: enough for every component of thousands of canvases ×
    /// categories of a realistic layout, and a bound on what many of a huge one keep.
    static let defaultCapacity = 1 << 22

    init(warmStarts: Bool = true, capacity: Int = SolvedComponentCache.defaultCapacity) {
        self.warmStarts = warmStarts
        self.capacity = max(0, capacity)
    }

    func entry(for key: Key) -> Entry? {
        entries[key]
    }

    /// The last entry stored with this shape, if any.
    func entry(shaped shape: Key) -> Entry? {
        shapes[shape].flatMap { entries[$0] }
    }

    /// Room for `count` more entries at once (the components of one solve), not grown by
    /// doubling entry by entry.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(entries.count + count)
        order.reserveCapacity(order.count + count)
        if warmStarts { shapes.reserveCapacity(shapes.count + count) }
    }

    /// Keeps `entry` for `key` (taken, not copied: an entry holds a whole solver).
    mutating func store(_ entry: consuming Entry, for key: Key, shape: Key?) {
        entry.shape = warmStarts ? shape : nil
        let added =
            key.count + entry.solverWeight + entry.steps.count + entry.constants.count
            + Entry.weight(of: entry.probes)
        entry.weight = added
        if let replaced = entries.updateValue(entry, forKey: key) {
            weight -= replaced.weight
        } else {
            order.append(key)
        }
        weight += added
        if let shape, warmStarts { shapes[shape] = key }
        evictWhileFull()
    }

    mutating func addProbes(
        _ probes: [ProbeKey: ProbeAnswer], determined: (floor: Double, flags: [Bool])?, for key: Key
    ) {
        guard var entry = entries[key] else { return }
        let before = entry.weight
        for (probe, answer) in probes where entry.probes[probe] == nil {
            entry.probes[probe] = answer
            entry.weight += Entry.weight(of: [probe: answer])
        }
        if entry.determined == nil, let determined {
            entry.determined = determined
            entry.weight += determined.flags.count
        }
        entries[key] = entry
        weight += entry.weight - before
        evictWhileFull()
    }

    /// Lets the oldest entries go until the cache holds at most ``capacity`` words. The last
    /// entry of each shape stays (a later solve of that shape starts from it), so one pass
    /// over the stored keys is the bound.
    private mutating func evictWhileFull() {
        var visited = 0
        let stored = order.count - oldest
        while weight > capacity, visited < stored, oldest < order.count {
            let key = order[oldest]
            oldest += 1
            visited += 1
            guard let entry = entries[key] else { continue }
            if let shape = entry.shape, shapes[shape] == key {
                order.append(key)
                continue
            }
            entries[key] = nil
            weight -= entry.weight
        }
        if oldest > order.count / 2 {
            order.removeFirst(oldest)
            oldest = 0
        }
    }
}

extension SolvedComponentCache.Entry {
    /// The words a solver's tableau holds: two a term (symbol and coefficient), one a row.
    var solverWeight: Int {
        let statistics = solver.tableauStatistics
        return 2 * (statistics.terms + statistics.objectiveTerms) + statistics.rows + solver.variableCount
    }

    /// The words a set of probe answers holds: each probe's key and witness.
    static func weight(of probes: [SolvedComponentCache.ProbeKey: SolvedComponentCache.ProbeAnswer]) -> Int {
        probes.reduce(0) { $0 + $1.key.count + 2 + ($1.value.witness?.count ?? 0) }
    }
}
