import StackModel
import StackRuleKit

/// A required constant size on an arranged view that its stack cannot contradict
/// (rules.md, `required-size-on-filled-axis`): the stack's own length on that axis is fixed
/// by a required `==` of the same value, or follows only from this view.
enum UncontradictedSize {
    /// Whether the stack gives `view` exactly the `length` its required constant `==`
    /// states along `axis`, whatever the canvas.
    static func holds(_ length: Double, of view: Element, along axis: Axis, in stack: Element, layout: Layout) -> Bool {
        guard let properties = stack.stack else { return false }
        let others = layout.arrangedChildren(of: stack).filter { $0.id != view.id && !$0.isHidden }
        // Along the stack's axis, a second visible view shares the length: only a sole view
        // gets all of it.
        if axis == properties.axis && !others.isEmpty { return false }
        if sameRequiredLength(length, of: stack, along: axis, properties: properties) { return true }
        // Across the axis every view is stretched to the stack's length, so another view
        // with a required size of its own would decide it too.
        let othersFixIt = others.contains { FixedLength.hasRequiredConstantSize($0, axis) }
        return !othersFixIt && followsOnlyFromArranged(stack, along: axis, in: layout)
    }

    /// Whether the stack has a required constant `==` of `length` on the dimension and no
    /// margins there that would take from it.
    private static func sameRequiredLength(
        _ length: Double, of stack: Element, along axis: Axis, properties: StackProperties
    ) -> Bool {
        let dimension: Dimension = axis == .horizontal ? .width : .height
        let margins =
            properties.isMarginsRelative
            ? (axis == .horizontal
                ? properties.margins.leading + properties.margins.trailing
                : properties.margins.top + properties.margins.bottom)
            : 0
        return abs(margins) < 0.001
            && stack.constraints.contains {
                $0.dimension == dimension && $0.isRequired && $0.relation == .equal && $0.target == nil
                    && abs($0.constant - length) < 0.001
            }
    }

    /// Whether nothing but the stack's arranged views determines its length along `axis`:
    /// no size of its own there, at most one of its edges placed (by a pin, a line of its
    /// own or a line that names it), and no parent stack that sizes it along that axis.
    static func followsOnlyFromArranged(_ stack: Element, along axis: Axis, in layout: Layout) -> Bool {
        let dimension: Dimension = axis == .horizontal ? .width : .height
        if stack.constraints.contains(where: {
            $0.dimension == dimension || $0.target?.attribute.dimension == dimension
        }) {
            return false
        }
        var placed = Set(stack.properties.pins.filter { $0.edge.attribute.axis == axis }.map(\.edge.attribute))
        placed.formUnion(stack.constraints.filter { $0.attribute.axis == axis }.map(\.attribute))
        for index in layout.elements.indices where index != stack.id {
            for constraint in layout.elements[index].constraints {
                guard let target = constraint.target,
                    target.item == .element(stack.id) || target.item == .margins(of: stack.id),
                    target.attribute.axis == axis
                else { continue }
                if target.attribute.isSize { return false }
                placed.insert(target.attribute)
            }
        }
        guard placed.count <= 1 else { return false }
        guard stack.isArranged, let parent = stack.parent.flatMap({ layout.elements[$0].stack }) else { return true }
        // An arranged stack is sized by its own parent stack along that parent's axis and,
        // with `fill` alignment, across it.
        return axis == parent.axis.cross && parent.alignment != .fill
    }
}
