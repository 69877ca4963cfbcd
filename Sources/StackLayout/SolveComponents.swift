import StackRecipe
import StackSolver

/// One solver per connected component of the variable/constraint graph: variables that
/// share no constraint, directly or through others, cannot affect each other, so the
/// problem splits (the two axes apart unless an aspect ratio or a cross-axis constraint
/// ties them; each independent subtree of a stack apart). A solve of n rows costs more
/// than linear time, so k pieces cost less than one whole.
///
/// The result is the one a single solver gives, bit for bit: each component's variables
/// keep their relative order, constraints reach each component in their global order,
/// and a pivot in one component touches no row, column or objective term of another (the
/// simplex on the whole is the interleaving of the simplexes on the parts). Only the
/// per-level error sums are added in another order.
///
/// One ``WorkBudget`` covers every component together.
struct SolveComponents {
    /// The component of each variable of the layout.
    let componentOfVariable: [Int]
    /// The component of each expression: its first variable's that the layout has, or the
    /// last component (of constraints without variables).
    private let componentOfExpression: [Int]
    /// The index of each variable within its component.
    let localIndex: [Int]
    /// The variables grouped by component, each group in index order (so a variable's
    /// position in its group is its local index), and where each group starts.
    let variablesByComponent: [Int]
    let groupStart: [Int]
    /// Each component's solver and state, the last one for constraints without variables
    /// when there are any.
    var components: [Component]
    /// Steps left in the shared budget.
    var remaining: Int
    /// One constraint the solve adds: its expression's index, relation and strength.
    typealias Step = (index: Int, relation: LinearRelation, strength: Strength)
    /// Every constraint the solve adds, in order (``add(_:)`` takes them by position).
    private let plan: [Step]
    private let expressions: ExpressionList
    /// Whether the components are found in the cache or kept in it: every component then
    /// has a key, and the steps of each planned constraint are noted.
    private let records: Bool
    /// The budget steps of each planned constraint, by its position in the plan: noted as
    /// it is added, or, for a component taken from the cache, the steps it took there.
    private var planSteps: [Int]
    /// How many planned constraints have been added: a solve that added them all can be
    /// kept.
    private var added = 0
    /// The constraints (by global index) whose constants are the same in every solve that
    /// may warm-start from this one: their solvers need not track them.
    private let fixedConstants: Range<Int>?
    /// Every expression's terms, as in ``expressions`` (at the same positions), with each
    /// variable numbered in its component: written once for the solve, instead of for each
    /// constraint added. A variable the layout does not have stays out of range
    /// (`Int.max`): the solver rejects it.
    private let localTerms: [LinearExpression.Term]

    /// Splits `variableCount` variables by the constraints of `plan` (each `expression
    /// RELATION 0`, every constraint the solve adds, in order, unless a required one fails)
    /// that connect them. Constraints without variables go to a component of their own
    /// (the last, made only for them).
    ///
    /// With a `cache`, each component whose planned constraints the cache has solved
    /// before starts from that solve: its adds and probes replay the steps recorded.
    ///
    /// `fixedConstants`: the constraints whose constants no other solve sharing the cache
    /// changes (nil: any may change). `keeps`: the components are kept in the cache for a
    /// solve that follows (without it and with an empty cache, no key is written).
    init(
        variableCount: Int, expressions: ExpressionList, remaining: Int, plan: [Step],
        cache: SolvedComponentCache? = nil, fixedConstants: Range<Int>? = nil, keeps: Bool = true
    ) {
        self.fixedConstants = fixedConstants
        // Each variable's parent is lower than itself (a root is its own): the unions join
        // roots, the lower winning, and finding halves paths.
        // Each expression's first variable that the layout has (-1: none) is noted on the way.
        var parent = [Int](repeating: 0, count: variableCount)
        for variable in 0..<variableCount { parent[variable] = variable }
        var firstVariable = [Int](repeating: -1, count: expressions.count)
        parent.withUnsafeMutableBufferPointer { parent in
            func find(_ variable: Int) -> Int {
                var node = variable
                while parent[node] != node {
                    parent[node] = parent[parent[node]]
                    node = parent[node]
                }
                return node
            }
            for expression in 0..<expressions.count {
                var first = -1
                for position in expressions.termRange(of: expression) {
                    let variable = expressions.terms[position].variable.index
                    guard variable >= 0, variable < variableCount else { continue }
                    guard first >= 0 else {
                        first = variable
                        firstVariable[expression] = variable
                        continue
                    }
                    let root = find(first)
                    let other = find(variable)
                    // The lower root wins, so the numbering does not depend on constraint order.
                    if other != root { parent[max(root, other)] = min(root, other) }
                }
            }
        }
        // A root is its component's lowest variable, so it is numbered before any other, and
        // a variable's parent, lower, is numbered before it.
        var component = [Int](repeating: 0, count: variableCount)
        var local = [Int](repeating: 0, count: variableCount)
        var sizes: [Int] = []
        for variable in 0..<variableCount {
            let up = parent[variable]
            let index = up == variable ? sizes.count : component[up]
            if index == sizes.count { sizes.append(0) }
            component[variable] = index
            local[variable] = sizes[index]
            sizes[index] += 1
        }
        // Written in place: every term read once.
        localTerms = [LinearExpression.Term](unsafeUninitializedCapacity: expressions.terms.count) {
            buffer, initialized in
            expressions.terms.withUnsafeBufferPointer { terms in
                local.withUnsafeBufferPointer { local in
                    for position in terms.indices {
                        let index = terms[position].variable.index
                        buffer.initializeElement(
                            at: position,
                            to: (
                                Variable(index: index >= 0 && index < variableCount ? local[index] : Int.max),
                                terms[position].coefficient
                            ))
                    }
                }
            }
            initialized = expressions.terms.count
        }
        // The last component holds the constraints without variables, when there are any.
        if firstVariable.contains(-1) { sizes.append(0) }
        let count = sizes.count
        var starts = [Int](repeating: 0, count: count + 1)
        for index in sizes.indices { starts[index + 1] = starts[index] + sizes[index] }
        var grouped = [Int](repeating: 0, count: variableCount)
        for variable in 0..<variableCount { grouped[starts[component[variable]] + local[variable]] = variable }
        variablesByComponent = grouped
        groupStart = starts
        // Each constraint's component (its first variable's), found once for the counts, the
        // plan and ``add(_:)``, and the constraints of each component: with about two slack or
        // error symbols each, room for a component's symbols is made at once, not by doubling.
        var constraintCounts = [Int](repeating: 0, count: count)
        let ofExpression = [Int](unsafeUninitializedCapacity: expressions.count) { buffer, initialized in
            constraintCounts.withUnsafeMutableBufferPointer { counts in
                for (expression, variable) in firstVariable.enumerated() {
                    let index = variable >= 0 ? component[variable] : count - 1
                    counts[index] += 1
                    buffer.initializeElement(at: expression, to: index)
                }
            }
            initialized = expressions.count
        }
        componentOfVariable = component
        componentOfExpression = ofExpression
        localIndex = local
        // Made below: empty, or from the cache.
        components = []
        self.remaining = remaining
        self.plan = plan
        records = cache.map { keeps || !$0.entries.isEmpty } ?? false
        self.expressions = expressions
        let warmStarts = cache?.warmStarts ?? false
        guard let cache else {
            planSteps = []
            components = sizes.indices.map { index in
                Component(
                    solver: Self.emptySolver(
                        variables: sizes[index], constraints: constraintCounts[index], tracksConstants: false),
                    size: sizes[index], constraintCount: constraintCounts[index])
            }
            return
        }
        planSteps = records ? [Int](repeating: 0, count: plan.count) : []
        // Each component's planned constraints, by their positions in the plan: one array
        // for every component, grouped by component in plan order, each component's a
        // slice of it.
        var planStarts = [Int](repeating: 0, count: count + 1)
        // The plan's steps' components, -1 for a step outside the list.
        let ofStep = plan.map { step in
            step.index >= 0 && step.index < ofExpression.count ? ofExpression[step.index] : -1
        }
        planStarts.withUnsafeMutableBufferPointer { starts in
            for index in ofStep where index >= 0 { starts[index + 1] += 1 }
            for index in 0..<count { starts[index + 1] += starts[index] }
        }
        var next = Array(planStarts[..<count])
        let byComponent = [Int](unsafeUninitializedCapacity: planStarts[count]) { buffer, initialized in
            next.withUnsafeMutableBufferPointer { next in
                for (position, index) in ofStep.enumerated() where index >= 0 {
                    buffer.initializeElement(at: next[index], to: position)
                    next[index] += 1
                }
            }
            initialized = planStarts[count]
        }
        components.reserveCapacity(count)
        for index in 0..<count {
            let positions = byComponent[planStarts[index]..<planStarts[index + 1]]
            // The key of its constraints, its shape and constants with it, written at once.
            let key =
                records
                ? SolvedComponentCache.Key(
                    variableCount: sizes[index], positions: positions, plan: plan, expressions: expressions,
                    localTerms: localTerms) : nil
            if let key, let entry = cache.entry(for: key), entry.steps.count == positions.count {
                components.append(
                    Component(
                        solver: entry.solver, size: sizes[index], constraintCount: constraintCounts[index], key: key,
                        plannedPositions: positions))
                for (slot, steps) in zip(positions, entry.steps) { planSteps[slot] = steps }
                components[index].replays = true
                components[index].probeAnswers = entry.probes
                components[index].determined = entry.determined
                continue
            }
            // A component whose constants are all fixed comes out the same in every solve
            // that shares the cache: found by its key, never warm-started.
            var changes = true
            if let fixed = fixedConstants {
                changes = false
                for slot in positions.indices where !fixed.contains(plan[positions[slot]].index) {
                    changes = true
                    break
                }
            }
            let shaped = warmStarts && changes
            let shape = shaped ? key?.shape : nil
            var warm: (solver: LexicographicSolver, steps: Int)?
            if let shape, let key { warm = warmStart(from: cache.entry(shaped: shape), constants: key.constants) }
            let solver =
                warm?.solver
                ?? Self.emptySolver(
                    variables: sizes[index], constraints: constraintCounts[index], tracksConstants: shaped)
            components.append(
                Component(
                    solver: solver, size: sizes[index], constraintCount: constraintCounts[index], key: key,
                    plannedPositions: positions))
            if shaped, let key {
                components[index].shape = shape
                components[index].constants = key.constants
            }
            if let warm {
                // Its constraints are in the warm-started tableau: each is replayed at no
                // cost, the warm start's steps charged already.
                components[index].replays = true
                components[index].warmSteps = warm.steps
            }
        }
    }

    private static func emptySolver(variables: Int, constraints: Int, tracksConstants: Bool) -> LexicographicSolver {
        var solver = LexicographicSolver()
        solver.reserveCapacity(symbols: variables + 2 * constraints)
        // A failed required constraint ends this set of solvers (the engine starts
        // again without it), so phase one need not keep a copy to go back to.
        solver.restoresAfterFailure = false
        solver.tracksConstants = tracksConstants
        solver.makeVariables(upTo: variables)
        return solver
    }

    /// A solved component of the same shape with its constants changed to `values` and
    /// re-optimised, and the steps that took (charged to the budget here); nil when there
    /// is none, the new constants cannot hold together, or the budget would not cover it.
    private mutating func warmStart(from entry: SolvedComponentCache.Entry?, constants values: [UInt64]) -> (
        solver: LexicographicSolver, steps: Int
    )? {
        guard let entry, entry.constants.count == values.count else { return nil }
        var solver = entry.solver
        let start = solver.steps
        solver.budget = WorkBudget(maxSteps: start &+ remaining)
        let deltas = zip(values, entry.constants).map { Double(bitPattern: $0) - Double(bitPattern: $1) }
        guard solver.shiftConstants(by: deltas) else { return nil }
        do {
            guard try solver.reoptimizeAfterShift() else { return nil }
        } catch {
            return nil
        }
        let steps = solver.steps - start
        guard steps <= remaining else { return nil }
        remaining -= steps
        return (solver, steps)
    }

    /// Runs `body` on one component's solver with the shared budget, and charges its work.
    mutating func charge<T>(_ index: Int, _ body: (inout LexicographicSolver) throws(SolverError) -> T)
        throws(SolverError) -> T
    {
        var taken = 0
        return try Self.charge(&components[index].solver, remaining: &remaining, taken: &taken, body)
    }

    /// Runs `body` on `solver` within `remaining` steps, charges its work there and notes
    /// it in `taken`, also when `body` throws: the solver is reached once, in place.
    private static func charge<T>(
        _ solver: inout LexicographicSolver, remaining: inout Int, taken: inout Int,
        _ body: (inout LexicographicSolver) throws(SolverError) -> T
    ) throws(SolverError) -> T {
        let before = solver.steps
        solver.budget = WorkBudget(maxSteps: before &+ remaining)
        defer {
            taken = solver.steps - before
            remaining = max(0, remaining - taken)
        }
        return try body(&solver)
    }

    /// Adds the planned constraint at `position` (`expression RELATION 0` at its strength)
    /// to the component of its variables. The plan's constraints are added in order; a
    /// component taken from the cache charges the steps its solve took there instead.
    mutating func add(_ position: Int) throws(SolverError) {
        let step = plan[position]
        let index = componentOfExpression[step.index]
        added += 1
        if components[index].replays {
            let steps = planSteps[position]
            // The solve would have run out exactly here: its checks follow every step.
            guard steps <= remaining else {
                remaining = 0
                throw .budgetExceeded
            }
            remaining -= steps
            return
        }
        let terms = localTerms[expressions.termRange(of: step.index)]
        let constant = expressions.constants[step.index]
        let mayChange = constantMayChange(step.index)
        // What the cache keeps, only when there is one: the steps, also of a constraint
        // the solver refused (a replay charges them too).
        var taken = 0
        defer { if records { planSteps[position] = taken } }
        try Self.charge(&components[index].solver, remaining: &remaining, taken: &taken) {
            (solver: inout LexicographicSolver) throws(SolverError) in
            try solver.add(
                terms, constant: constant, step.relation, strength: step.strength, constantMayChange: mayChange)
        }
    }

    /// Whether the constant of the constraint at `globalIndex` may differ in a solve that
    /// warm-starts from this one.
    private func constantMayChange(_ globalIndex: Int) -> Bool {
        !(fixedConstants?.contains(globalIndex) ?? false)
    }

    /// Keeps in `cache` every component of a solve that added every planned constraint,
    /// with the probes answered on it (probes leave a component's tableau as it was):
    /// solved here, or started warm (its steps charged at its first constraint); a
    /// component replayed from the cache adds the probes answered on it. Each component's
    /// fields are read where they are: a component read whole is copied out of the array.
    func record(into cache: inout SolvedComponentCache) {
        guard records, added == plan.count else { return }
        cache.reserveCapacity(components.count)
        for index in components.indices {
            guard let key = components[index].key else { continue }
            let positions = components[index].plannedPositions
            var steps: [Int]
            if components[index].replays {
                guard let warmSteps = components[index].warmSteps else {
                    cache.addProbes(components[index].probeAnswers, determined: components[index].determined, for: key)
                    continue
                }
                steps = Array(repeating: 0, count: positions.count)
                if !steps.isEmpty { steps[0] = warmSteps }
            } else {
                steps = positions.map { planSteps[$0] }
            }
            cache.store(
                SolvedComponentCache.Entry(
                    solver: components[index].solver, steps: steps, probes: components[index].probeAnswers,
                    determined: components[index].determined, constants: components[index].constants),
                for: key, shape: components[index].shape)
        }
    }
}
