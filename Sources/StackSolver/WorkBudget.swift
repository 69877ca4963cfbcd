/// A limit on the work a solve may do, so that no input takes unbounded time.
///
/// One step is one simplex pivot, or one term merged into a tableau row by a substitution
/// (a row update counts the length of the row substituted), so that steps track time on
/// sparse and dense tableaux alike. The default, one billion steps, is far above what any
/// realistic layout needs (`docs/dev/solver.md`, "Work budget") and still ends a pathological
/// layout within seconds rather than minutes.
/// When a solve would go past its budget, ``LexicographicSolver/add(_:)`` throws
/// ``SolverError/budgetExceeded``.
public struct WorkBudget: Sendable, Hashable {
    /// The most steps (pivots plus row updates) allowed.
    public var maxSteps: Int

    /// A budget of `maxSteps` steps (negative counts as zero).
    public init(maxSteps: Int) {
        self.maxSteps = max(0, maxSteps)
    }

    /// One billion steps: generous for every realistic layout.
    public static let `default` = WorkBudget(maxSteps: 1_000_000_000)

    /// No limit (for tools that must finish whatever the cost).
    public static let unlimited = WorkBudget(maxSteps: .max)
}
