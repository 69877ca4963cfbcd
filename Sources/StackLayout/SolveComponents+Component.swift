import StackSolver

extension SolveComponents {
    /// One connected component of a solve: its solver and what the solve keeps of it for
    /// the ``SolvedComponentCache`` (its constraints' positions in the plan, whether it is
    /// replayed, the probes answered on it; the steps each constraint took are in one
    /// array for every component, by plan position). Kept together so that a component's
    /// state is read and changed in one place; ``SolveComponents`` holds them in an array
    /// and changes each in place (`components[index].solver.add(...)`), never copying a
    /// solver out to change it.
    struct Component {
        /// The component's own solver (its variables numbered within the component).
        var solver: LexicographicSolver
        /// The number of its variables.
        let size: Int
        /// The number of constraints that name its variables.
        let constraintCount: Int
        /// When the constraints were planned: its key, and the positions in the plan of its
        /// constraints, in order (a slice of one array for every component).
        var key: SolvedComponentCache.Key?
        var plannedPositions: ArraySlice<Int> = []
        /// Whether its constraints are replayed: taken from the cache or started warm, its
        /// tableau holds them already.
        var replays = false
        /// The probes answered on its final tableau, with their steps.
        var probeAnswers: [SolvedComponentCache.ProbeKey: SolvedComponentCache.ProbeAnswer] = [:]
        /// Which of its variables are certainly determined above a floor.
        var determined: (floor: Double, flags: [Bool])?
        /// When not found in the cache: its shape (its key without constants) and its
        /// constants' bits (its key's), for a warm start and to be found by one.
        var shape: SolvedComponentCache.Key?
        var constants: [UInt64] = []
        /// When started warm: the steps the warm start took.
        var warmSteps: Int?
    }
}
