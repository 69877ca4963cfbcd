/// A variable of a ``LexicographicSolver``.
public struct Variable: Hashable, Sendable, Comparable {
    /// Its index, in order of creation.
    public let index: Int

    /// The variable with this index; a solver knows it once it has made that many.
    public init(index: Int) {
        self.index = index
    }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// `Σ coefficient·variable + constant`.
public struct LinearExpression: Sendable, Equatable {
    /// One term: a variable and its coefficient.
    public typealias Term = (variable: Variable, coefficient: Double)

    /// The terms; a variable may appear more than once (the solver sums them).
    public var terms: [(variable: Variable, coefficient: Double)]
    /// The constant.
    public var constant: Double

    /// Creates an expression.
    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// One variable.
    public init(_ variable: Variable) {
        self.init([(variable, 1)])
    }

    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append(term) }
        return LinearExpression(terms, constant: lhs.constant + rhs.constant)
    }

    /// `lhs + rhs * -1`, built in one array.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for (variable, coefficient) in rhs.terms { terms.append((variable, coefficient * -1)) }
        return LinearExpression(terms, constant: lhs.constant + rhs.constant * -1)
    }

    public static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * factor) }, constant: lhs.constant * factor)
    }

    public static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + constant)
    }
}

/// How the expression of a constraint compares with zero.
public enum LinearRelation: Sendable, Hashable {
    case lessThanOrEqual, equal, greaterThanOrEqual
}

/// How strongly a constraint must hold.
public enum Strength: Sendable, Hashable {
    /// It must hold; adding it fails if it cannot.
    case required
    /// Its error is minimised at this level; a higher level strictly dominates a lower one,
    /// and errors within a level are summed.
    case optional(Double)
    /// For an equality only: an expression above zero costs at the first level, below zero
    /// at the second. `w == i` split as (hugging, compression) is exactly the pair
    /// `w <= i` at hugging and `w >= i` at compression, in one row instead of two.
    case split(above: Double, below: Double)
}

/// `expression RELATION 0` at a strength.
public struct LinearConstraint: Sendable, Equatable {
    public var expression: LinearExpression
    public var relation: LinearRelation
    public var strength: Strength

    /// Creates `lhs RELATION rhs` at a strength.
    public init(
        _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression, strength: Strength = .required
    ) {
        // `lhs - 0` is `lhs` exactly (x + -0.0 == x): skip building a copy.
        self.expression = rhs.terms.isEmpty && rhs.constant == 0 ? lhs : lhs - rhs
        self.relation = relation
        self.strength = strength
    }
}

extension LinearConstraint {
    /// Why a solver of `variableCount` variables cannot take the constraint `Σ terms +
    /// constant` at `strength`, if it cannot:
    /// a coefficient, constant or level that is not finite or past
    /// ``LexicographicSolver/maximumMagnitude``, or a variable the solver did not make.
    static func refusal(
        _ terms: ArraySlice<LinearExpression.Term>, constant: Double, strength: Strength, variableCount: Int
    ) -> SolverError? {
        guard LexicographicSolver.isAcceptable(constant) else { return .nonFiniteInput }
        for (variable, coefficient) in terms {
            guard LexicographicSolver.isAcceptable(coefficient) else { return .nonFiniteInput }
            guard variable.index >= 0, variable.index < variableCount else { return .unknownVariable }
        }
        switch strength {
        case .required: return nil
        case .optional(let level): return LexicographicSolver.isAcceptable(level) ? nil : .nonFiniteInput
        case .split(let above, let below):
            return LexicographicSolver.isAcceptable(above) && LexicographicSolver.isAcceptable(below)
                ? nil : .nonFiniteInput
        }
    }
}

/// Why a constraint could not be added.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required ones already added.
    case unsatisfiable
    /// A coefficient, constant or priority level is not finite, or its magnitude exceeds
    /// ``LexicographicSolver/maximumMagnitude`` (arithmetic on it could overflow).
    case nonFiniteInput
    /// The constraint names a variable the solver has not made.
    case unknownVariable
    /// The solve went past its ``WorkBudget``. The solver is then exhausted: its values
    /// are those of the last complete step (not optimal, possibly not feasible) and every
    /// further ``LexicographicSolver/add(_:)`` throws this again.
    case budgetExceeded
}
