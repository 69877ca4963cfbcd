/// The priorities of the constraints UIStackView installs (uistackview-constraints.md),
/// by the identifiers UIKit's console prints for them, and the engine's own.
///
/// Auto Layout treats each distinct value as its own lexicographic level, so these are
/// exact values, not approximations: 999.999 and 999.5 are levels of their own.
public enum StackPriority {
    /// Required: the constraint must hold.
    public static let required = 1000.0
    /// The engine's own: the priority at which a broken required constraint is kept, above
    /// every real one.
    public static let broken = 1100.0
    /// `UISV-hiding`: a hidden arranged view's length along the axis is 0.
    public static let hiding = 999.999
    /// The spanner's equality on the aligned edge (leading/top, trailing/bottom alignments).
    public static let spanningEdge = 999.5
    /// `UISV-spanning-fit`: the spanner guide hugs the visible views.
    public static let spanningFit = 51.0
    /// `UISV-hiding` attachment: where a hidden view sits along the axis.
    public static let hiddenAttachment = 50.0
    /// `UISV-canvas-fit`: an equalSpacing/equalCentering stack, or a stack whose cross
    /// connection is an inequality, hugs its content.
    public static let canvasFit = 49.0
    /// `UISV-ambiguity-suppression`: `v.d == 0` across the axis, sizing views without an
    /// intrinsic size there.
    public static let ambiguitySuppression = 25.0
    /// A stack with no visible arranged views collapses along its axis.
    public static let allHiddenCollapse = 0.001
    /// The engine's presentation tie-breaker (`size >= 0` for sizes no content holds): below
    /// every level UIKit uses, so it only chooses among solutions equally good at all of them.
    public static let nonNegativeTieBreaker = 0.000_1

    /// `UISV-fill-proportionally` for the arranged view at `index` (hidden views counted).
    public static func fillProportionally(index: Int) -> Double {
        max(999 - Double(index), 751)
    }

    /// `UISV-distributing` of an equalCentering stack, after the arranged view at `index`.
    public static func equalCentering(index: Int) -> Double {
        max(150 - Double(index), 50)
    }

    /// `UISV-text-width-disambiguation` of a multi-line label (radar 39275811).
    public static func multilineWidth(compression: Double, hugging: Double) -> Double {
        min(max(compression, hugging) + 10, 999)
    }
}
