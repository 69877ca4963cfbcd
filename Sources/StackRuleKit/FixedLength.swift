import StackModel

/// Whether an element's length along an axis is fixed from outside (pins on both ends, a
/// required constant size, or a parent that fixes it).
package enum FixedLength {
    package static func isFixed(_ element: Element, _ axis: Axis, in layout: Layout) -> Bool {
        let dimension: Dimension = axis == .horizontal ? .width : .height
        if element.constraints.contains(where: {
            $0.dimension == dimension && $0.isRequired && $0.relation == .equal && $0.target == nil
        }) {
            return true
        }
        let edges: (PinEdge, PinEdge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let pinned = Set(element.properties.pins.map(\.edge))
        guard let parent = element.parent.map({ layout.elements[$0] }) else {
            return pinned.contains(edges.0) && pinned.contains(edges.1)
        }
        if !element.isArranged {
            return pinned.contains(edges.0) && pinned.contains(edges.1) && isFixed(parent, axis, in: layout)
        }
        guard let stack = parent.stack else { return false }
        if axis == stack.axis.cross { return stack.alignment == .fill && isFixed(parent, axis, in: layout) }
        return (stack.distribution == .fillEqually || stack.distribution == .fillProportionally)
            && isFixed(parent, axis, in: layout)
    }
}

extension FixedLength {
    /// Whether a view can take up or give back length along its stack's axis: it is
    /// visible and no required constant `==` size fixes its length there.
    package static func canGive(_ view: Element, _ axis: Axis) -> Bool {
        !view.isHidden && !hasRequiredConstantSize(view, axis)
    }

    /// Whether a required constant `==` constraint sets the view's length along an axis.
    package static func hasRequiredConstantSize(_ view: Element, _ axis: Axis) -> Bool {
        let dimension: Dimension = axis == .horizontal ? .width : .height
        return view.constraints.contains {
            $0.dimension == dimension && $0.isRequired && $0.relation == .equal && $0.target == nil
        }
    }
}
