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
        /// When the constraints were planned: its key, and the positions in the plan of its
        /// constraints, in order (a slice of one array for every component).
        var key: SolvedComponentCache.Key?
        var plannedPositions: ArraySlice<Int> = []
        /// When taken from the cache: the steps each planned constraint took, and how many
        /// have been replayed so far.
        var replaySteps: [Int]?
        var cursor = 0
        /// When solved here: how many constraints were added as planned, in order (nil
        /// once one came that was not the next planned), and the steps each took.
        var addedAsPlanned: Int? = 0
        var stepsTaken: [Int] = []
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

        /// Whether its planned constraint number `position` is the constraint `globalIndex`
        /// (of `plan`).
        func planned(
            _ position: Int, is globalIndex: Int, in plan: [(index: Int, relation: LinearRelation, strength: Strength)]
        ) -> Bool {
            position < plannedPositions.count
                && plan[plannedPositions[plannedPositions.startIndex + position]].index == globalIndex
        }

        /// Notes that a constraint was added (the next planned one, or not) and its steps.
        mutating func noteAdded(asPlanned: Bool, steps: Int) {
            if let count = addedAsPlanned { addedAsPlanned = asPlanned ? count + 1 : nil }
            stepsTaken.append(steps)
        }
    }
}
