import StackModel
import StackRuleKit

/// A required constraint line on an anchor that an arranged view's stack already sets
/// (rules.md, `constraint-fights-stack`): the line, the arranged view, its stack and the
/// anchor, and whether the stack sets it along its axis or across it.
struct StackClash {
    /// The line.
    var constraint: Constraint
    /// Its index among its element's constraint lines.
    var index: Int
    /// The arranged view whose anchor the stack sets.
    var view: Int
    /// Its stack.
    var stack: Int
    /// The anchor of the view the line sets.
    var attribute: LayoutAttribute
    /// True along the stack's axis, false across it.
    var alongAxis: Bool

    /// Every such line of a layout, in document order.
    static func all(in layout: Layout) -> [StackClash] {
        // Loops, not a flatMap: most elements have no constraint lines, and each would
        // append an empty array.
        var clashes: [StackClash] = []
        for element in layout.elements.indices where !layout.elements[element].constraints.isEmpty {
            for (index, constraint) in layout.elements[element].constraints.enumerated()
            where constraint.isRequired && !constraint.attribute.isSize {
                if let clash = clash(constraint, index: index, in: layout) { clashes.append(clash) }
            }
        }
        return clashes
    }

    /// Whether the line could repeat the stack's own constraint as written: an equality
    /// with multiplier 1 (a different relation or multiplier can always disagree).
    var couldRepeatTheStack: Bool { constraint.relation == .equal && abs(constraint.multiplier - 1) < 1e-9 }

    private static func clash(_ constraint: Constraint, index: Int, in layout: Layout) -> StackClash? {
        // Written in an arranged view: tied to anything at all.
        let own = layout.elements[constraint.element]
        if let stack = layout.arrangingStack(of: own), let along = positions(stack, constraint.attribute) {
            return StackClash(
                constraint: constraint, index: index, view: own.id, stack: stack.id, attribute: constraint.attribute,
                alongAxis: along)
        }
        // Written elsewhere: the target is an arranged view, the line's element its stack
        // or an arranged sibling.
        guard let target = constraint.target, case .element(let viewID) = target.item else { return nil }
        let view = layout.elements[viewID]
        guard let stack = layout.arrangingStack(of: view), let along = positions(stack, target.attribute) else {
            return nil
        }
        let fromStack = constraint.element == stack.id
        let fromSibling = own.isArranged && own.parent == stack.id && own.id != view.id
        guard fromStack || fromSibling else { return nil }
        return StackClash(
            constraint: constraint, index: index, view: view.id, stack: stack.id, attribute: target.attribute,
            alongAxis: along)
    }

    /// Whether the stack positions its arranged views' `attribute` (true: along its axis;
    /// false: across it), or nil when it leaves that anchor free.
    private static func positions(_ stack: Element, _ attribute: LayoutAttribute) -> Bool? {
        guard let properties = stack.stack, !attribute.isSize else { return nil }
        if attribute.axis == properties.axis { return true }
        let aligned: Set<LayoutAttribute>
        switch properties.alignment {
        case .fill: return false
        case .leading, .top: aligned = properties.axis == .horizontal ? [.top] : [.leading, .left]
        case .trailing, .bottom: aligned = properties.axis == .horizontal ? [.bottom] : [.trailing, .right]
        case .center: aligned = properties.axis == .horizontal ? [.centerY] : [.centerX]
        case .firstBaseline: aligned = [.firstBaseline]
        case .lastBaseline: aligned = [.lastBaseline]
        }
        return aligned.contains(attribute) ? false : nil
    }
}
