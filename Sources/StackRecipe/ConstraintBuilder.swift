import StackModel
import StackSolver
import StackSyntax

/// Generates every constraint of one layout at one canvas size: root pins, the
/// UIStackView recipe of each stack, content-size constraints, pins of ordinary subviews
/// and the user's constraints, each with its identity.
package struct ConstraintBuilder {
    package let layout: Layout
    package private(set) var canvas: Size
    /// The canvas's safe-area insets (a device's own, or the layout's `safeArea`).
    package private(set) var safeArea: DirectionalInsets
    /// The element whose compressed fitting size is being solved, or nil for the whole
    /// layout at ``canvas``.
    package let fittingRoot: Int?
    /// The fitting sizes the recipe needs before the solve.
    package let fitting: FittingSizeCache
    package private(set) var frames: [FrameVariables] = []
    /// Each scroll view's content guide variables (§11), in element order.
    package private(set) var scrollContents: [ScrollContentVariables] = []
    /// The adjusted content insets this build places the content guides at (§11): none
    /// until a solve has measured them (``ScrollInsetPasses`` in the engine).
    package private(set) var scrollInsets: [(scroll: Int, inset: ScrollInset)] = []
    package private(set) var variableCount = 0
    package private(set) var constraints: [GeneratedConstraint] = []
    /// Each constraint's expression (`expression RELATION 0`), by the constraint's index.
    package private(set) var expressions = ExpressionList()
    /// The variables the engine solves in: positions measured from their parent's or
    /// their predecessor's (see ``RelativePositions``).
    package private(set) var positions = RelativePositions(variableCount: 0)
    /// Where the constraints that read the canvas lie after ``build()``: the roots' pins
    /// before `canvasIndependent`, the user's constraint lines after it; nil when
    /// ``rebuilt(canvas:safeArea:)`` cannot be used (a fitting solve, not built yet, or a
    /// part that read the canvas made variables).
    package private(set) var canvasIndependent: Range<Int>?

    /// A builder for the whole layout at one canvas size.
    package init(layout: Layout, canvas: Size) {
        self.init(layout: layout, canvas: canvas, fittingRoot: nil, fitting: FittingSizeCache(layout: layout))
    }

    /// A builder for the whole layout, or for one element's subtree solved on its own.
    package init(
        layout: Layout, canvas: Size, safeArea: DirectionalInsets? = nil, fittingRoot: Int?, fitting: FittingSizeCache,
        scrollInsets: [(scroll: Int, inset: ScrollInset)] = []
    ) {
        self.layout = layout
        self.scrollInsets = scrollInsets
        self.canvas = canvas
        self.safeArea = safeArea ?? layout.safeArea
        self.fittingRoot = fittingRoot
        self.fitting = fitting
        frames = Array(
            repeating: FrameVariables(
                x: Variable(index: 0), y: Variable(index: 0), width: Variable(index: 0), height: Variable(index: 0)),
            count: layout.elements.count)
        for index in layout.elements.indices {
            frames[index] = FrameVariables(
                x: newVariable(), y: newVariable(), width: newVariable(), height: newVariable())
        }
        for index in layout.elements.indices where layout.elements[index].kind == .scroll {
            scrollContents.append(ScrollContentVariables(scroll: index, width: newVariable(), height: newVariable()))
        }
        // A fitting solve adds its constraints as they are written (it never reads
        // `positions`), so it skips measuring every element of the layout.
        guard fittingRoot == nil else { return }
        // Every variable made so far can have a base: room for them at once.
        positions = RelativePositions(variableCount: variableCount)
        // Up to about ten constraints an element (content sizes, alignment, spacing, the
        // spanner's, the suppressions): room for them at once, not grown by doubling
        // (a constraint is large, and each doubling copied all of them).
        constraints.reserveCapacity(10 * layout.elements.count + 16)
        expressions.reserveCapacity(10 * layout.elements.count + 16, termCapacity: 30 * layout.elements.count + 48)
        for element in layout.elements.indices {
            guard let parent = layout.elements[element].parent, frames.indices.contains(parent) else { continue }
            positions.measure(frames[element].x, from: AnchorExpression(frames[parent].x))
            positions.measure(frames[element].y, from: AnchorExpression(frames[parent].y))
        }
    }

    /// Measures a position variable from `base` in the engine's variables (see
    /// ``RelativePositions``); the constraints do not change.
    package mutating func measure(_ variable: Variable, from base: AnchorExpression) {
        positions.measure(variable, from: base)
    }

    mutating func newVariable() -> Variable {
        variableCount += 1
        return Variable(index: variableCount - 1)
    }

    /// Builds everything.
    package mutating func build() {
        // By index: each element's fields are read in place, never copied.
        let members: [Int]
        if let fittingRoot {
            members = subtree(of: fittingRoot)
            addFittingConstraints(fittingRoot)
        } else {
            members = Array(layout.elements.indices)
            addRootPins()
        }
        let variablesBefore = variableCount
        addScrollContentHolds()
        let start = constraints.count
        for element in members {
            if layout.elements[element].kind == .stack { addStackConstraints(element) }
            addContentConstraints(element)
            addNonNegativeSizes(element)
            for child in layout.elements[element].children where !layout.elements[child].isArranged {
                addPins(of: child, in: element)
            }
        }
        let end = constraints.count
        let variablesAfter = variableCount
        addUserConstraints(of: members, within: fittingRoot == nil ? nil : Set(members))
        // A scroll view's children are placed by its insets, which read the canvas.
        canvasIndependent =
            fittingRoot == nil && scrollContents.isEmpty && variablesBefore == frames.count * 4
                && variablesAfter == variableCount ? start..<end : nil
    }

    private mutating func addRootPins() {
        for root in layout.roots { addPins(of: root, in: nil) }
    }

    /// This built builder at another canvas: what ``build()`` gives there, with the
    /// constraints that do not read the canvas (every one but the roots' pins and the
    /// user's constraint lines: the stacks' recipes, content sizes, the pins of views
    /// inside their parents) taken from this one instead of built again. Nil when
    /// ``canvasIndependent`` is.
    package func rebuilt(canvas: Size, safeArea: DirectionalInsets?) -> ConstraintBuilder? {
        guard let canvasIndependent else { return nil }
        var copy = self
        copy.canvas = canvas
        copy.safeArea = safeArea ?? layout.safeArea
        copy.constraints = []
        copy.constraints.reserveCapacity(constraints.count)
        copy.expressions = ExpressionList(capacity: constraints.count, termCapacity: expressions.terms.count)
        copy.addRootPins()
        let start = copy.constraints.count
        copy.constraints.append(contentsOf: constraints[canvasIndependent])
        copy.expressions.append(contentsOf: expressions, canvasIndependent)
        let end = copy.constraints.count
        copy.addUserConstraints(of: Array(layout.elements.indices), within: nil)
        // Neither part makes variables (checked when this one was built).
        guard copy.variableCount == variableCount else { return nil }
        copy.canvasIndependent = start..<end
        return copy
    }

    /// The element and its descendants, in document order.
    private func subtree(of element: Int) -> [Int] {
        var result: [Int] = []
        var pending = [element]
        while let next = pending.popLast() {
            result.append(next)
            pending.append(contentsOf: layout.elements[next].children.reversed())
        }
        return result
    }

    /// A fitting solve places the element at the origin and pulls its size towards zero at
    /// the fitting-size priority.
    private mutating func addFittingConstraints(_ element: Int) {
        let origin = ConstraintOrigin.fittingSize(element: element)
        for axis in Axis.allCases {
            add(start(element, axis), .equal, constant: 0, origin: origin)
            add(length(element, axis), .equal, constant: 0, priority: FittingSize.compressionPriority, origin: origin)
        }
    }

    // MARK: Anchors

    package func start(_ element: Int, _ axis: Axis) -> Anchor {
        let frame = frames[element]
        return Anchor(
            expression: AnchorExpression(axis == .horizontal ? frame.x : frame.y),
            name: .of(element, axis == .horizontal ? .leading : .top))
    }

    package func length(_ element: Int, _ axis: Axis) -> Anchor {
        let frame = frames[element]
        return Anchor(
            expression: AnchorExpression(axis == .horizontal ? frame.width : frame.height),
            name: .of(element, axis == .horizontal ? .width : .height))
    }

    /// `start + length`, built in one array (the same terms, in the same order, as the sum).
    package func end(_ element: Int, _ axis: Axis) -> Anchor {
        let frame = frames[element]
        let (position, size) = axis == .horizontal ? (frame.x, frame.width) : (frame.y, frame.height)
        return Anchor(
            expression: AnchorExpression((position, 1), (size, 1)),
            name: .of(element, axis == .horizontal ? .trailing : .bottom))
    }

    /// `start + length * 0.5`, built in one array.
    package func center(_ element: Int, _ axis: Axis) -> Anchor {
        let frame = frames[element]
        let (position, size) = axis == .horizontal ? (frame.x, frame.width) : (frame.y, frame.height)
        return Anchor(
            expression: AnchorExpression((position, 1), (size, 0.5)),
            name: .of(element, axis == .horizontal ? .centerX : .centerY))
    }

    /// The view whose baseline an element presents (stack-format.md §5): the element
    /// itself unless it is a stack; a horizontal stack's tallest visible arranged view by
    /// compressed fitting height (the first on a tie), a vertical stack's first (for the
    /// first baseline) or last visible one, recursively. A stack with no visible arranged
    /// view presents its own edges.
    func baselineView(of element: Int, last: Bool) -> Int {
        var current = element
        // Each step goes one level down the tree, so the loop ends.
        while let stack = layout.elements[current].stack, layout.elements[current].kind == .stack {
            let visible = layout.arrangedChildIDs(of: current).filter { !layout.elements[$0].isHidden }
            guard let first = visible.first, let final = visible.last else { return current }
            // A single visible view (`first`, which is `final`) is the tallest without its
            // fitting size (a solve for a nested stack).
            if stack.axis == .horizontal, visible.count > 1 {
                var best = first
                var bestHeight = fitting.size(of: best).height
                for view in visible.dropFirst() {
                    let height = fitting.size(of: view).height
                    if height > bestHeight {
                        best = view
                        bestHeight = height
                    }
                }
                current = best
            } else {
                current = last ? final : first
            }
        }
        return current
    }

    /// Whether the element's kind draws text with a baseline (a `baseline` elsewhere has no
    /// effect and is reported as not applicable).
    private func hasTextBaseline(_ element: Int) -> Bool {
        layout.elements[element].kind?.hasBaseline == true
    }

    /// First baseline: `baseline` below the top of the baseline view; a baseline view
    /// without one falls back to its own top.
    package func firstBaseline(_ element: Int) -> Anchor {
        let view = baselineView(of: element, last: false)
        let name = AnchorName.of(element, .firstBaseline)
        let top = start(view, .vertical).expression
        guard hasTextBaseline(view), let baseline = layout.elements[view].properties.baseline else {
            return Anchor(expression: top, name: name)
        }
        return Anchor(expression: top + baseline, name: name)
    }

    /// Last baseline: a fixed distance above the bottom of the baseline view
    /// (`intrinsic height − lastBaseline`); a baseline view without one falls back to its own
    /// bottom.
    package func lastBaseline(_ element: Int) -> Anchor {
        let view = baselineView(of: element, last: true)
        let name = AnchorName.of(element, .lastBaseline)
        let properties = layout.elements[view].properties
        guard hasTextBaseline(view), let baseline = properties.lastBaseline else {
            return Anchor(expression: end(view, .vertical).expression, name: name)
        }
        if let height = properties.intrinsic.height {
            return Anchor(expression: end(view, .vertical).expression + (baseline - height), name: name)
        }
        return Anchor(expression: start(view, .vertical).expression + baseline, name: name)
    }

    // MARK: Emitting

    package mutating func add(
        _ lhs: Anchor, _ relation: LinearRelation, _ rhs: Anchor, constant: Double = 0,
        multiplier: Double = 1, priority: Double = 1000, origin: ConstraintOrigin
    ) {
        expressions.append(lhs.expression, minus: rhs.expression, times: multiplier, adding: -constant)
        let parts = ConstraintParts(
            lhs: lhs.name, relation: relation, rhs: rhs.name, multiplier: multiplier,
            constant: constant, priority: priority, split: nil)
        constraints.append(
            GeneratedConstraint(
                relation: relation, priority: priority,
                splitPriorities: nil, origin: origin, parts: parts, range: range(of: origin)))
    }

    /// `expression R 0`, reported as `lhs R rhs + constant` (a constraint whose solver form
    /// differs from how it is written: a right-to-left mirror image).
    package mutating func add(
        expression: LinearExpression, relation: LinearRelation, lhs: AnchorName, rhs: AnchorName, constant: Double,
        priority: Double, origin: ConstraintOrigin
    ) {
        expressions.append(expression)
        let parts = ConstraintParts(
            lhs: lhs, relation: relation, rhs: rhs, multiplier: 1,
            constant: constant, priority: priority, split: nil)
        constraints.append(
            GeneratedConstraint(
                relation: relation, priority: priority,
                splitPriorities: nil, origin: origin, parts: parts, range: range(of: origin)))
    }

    package mutating func add(
        _ lhs: Anchor, _ relation: LinearRelation, constant: Double, priority: Double = 1000,
        origin: ConstraintOrigin
    ) {
        expressions.append(lhs.expression, adding: -constant)
        let parts = ConstraintParts(
            lhs: lhs.name, relation: relation, rhs: nil, multiplier: 1,
            constant: constant, priority: priority, split: nil)
        constraints.append(
            GeneratedConstraint(
                relation: relation, priority: priority,
                splitPriorities: nil, origin: origin, parts: parts, range: range(of: origin)))
    }

    /// `lhs == constant`, exceeding it costing at `above` and falling short at `below`.
    mutating func addSplit(_ lhs: Anchor, constant: Double, above: Double, below: Double, origin: ConstraintOrigin) {
        expressions.append(lhs.expression, adding: -constant)
        let parts = ConstraintParts(
            lhs: lhs.name, relation: .equal, rhs: nil, multiplier: 1, constant: constant,
            priority: max(above, below), split: (above, below))
        constraints.append(
            GeneratedConstraint(
                relation: .equal, priority: max(above, below),
                splitPriorities: (above, below), origin: origin, parts: parts, range: range(of: origin)))
    }

    /// The solver's form of constraint `index` at a strength.
    package func linear(_ index: Int, strength: Strength) -> LinearConstraint {
        LinearConstraint(expressions[index], constraints[index].relation, LinearExpression(), strength: strength)
    }

    /// The source range a constraint is reported at: the user's line, or the header of the
    /// element that caused it.
    package func range(of origin: ConstraintOrigin) -> SourceRange {
        switch origin {
        case .user(_, let index): return layout.elements[origin.element].constraints[index].range
        case .pin:
            return layout.elements[origin.element].assignments[.pin]?.range
                ?? layout.elements[origin.element].headerRange
        default: return layout.elements[origin.element].headerRange
        }
    }
}

extension LinearRelation {
    package var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
