import StackModel
import StackRecipe
import StackSolver

/// The solves of one layout at its canvases and content size categories, and what each
/// solve leaves for the next: a layout is solved at many canvases × categories that
/// mostly differ in a few constants, so most of the work of one can be reused by another.
///
/// A canvas and category whose frames cannot differ from one already solved (the layout
/// reads neither dimension that differs, and no text scales) share its result. Otherwise
/// the constraints are rebuilt from the same category's last canvas (only those that read
/// the canvas change) or take the expressions another category wrote the same, and each
/// connected component is taken from the ``SolvedComponentCache`` when its constraints come
/// out the same, or warm-started when only their constants differ. One budget covers them
/// all.
///
/// This is what the analysis asks for a layout's frames; each solve in it is a plain
/// ``LayoutEngine/solve(_:)`` of a ``LayoutProblem`` that the session hands what earlier
/// solves left (the cache, the expressions already written).
public struct LayoutSolveSession {
    private let layout: Layout
    /// Which canvas dimensions and insets the layout's frames read.
    private let dependence: (width: Bool, height: Bool, safeArea: Bool)
    /// Whether text-styled elements make each category a solve of its own.
    private let scales: Bool
    /// Whether more than one category is solved, sharing the cache: text sizes then change
    /// constants all through the layout, not only where the canvas is read.
    private let categoriesShareCache: Bool
    /// The passes of the layout's wrapping text (§10.1); nil when no label wraps.
    private let textPasses: TextPasses?
    private let retention: CanvasLayout.Retention
    /// Steps left in the budget of the whole layout.
    package var remaining: Int
    /// The solved components, kept for the solves that follow; nil when nothing is reused.
    private var cache: SolvedComponentCache?
    /// Per category, the layout scaled to it and its fitting sizes (which do not depend on
    /// the canvas).
    private var scaled: [ContentSizeCategory: (layout: Layout, fitting: FittingSizeCache)] = [:]
    /// The results so far, by what they depend on.
    private var solved: [SolveKey: CanvasLayout] = [:]
    /// Per category, the constraints at the last canvas solved: the next canvas builds
    /// only what reads the canvas again.
    private var built: [ContentSizeCategory: BuiltConstraints] = [:]
    /// The constraints of the last solve, whatever its category: a source of expressions
    /// for another category.
    private var lastBuilt: BuiltConstraints?

    /// The most solves looked at after a solve to tell whether it is the last one solved
    /// (a bound on a search that would otherwise grow with canvases × categories squared).
    private static let lookAhead = 64

    /// What a solve depends on besides the layout: the canvas dimensions the layout reads,
    /// its safe area where the layout refers to it, and the category.
    private struct SolveKey: Hashable {
        var width: Double
        var height: Double
        var safeArea: DirectionalInsets
        var category: ContentSizeCategory
    }

    /// Solves a layout at each of its canvases and content size categories. Canvas sizes
    /// enter the constraints only through the root's trailing, bottom and center pins (and
    /// right-to-left mirroring), so canvases that agree on the dimensions the layout
    /// depends on share one solve.
    ///
    /// `budget` bounds the work of the whole call, every canvas together (see
    /// ``WorkBudget``; the default fits every realistic layout). A canvas whose solve runs
    /// past it, and every canvas after it, comes back with
    /// ``CanvasLayout/budgetExceeded`` set and no frames.
    ///
    /// Each result keeps what `retention` asks for: by default its frames and conflicts
    /// only, dropped to that as soon as its canvas is solved, so that memory grows with the
    /// frames of many canvases × categories and not with their constraints.
    ///
    /// With `reusesSolves`, each connected component solved at one canvas or category is
    /// reused, with its probes, wherever its constraints come out the same
    /// (``SolvedComponentCache``): the same results, bit for bit, with less work. With
    /// `warmStarts` too, a component whose constraints differ only in constants starts from
    /// a solved one: the same results except the value printed for an ambiguous frame.
    public static func solve(
        _ layout: Layout, budget: WorkBudget = .default, retention: CanvasLayout.Retention = .frames
    ) -> [CanvasLayout] {
        solve(layout, budget: budget, reusesSolves: true, retention: retention)
    }

    /// ``solve(_:budget:retention:)`` within the `remaining` steps, leaving in it the steps
    /// not spent: what solves more of the same layout, such as ``RuntimeSizeCheck``, may take.
    public static func solve(_ layout: Layout, remaining: inout Int, retention: CanvasLayout.Retention = .frames)
        -> [CanvasLayout]
    {
        solve(layout, remaining: &remaining, reusesSolves: true, warmStarts: true, retention: retention)
    }

    /// ``solve(_:budget:retention:)``, choosing what is reused (for tests).
    static func solve(
        _ layout: Layout, budget: WorkBudget, reusesSolves: Bool, warmStarts: Bool = true,
        retention: CanvasLayout.Retention = .frames
    ) -> [CanvasLayout] {
        var remaining = budget.maxSteps
        return solve(
            layout, remaining: &remaining, reusesSolves: reusesSolves, warmStarts: warmStarts, retention: retention)
    }

    private static func solve(
        _ layout: Layout, remaining: inout Int, reusesSolves: Bool, warmStarts: Bool,
        retention: CanvasLayout.Retention
    ) -> [CanvasLayout] {
        let budget = WorkBudget(maxSteps: remaining)
        // Every combination's frames are kept: too many of them is over budget before a solve.
        guard layout.solvedFrameCount <= LayoutEngine.maximumFrameCount else {
            let variants = CanvasVariants(layout)
            return variants.solves.map { solve in
                let entry = layout.canvasEntries[solve.entry]
                var result = CanvasLayout(
                    canvas: entry.size, frames: [], conflicts: [], constraints: [], broken: [], variableCount: 0,
                    levelErrors: [])
                variants.label(&result, solve, canvas: entry)
                result.budgetExceeded = true
                return result
            }
        }
        // One session per distinct layout solved: the layout resolved for a canvas's size
        // classes (itself when it has no variations) in each direction.
        let variants = CanvasVariants(layout)
        var sessions: [LayoutSolveSession] = []
        var results: [CanvasLayout] = []
        results.reserveCapacity(variants.solves.count)
        for (index, solve) in variants.solves.enumerated() {
            let entry = layout.canvasEntries[solve.entry]
            if solve.variant == sessions.count {
                sessions.append(
                    LayoutSolveSession(
                        variants.layouts[solve.variant], budget: budget, reusesSolves: reusesSolves,
                        warmStarts: warmStarts, retention: retention))
            }
            sessions[solve.variant].remaining = remaining
            // The last solve that is solved, not shared: what follows reads no cache (only the
            // next few solves are looked at: past them, a solve keeps what it solved).
            let later = variants.later(than: index, within: Self.lookAhead)?.map {
                (layout.canvasEntries[$0.entry], $0.category)
            }
            let isLast = sessions[solve.variant].sharesEvery(later, after: entry, category: solve.category)
            var result = sessions[solve.variant].solve(at: entry, category: solve.category, isLast: isLast)
            remaining = sessions[solve.variant].remaining
            variants.label(&result, solve, canvas: entry)
            results.append(result)
        }
        return results
    }

    /// A session for `layout` within `budget`. With `reusesSolves`, components are reused
    /// across solves (bit for bit); with `warmStarts` too, a component whose constraints
    /// differ only in constants starts from a solved one. Each result keeps what
    /// `retention` asks for.
    package init(
        _ layout: Layout, budget: WorkBudget, reusesSolves: Bool, warmStarts: Bool, retention: CanvasLayout.Retention
    ) {
        self.layout = layout
        dependence = Self.canvasDependence(layout)
        scales = layout.hasTextStyles
        let categories = layout.solvedCategories
        textPasses = TextPasses(layout)
        // Text passes change the labels' constants between the solves of one canvas too.
        categoriesShareCache = (scales && categories.count > 1) || textPasses != nil
        self.retention = retention
        remaining = budget.maxSteps
        // One solve has nothing to reuse.
        cache =
            reusesSolves && (layout.canvasEntries.count * categories.count > 1 || textPasses != nil)
            ? SolvedComponentCache(warmStarts: warmStarts) : nil
    }

    /// The layout solved at one canvas and category. `isLast`: no solve follows, so this
    /// one reads the cache but leaves nothing in it.
    package mutating func solve(at entry: Canvas, category: ContentSizeCategory, isLast: Bool) -> CanvasLayout {
        // Only text-styled elements change between categories: without them every
        // category shares the `large` solve.
        let solvedCategory = scales ? category : .large
        let variant: (layout: Layout, fitting: FittingSizeCache)
        if let known = scaled[solvedCategory] {
            variant = known
        } else {
            let layout = layout.scaled(to: solvedCategory)
            variant = (layout, FittingSizeCache(layout: layout))
            scaled[solvedCategory] = variant
        }
        // An `auto` side is fitted first (§10.2), for the length reported (rounded as frames
        // are) and the constraints built at it; the layout is then solved with the side a
        // variable pulled to 0 again (``FoldedSide``), so that it is exactly what the frames
        // add up to: solved at the fitted length, a few units in the last place of excess
        // or shortfall would be pushed from view to view, a pivot chain for every one.
        var entry = entry
        var autoSizeUndetermined = false
        var side: FoldedSide?
        if entry.autoAxis != nil {
            guard let fitted = Self.fitted(variant.layout, at: entry, fitting: variant.fitting, remaining: &remaining)
            else {
                return Self.overBudget(entry)
            }
            (entry, autoSizeUndetermined, side) = fitted
        }
        let key = key(entry, solvedCategory)
        if let shared = solved[key] {
            // Another canvas's solve: this canvas as written, its `auto` side as solved there.
            var canvas = entry
            if let axis = entry.autoAxis { canvas.size[axisLength: axis] = shared.canvas[axisLength: axis] }
            return Self.reported(shared, at: canvas, autoSizeUndetermined: shared.autoSizeUndetermined)
        }
        var categoryBuilt = built.removeValue(forKey: solvedCategory)
        let constraints = CanvasConstraints(
            variant.layout, canvas: entry.size, safeArea: entry.safeArea, fitting: variant.fitting,
            previous: categoryBuilt, reference: lastBuilt, side: side)
        // Between canvases only the constraints that read the canvas change their
        // constants, so only theirs are tracked for a warm start, unless text sizes
        // change constants too.
        let reuse = cache.map {
            LayoutProblem.Reuse(
                cache: $0, fixedConstants: categoriesShareCache ? nil : constraints.builder.canvasIndependent,
                keeps: !isLast || textPasses != nil)
        }
        var pass = Self.solvePass(
            variant.layout, at: entry, constraints: constraints, fitting: variant.fitting, reuse: reuse,
            remaining: remaining)
        pass.autoSizeUndetermined = autoSizeUndetermined
        remaining = max(0, remaining - pass.result.steps)
        if let expressions = pass.result.expressions, categoryBuilt != nil || cache != nil {
            categoryBuilt = BuiltConstraints(builder: pass.builder, expressions: expressions)
        }
        if textPasses != nil, let components = pass.result.components, var filled = cache {
            cache = nil  // one reference: the cache grows in place
            components.record(into: &filled)
            cache = filled
        }
        if let textPasses {
            // Every further pass fits the `auto` side to its own text (a cell grows as its
            // labels wrap) and settles the scroll views' insets again.
            pass = textPasses.settle(
                after: pass, layout: variant.layout, remaining: &remaining, cache: &cache, isLast: isLast
            ) {
                passLayout, reference, reuse, budget in
                var left = budget
                var canvas = entry
                var undetermined = false
                var side: FoldedSide?
                let fitting = FittingSizeCache(layout: passLayout)
                if canvas.autoAxis != nil {
                    guard let fitted = Self.fitted(passLayout, at: canvas, fitting: fitting, remaining: &left) else {
                        return nil
                    }
                    (canvas, undetermined, side) = fitted
                }
                let constraints = CanvasConstraints(
                    passLayout, canvas: canvas.size, safeArea: canvas.safeArea, fitting: fitting,
                    reference: reference, side: side)
                var next = Self.solvePass(
                    passLayout, at: canvas, constraints: constraints, fitting: fitting, reuse: reuse,
                    remaining: left)
                next.result.steps += budget - left
                next.autoSizeUndetermined = undetermined
                return next
            }
        }
        // Only the pass that settled is marked; the solves that follow find its probes
        // answered in the cache.
        Self.markAmbiguity(&pass, remaining: &remaining)
        if !isLast, let components = pass.result.components, var filled = cache {
            cache = nil  // one reference: the cache grows in place
            components.record(into: &filled)
            cache = filled
        }
        lastBuilt = categoryBuilt
        built[solvedCategory] = categoryBuilt
        let result = Self.reported(
            retention == .frames ? pass.result.canvas.retainingFrames : pass.result.canvas, at: pass.canvas,
            autoSizeUndetermined: pass.autoSizeUndetermined)
        solved[key] = result
        return result
    }

    /// What a solve at `entry` (its `auto` side fitted) and `solvedCategory` depends on.
    private func key(_ entry: Canvas, _ solvedCategory: ContentSizeCategory) -> SolveKey {
        SolveKey(
            width: dependence.width ? entry.size.width : 0, height: dependence.height ? entry.size.height : 0,
            safeArea: dependence.safeArea ? entry.safeArea : .zero, category: solvedCategory)
    }

    /// Whether each solve of `later` (nil: too many to search) shares the result of one
    /// solved before or of the solve at `entry` and `category` (known before they are
    /// solved: none has an `auto` side), so that this solve is the last one solved.
    func sharesEvery(
        _ later: [(canvas: Canvas, category: ContentSizeCategory)]?, after entry: Canvas, category: ContentSizeCategory
    ) -> Bool {
        guard let later, later.isEmpty || entry.autoAxis == nil else { return false }
        let current = key(entry, scales ? category : .large)
        return later.allSatisfy { next in
            guard next.canvas.autoAxis == nil else { return false }
            let key = key(next.canvas, scales ? next.category : .large)
            return key == current || solved[key] != nil
        }
    }

    /// A result reported at `canvas`: its `auto` side rounded as frames are.
    private static func reported(_ result: CanvasLayout, at canvas: Canvas, autoSizeUndetermined: Bool) -> CanvasLayout
    {
        var result = result
        var shown = canvas
        if let axis = canvas.autoAxis {
            shown.size[axisLength: axis] = LayoutEngine.stablyRounded(canvas.size[axisLength: axis])
        }
        result.canvas = shown.size
        result.canvasEntry = shown
        result.autoSizeUndetermined = autoSizeUndetermined
        return result
    }

    /// `canvas` with its `auto` side fitted to `layout` (§10.2), and whether the content
    /// left it undetermined; nil when the fit runs past the budget.
    private static func fitted(
        _ layout: Layout, at canvas: Canvas, fitting: FittingSizeCache,
        remaining: inout Int
    ) -> (canvas: Canvas, undetermined: Bool, side: FoldedSide?)? {
        guard let axis = canvas.autoAxis,
            let fitted = AutoCanvasFit.fittedLength(layout, canvas: canvas, fitting: fitting, remaining: &remaining)
        else { return nil }
        var canvas = canvas
        canvas.size[axisLength: axis] = fitted.length
        return (canvas, fitted.undetermined, fitted.side)
    }

    /// What a canvas whose solve ran past the budget reports: no frames.
    private static func overBudget(_ canvas: Canvas) -> CanvasLayout {
        var over = CanvasLayout(
            canvas: canvas.size, frames: [], conflicts: [], constraints: [], broken: [], variableCount: 0,
            levelErrors: [])
        over.budgetExceeded = true
        return over
    }

    /// Marks the frames of `pass` (``LayoutEngine/markAmbiguity(_:_:)``), its probes charged
    /// to `remaining`.
    private static func markAmbiguity(_ pass: inout TextPasses.Pass, remaining: inout Int) {
        pass.result.components?.remaining = remaining
        let before = pass.result.steps
        LayoutEngine.markAmbiguity(&pass.result, pass.builder)
        remaining = max(0, remaining - (pass.result.steps - before))
    }

    /// One pass at `canvas`, its values only (no ambiguity marks): `constraints` solved, and
    /// again while the scroll views' adjusted insets, measured from the frames, change
    /// (§11). The result's steps are those of every solve.
    private static func solvePass(
        _ layout: Layout, at canvas: Canvas, constraints: consuming CanvasConstraints, fitting: FittingSizeCache,
        reuse: LayoutProblem.Reuse?, remaining: Int
    ) -> TextPasses.Pass {
        // The constraints are read through the problem, so that they are not copied for it.
        var problem = LayoutProblem(
            layout, canvas: canvas.size, budget: WorkBudget(maxSteps: remaining), constraints: constraints,
            reuse: reuse)
        var first = LayoutEngine.solveValues(problem)
        // A folded side gives the frames at the fitted length only where it is unique; where
        // the fitting level leaves it free (a tie the fit settled), they are solved there.
        if let side = problem.constraints.side, var components = first.components {
            first.components = nil  // one reference: the components change in place
            let determined = components.certainlyDetermined(
                ignoringLevelsAtOrBelow: ConstraintBuilder.nonNegativeSizeLevel)
            first.components = components
            if !(determined.indices.contains(side.variable.index) && determined[side.variable.index]) {
                problem = LayoutProblem(
                    layout, canvas: canvas.size, budget: WorkBudget(maxSteps: max(0, remaining - first.steps)),
                    constraints: problem.constraints.unfolded, reuse: reuse)
                var again = LayoutEngine.solveValues(problem)
                again.steps += first.steps
                first = again
            }
        }
        let constraints = problem.constraints
        // Without scroll views there are no insets to settle.
        guard !constraints.builder.scrollContents.isEmpty else {
            return TextPasses.Pass(result: first, builder: constraints.builder, canvas: canvas)
        }
        let (result, settled) = ScrollInsetPasses.settle(
            first, constraints: constraints, canvas: canvas.size, layout: layout
        ) {
            insets, spent in
            let again = CanvasConstraints(
                layout, canvas: canvas.size, safeArea: canvas.safeArea, fitting: fitting, scrollInsets: insets,
                side: constraints.side)
            return (
                LayoutEngine.solveValues(
                    LayoutProblem(
                        layout, canvas: canvas.size, budget: WorkBudget(maxSteps: max(0, remaining - spent)),
                        constraints: again, reuse: reuse)), again
            )
        }
        return TextPasses.Pass(result: result, builder: settled.builder, canvas: canvas)
    }

    /// Whether the frames can depend on the canvas's width and height, and on its safe area.
    static func canvasDependence(_ layout: Layout) -> (width: Bool, height: Bool, safeArea: Bool) {
        var (width, height, safeArea) = (layout.direction == .rtl, false, false)
        for root in layout.roots {
            for pin in layout.elements[root].properties.pins {
                width = width || pin.edge == .trailing || pin.edge == .centerX
                height = height || pin.edge == .bottom || pin.edge == .centerY
                // A root pinned to the safe area or the canvas margins reads the safe area.
                safeArea = safeArea || pin.guide != nil
            }
        }
        // A constraint line to the canvas or one of its guides may read either dimension.
        for element in layout.elements.indices {
            // A scroll view's adjusted insets read the canvas and its safe area (§11).
            if layout.elements[element].kind == .scroll { (width, height, safeArea) = (true, true, true) }
            for constraint in layout.elements[element].constraints {
                guard let target = constraint.target, target.item.isCanvasRelated else { continue }
                if target.attribute.axis == .horizontal { width = true } else { height = true }
                if target.item != .canvas { safeArea = true }
            }
        }
        return (width, height, safeArea)
    }
}
