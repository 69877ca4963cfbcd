/// A limit on the work a solve may do, so that no input takes unbounded time.
///
/// One step is one simplex pivot or one row update (a substitution into one tableau row).
/// Typical layouts need a few hundred to a few hundred thousand steps: a 1,000-view list
/// about 200,000, the 400-label stack and the 5,000-element file of the benchmark well
/// under a million. The default, ten million steps, leaves a wide margin for every
/// realistic layout and still ends a pathological one in seconds rather than minutes.
/// When a solve would go past its budget, ``LexicographicSolver/add(_:)`` throws
/// ``SolverError/budgetExceeded``.
public struct WorkBudget: Sendable, Hashable {
    /// The most steps (pivots plus row updates) allowed.
    public var maxSteps: Int

    /// A budget of `maxSteps` steps (negative counts as zero).
    public init(maxSteps: Int) {
        self.maxSteps = max(0, maxSteps)
    }

    /// Ten million steps: generous for every realistic layout.
    public static let `default` = WorkBudget(maxSteps: 10_000_000)

    /// No limit (for tools that must finish whatever the cost).
    public static let unlimited = WorkBudget(maxSteps: .max)
}
