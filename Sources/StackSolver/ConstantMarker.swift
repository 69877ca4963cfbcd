/// Where a change of a constraint's constant reaches the tableau (see
/// ``LexicographicSolver/shiftConstants(by:)``). Plain numbers only, so that keeping one
/// per constraint copies no reference.
struct ConstantMarker {
    /// A symbol that only this constraint has.
    var symbol: Int
    /// Its coefficient in the constraint's row as first written.
    var coefficient: Double
    /// The level of its own weight in the objective when it is an error (one unit at that
    /// level, what a new error costs); nil for a slack or a dummy, which cost nothing.
    var errorLevel: Double?
}
