import StackModel
import StackRecipe
import StackSolver

/// A scroll view's content size as solved (stack-format.md §11), and whether the
/// constraints decide each side (a side they leave open is held at 0 below every real
/// level, and `scroll-content-ambiguous` reports it).
public struct ScrollContentSize: Hashable, Sendable {
    /// The scroll view's element index.
    public var scroll: Int
    /// The content layout guide's size.
    public var size: Size
    /// Whether the children's constraints decide the width.
    public var isWidthDetermined: Bool
    /// Whether the children's constraints decide the height.
    public var isHeightDetermined: Bool
    /// The adjusted content inset the frames were solved at.
    public var inset: ScrollInset

    /// Each scroll view's content size, and its children's frames in content coordinates
    /// (their origin is the scroll view's plus the adjusted left and top insets, at rest).
    /// No side is called determined yet: ``markDetermined(_:_:_:)`` asks the probes.
    /// `values`: the layout variables' values as solved.
    static func place(
        in frames: inout [ElementFrame], _ builder: ConstraintBuilder, values: [Double]
    ) -> [ScrollContentSize] {
        guard !builder.scrollContents.isEmpty else { return [] }
        var sizes: [ScrollContentSize] = []
        func value(_ variable: Variable) -> Double {
            values.indices.contains(variable.index) ? values[variable.index] : 0
        }
        for content in builder.scrollContents where frames.indices.contains(content.scroll) {
            let inset = builder.scrollInset(of: content.scroll)
            let size = Size(
                width: LayoutEngine.stablyRounded(value(content.width)),
                height: LayoutEngine.stablyRounded(value(content.height)))
            sizes.append(
                ScrollContentSize(
                    scroll: content.scroll, size: size, isWidthDetermined: false, isHeightDetermined: false,
                    inset: inset))
            let origin = frames[content.scroll].canvasFrame
            for child in builder.layout.elements[content.scroll].children where frames.indices.contains(child) {
                let canvasFrame = frames[child].canvasFrame
                frames[child].frame.x = LayoutEngine.stablyRounded(canvasFrame.x - origin.x - inset.left)
                frames[child].frame.y = LayoutEngine.stablyRounded(canvasFrame.y - origin.y - inset.top)
            }
        }
        return sizes
    }

    /// Whether the constraints decide each side of each content size placed by
    /// ``place(in:_:values:)`` (in its order): certainly unique, or no probe moves it.
    static func markDetermined(
        _ sizes: inout [ScrollContentSize], _ builder: ConstraintBuilder, _ solver: inout SolveComponents
    ) throws(SolverError) {
        let floor = ConstraintBuilder.nonNegativeSizeLevel
        func isDetermined(_ variable: Variable) throws(SolverError) -> Bool {
            if solver.isCertainlyDetermined(variable, ignoringLevelsAtOrBelow: floor) { return true }
            let direction = builder.positions.solverExpression(LinearExpression([(variable, 1)]))
            return try !solver.probe(direction, ignoringLevelsAtOrBelow: floor).moves
        }
        for index in sizes.indices {
            guard let content = builder.scrollContents.first(where: { $0.scroll == sizes[index].scroll }) else {
                continue
            }
            sizes[index].isWidthDetermined = try isDetermined(content.width)
            sizes[index].isHeightDetermined = try isDetermined(content.height)
        }
    }
}
