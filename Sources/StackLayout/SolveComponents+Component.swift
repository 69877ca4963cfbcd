import StackSolver

extension SolveComponents {
    /// One connected component of a solve: its solver and what the solve keeps of it for
    /// the ``SolvedComponentCache`` (its constraints as planned, the steps each took, the
    /// probes answered on it). Kept together so that a component's state is read and
    /// changed in one place; ``SolveComponents`` holds them in an array and changes each in
    /// place (`components[index].solver.add(...)`), never copying a solver out to change it.
    struct Component {
        /// The component's own solver (its variables numbered within the component).
        var solver: LexicographicSolver
        /// The number of its variables.
        let size: Int
        /// The number of constraints that name its variables.
        let constraintCount: Int
        /// When the constraints were planned: its key, the global indices of its
        /// constraints in the order planned, and their positions in the plan.
        var key: SolvedComponentCache.Key?
        var planned: [Int] = []
        var plannedPositions: [Int] = []
        /// When taken from the cache: the steps each planned constraint took, and how many
        /// have been replayed so far.
        var replaySteps: [Int]?
        var cursor = 0
        /// When solved here: the global indices added and the steps each took.
        var added: [Int] = []
        var stepsTaken: [Int] = []
        /// The probes answered on its final tableau, with their steps.
        var probeAnswers: [SolvedComponentCache.ProbeKey: SolvedComponentCache.ProbeAnswer] = [:]
        /// Which of its variables are certainly determined above a floor.
        var determined: (floor: Double, flags: [Bool])?
        /// When not found in the cache: its shape (its key without constants) and its
        /// constants, for a warm start and to be found by one.
        var shape: SolvedComponentCache.Key?
        var constants: [Double] = []
        /// When started warm: the steps the warm start took.
        var warmSteps: Int?

        /// A component of `size` variables named by `constraintCount` constraints, solved by
        /// `solver` (empty, or from the cache).
        init(solver: LexicographicSolver, size: Int, constraintCount: Int) {
            self.solver = solver
            self.size = size
            self.constraintCount = constraintCount
        }

        /// Whether the cache can keep this component as solved here: every constraint came
        /// as planned, each with its steps.
        var cameAsPlanned: Bool {
            added == planned && stepsTaken.count == planned.count
        }

        /// Keeps this component in `cache` when it can be found again: solved here with
        /// every constraint as planned, or started warm (its steps charged at its first
        /// constraint); a component replayed from the cache adds the probes answered on it.
        func record(into cache: inout SolvedComponentCache) {
            guard let key else { return }
            if let warmSteps, replaySteps != nil {
                var replay = Array(repeating: 0, count: planned.count)
                if !replay.isEmpty { replay[0] = warmSteps }
                cache.store(
                    SolvedComponentCache.Entry(
                        solver: solver, steps: replay, probes: probeAnswers, determined: determined,
                        constants: constants), for: key, shape: shape)
            } else if replaySteps != nil {
                cache.addProbes(probeAnswers, determined: determined, for: key)
            } else if cameAsPlanned {
                cache.store(
                    SolvedComponentCache.Entry(
                        solver: solver, steps: stepsTaken, probes: probeAnswers, determined: determined,
                        constants: constants), for: key, shape: shape)
            }
        }
    }
}
