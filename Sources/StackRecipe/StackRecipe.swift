import StackModel
import StackSolver

/// The constraints a UIStackView installs (uistackview-constraints.md), one stack at a time.
extension ConstraintBuilder {
    /// The stack's canvas along or across an axis: its edges, or its layout margins guide's.
    private func canvasEdges(_ stack: Int, _ axis: Axis) -> (
        start: Anchor, end: Anchor, center: Anchor, length: Anchor
    ) {
        let properties = layout.elements[stack].stack ?? StackProperties()
        let margins = properties.isMarginsRelative ? properties.margins : .zero
        let (leadingInset, trailingInset) =
            axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
        let guide: AnchorGuide = properties.isMarginsRelative ? .layoutMargins : .view
        let attributes: (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            axis == .horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
        let startExpression = start(stack, axis).expression + leadingInset
        let lengthExpression = length(stack, axis).expression + (-(leadingInset + trailingInset))
        return (
            Anchor(expression: startExpression, name: .attribute(attributes.0, of: stack, guide: guide)),
            Anchor(
                expression: startExpression + lengthExpression, name: .attribute(attributes.1, of: stack, guide: guide)),
            Anchor(
                expression: startExpression + lengthExpression * 0.5,
                name: .attribute(attributes.2, of: stack, guide: guide)),
            Anchor(expression: lengthExpression, name: .attribute(attributes.3, of: stack, guide: guide))
        )
    }

    private func gap(_ spacingAfter: CustomSpacing, in stack: StackProperties) -> Double {
        switch spacingAfter {
        case .default: return stack.spacing.points
        case .spacing(let spacing): return spacing.points
        }
    }

    /// The constraints of stack `stack` (an index of ``Layout/elements``). Elements are
    /// passed by index and read in place: an element is a value of a dozen fields.
    mutating func addStackConstraints(_ stack: Int) {
        guard let properties = layout.elements[stack].stack else { return }
        let arranged = layout.arrangedChildIDs(of: stack)
        guard !arranged.isEmpty else { return }
        addAxisConstraints(stack, properties, arranged)
        addCrossConstraints(stack, properties, arranged)
    }

    // MARK: Along the axis

    private mutating func addAxisConstraints(_ stack: Int, _ properties: StackProperties, _ arranged: [Int]) {
        let axis = properties.axis
        let canvas = canvasEdges(stack, axis)
        let elements = layout.elements
        let visible = arranged.filter { !elements[$0].isHidden }
        let distribution = properties.distribution
        let spacingRelation: LinearRelation =
            (distribution == .equalSpacing || distribution == .equalCentering) ? .greaterThanOrEqual : .equal

        guard let first = visible.first, let last = visible.last else {
            addAllHiddenConstraints(stack, arranged, axis, canvas: canvas)
            return
        }
        add(canvas.start, .equal, start(first, axis), origin: .canvasConnection(stack: stack))
        add(canvas.end, .equal, end(last, axis), origin: .canvasConnection(stack: stack))

        for position in visible.indices.dropFirst() {
            let (previous, next) = (visible[position - 1], visible[position])
            // Each view's start is measured from the end of the one before it: a chain of
            // short rows instead of dense ones (see RelativePositions).
            if let variable = start(next, axis).expression.firstVariable {
                measure(variable, from: end(previous, axis).expression)
            }
            let spacing = gap(elements[previous].properties.spacingAfter, in: properties)
            if axis == .vertical, properties.isBaselineRelative {
                add(
                    firstBaseline(next), spacingRelation, lastBaseline(previous), constant: spacing,
                    origin: .spacing(stack: stack, after: previous))
            } else {
                add(
                    start(next, axis), spacingRelation, end(previous, axis), constant: spacing,
                    origin: .spacing(stack: stack, after: previous))
            }
        }

        // Hidden views collapse and ride along after the previous visible view.
        for index in arranged.indices where elements[arranged[index]].isHidden {
            let view = arranged[index]
            add(
                length(view, axis), .equal, constant: 0, priority: StackPriority.hiding,
                origin: .hiding(element: view))
            let previous = arranged[..<index].last { !elements[$0].isHidden }
            let followed = arranged[(index + 1)...].contains { !elements[$0].isHidden }
            if let previous {
                let offset = followed ? gap(elements[previous].properties.spacingAfter, in: properties) / 2 : 0
                add(
                    start(view, axis), spacingRelation, end(previous, axis), constant: offset,
                    priority: StackPriority.hiddenAttachment,
                    origin: .hiddenAttachment(element: view))
            } else {
                add(
                    start(first, axis), spacingRelation, end(view, axis),
                    priority: StackPriority.hiddenAttachment,
                    origin: .hiddenAttachment(element: view))
            }
        }

        switch distribution {
        case .fill:
            break
        case .fillEqually:
            addEqualLengths(stack, visible, axis)
        case .fillProportionally:
            let lengths = visible.map { proportionalLength(of: $0, axis: axis) }
            let denominator = lengths.reduce(0, +) + Double(visible.count - 1) * properties.spacing.points
            if denominator <= max(properties.spacing.points * Double(arranged.count - 1), 1) {
                addEqualLengths(stack, visible, axis)
            } else {
                for (view, viewLength) in zip(visible, lengths) {
                    guard viewLength > 0 else {
                        add(
                            length(view, axis), .equal, constant: 0,
                            origin: .fillProportionally(stack: stack, element: view))
                        continue
                    }
                    let index = arranged.firstIndex(of: view) ?? 0
                    add(
                        length(view, axis), .equal, canvas.length, multiplier: viewLength / denominator,
                        priority: StackPriority.fillProportionally(index: index),
                        origin: .fillProportionally(stack: stack, element: view))
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            var firstGap: Anchor?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gapAnchor =
                    centering
                    ? Anchor(
                        expression: center(next, axis).expression - center(previous, axis).expression,
                        name: .gap(from: previous, to: next, centers: true))
                    : Anchor(
                        expression: start(next, axis).expression - end(previous, axis).expression,
                        name: .gap(from: previous, to: next, centers: false))
                if let firstGap {
                    let index = arranged.firstIndex(of: previous) ?? 0
                    add(
                        gapAnchor, .equal, firstGap,
                        priority: centering ? StackPriority.equalCentering(index: index) : StackPriority.required,
                        origin: .distributing(stack: stack, after: previous))
                } else {
                    firstGap = gapAnchor
                }
            }
            add(
                canvas.length, .equal, constant: 0, priority: StackPriority.canvasFit,
                origin: .canvasFit(stack: stack))
        }

        // A multi-line label gets a share of the width (radar 39275811).
        if axis == .horizontal,
            distribution == .fill || distribution == .equalSpacing || distribution == .equalCentering
        {
            let count = Double(visible.count)
            for view in visible where elements[view].kind == .label && elements[view].properties.lines == 0 {
                let priority = StackPriority.multilineWidth(
                    compression: elements[view].properties.compression.horizontal,
                    hugging: elements[view].properties.hugging.horizontal)
                add(
                    length(view, .horizontal), .equal, canvas.length,
                    constant: -properties.spacing.points * (count - 1) / count, multiplier: 1 / count,
                    priority: priority, origin: .multilineWidth(element: view))
            }
        }
    }

    /// No visible views: a spanning guide G along the axis with `canvas.S == G.S`,
    /// `canvas.E == G.E` and `G.D == 0` at 0.001 collapses the stack's length, and each
    /// hidden view sits at its start (`h.S == G.E` at 50).
    private mutating func addAllHiddenConstraints(
        _ stack: Int, _ arranged: [Int], _ axis: Axis,
        canvas: (start: Anchor, end: Anchor, center: Anchor, length: Anchor)
    ) {
        let guideStart = newVariable()
        let guideLength = newVariable()
        let guide = (
            start: Anchor(
                expression: AnchorExpression(guideStart),
                name: .attribute(axis == .horizontal ? .leading : .top, of: stack, guide: .hiding)),
            end: Anchor(
                expression: AnchorExpression(guideStart) + AnchorExpression(guideLength),
                name: .attribute(axis == .horizontal ? .trailing : .bottom, of: stack, guide: .hiding)),
            length: Anchor(
                expression: AnchorExpression(guideLength),
                name: .attribute(axis == .horizontal ? .width : .height, of: stack, guide: .hiding))
        )
        measure(guideStart, from: start(stack, axis).expression)
        let connection = ConstraintOrigin.canvasConnection(stack: stack)
        add(canvas.start, .equal, guide.start, origin: connection)
        add(canvas.end, .equal, guide.end, origin: connection)
        add(
            guide.length, .equal, constant: 0, priority: StackPriority.allHiddenCollapse,
            origin: .allHiddenCollapse(stack: stack))
        for view in arranged {
            add(
                length(view, axis), .equal, constant: 0, priority: StackPriority.hiding,
                origin: .hiding(element: view))
            add(
                start(view, axis), .equal, guide.end, priority: StackPriority.hiddenAttachment,
                origin: .hiddenAttachment(element: view))
        }
    }

    private mutating func addEqualLengths(_ stack: Int, _ visible: [Int], _ axis: Axis) {
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            add(
                length(view, axis), .equal, length(first, axis),
                origin: .fillEqually(stack: stack, element: view))
        }
    }

    /// The intrinsic length fillProportionally weighs a view by.
    private func proportionalLength(of view: Int, axis: Axis) -> Double {
        let properties = layout.elements[view].properties
        let kind = layout.elements[view].kind
        if kind == .label, properties.lines == 0, axis == .horizontal { return 0 }
        // A nested stack weighs its compressed fitting size; any other view its intrinsic
        // size, whatever constraints it has.
        if kind == .stack { return fitting.size(of: view)[axis] }
        return properties.intrinsic[axis] ?? 0
    }

    // MARK: Across the axis

    private mutating func addCrossConstraints(_ stack: Int, _ properties: StackProperties, _ arranged: [Int]) {
        let cross = properties.axis.cross
        let canvas = canvasEdges(stack, cross)
        let reference = arranged[0]
        let elements = layout.elements
        let visible = arranged.filter { !elements[$0].isHidden }
        let alignment = properties.alignment.normalized
        let baselineOnVertical = alignment.isBaseline && properties.axis == .vertical

        for view in arranged {
            add(
                length(view, cross), .equal, constant: 0, priority: StackPriority.ambiguitySuppression,
                origin: .ambiguitySuppression(element: view))
        }

        // The alignment constraints tie every arranged view to the first one.
        if !baselineOnVertical {
            for view in arranged.dropFirst() {
                let origin = ConstraintOrigin.alignment(stack: stack, element: view)
                switch alignment {
                case .fill:
                    add(start(reference, cross), .equal, start(view, cross), origin: origin)
                    add(end(reference, cross), .equal, end(view, cross), origin: origin)
                case .leading, .top:
                    add(start(reference, cross), .equal, start(view, cross), origin: origin)
                case .trailing, .bottom:
                    add(end(reference, cross), .equal, end(view, cross), origin: origin)
                case .center:
                    add(center(reference, cross), .equal, center(view, cross), origin: origin)
                case .firstBaseline:
                    add(firstBaseline(reference), .equal, firstBaseline(view), origin: origin)
                case .lastBaseline:
                    add(lastBaseline(reference), .equal, lastBaseline(view), origin: origin)
                }
            }
        }

        let connection = ConstraintOrigin.canvasConnection(stack: stack)
        if alignment == .fill {
            add(canvas.start, .equal, start(reference, cross), origin: connection)
            add(canvas.end, .equal, end(reference, cross), origin: connection)
            return
        }

        // A single view: the aligned edge is equal, the other an inequality.
        if arranged.count == 1 {
            switch alignment {
            case .leading, .top:
                add(canvas.start, .equal, start(reference, cross), origin: connection)
                add(canvas.end, .greaterThanOrEqual, end(reference, cross), origin: connection)
            case .trailing, .bottom:
                add(canvas.start, .lessThanOrEqual, start(reference, cross), origin: connection)
                add(canvas.end, .equal, end(reference, cross), origin: connection)
            case .firstBaseline, .lastBaseline:
                // No aligned edge: where the stack is taller, the position is ambiguous.
                add(canvas.start, .lessThanOrEqual, start(reference, cross), origin: connection)
                add(canvas.end, .greaterThanOrEqual, end(reference, cross), origin: connection)
            case .center:
                add(canvas.start, .lessThanOrEqual, start(reference, cross), origin: connection)
                add(canvas.end, .greaterThanOrEqual, end(reference, cross), origin: connection)
                add(canvas.center, .equal, center(reference, cross), origin: connection)
            case .fill:
                break
            }
            add(
                canvas.length, .equal, constant: 0, priority: StackPriority.canvasFit,
                origin: .canvasFit(stack: stack))
            return
        }

        // Two or more: a spanner guide encloses the visible views.
        let spannerStart = newVariable()
        let spannerLength = newVariable()
        let spanner = (
            start: Anchor(
                expression: AnchorExpression(spannerStart),
                name: .attribute(cross == .horizontal ? .leading : .top, of: stack, guide: .spanner)),
            end: Anchor(
                expression: AnchorExpression(spannerStart) + AnchorExpression(spannerLength),
                name: .attribute(cross == .horizontal ? .trailing : .bottom, of: stack, guide: .spanner)
            ),
            length: Anchor(
                expression: AnchorExpression(spannerLength),
                name: .attribute(cross == .horizontal ? .width : .height, of: stack, guide: .spanner))
        )
        measure(spannerStart, from: start(stack, cross).expression)
        for view in visible {
            let origin = ConstraintOrigin.spanningBoundary(stack: stack, element: view)
            add(spanner.start, .lessThanOrEqual, start(view, cross), origin: origin)
            add(spanner.end, .greaterThanOrEqual, end(view, cross), origin: origin)
            // Only the edge alignments pull the spanner onto their aligned edge.
            switch alignment {
            case .leading, .top:
                add(spanner.start, .equal, start(view, cross), priority: StackPriority.spanningEdge, origin: origin)
            case .trailing, .bottom:
                add(spanner.end, .equal, end(view, cross), priority: StackPriority.spanningEdge, origin: origin)
            case .fill, .center, .firstBaseline, .lastBaseline:
                break
            }
        }
        add(
            spanner.length, .equal, constant: 0, priority: StackPriority.spanningFit,
            origin: .spanningFit(stack: stack))

        if baselineOnVertical {
            add(canvas.start, .equal, spanner.start, origin: connection)
            add(canvas.end, .equal, spanner.end, origin: connection)
            return
        }
        switch alignment {
        case .leading, .top:
            add(canvas.start, .equal, start(reference, cross), origin: connection)
            add(canvas.end, .equal, spanner.end, origin: connection)
        case .trailing, .bottom:
            add(canvas.start, .equal, spanner.start, origin: connection)
            add(canvas.end, .equal, end(reference, cross), origin: connection)
        case .center:
            add(canvas.start, .equal, spanner.start, origin: connection)
            add(canvas.end, .equal, spanner.end, origin: connection)
            add(canvas.center, .equal, center(reference, cross), origin: connection)
        case .firstBaseline:
            add(canvas.start, .lessThanOrEqual, start(reference, cross), origin: connection)
            add(canvas.end, .equal, spanner.end, origin: connection)
            add(
                canvas.length, .equal, constant: 0, priority: StackPriority.canvasFit,
                origin: .canvasFit(stack: stack))
        case .lastBaseline:
            add(canvas.start, .equal, spanner.start, origin: connection)
            add(canvas.end, .greaterThanOrEqual, end(reference, cross), origin: connection)
            add(
                canvas.length, .equal, constant: 0, priority: StackPriority.canvasFit,
                origin: .canvasFit(stack: stack))
        case .fill:
            break
        }
    }
}
