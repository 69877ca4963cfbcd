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
    private let componentOfVariable: [Int]
    /// The index of each variable within its component.
    private let localIndex: [Int]
    private var solvers: [LexicographicSolver]
    /// Steps left in the shared budget.
    private(set) var remaining: Int

    /// Splits `variableCount` variables by the constraints (`expression RELATION 0`) that
    /// connect them. Constraints
    /// without variables go to a component of their own (the last).
    init(variableCount: Int, expressions: [LinearExpression], remaining: Int) {
        var parent = Array(0..<variableCount)
        func find(_ variable: Int) -> Int {
            var root = variable
            while parent[root] != root { root = parent[root] }
            var node = variable
            while parent[node] != root {
                let next = parent[node]
                parent[node] = root
                node = next
            }
            return root
        }
        for expression in expressions {
            let indices = expression.terms.map(\.variable.index).filter { parent.indices.contains($0) }
            guard let first = indices.first else { continue }
            for index in indices.dropFirst() {
                let root = find(first)
                let other = find(index)
                // The lower root wins, so the numbering does not depend on constraint order.
                if other != root { parent[max(root, other)] = min(root, other) }
            }
        }
        var componentOfRoot: [Int: Int] = [:]
        var component = [Int](repeating: 0, count: variableCount)
        var local = [Int](repeating: 0, count: variableCount)
        var sizes: [Int] = []
        for variable in 0..<variableCount {
            let root = find(variable)
            let index: Int
            if let known = componentOfRoot[root] {
                index = known
            } else {
                index = sizes.count
                componentOfRoot[root] = index
                sizes.append(0)
            }
            component[variable] = index
            local[variable] = sizes[index]
            sizes[index] += 1
        }
        componentOfVariable = component
        localIndex = local
        solvers = (sizes + [0]).map { size in
            var solver = LexicographicSolver(budget: WorkBudget(maxSteps: remaining))
            // A failed required constraint ends this set of solvers (the engine starts
            // again without it), so phase one need not keep a copy to go back to.
            solver.restoresAfterFailure = false
            solver.makeVariables(upTo: size)
            return solver
        }
        self.remaining = remaining
    }

    private func component(of expression: LinearExpression) -> Int {
        for (variable, _) in expression.terms where componentOfVariable.indices.contains(variable.index) {
            return componentOfVariable[variable.index]
        }
        return solvers.count - 1
    }

    private func localized(_ expression: LinearExpression) -> LinearExpression {
        LinearExpression(expression.terms.map { term in
            // A variable the layout does not have stays out of range: the solver rejects it.
            let index = componentOfVariable.indices.contains(term.variable.index) ? localIndex[term.variable.index] : Int.max
            return (Variable(index: index), term.coefficient)
        }, constant: expression.constant)
    }

    /// Runs `body` on one component's solver with the shared budget, and charges its work.
    private mutating func charge<T>(_ index: Int, _ body: (inout LexicographicSolver) throws(SolverError) -> T) throws(SolverError) -> T {
        let before = solvers[index].steps
        solvers[index].budget = WorkBudget(maxSteps: before &+ remaining)
        defer { remaining = max(0, remaining - (solvers[index].steps - before)) }
        return try body(&solvers[index])
    }

    /// Adds `expression RELATION 0` to the component of its variables.
    mutating func add(_ expression: LinearExpression, _ relation: LinearRelation, strength: Strength) throws(SolverError) {
        let index = component(of: expression)
        let constraint = LinearConstraint(localized(expression), relation, LinearExpression(), strength: strength)
        try charge(index) { (solver: inout LexicographicSolver) throws(SolverError) in try solver.add(constraint) }
    }

    /// The value of a layout variable.
    func value(of variable: Variable) -> Double {
        guard componentOfVariable.indices.contains(variable.index) else { return 0 }
        return solvers[componentOfVariable[variable.index]].value(of: Variable(index: localIndex[variable.index]))
    }

    /// Whether every variable is certainly unique at every level above `floor`.
    func isCertainlyDetermined(_ variable: Variable, ignoringLevelsAtOrBelow floor: Double) -> Bool {
        guard componentOfVariable.indices.contains(variable.index) else { return false }
        return solvers[componentOfVariable[variable.index]]
            .isCertainlyDetermined(Variable(index: localIndex[variable.index]), ignoringLevelsAtOrBelow: floor)
    }

    /// Whether `expression` can move (by more than 1e-6) over the solutions optimal at
    /// every level above `floor`: whether some component's part of it can (the parts are
    /// independent). Throws ``SolverError/budgetExceeded`` when the probes used up the budget.
    mutating func canMove(_ expression: LinearExpression, ignoringLevelsAtOrBelow floor: Double) throws(SolverError) -> Bool {
        var parts: [Int: [(variable: Variable, coefficient: Double)]] = [:]
        var order: [Int] = []
        for term in expression.terms where componentOfVariable.indices.contains(term.variable.index) {
            let index = componentOfVariable[term.variable.index]
            if parts[index] == nil { order.append(index) }
            parts[index, default: []].append((Variable(index: localIndex[term.variable.index]), term.coefficient))
        }
        for index in order {
            guard let terms = parts[index] else { continue }
            if terms.allSatisfy({ solvers[index].isCertainlyDetermined($0.variable, ignoringLevelsAtOrBelow: floor) }) { continue }
            let moves = try charge(index) { (solver: inout LexicographicSolver) throws(SolverError) -> Bool in
                let moves = solver.canMove(LinearExpression(terms), ignoringLevelsAtOrBelow: floor)
                if solver.isExhausted { throw .budgetExceeded }
                return moves
            }
            if moves { return true }
        }
        return false
    }

    /// The per-level error sums over every component, highest level first.
    var levelErrors: [(level: Double, error: Double)] {
        var sums: [Double: Double] = [:]
        for solver in solvers {
            for (level, error) in solver.levelErrors { sums[level, default: 0] += error }
        }
        return sums.keys.sorted(by: >).compactMap { level in
            guard let error = sums[level], abs(error) >= 1.0e-8 else { return nil }
            return (level, error)
        }
    }
}
