import StackModel
import StackSolver
import StackSyntax

/// Pins and the user's constraint lines (uistackview-constraints.md, "Pins and the user's
/// constraints"): anchors of elements, of layout margins guides, of the canvas and of its
/// safe area, in the engine's coordinates.
///
/// The engine solves leading-first: x grows from the leading edge, and a right-to-left
/// layout is mirrored afterwards. So `leading`/`trailing` (and leading/trailing margins)
/// need nothing more in `rtl`, while a constraint written with `left`, `right` or only
/// `centerX` is not mirrored by UIKit: in `rtl` it is turned around here (left is the
/// mirrored trailing edge, right the mirrored leading one, the relation flipped and the
/// constant negated), so that it holds in the canvas's own coordinates.
extension ConstraintBuilder {
    // MARK: Items

    /// The rectangle of an item as four expressions (start, length per axis), with the
    /// prefix of its anchors' names.
    private func rectangle(_ item: ConstraintItem, _ axis: Axis) -> (
        start: AnchorExpression, length: AnchorExpression, owner: Int?, guide: AnchorGuide
    ) {
        func inset(_ start: AnchorExpression, _ length: AnchorExpression, _ insets: DirectionalInsets) -> (
            AnchorExpression, AnchorExpression
        ) {
            let (before, after) = axis == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
            return (start + before, length + (-(before + after)))
        }
        let canvasStart = AnchorExpression(constant: 0)
        let canvasLength = AnchorExpression(constant: axis == .horizontal ? canvas.width : canvas.height)
        switch item {
        case .element(let element):
            return (
                start(element, axis).expression, length(element, axis).expression, element, .view
            )
        case .canvas:
            return (canvasStart, canvasLength, nil, .view)
        case .safeArea:
            let (start, length) = inset(canvasStart, canvasLength, safeArea)
            return (start, length, nil, .safeArea)
        case .margins(of: nil):
            let (safeStart, safeLength) = inset(canvasStart, canvasLength, safeArea)
            let (start, length) = inset(safeStart, safeLength, layout.margins)
            return (start, length, nil, .layoutMargins)
        case .margins(of: let element?):
            let (start, length) = inset(
                start(element, axis).expression, length(element, axis).expression,
                layout.elements[element].properties.margins)
            return (start, length, element, .layoutMargins)
        case .scrollGuide(.frame, of: let element):
            return (
                start(element, axis).expression, length(element, axis).expression, element, .frameLayout
            )
        case .scrollGuide(.content, of: let element):
            let (start, length) = scrollContent(element, axis)
            return (start, length, element, .contentLayout)
        case .scrollGuide(.contentMargins, of: let element):
            let (contentStart, contentLength) = scrollContent(element, axis)
            let (start, length) = inset(contentStart, contentLength, layout.elements[element].properties.margins)
            return (start, length, element, .contentLayoutMargins)
        }
    }

    /// An anchor of an item in the engine's (leading-first) coordinates. `left` and `right`
    /// are `leading` and `trailing` here; ``addUserConstraint(_:of:)`` turns a constraint
    /// that uses them around in `rtl` first.
    package func anchor(_ item: ConstraintItem, _ attribute: LayoutAttribute) -> Anchor {
        let axis = attribute.axis
        let expression: AnchorExpression
        if case .element(let element) = item, attribute.isBaseline {
            return attribute == .firstBaseline ? firstBaseline(element) : lastBaseline(element)
        }
        let (start, length, owner, guide) = rectangle(item, axis)
        switch attribute {
        case .width, .height: expression = length
        case .leading, .left, .top, .firstBaseline: expression = start
        case .trailing, .right, .bottom, .lastBaseline: expression = start + length
        case .centerX, .centerY: expression = start + length * 0.5
        }
        return Anchor(expression: expression, name: .attribute(attribute, of: owner, guide: guide))
    }

    // MARK: Pins

    /// `pin` edges: `v.top R q'.top + inset`, `q'.bottom R v.bottom + inset`, ... where q' is
    /// the parent (or the canvas for a root), its margins guide, or the safe area.
    mutating func addPins(of element: Int, in parent: Int?) {
        for pin in layout.elements[element].properties.pins {
            let origin = ConstraintOrigin.pin(element: element, edge: pin.edge)
            let target = layout.pinTarget(pin, of: element)
            let own = anchor(.element(element), pin.edge.attribute)
            let other = anchor(target, pin.edge.attribute)
            let relation = LinearRelation(pin.relation)
            switch pin.edge {
            case .top, .leading, .centerX, .centerY:
                add(own, relation, other, constant: pin.inset, priority: pin.priority, origin: origin)
            case .bottom, .trailing:
                // `q'.bottom R v.bottom + inset`, written with the view on the left.
                add(own, relation.flipped, other, constant: -pin.inset, priority: pin.priority, origin: origin)
            }
        }
    }

    // MARK: Constraint lines

    /// The user's constraint lines of `elements`, in document order (by where each line
    /// stands, so a parent's line written after its children's blocks comes after theirs:
    /// the latest is the one broken in a conflict); with `within`, only those between
    /// elements of that set (a fitting solve sees its own subtree only: a constraint that
    /// reaches outside it, or to the canvas, does not take part).
    mutating func addUserConstraints(of elements: [Int], within: Set<Int>? = nil) {
        var lines: [(element: Int, index: Int, constraint: Constraint)] = []
        for element in elements {
            for (index, constraint) in layout.elements[element].constraints.enumerated() {
                if let within, let target = constraint.target {
                    guard let other = target.element, within.contains(other) else { continue }
                }
                lines.append((element, index, constraint))
            }
        }
        lines.sort { $0.constraint.range.start < $1.constraint.range.start }
        for line in lines {
            addUserConstraint(line.constraint, origin: .user(element: line.element, index: line.index))
        }
    }

    /// Whether UIKit mirrors the constraint in a right-to-left layout: an x-axis constraint
    /// is mirrored unless it uses only `left`, `right` and `centerX`.
    static func isMirrored(_ constraint: Constraint) -> Bool {
        guard constraint.attribute.axis == .horizontal, !constraint.attribute.isSize else { return true }
        let attributes = [constraint.attribute] + (constraint.target.map { [$0.attribute] } ?? [])
        return attributes.contains(where: \.isDirectional)
    }

    private mutating func addUserConstraint(_ constraint: Constraint, origin: ConstraintOrigin) {
        let relation = LinearRelation(constraint.relation)
        let lhs = anchor(.element(constraint.element), constraint.attribute)
        guard let target = constraint.target else {
            add(lhs, relation, constant: constraint.constant, priority: constraint.priority, origin: origin)
            return
        }
        let rhs = anchor(target.item, target.attribute)
        guard layout.direction == .rtl, !Self.isMirrored(constraint) else {
            add(
                lhs, relation, rhs, constant: constraint.constant, multiplier: constraint.multiplier,
                priority: constraint.priority, origin: origin)
            return
        }
        // Canvas x of an anchor is `width − (its mirror in the engine)`: left ↔ trailing,
        // right ↔ leading, centerX ↔ centerX. The widths cancel (positions take no multiplier).
        let mirroredLHS = anchor(.element(constraint.element), Self.mirror(constraint.attribute))
        let mirroredRHS = anchor(target.item, Self.mirror(target.attribute))
        let expression = AnchorExpression.linear(
            mirroredRHS.expression, minus: mirroredLHS.expression, adding: -constraint.constant)
        add(
            expression: expression, relation: relation, lhs: lhs.name, rhs: rhs.name, constant: constraint.constant,
            priority: constraint.priority, origin: origin)
    }

    /// The engine anchor whose mirror image an absolute anchor is in `rtl`.
    static func mirror(_ attribute: LayoutAttribute) -> LayoutAttribute {
        switch attribute {
        case .left: return .trailing
        case .right: return .leading
        default: return attribute
        }
    }
}

extension LinearRelation {
    /// The solver's relation for the format's.
    package init(_ relation: Relation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }

    /// The relation with its sides swapped.
    package var flipped: LinearRelation {
        switch self {
        case .equal: return .equal
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
