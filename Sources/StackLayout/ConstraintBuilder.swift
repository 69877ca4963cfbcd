import StackModel
import StackSolver
import StackSyntax

/// Generates every constraint of one layout at one canvas size: root pins, the
/// UIStackView recipe of each stack, content-size constraints, pins of ordinary subviews
/// and the user's constraints, each with its identity.
struct ConstraintBuilder {
    let layout: Layout
    let canvas: Size
    private(set) var frames: [FrameVariables] = []
    private(set) var variableCount = 0
    private(set) var constraints: [GeneratedConstraint] = []

    init(layout: Layout, canvas: Size) {
        self.layout = layout
        self.canvas = canvas
        frames = layout.elements.map { _ in
            FrameVariables(x: Variable(index: 0), y: Variable(index: 0), width: Variable(index: 0), height: Variable(index: 0))
        }
        for index in layout.elements.indices {
            frames[index] = FrameVariables(x: newVariable(), y: newVariable(), width: newVariable(), height: newVariable())
        }
    }

    mutating func newVariable() -> Variable {
        variableCount += 1
        return Variable(index: variableCount - 1)
    }

    /// Builds everything.
    mutating func build() {
        for root in layout.roots { addPins(of: root, in: nil) }
        for element in layout.elements {
            if element.kind == .stack { addStackConstraints(element) }
            addContentConstraints(element)
            addNonNegativeSizes(element)
            for child in element.children.map({ layout.elements[$0] }) where !child.isArranged {
                addPins(of: child.id, in: element.id)
            }
        }
        for element in layout.elements { addUserConstraints(element) }
    }

    // MARK: Anchors


    func start(_ element: Int, _ axis: Axis) -> Anchor {
        let frame = frames[element]
        return Anchor(expression: LinearExpression(axis == .horizontal ? frame.x : frame.y),
                      name: AnchorName(element: element, field: axis == .horizontal ? "leading" : "top"))
    }

    func length(_ element: Int, _ axis: Axis) -> Anchor {
        let frame = frames[element]
        return Anchor(expression: LinearExpression(axis == .horizontal ? frame.width : frame.height),
                      name: AnchorName(element: element, field: axis == .horizontal ? "width" : "height"))
    }

    func end(_ element: Int, _ axis: Axis) -> Anchor {
        Anchor(expression: start(element, axis).expression + length(element, axis).expression,
               name: AnchorName(element: element, field: axis == .horizontal ? "trailing" : "bottom"))
    }

    func center(_ element: Int, _ axis: Axis) -> Anchor {
        Anchor(expression: start(element, axis).expression + length(element, axis).expression * 0.5,
               name: AnchorName(element: element, field: axis == .horizontal ? "centerX" : "centerY"))
    }

    /// The view whose baseline a stack (or view) presents, following stack-format.md §5.
    func baselineView(of element: Int, last: Bool) -> Int? {
        let item = layout.elements[element]
        guard item.kind == .stack, let stack = item.stack else { return item.kind?.hasBaseline == true ? element : nil }
        let visible = layout.arrangedChildren(of: item).filter { !$0.isHidden }
        guard !visible.isEmpty else { return nil }
        let chosen: Element
        if stack.axis == .horizontal {
            var best = visible[0]
            for view in visible.dropFirst() where (FittingSize.estimate(view, in: layout).height ?? 0) > (FittingSize.estimate(best, in: layout).height ?? 0) {
                best = view
            }
            chosen = best
        } else {
            chosen = last ? visible[visible.count - 1] : visible[0]
        }
        return chosen.kind == .stack ? baselineView(of: chosen.id, last: last) : chosen.id
    }

    /// First baseline: `baseline` below the top; a view without one falls back to its top.
    func firstBaseline(_ element: Int) -> Anchor {
        let top = start(element, .vertical)
        guard let view = baselineView(of: element, last: false),
              let baseline = layout.elements[view].properties.baseline else {
            return Anchor(expression: top.expression, name: AnchorName(element: element, field: "firstBaseline"))
        }
        return Anchor(expression: start(view, .vertical).expression + baseline, name: AnchorName(element: element, field: "firstBaseline"))
    }

    /// Last baseline: a fixed distance above the bottom; a view without one falls back to its bottom.
    func lastBaseline(_ element: Int) -> Anchor {
        let bottom = end(element, .vertical)
        guard let view = baselineView(of: element, last: true),
              let baseline = layout.elements[view].properties.lastBaseline else {
            return Anchor(expression: bottom.expression, name: AnchorName(element: element, field: "lastBaseline"))
        }
        let properties = layout.elements[view].properties
        let expression: LinearExpression
        if let height = properties.intrinsic.height {
            expression = end(view, .vertical).expression + (baseline - height)
        } else {
            expression = start(view, .vertical).expression + baseline
        }
        return Anchor(expression: expression, name: AnchorName(element: element, field: "lastBaseline"))
    }

    // MARK: Emitting

    mutating func add(_ lhs: Anchor, _ relation: LinearRelation, _ rhs: Anchor, constant: Double = 0,
                      multiplier: Double = 1, priority: Double = 1000, origin: ConstraintOrigin) {
        let expression = lhs.expression - rhs.expression * multiplier + (-constant)
        let parts = ConstraintParts(lhs: lhs.name, relation: relation, rhs: rhs.name, multiplier: multiplier,
                                    constant: constant, priority: priority, split: nil)
        constraints.append(GeneratedConstraint(expression: expression, relation: relation, priority: priority,
                                               splitPriorities: nil, origin: origin, parts: parts, range: range(of: origin)))
    }

    mutating func add(_ lhs: Anchor, _ relation: LinearRelation, constant: Double, priority: Double = 1000,
                      origin: ConstraintOrigin) {
        let parts = ConstraintParts(lhs: lhs.name, relation: relation, rhs: nil, multiplier: 1,
                                    constant: constant, priority: priority, split: nil)
        constraints.append(GeneratedConstraint(expression: lhs.expression + (-constant), relation: relation, priority: priority,
                                               splitPriorities: nil, origin: origin, parts: parts, range: range(of: origin)))
    }

    /// `lhs == constant`, exceeding it costing at `above` and falling short at `below`.
    mutating func addSplit(_ lhs: Anchor, constant: Double, above: Double, below: Double, origin: ConstraintOrigin) {
        let parts = ConstraintParts(lhs: lhs.name, relation: .equal, rhs: nil, multiplier: 1, constant: constant,
                                    priority: max(above, below), split: (above, below))
        constraints.append(GeneratedConstraint(expression: lhs.expression + (-constant), relation: .equal, priority: max(above, below),
                                               splitPriorities: (above, below), origin: origin, parts: parts, range: range(of: origin)))
    }

    /// The source range a constraint is reported at: the user's line, or the header of the
    /// element that caused it.
    func range(of origin: ConstraintOrigin) -> SourceRange {
        let element = layout.elements[origin.element]
        switch origin {
        case .user(_, let index): return element.constraints[index].range
        case .pin: return element.assignments[.pin]?.range ?? element.headerRange
        default: return element.headerRange
        }
    }
}

extension LinearRelation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
