import StackModel

extension Layout {
    /// The content size categories a layout is solved at: its own, or `large` alone.
    public var solvedCategories: [ContentSizeCategory] {
        contentSizes.isEmpty ? [.large] : contentSizes
    }

    /// How many element frames solving the layout at every canvas and category gives
    /// (saturating at `Int.max`).
    public var solvedFrameCount: Int {
        let (canvases, overflow) = canvasEntries.count.multipliedReportingOverflow(by: solvedCategories.count)
        guard !overflow else { return .max }
        let (combinations, overflowing) = canvases.multipliedReportingOverflow(by: max(1, directions.count))
        guard !overflowing else { return .max }
        let (frames, overflowed) = combinations.multipliedReportingOverflow(by: elements.count)
        return overflowed ? .max : frames
    }
}
