import StackModel
import StackSolver

/// A scroll view's content layout guide (stack-format.md §11): its own two variables, the
/// content size, which only the children's constraints to the guide decide.
package struct ScrollContentVariables: Sendable {
    /// The scroll view's element index.
    package let scroll: Int
    package let width: Variable
    package let height: Variable
}

/// A scroll view's adjusted content inset at rest, in canvas coordinates (left and right
/// are not flipped in `rtl`): what shifts its content guide from the frame's origin.
public struct ScrollInset: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates an inset.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset.
    public static let zero = ScrollInset(top: 0, left: 0, bottom: 0, right: 0)
}

extension ConstraintBuilder {
    /// The content guide of `scroll` in the engine's (leading-first) coordinates, at rest:
    /// its origin at the scroll view's plus the adjusted left and top insets. In `rtl` the
    /// content is not mirrored inside the scroll view: its left edge stays at the scroll
    /// view's left, so its leading start is the scroll view's leading end minus the left
    /// inset and the content's width.
    func scrollContent(_ scroll: Int, _ axis: Axis) -> (start: AnchorExpression, length: AnchorExpression) {
        let inset = scrollInset(of: scroll)
        guard let content = scrollContents.first(where: { $0.scroll == scroll }) else {
            return (start(scroll, axis).expression, length(scroll, axis).expression)
        }
        if axis == .vertical {
            return (start(scroll, .vertical).expression + inset.top, AnchorExpression(content.height))
        }
        let width = AnchorExpression(content.width)
        guard layout.direction == .rtl else {
            return (start(scroll, .horizontal).expression + inset.left, width)
        }
        return (end(scroll, .horizontal).expression - width + (-inset.left), width)
    }

    /// The adjusted inset this build uses for `scroll` (zero until a solve has given one).
    package func scrollInset(of scroll: Int) -> ScrollInset {
        scrollInsets.first { $0.scroll == scroll }?.inset ?? .zero
    }

    /// §11: a content side no constraint decides holds at 0 below every real level, so a
    /// side bounded only from below takes its bound.
    mutating func addScrollContentHolds() {
        for content in scrollContents {
            for variable in [content.width, content.height] {
                add(
                    Anchor(
                        expression: AnchorExpression(variable),
                        name: .attribute(
                            variable == content.width ? .width : .height, of: content.scroll, guide: .contentLayout)),
                    .equal, constant: 0, priority: Self.nonNegativeSizeLevel,
                    origin: .scrollContentHold(scroll: content.scroll))
            }
        }
    }
}
