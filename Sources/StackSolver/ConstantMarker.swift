/// Where a change of a constraint's constant reaches the tableau (see
/// ``LexicographicSolver/shiftConstants(by:)``).
struct ConstantMarker {
    /// A symbol that only this constraint has.
    var symbol: Int
    /// Its coefficient in the constraint's row as first written.
    var coefficient: Double
    /// Its own weight in the objective (an error's level), zero for a slack or a dummy.
    var weight: Weight
}
