import StackModel
import StackSolver

extension ConstraintBuilder {
    /// The level of the tie-breaker `size >= 0`: below every priority a layout can use,
    /// so it only chooses among solutions that are equally good at every real level.
    static let nonNegativeSizeLevel = StackPriority.nonNegativeTieBreaker

    /// Sizes prefer not to be negative: an ambiguous size (a view with no intrinsic size
    /// and no constraint) resolves to zero or more instead of whatever the simplex meets.
    mutating func addNonNegativeSizes(_ element: Element) {
        // A size held by content (an intrinsic size, at compression priority) never goes
        // negative; only the free ones need the tie-breaker.
        for axis in Axis.allCases where element.kind == .stack || element.properties.intrinsic[axis] == nil {
            add(length(element.id, axis), .greaterThanOrEqual, constant: 0, priority: Self.nonNegativeSizeLevel,
                origin: .nonNegativeSize(element: element.id))
        }
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) of a leaf.
    mutating func addContentConstraints(_ element: Element) {
        guard element.kind != .stack else { return }
        for axis in [Axis.horizontal, .vertical] {
            guard let intrinsic = element.properties.intrinsic[axis] else { continue }
            let hugging = element.properties.hugging[axis]
            let compression = element.properties.compression[axis]
            if hugging < 1000, compression < 1000 {
                // One soft equality, exactly the pair below, in half the rows.
                addSplit(length(element.id, axis), constant: intrinsic, above: hugging, below: compression,
                         origin: .contentSize(element: element.id, axis: axis))
                continue
            }
            add(length(element.id, axis), .lessThanOrEqual, constant: intrinsic,
                priority: hugging, origin: .hugging(element: element.id, axis: axis))
            add(length(element.id, axis), .greaterThanOrEqual, constant: intrinsic,
                priority: compression, origin: .compression(element: element.id, axis: axis))
        }
    }

    /// `pin` edges, relative to the parent (or to the canvas for a root).
    mutating func addPins(of element: Int, in parent: Int?) {
        for pin in layout.elements[element].properties.pins {
            let origin = ConstraintOrigin.pin(element: element, edge: pin.edge)
            switch pin.edge {
            case .top: add(start(element, .vertical), .equal, parentStart(parent, .vertical), constant: pin.inset, origin: origin)
            case .leading: add(start(element, .horizontal), .equal, parentStart(parent, .horizontal), constant: pin.inset, origin: origin)
            case .bottom: add(end(element, .vertical), .equal, parentEnd(parent, .vertical), constant: -pin.inset, origin: origin)
            case .trailing: add(end(element, .horizontal), .equal, parentEnd(parent, .horizontal), constant: -pin.inset, origin: origin)
            case .centerX: add(center(element, .horizontal), .equal, parentCenter(parent, .horizontal), constant: pin.inset, origin: origin)
            case .centerY: add(center(element, .vertical), .equal, parentCenter(parent, .vertical), constant: pin.inset, origin: origin)
            }
        }
    }

    private func canvasLength(_ axis: Axis) -> Double { axis == .horizontal ? canvas.width : canvas.height }

    private func parentStart(_ parent: Int?, _ axis: Axis) -> Anchor {
        parent.map { start($0, axis) }
            ?? Anchor(expression: LinearExpression(constant: 0), name: AnchorName(element: nil, field: axis == .horizontal ? "canvas.leading" : "canvas.top"))
    }

    private func parentEnd(_ parent: Int?, _ axis: Axis) -> Anchor {
        parent.map { end($0, axis) }
            ?? Anchor(expression: LinearExpression(constant: canvasLength(axis)), name: AnchorName(element: nil, field: axis == .horizontal ? "canvas.trailing" : "canvas.bottom"))
    }

    private func parentCenter(_ parent: Int?, _ axis: Axis) -> Anchor {
        parent.map { center($0, axis) }
            ?? Anchor(expression: LinearExpression(constant: canvasLength(axis) / 2), name: AnchorName(element: nil, field: axis == .horizontal ? "canvas.centerX" : "canvas.centerY"))
    }

    /// The user's constraint lines; with `within`, only those between elements of that set
    /// (a fitting solve sees its own subtree only).
    mutating func addUserConstraints(_ element: Element, within: Set<Int>? = nil) {
        for (index, constraint) in element.constraints.enumerated() {
            if let within, let target = constraint.target, !within.contains(target.element) { continue }
            let relation: LinearRelation
            switch constraint.relation {
            case .equal: relation = .equal
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            let lhs = length(element.id, constraint.dimension.axis)
            let origin = ConstraintOrigin.user(element: element.id, index: index)
            if let target = constraint.target {
                add(lhs, relation, length(target.element, target.dimension.axis), constant: constraint.constant,
                    multiplier: constraint.multiplier, priority: constraint.priority, origin: origin)
            } else {
                add(lhs, relation, constant: constraint.constant, priority: constraint.priority, origin: origin)
            }
        }
    }
}
