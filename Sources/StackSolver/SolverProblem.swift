/// A whole problem as plain values: what `stack-solve` reads and what tests generate.
/// Variables are numbered from 0; a constraint is `Σ coefficient·x[variable] + constant
/// RELATION 0`, required or at a priority level.
public struct SolverProblem: Codable, Sendable, Equatable {
    /// One constraint.
    public struct Row: Codable, Sendable, Equatable {
        public var terms: [[Double]]
        public var constant: Double
        /// `<=`, `==` or `>=`.
        public var relation: String
        /// nil for required.
        public var priority: Double?

        /// Creates a row.
        public init(terms: [[Double]], constant: Double, relation: String, priority: Double?) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = priority
        }
    }

    /// Creates a problem.
    public init(variables: Int, constraints: [Row]) {
        self.variables = variables
        self.constraints = constraints
    }

    /// The number of variables.
    public var variables: Int
    /// The constraints: required ones are added in this order, then optional ones from the
    /// highest priority down (in this order within a priority), as the layout engine does;
    /// a later, higher level would re-pivot what lower ones settled, so emission order
    /// does more work for the same result.
    public var constraints: [Row]

    /// The indices of ``constraints`` in the order they are added.
    public var additionOrder: [Int] {
        let required = constraints.indices.filter { constraints[$0].priority == nil }
        let optional = constraints.indices.filter { constraints[$0].priority != nil }.sorted { lhs, rhs in
            let (a, b) = (constraints[lhs].priority ?? 0, constraints[rhs].priority ?? 0)
            // A NaN priority sorts last (the solver then rejects it).
            if a.isNaN != b.isNaN { return b.isNaN }
            if !a.isNaN, a != b { return a > b }
            return lhs < rhs
        }
        return required + optional
    }

    /// The outcome: values, per-level errors, the constraints rejected as unsatisfiable.
    public struct Solution: Codable, Sendable, Equatable {
        public var values: [Double]
        public var levels: [[Double]]
        public var rejected: [Int]
    }

    /// Solves the problem, skipping (and listing as rejected) the constraints the solver
    /// refuses: required ones that cannot hold, and any with a non-finite or out-of-range
    /// number. A term that names no variable of the problem is dropped; a negative
    /// variable count counts as zero.
    public func solve() -> Solution {
        prepared().solve()
    }

    /// The problem in the solver's terms, in the order it is added: what ``solve()``
    /// builds before it solves. `stack-solve --repeat` builds it once and times only the
    /// solves, as its kiwisolver peer builds its constraint objects once.
    public func prepared() -> Prepared {
        let count = Swift.max(0, variables)
        let order = additionOrder
        let linear = order.map { index -> LinearConstraint in
            let row = constraints[index]
            let terms = row.terms.compactMap { pair -> (variable: Variable, coefficient: Double)? in
                guard pair.count == 2, let index = Int(exactly: pair[0]), index >= 0, index < count else { return nil }
                return (Variable(index: index), pair[1])
            }
            let relation: LinearRelation =
                row.relation == "<=" ? .lessThanOrEqual : row.relation == ">=" ? .greaterThanOrEqual : .equal
            return LinearConstraint(
                LinearExpression(terms, constant: row.constant), relation, LinearExpression(),
                strength: row.priority.map(Strength.optional) ?? .required)
        }
        return Prepared(variables: count, order: order, constraints: linear)
    }

    /// A problem ready to solve (see ``SolverProblem/prepared()``).
    public struct Prepared: Sendable {
        /// The number of variables.
        public var variables: Int
        /// The index in ``SolverProblem/constraints`` of each of ``constraints``.
        public var order: [Int]
        /// The constraints, in the order they are added.
        public var constraints: [LinearConstraint]

        /// Solves it with a fresh solver: the same solution as ``SolverProblem/solve()``.
        public func solve() -> Solution {
            var solver = LexicographicSolver()
            // A rejected constraint leaves an equivalent optimum (no copy kept for phase one).
            solver.restoresAfterFailure = false
            solver.reserveCapacity(symbols: variables + 2 * constraints.count)
            solver.makeVariables(upTo: variables)
            var rejected: [Int] = []
            for (position, constraint) in constraints.enumerated() {
                do {
                    try solver.add(constraint)
                } catch {
                    rejected.append(order[position])
                }
            }
            return Solution(
                values: (0..<variables).map { solver.value(of: Variable(index: $0)) },
                levels: solver.levelErrors.map { [$0.level, $0.error] },
                rejected: rejected.sorted())
        }
    }
}
