import StackModel
import StackRecipe
import StackSolver

/// Computes the frames UIKit's Auto Layout would give a layout's elements.
///
/// Required constraints are added first, in order. When one cannot hold, a minimal
/// conflicting set is found by deletion filtering, one constraint of it is broken (the
/// user's latest constraint in the set, or the stack-installed one that failed when the
/// user wrote none of them) and kept as an optional constraint at priority 1100, above
/// every optional level, and the solve starts again. Optional constraints follow.
///
/// The constraints are solved per connected component (``SolveComponents``), with the
/// same result as one solver for all of them.
///
/// Ambiguity: a frame value is ambiguous when it can change while every real priority
/// level keeps its optimum (the `size >= 0` tie-breakers do not count). The value returned is then the one the simplex settles on (Bland's
/// rule over constraints in installation order): deterministic, but no more "right" than
/// another, which is why it is marked.
public enum LayoutEngine {
    /// The priority at which a broken required constraint is kept.
    public static let brokenPriority = StackPriority.broken

    /// The most frames one solve of a layout keeps (elements × canvases × categories,
    /// ``Layout/solvedFrameCount``): what bounds its memory whatever its work budget. A
    /// layout with more is over budget at every canvas.
    public static let maximumFrameCount = 1 << 20

    /// Solves a layout at each of its canvases. Canvas sizes enter the constraints only
    /// through the root's trailing, bottom and center pins (and right-to-left mirroring),
    /// so canvases that agree on the dimensions the layout depends on share one solve.
    ///
    /// `budget` bounds the work of the whole call, every canvas together (see
    /// ``WorkBudget``; the default fits every realistic layout). A canvas whose solve runs
    /// past it, and every canvas after it, comes back with
    /// ``CanvasLayout/budgetExceeded`` set and no frames.
    ///
    /// Each result keeps what `retention` asks for: by default its frames and conflicts
    /// only, dropped to that as soon as its canvas is solved, so that memory grows with the
    /// frames of many canvases × categories and not with their constraints.
    public static func solve(_ layout: Layout, budget: WorkBudget = .default, retention: CanvasLayout.Retention = .frames) -> [CanvasLayout] {
        solve(layout, budget: budget, reusesSolves: true, retention: retention)
    }

    /// ``solve(_:budget:)``; with `reusesSolves`, each connected component solved at one
    /// canvas or category is reused, with its probes, wherever its constraints come out
    /// the same (``SolvedComponentCache``): the same results, bit for bit, with less work.
    /// With `warmStarts` too, a component whose constraints differ only in constants starts
    /// from a solved one: the same results except the value printed for an ambiguous frame.
    static func solve(_ layout: Layout, budget: WorkBudget, reusesSolves: Bool, warmStarts: Bool = true,
                      retention: CanvasLayout.Retention = .frames) -> [CanvasLayout] {
        let categories = layout.solvedCategories
        // Every combination's frames are kept: too many of them is over budget before a solve.
        guard layout.solvedFrameCount <= maximumFrameCount else {
            return layout.canvasEntries.flatMap { entry in
                categories.map { category in
                    var result = CanvasLayout(canvas: entry.size, frames: [], conflicts: [], constraints: [], broken: [], variableCount: 0,
                                              levelErrors: [])
                    result.canvasEntry = entry
                    result.contentSize = category
                    result.namesCategory = categories.count > 1
                    result.budgetExceeded = true
                    return result
                }
            }
        }
        var session = LayoutSolveSession(layout, budget: budget, reusesSolves: reusesSolves, warmStarts: warmStarts, retention: retention)
        var results: [CanvasLayout] = []
        for (entryIndex, entry) in layout.canvasEntries.enumerated() {
            for (categoryIndex, category) in categories.enumerated() {
                let isLast = entryIndex == layout.canvasEntries.count - 1 && categoryIndex == categories.count - 1
                var result = session.solve(at: entry, category: category, isLast: isLast)
                result.canvasEntry = entry
                result.contentSize = category
                result.namesCategory = categories.count > 1
                results.append(result)
            }
        }
        return results
    }

    /// Solves a layout at one canvas size, within `budget` (see ``solve(_:budget:)``).
    public static func solve(_ layout: Layout, canvas: Size, budget: WorkBudget = .default) -> CanvasLayout {
        var remaining = budget.maxSteps
        return solve(layout, canvas: canvas, remaining: &remaining)
    }

    /// ``solve(_:canvas:budget:)``, also returning the budget steps the solve took (for
    /// benchmarks, and to choose a budget).
    public static func solveCountingSteps(_ layout: Layout, canvas: Size, budget: WorkBudget = .default) -> (layout: CanvasLayout, steps: Int) {
        var remaining = budget.maxSteps
        let result = solve(layout, canvas: canvas, remaining: &remaining)
        return (result, budget.maxSteps - remaining)
    }

    /// Solves a layout at one canvas size with `remaining` steps of budget, and charges the
    /// work done.
    static func solve(_ layout: Layout, canvas: Size, safeArea: DirectionalInsets? = nil, remaining: inout Int,
                      fitting: FittingSizeCache? = nil) -> CanvasLayout {
        let constraints = CanvasConstraints(layout, canvas: canvas, safeArea: safeArea, fitting: fitting)
        return solve(layout, canvas: canvas, constraints, remaining: &remaining, cache: nil,
                     fixedConstants: constraints.builder.canvasIndependent).result
    }

    /// What the solve of one canvas gives: the result, the constraints' solver expressions
    /// (nil when the budget was spent before they were written), and, when it finished,
    /// its components as solved and after the ambiguity probes (for the cache).
    struct CanvasSolve {
        var result: CanvasLayout
        var expressions: ExpressionList?
        var components: SolveComponents?
    }

    /// Solves a layout's constraints at one canvas and reads the frames, with `remaining`
    /// steps of budget, starting components from `cache` where it can. `fixedConstants`:
    /// the constraints whose constants no other solve sharing the cache changes.
    static func solve(_ layout: Layout, canvas: Size, _ canvasConstraints: CanvasConstraints, remaining: inout Int,
                      cache: SolvedComponentCache?, fixedConstants: Range<Int>?) -> CanvasSolve {
        let builder = canvasConstraints.builder
        let constraints = builder.constraints
        var broken: [Int] = []
        var conflicts: [Conflict] = []
        var expressions: ExpressionList?
        func exceeded() -> CanvasSolve {
            remaining = 0
            var result = CanvasLayout(canvas: canvas, frames: [], conflicts: conflicts, constraints: constraints, broken: broken,
                                      variableCount: builder.variableCount, levelErrors: [])
            result.budgetExceeded = true
            return CanvasSolve(result: result, expressions: expressions)
        }
        guard remaining > 0 else { return exceeded() }
        do {
            let solverExpressions = canvasConstraints.solverExpressions()
            expressions = solverExpressions
            var solver = try solve(constraints, expressions: solverExpressions, variableCount: builder.variableCount, layout: layout,
                                   broken: &broken, conflicts: &conflicts, remaining: &remaining, cache: cache,
                                   fixedConstants: fixedConstants)
            // Probes change no tableau (they pivot copies), only the work counted: the
            // components after them are the solve's, with their probes answered.
            let frames = try frames(layout, canvas, builder.frames, builder.positions, variableCount: builder.variableCount, &solver)
            remaining = solver.remaining
            let result = CanvasLayout(canvas: canvas, frames: frames, conflicts: conflicts, constraints: constraints, broken: broken,
                                      variableCount: builder.variableCount, levelErrors: solver.levelErrors)
            return CanvasSolve(result: result, expressions: solverExpressions, components: solver)
        } catch {
            return exceeded()
        }
    }

    /// The solve proper: required constraints in order (breaking one per conflict met),
    /// the broken ones at ``brokenPriority``, then the optional ones from the highest
    /// priority down, each as its expression in the solver's variables (`expressions`, see
    /// ``RelativePositions``). Throws only ``SolverError/budgetExceeded``.
    private static func solve(_ constraints: [GeneratedConstraint], expressions: ExpressionList, variableCount: Int, layout: Layout,
                              broken: inout [Int], conflicts: inout [Conflict], remaining: inout Int,
                              cache: SolvedComponentCache?, fixedConstants: Range<Int>? = nil) throws(SolverError) -> SolveComponents {
        let (required, optional) = GeneratedConstraint.solveOrder(constraints)
        var solver: SolveComponents
        while true {
            // Every constraint this attempt adds, in order, unless a required one fails.
            let plan = cache.map { _ in
                required.filter { !broken.contains($0) }.map { (index: $0, relation: constraints[$0].relation, strength: Strength.required) }
                    + broken.map { (index: $0, relation: constraints[$0].relation, strength: Strength.optional(brokenPriority)) }
                    + optional.map { (index: $0, relation: constraints[$0].relation, strength: constraints[$0].strength) }
            }
            solver = SolveComponents(variableCount: variableCount, expressions: expressions, remaining: remaining, plan: plan, cache: cache,
                                     fixedConstants: fixedConstants)
            var added: [Int] = []
            var failed: Int?
            for index in required where !broken.contains(index) {
                do {
                    try solver.add(index, constraints[index].relation, strength: .required)
                    added.append(index)
                } catch .budgetExceeded {
                    throw .budgetExceeded
                } catch {
                    failed = index
                    break
                }
            }
            remaining = solver.remaining
            guard let failed, broken.count < required.count else { break }
            let set = try minimalConflict(added + [failed], constraints: constraints, variableCount: variableCount, remaining: &remaining)
            let victim = set.last { constraints[$0].origin.isUserConstraint } ?? failed
            broken.append(victim)
            conflicts.append(Conflict(constraints: set.map { constraints[$0] }, descriptions: set.map { constraints[$0].describe(in: layout) },
                                      broken: constraints[victim], brokenDescription: constraints[victim].describe(in: layout)))
        }
        func add(_ index: Int, strength: Strength) throws(SolverError) {
            do {
                try solver.add(index, constraints[index].relation, strength: strength)
            } catch .budgetExceeded {
                throw .budgetExceeded
            } catch {
                // An optional constraint never conflicts; one the solver refuses (a
                // non-finite number) is left out.
            }
        }
        for index in broken {
            try add(index, strength: .optional(brokenPriority))
        }
        for index in optional {
            try add(index, strength: constraints[index].strength)
        }
        remaining = solver.remaining
        return solver
    }

    /// Deletion filtering: drops each constraint whose removal leaves the rest still
    /// infeasible; what remains is a minimal infeasible set. Only constraints connected to
    /// the failing one through shared variables are considered. A constraint the solver
    /// refuses outright (a non-finite number) is a conflict of its own.
    static func minimalConflict(_ indices: [Int], constraints: [GeneratedConstraint], variableCount: Int,
                                remaining: inout Int) throws(SolverError) -> [Int] {
        guard let failed = indices.last else { return [] }
        var reached: Set<Int> = Set(constraints[failed].expression.terms.map(\.variable.index))
        var candidates: [Int] = [failed]
        var remainingIndices = Array(indices.dropLast())
        var grew = true
        while grew {
            grew = false
            remainingIndices.removeAll { index in
                let variables = constraints[index].expression.terms.map(\.variable.index)
                guard variables.contains(where: reached.contains) else { return false }
                reached.formUnion(variables)
                candidates.append(index)
                grew = true
                return true
            }
        }
        candidates.sort()
        // The deletion filter: drop each candidate in turn and keep it out when the rest is
        // still infeasible. A test adds the candidates in order to a solver that already
        // holds those before the one dropped (all kept for good), so the shared prefix is
        // solved once, not once a test; the answers are those of solving each set afresh.
        var prefix = LexicographicSolver(budget: WorkBudget(maxSteps: remaining))
        prefix.restoresAfterFailure = false  // the first failure answers
        prefix.reserveCapacity(symbols: variableCount + 2 * candidates.count)
        prefix.makeVariables(upTo: variableCount)
        var prefixIsInfeasible = false
        /// Adds the constraints at `indices` to `solver`: whether one cannot hold.
        func fails(_ indices: ArraySlice<Int>, in solver: inout LexicographicSolver) throws(SolverError) -> Bool {
            solver.budget = WorkBudget(maxSteps: solver.steps &+ remaining)
            let before = solver.steps
            defer { remaining = max(0, remaining - (solver.steps - before)) }
            for index in indices {
                do {
                    try solver.add(constraints[index].linear(strength: .required))
                } catch .budgetExceeded {
                    throw .budgetExceeded
                } catch {
                    return true
                }
            }
            return false
        }
        var set = candidates
        var position = 0
        while position < set.count {
            // A prefix that cannot hold makes every set containing it infeasible.
            var test = prefix
            let stillInfeasible = try prefixIsInfeasible ? true : fails(set[(position + 1)...], in: &test)
            if stillInfeasible {
                set.remove(at: position)
            } else {
                prefixIsInfeasible = try fails(set[position...position], in: &prefix)
                position += 1
            }
        }
        return set
    }

    /// The frames, with ambiguity marks. Ambiguity is judged on real levels only: the
    /// `size >= 0` tie-breakers (at ``ConstraintBuilder/nonNegativeSizeLevel``) may choose
    /// the value printed, but a value that can move at every real level's optimum is
    /// ambiguous, negative or not.
    private static func frames(_ layout: Layout, _ canvas: Size, _ variables: [FrameVariables], _ positions: RelativePositions,
                               variableCount: Int, _ solver: inout SolveComponents) throws(SolverError) -> [ElementFrame] {
        let floor = ConstraintBuilder.nonNegativeSizeLevel
        // One probe per element and component, in a direction that no layout coupling
        // cancels: the irrational weights make x + φy + ew + πh move whenever any of the
        // four can. Elements whose four values are certainly unique are not probed.
        // The direction is written in the solver's variables (offsets).
        // An original variable is certainly unique when its offset and its base are.
        // In index order: a base names only earlier variables.
        var determined = solver.certainlyDetermined(ignoringLevelsAtOrBelow: floor)
        if determined.count != variableCount {
            determined = (0..<variableCount).map { solver.isCertainlyDetermined(Variable(index: $0), ignoringLevelsAtOrBelow: floor) }
        }
        for index in 0..<variableCount where determined[index] && positions.hasBase(index) {
            determined[index] = positions.allBaseVariables(of: index) { determined.indices.contains($0) && determined[$0] }
        }
        func isDetermined(_ variable: Variable) -> Bool {
            determined.indices.contains(variable.index) && determined[variable.index]
        }
        func isAmbiguous(_ frame: FrameVariables) throws(SolverError) -> (moves: Bool, witness: SolveComponents.Witness?) {
            guard !(isDetermined(frame.x) && isDetermined(frame.y) && isDetermined(frame.width) && isDetermined(frame.height)) else {
                return (false, nil)
            }
            let direction = positions.solverExpression(
                LinearExpression([(frame.x, 1), (frame.y, 1.618_033_988_75), (frame.width, 2.718_281_828_46), (frame.height, 3.141_592_653_59)]))
            return try solver.probe(direction, ignoringLevelsAtOrBelow: floor)
        }
        let solved = solver.allValues()
        let values = positions.values(count: variableCount) { solved.indices.contains($0.index) ? solved[$0.index] : 0 }
        func value(_ variable: Variable) -> Double {
            values.indices.contains(variable.index) ? values[variable.index] : 0
        }
        var canvasFrames: [Rect] = []
        var ambiguous: [Bool] = []
        // Elements already known to be ambiguous: a probe's witness is a solution optimal at
        // every real level, so any element whose frame differs there can move too (a long
        // squeezed stack: one probe answers for the views it moved, instead of one each).
        var known = [Bool](repeating: false, count: variables.count)
        for (index, frameVariables) in variables.enumerated() {
            var rect = Rect(x: value(frameVariables.x), y: value(frameVariables.y),
                            width: value(frameVariables.width), height: value(frameVariables.height))
            if layout.direction == .rtl { rect.x = canvas.width - rect.x - rect.width }
            canvasFrames.append(rect)
            if known[index] {
                ambiguous.append(true)
                continue
            }
            let (moves, witness) = try isAmbiguous(frameVariables)
            ambiguous.append(moves)
            guard let witness, index + 1 < variables.count else { continue }
            let moved = positions.values(count: variableCount, solverValue: solver.values(with: witness, solved: solved))
            func differs(_ variable: Variable) -> Bool {
                values.indices.contains(variable.index) && moved.indices.contains(variable.index)
                    && !(abs(moved[variable.index] - values[variable.index]) <= Self.witnessTolerance)
            }
            for other in (index + 1)..<variables.count where !known[other] {
                let frame = variables[other]
                if differs(frame.x) || differs(frame.y) || differs(frame.width) || differs(frame.height) { known[other] = true }
            }
        }
        func round(_ rect: Rect) -> Rect {
            Rect(x: stablyRounded(rect.x), y: stablyRounded(rect.y), width: stablyRounded(rect.width),
                 height: stablyRounded(rect.height))
        }
        // By index: copying each element only to read three of its fields cost more.
        return layout.elements.indices.map { index in
            let id = layout.elements[index].id
            let canvasFrame = canvasFrames[id]
            var frame = canvasFrame
            if let parent = layout.elements[index].parent {
                frame.x -= canvasFrames[parent].x
                frame.y -= canvasFrames[parent].y
            }
            return ElementFrame(element: id, frame: round(frame), canvasFrame: round(canvasFrame),
                                isHidden: layout.elements[index].isHidden, isAmbiguous: ambiguous[id])
        }
    }

    /// How far a value must differ in a probe's witness for its element to count as moved:
    /// the tolerance of the probe itself.
    static let witnessTolerance = 1.0e-6

    /// Rounds to 1/1000 (``roundedToThousandths``) after snapping to 1/1,000,000, so that a
    /// value that is exactly half a thousandth up to floating-point noise (a difference of
    /// two solved positions, say) prints the same whichever order the solver summed in.
    static func stablyRounded(_ value: Double) -> Double {
        guard value.isFinite, abs(value) < 1.0e9 else { return roundedToThousandths(value) }
        return roundedToThousandths((value * 1.0e6).rounded() / 1.0e6)
    }
}
