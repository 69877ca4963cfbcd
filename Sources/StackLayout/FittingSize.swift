import StackModel

/// A quick estimate of an element's fitting size from intrinsic sizes and stack
/// arithmetic, without solving: used where the recipe needs a size before the solve (a
/// horizontal stack's baseline view is its tallest; fillProportionally weighs nested
/// stacks by their length).
public enum FittingSize {
    /// The estimated fitting size of an element.
    public static func estimate(_ element: Element, in layout: Layout) -> OptionalSize {
        guard element.kind == .stack, let stack = element.stack else {
            var size = element.properties.intrinsic
            for constraint in element.constraints where constraint.target == nil && constraint.relation == .equal && constraint.isRequired {
                if constraint.dimension == .width { size.width = constraint.constant } else { size.height = constraint.constant }
            }
            return size
        }
        let visible = layout.arrangedChildren(of: element).filter { !$0.isHidden }
        let sizes = visible.map { estimate($0, in: layout) }
        let along = sizes.reduce(0.0) { $0 + ($1[stack.axis] ?? 0) } + stack.spacing.points * Double(max(visible.count - 1, 0))
        let across = sizes.map { $0[stack.axis.cross] ?? 0 }.max() ?? 0
        let margins = stack.isMarginsRelative ? stack.margins : .zero
        let horizontalMargins = margins.leading + margins.trailing
        let verticalMargins = margins.top + margins.bottom
        return stack.axis == .horizontal
            ? OptionalSize(width: along + horizontalMargins, height: across + verticalMargins)
            : OptionalSize(width: across + horizontalMargins, height: along + verticalMargins)
    }
}
