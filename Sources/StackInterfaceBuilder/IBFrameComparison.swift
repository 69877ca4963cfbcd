import StackIBDocument

/// What a comparison of a view's stored frame with the frame the layout gives it must leave
/// out, and when the two agree: one judgement for `misplaced-view` and the fidelity
/// measurement (docs/dev/ib-fidelity.md).
public enum IBFrameExclusion: String, CaseIterable, Sendable {
    /// The layout's root: pinned to the canvas, whatever the file stored.
    case root = "layout root (pinned to the canvas)"
    /// Its frame may follow a text size estimated from a font.
    case estimatedText =
        "frame may follow a font estimate (sized so, or tied to such a view by superviews, stacks, constraints)"
    /// A custom class: its content is set at run time.
    case runtime = "custom class (content set at run time)"
    /// Hidden, or inside a hidden view: IB keeps its full-size frame.
    case hidden = "hidden, or inside a hidden view"
    /// Installed or varied by size class: IB stores the frames of the file's device only.
    case sizeClass = "installed or varied by size class"
    /// Placed by a placeholder constraint, or tied to a view that is: IB lays the file out
    /// with it, the app (and the layout) without it.
    case placeholder = "placed by a placeholder constraint (removed at build time), or tied to such a view"
    /// Placed by a constraint the format cannot carry (a multiplier on a position, a constant
    /// varied where its installation varies too), or tied to a view that is: the layout
    /// places it otherwise.
    case notCarried =
        "placed by a constraint the import could not carry (a multiplier on a position, a varied constant), or tied to such a view"
    /// Tied to an activity indicator a stack arranges hidden, which IB lays out as shown (its
    /// size and a spacing) and the app hides: the stored frames follow a layout the app does
    /// not show until it starts the indicator.
    case hiddenIndicator = "tied to a hidden activity indicator in a stack, which IB lays out as shown"
    /// IB marks it `ambiguous="YES"`: the file's constraints do not determine its frame, and
    /// the stored one is one of many.
    case ambiguous = "ambiguous=\"YES\" in the file (its constraints do not determine the stored frame)"
}

extension IBStoredFrame {
    /// The largest difference, in points, on any side of a frame that counts as agreeing
    /// (rules.md, `misplaced-view`).
    public static let tolerance = 0.5

    /// Why this frame is not compared with a solved one; nil when it is. `isRoot`: it is
    /// the layout's root view.
    public func exclusion(isRoot: Bool) -> IBFrameExclusion? {
        if isRoot { return .root }
        if dependsOnEstimatedText { return .estimatedText }
        if sizeSource == .runtime { return .runtime }
        if hidden { return .hidden }
        if variesBySizeClass { return .sizeClass }
        if let placedByLeftOut { return placedByLeftOut }
        if ambiguousInIB { return .ambiguous }
        return nil
    }

    /// Whether `solved` is within ``tolerance`` of the stored frame on every side it is
    /// compared on: `comparesX` and `comparesY` leave out the origin and length along an
    /// axis the canvas sizes by its content (a self-sizing cell, stored at its prototype
    /// height). True where the file stores no frame.
    public func agrees(with solved: IBRect, comparesX: Bool = true, comparesY: Bool = true) -> Bool {
        guard let frame else { return true }
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= Self.tolerance }
        return (!comparesX || (near(frame.x, solved.x) && near(frame.width, solved.width)))
            && (!comparesY || (near(frame.y, solved.y) && near(frame.height, solved.height)))
    }
}
