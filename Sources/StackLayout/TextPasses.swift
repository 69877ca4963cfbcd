import StackModel
import StackRecipe
import StackSolver

/// The passes in which UIKit lays out wrapping text (stack-format.md §10.1): pass 1 solves
/// with every wrapping label on one line; each further pass gives every wrapping label the
/// intrinsic size its text takes at the width it got in the pass before, and solves again,
/// until no such width changes by more than ``settledChange``, for at most
/// ``maximumPasses`` passes.
///
/// Each pass is a plain ``LayoutEngine/solve(_:)`` of the layout with the labels' intrinsic
/// sizes replaced: only the components that hold a label change constants, so the cache
/// of solved components warm-starts them and replays the rest.
struct TextPasses {
    /// §10.1: the most passes; a label whose width still changes after them is unstable.
    static let maximumPasses = 8
    /// §10.1: a width that changes by no more than this has settled.
    static let settledChange = 0.001
    /// n(w) is `ceil(W1 / w − lineEpsilon)`, so that a width of exactly W1 / k gives k lines.
    static let lineEpsilon = 1.0e-6
    /// Widths are read to 1/1,000,000 point before n(w), so that solver noise changes no count;
    /// the intrinsic width a pass gives a label is the width itself, so that it fits exactly
    /// where it fitted (a rounded one would leave a sliver of room that makes frames move).
    static let widthResolution = 1.0e6

    /// The wrapping labels' element indices, in document order.
    let labels: [Int]

    /// The passes of `layout`'s wrapping labels; nil when no label wraps.
    init?(_ layout: Layout) {
        let labels = layout.elements.indices.filter { Self.wraps($0, in: layout) }
        guard !labels.isEmpty else { return nil }
        self.labels = labels
    }

    /// Whether element `index` wraps its text: a label whose `lines` is not 1 with both
    /// intrinsic sides (`intrinsic: none x 20` keeps one line).
    static func wraps(_ index: Int, in layout: Layout) -> Bool {
        layout.elements[index].kind == .label && layout.elements[index].properties.lines != 1
            && layout.elements[index].properties.intrinsic.width != nil
            && layout.elements[index].properties.intrinsic.height != nil
    }

    /// n(w) of a text `oneLineWidth` wide at `width` (nil: ambiguous), capped at `cap` when
    /// that is above 0, and what the text needs without the cap.
    static func lines(oneLineWidth: Double, width: Double?, cap: Int) -> TextLines {
        guard let solved = width else { return TextLines(count: 1, needed: 1) }
        let width = (solved * widthResolution).rounded() / widthResolution
        guard width > 0, width < oneLineWidth, oneLineWidth.isFinite else {
            return TextLines(count: 1, needed: 1)
        }
        let quotient = (oneLineWidth / width - lineEpsilon).rounded(.up)
        // A width of a millionth of a point still gives a count an Int holds.
        let needed = quotient < Double(Int32.max) ? max(1, Int(quotient)) : Int(Int32.max)
        return TextLines(count: cap > 0 ? min(needed, cap) : needed, needed: needed)
    }

    /// The layout with every wrapping label at the intrinsic size its text takes at its
    /// width in `widths` (in the order of ``labels``; nil: ambiguous, one line): (min(W1, w),
    /// n(w) × H1). Its last baseline stays `H1 − lastBaseline` above its bottom.
    func wrapped(_ layout: Layout, at widths: [Double?]) -> Layout {
        var copy = layout
        for (position, index) in labels.enumerated() where position < widths.count {
            let properties = layout.elements[index].properties
            guard let width = widths[position], width > 0, let oneLine = properties.intrinsic.width,
                let lineHeight = properties.intrinsic.height
            else { continue }
            let count = Self.lines(oneLineWidth: oneLine, width: width, cap: properties.lines).count
            var wrapped = properties
            wrapped.intrinsic = OptionalSize(width: min(oneLine, width), height: Double(count) * lineHeight)
            wrapped.lastBaseline = properties.lastBaseline.map { $0 + Double(count - 1) * lineHeight }
            copy.elements[index].properties = wrapped
        }
        return copy
    }

    /// One pass's solve and what it was built from.
    struct Pass {
        var result: LayoutResult
        var builder: ConstraintBuilder
        /// The canvas solved at: its `auto` side fitted to this pass's text (§10.2).
        var canvas: Canvas
        /// Whether the content left the `auto` side undetermined.
        var autoSizeUndetermined = false
    }

    /// Solves one pass of a layout (its wrapping labels at their sizes of the pass before):
    /// its constraints may take expressions from the pass before and components from the
    /// cache, within a budget of steps; nil when it runs past the budget.
    typealias PassSolver = (
        _ layout: Layout, _ reference: BuiltConstraints?, _ reuse: LayoutProblem.Reuse?, _ budget: Int
    ) -> Pass?

    /// The passes after `first` (pass 1, the layout as written at `canvas`), each solved
    /// within `remaining` (charged here) and recorded in `cache` for the next. `layout` is
    /// the layout at the category solved; `isLast`: no solve follows the last pass. The last
    /// pass's result comes back, its canvas carrying each wrapping label's lines and the
    /// unstable ones.
    func settle(
        after first: Pass, layout: Layout, remaining: inout Int, cache: inout SolvedComponentCache?,
        isLast: Bool, solve: PassSolver
    ) -> Pass {
        var current = first
        var built = first.result.expressions.map { BuiltConstraints(builder: first.builder, expressions: $0) }
        var previous: [Double?]?
        var passes = 1
        var moving: [Int] = []
        var widths: [Double?] = []
        var currentLayout = layout
        // Each turn solves one more pass: at most `maximumPasses` in all.
        while true {
            guard !current.result.canvas.budgetExceeded else { return current }
            guard let measured = measure(&current, remaining: &remaining) else { return Self.overBudget(current) }
            widths = measured
            moving = labels.indices.filter { position in
                guard let previous else { return true }
                return Self.changed(previous[position], widths[position])
            }
            if moving.isEmpty || passes >= Self.maximumPasses { break }
            let passLayout = wrapped(layout, at: widths)
            // The same intrinsic sizes as this pass give the same solve, and so the same
            // widths: the next pass would find them settled (every label on one line after
            // pass 1, say), so it need not run.
            if labels.allSatisfy({
                passLayout.elements[$0].properties.intrinsic == currentLayout.elements[$0].properties.intrinsic
            }) {
                moving = []
                break
            }
            currentLayout = passLayout
            let reuse = cache.map { LayoutProblem.Reuse(cache: $0, fixedConstants: nil) }
            guard let next = solve(passLayout, built, reuse, remaining) else {
                remaining = 0
                return Self.overBudget(current)
            }
            let result = next.result
            remaining = max(0, remaining - result.steps)
            passes += 1
            current = next
            if let expressions = result.expressions {
                built = BuiltConstraints(builder: next.builder, expressions: expressions)
            }
            if !(isLast && passes == Self.maximumPasses), let components = result.components, var filled = cache {
                cache = nil  // one reference: the cache grows in place
                components.record(into: &filled)
                cache = filled
            }
            previous = widths
        }
        var lines = [TextLines?](repeating: nil, count: layout.elements.count)
        for (position, index) in labels.enumerated() {
            let properties = layout.elements[index].properties
            lines[index] = Self.lines(
                oneLineWidth: properties.intrinsic.width ?? 0, width: widths[position], cap: properties.lines)
        }
        current.result.canvas.textLines = lines
        current.result.canvas.unstableText = moving.map { labels[$0] }
        return current
    }

    /// A pass whose work ran past the budget: no frames, as for a solve that did.
    private static func overBudget(_ pass: Pass) -> Pass {
        var pass = pass
        pass.result.canvas.frames = []
        pass.result.canvas.levelErrors = []
        pass.result.canvas.budgetExceeded = true
        return pass
    }

    /// Each wrapping label's width in a pass; nil where it is
    /// ambiguous (a probe of the width alone, where it is not certainly unique). Nil when
    /// the pass left no solver to ask, or the probes ran past the budget.
    private func measure(_ pass: inout Pass, remaining: inout Int) -> [Double?]? {
        guard var components = pass.result.components else { return nil }
        pass.result.components = nil  // one reference: the components change in place
        let builder = pass.builder
        let values = pass.result.values
        components.remaining = remaining
        defer { pass.result.components = components }
        let determined = LayoutEngine.determinedVariables(
            builder.positions, variableCount: builder.variableCount, &components)
        var widths: [Double?] = []
        widths.reserveCapacity(labels.count)
        for index in labels {
            let variable = builder.frames[index].width
            guard values.indices.contains(variable.index) else { return nil }
            let width = values[variable.index]
            guard !(determined.indices.contains(variable.index) && determined[variable.index]) else {
                widths.append(width)
                continue
            }
            let direction = builder.positions.solverExpression(LinearExpression([(variable, 1)]))
            do {
                let moves = try components.probe(
                    direction, ignoringLevelsAtOrBelow: ConstraintBuilder.nonNegativeSizeLevel
                ).moves
                widths.append(moves ? nil : width)
            } catch {
                remaining = 0
                return nil
            }
        }
        remaining = components.remaining
        return widths
    }

    /// §10.1's "changing": a width that moved by more than ``settledChange``, or turned
    /// ambiguous or determined.
    static func changed(_ old: Double?, _ new: Double?) -> Bool {
        guard let old, let new else { return (old == nil) != (new == nil) }
        return abs(old - new) > settledChange
    }
}
