import StackModel
import StackRecipe
import StackSolver

/// §11's adjusted content insets at rest, settled by solving again: a solve starts with no
/// inset, each scroll view's inset is measured from its frames (the part of the canvas's
/// safe-area insets its frame covers, on the sides its `contentInset` behaviour grants),
/// and while one changes the layout is solved again at the new insets, at most
/// ``maximumExtraSolves`` times; after that they stay as they are.
enum ScrollInsetPasses {
    /// The most solves added for the insets.
    static let maximumExtraSolves = 2
    /// A side that moves by no more than this has settled.
    static let settledChange = 0.001
    /// How much larger than the frame the content must be for `automatic` to count an
    /// axis as scrollable: half the 1/1000 point the frames are reported in.
    static let scrollableExcess = 0.0005

    /// `first` (the solve of `constraints`), solved again while the insets change: `solve`
    /// builds and solves the layout at the insets given, the steps spent so far given too
    /// (its budget is what is left). The steps of every solve are added up.
    static func settle(
        _ first: LayoutResult, constraints: CanvasConstraints, canvas: Size, layout: Layout,
        solve: ([(scroll: Int, inset: ScrollInset)], Int) -> (LayoutResult, CanvasConstraints)
    )
        -> (result: LayoutResult, constraints: CanvasConstraints)
    {
        var current = (result: first, constraints: constraints)
        var steps = first.steps
        for _ in 0..<maximumExtraSolves {
            let solved = current.result.canvas
            guard !solved.budgetExceeded, !solved.frames.isEmpty else { break }
            let builder = current.constraints.builder
            let insets = builder.scrollContents.map { content in
                (
                    scroll: content.scroll,
                    inset: inset(
                        of: content.scroll, in: layout, solved: solved, canvas: canvas,
                        safeArea: builder.safeArea)
                )
            }
            let moved = insets.contains { scroll, inset in
                let old = builder.scrollInset(of: scroll)
                return abs(old.top - inset.top) > settledChange || abs(old.left - inset.left) > settledChange
                    || abs(old.bottom - inset.bottom) > settledChange || abs(old.right - inset.right) > settledChange
            }
            guard moved else { break }
            current = solve(insets, steps)
            steps += current.result.steps
        }
        current.result.steps = steps
        return current
    }

    /// The adjusted inset of `scroll` for its frame as `solved`: the overlap of the frame
    /// with the canvas's safe-area insets on each side (leading and trailing are the
    /// canvas's right and left in `rtl`), on every side with `always`, along the axes
    /// whose content is larger than the frame with `automatic`, on none with `never`.
    static func inset(
        of scroll: Int, in layout: Layout, solved: CanvasLayout, canvas: Size,
        safeArea: DirectionalInsets
    ) -> ScrollInset {
        guard solved.frames.indices.contains(scroll), layout.elements.indices.contains(scroll) else { return .zero }
        let behaviour = layout.elements[scroll].properties.contentInset
        guard behaviour != .never else { return .zero }
        let frame = solved.frames[scroll].canvasFrame
        let (left, right) =
            layout.direction == .rtl ? (safeArea.trailing, safeArea.leading) : (safeArea.leading, safeArea.trailing)
        func covered(_ amount: Double, _ length: Double) -> Double {
            min(max(amount, 0), max(length, 0))
        }
        var inset = ScrollInset(
            top: covered(safeArea.top - frame.y, frame.height),
            left: covered(left - frame.x, frame.width),
            bottom: covered(frame.y + frame.height - (canvas.height - safeArea.bottom), frame.height),
            right: covered(frame.x + frame.width - (canvas.width - right), frame.width))
        if behaviour == .automatic {
            let content = solved.content(of: scroll)?.size ?? Size(width: 0, height: 0)
            if !(content.height > frame.height + scrollableExcess) { (inset.top, inset.bottom) = (0, 0) }
            if !(content.width > frame.width + scrollableExcess) { (inset.left, inset.right) = (0, 0) }
        }
        return inset
    }
}
