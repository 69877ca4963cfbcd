import StackModel
import StackRecipe
import StackSolver

/// Computes the frames UIKit's Auto Layout would give a layout's elements at one canvas and
/// content size category: ``solve(_:)`` of a ``LayoutProblem`` gives a ``LayoutResult``.
///
/// It reads top to bottom, as UIKit lays out: the recipe's constraints (``LayoutProblem``)
/// → their expressions in the solver's variables (``RelativePositions``) → the solve →
/// the frames with their ambiguity marks. Required constraints are added first, in order.
/// When one cannot hold, a minimal conflicting set is found by deletion filtering
/// (`LayoutEngine+Conflicts`), one constraint of it is broken (the user's latest
/// constraint in the set, or the stack-installed one that failed when the user wrote none
/// of them) and kept as an optional constraint at priority 1100, above every optional
/// level, and the solve starts again. Optional constraints follow, from the highest
/// priority down. The constraints are solved per connected component
/// (``SolveComponents``), with the same result as one solver for all of them.
///
/// Ambiguity (`LayoutEngine+Frames`): a frame value is ambiguous when it can change while
/// every real priority level keeps its optimum (the `size >= 0` tie-breakers do not
/// count). The value returned is then the one the simplex settles on (Bland's rule over
/// constraints in installation order): deterministic, but no more "right" than another,
/// which is why it is marked.
///
/// Many canvases and categories of one layout are solved by ``LayoutSolveSession``, which
/// wraps this solve and reuses what one solve can give the next.
public enum LayoutEngine {
    /// The priority at which a broken required constraint is kept.
    public static let brokenPriority = StackPriority.broken

    /// The most frames one solve of a layout keeps (elements × canvases × categories,
    /// ``Layout/solvedFrameCount``): what bounds its memory whatever its work budget. A
    /// layout with more is over budget at every canvas.
    public static let maximumFrameCount = 1 << 20

    /// Solves one layout at one canvas: its frames with ambiguity marks and the conflicts
    /// met, within the problem's budget. A solve that runs past it comes back with
    /// ``CanvasLayout/budgetExceeded`` set and no frames.
    public static func solve(_ problem: LayoutProblem) -> LayoutResult {
        var result = solveValues(problem)
        markAmbiguity(&result, problem.constraints.builder)
        return result
    }

    /// ``solve(_:)`` without the ambiguity marks: the frames as solved, none marked, and
    /// no scroll content side called determined. What a pass that is solved again reads
    /// (the canvas's `auto` side, text widths, scroll insets): only the pass that settles
    /// is marked, by ``markAmbiguity(_:_:)``.
    static func solveValues(_ problem: LayoutProblem) -> LayoutResult {
        let builder = problem.constraints.builder
        let constraints = builder.constraints
        var remaining = problem.budget.maxSteps
        var broken: [Int] = []
        var conflicts: [Conflict] = []
        var expressions: ExpressionList?
        func exceeded() -> LayoutResult {
            var canvas = CanvasLayout(
                canvas: problem.canvas, frames: [], conflicts: conflicts, constraints: constraints,
                expressions: builder.expressions, broken: broken, variableCount: builder.variableCount, levelErrors: [])
            canvas.budgetExceeded = true
            return LayoutResult(canvas: canvas, steps: problem.budget.maxSteps, expressions: expressions)
        }
        guard remaining > 0 else { return exceeded() }
        do {
            let solverExpressions = problem.constraints.solverExpressions()
            expressions = solverExpressions
            let side = problem.constraints.side
            var solver = try solve(
                constraints, builder.expressions, expressions: solverExpressions,
                variableCount: builder.variableCount + (side == nil ? 0 : 1),
                pull: side == nil ? nil : constraints.count,
                layout: problem.layout, broken: &broken, conflicts: &conflicts, remaining: &remaining,
                reuse: problem.reuse)
            let solved = solver.allValues()
            let values = builder.positions.values(count: builder.variableCount) {
                solved.indices.contains($0.index) ? solved[$0.index] : 0
            }
            var frames = frames(problem.layout, problem.canvas, builder.frames, values: values)
            let scrollContents = ScrollContentSize.place(in: &frames, builder, values: values)
            remaining = solver.remaining
            var canvas = CanvasLayout(
                canvas: problem.canvas, frames: frames, conflicts: conflicts, constraints: constraints,
                expressions: builder.expressions, broken: broken, variableCount: builder.variableCount,
                levelErrors: solver.levelErrors())
            canvas.scrollContents = scrollContents
            return LayoutResult(
                canvas: canvas, steps: problem.budget.maxSteps - remaining, expressions: solverExpressions,
                components: solver, solved: solved, values: values)
        } catch {
            return exceeded()
        }
    }

    /// Marks the frames of a solve by ``solveValues(_:)`` of `builder`'s constraints that
    /// can move while every real level keeps its optimum, and decides the scroll content
    /// sides, on the components it solved; the probes' work is charged to what its budget
    /// left. When they run past it, the result is that of a solve that did: no frames.
    static func markAmbiguity(_ result: inout LayoutResult, _ builder: ConstraintBuilder) {
        guard !result.canvas.budgetExceeded, var solver = result.components else { return }
        result.components = nil  // one reference: the components change in place
        let before = solver.remaining
        do {
            // Probes change no tableau (they pivot copies), only the work counted: the
            // components after them are the solve's, with their probes answered.
            try markAmbiguity(
                &result.canvas.frames, builder.frames, builder.positions, solved: result.solved,
                values: result.values, &solver)
            try ScrollContentSize.markDetermined(&result.canvas.scrollContents, builder, &solver)
            result.steps += before - solver.remaining
            result.components = solver
        } catch {
            result.steps += before
            result.canvas.frames = []
            result.canvas.levelErrors = []
            result.canvas.scrollContents = []
            result.canvas.budgetExceeded = true
        }
    }

    /// The solve proper: required constraints in order (breaking one per conflict met),
    /// the broken ones at ``brokenPriority``, then the optional ones from the highest
    /// priority down, each as its expression in the solver's variables (`expressions`, see
    /// ``RelativePositions``; `constraintExpressions` are the constraints' own, which a
    /// conflict is searched in). Throws only ``SolverError/budgetExceeded``.
    private static func solve(
        _ constraints: [GeneratedConstraint], _ constraintExpressions: ExpressionList, expressions: ExpressionList,
        variableCount: Int, pull: Int?, layout: Layout,
        broken: inout [Int], conflicts: inout [Conflict], remaining: inout Int,
        reuse: LayoutProblem.Reuse?
    ) throws(SolverError) -> SolveComponents {
        let (required, constraintsOptional) = GeneratedConstraint.solveOrder(constraints)
        // A folded `auto` side's pull (expression `pull`) goes in the fitting level, before
        // the first constraint below it, as the fit adds it.
        var optional = constraintsOptional
        if let pull {
            let position =
                optional.firstIndex { constraints[$0].priority < FittingSize.compressionPriority } ?? optional.count
            optional.insert(pull, at: position)
        }
        func relation(_ index: Int) -> LinearRelation {
            index == pull ? .equal : constraints[index].relation
        }
        func strength(_ index: Int) -> Strength {
            index == pull ? .optional(FittingSize.compressionPriority) : constraints[index].strength
        }
        var solver: SolveComponents
        var plan: [SolveComponents.Step] = []
        var requiredCount = 0
        while true {
            // Every constraint this attempt adds, in order, unless a required one fails:
            // written at once into one array of its exact size.
            plan = []
            plan.reserveCapacity(required.count + optional.count)
            for index in required where !broken.contains(index) {
                plan.append((index, constraints[index].relation, .required))
            }
            requiredCount = plan.count
            for index in broken { plan.append((index, constraints[index].relation, .optional(brokenPriority))) }
            for index in optional {
                plan.append((index, relation(index), strength(index)))
            }
            solver = SolveComponents(
                variableCount: variableCount, expressions: expressions, remaining: remaining, plan: plan,
                cache: reuse?.cache, fixedConstants: reuse?.fixedConstants, keeps: reuse?.keeps ?? false)
            var failed: Int?
            for position in 0..<requiredCount {
                do {
                    try solver.add(position)
                } catch .budgetExceeded {
                    throw .budgetExceeded
                } catch {
                    failed = position
                    break
                }
            }
            remaining = solver.remaining
            guard let failed, broken.count < required.count else { break }
            let set = try minimalConflict(
                plan[...failed].map(\.index), constraints: constraints, expressions: constraintExpressions,
                variableCount: variableCount, remaining: &remaining)
            let victim = set.last { constraints[$0].origin.isUserConstraint } ?? plan[failed].index
            broken.append(victim)
            conflicts.append(
                Conflict(
                    constraints: set.map { constraints[$0] },
                    descriptions: set.map { constraints[$0].describe(in: layout) },
                    broken: constraints[victim], brokenDescription: constraints[victim].describe(in: layout)))
        }
        // The broken constraints at their priority, then the optional ones.
        for position in requiredCount..<plan.count {
            do {
                try solver.add(position)
            } catch .budgetExceeded {
                throw .budgetExceeded
            } catch {
                // An optional constraint never conflicts; one the solver refuses (a
                // non-finite number) is left out.
            }
        }
        remaining = solver.remaining
        return solver
    }

    // MARK: Conveniences

    /// Solves a layout at each of its canvases and content size categories, within one
    /// `budget` for them all (``LayoutSolveSession/solve(_:budget:retention:)``).
    public static func solve(
        _ layout: Layout, budget: WorkBudget = .default, retention: CanvasLayout.Retention = .frames
    ) -> [CanvasLayout] {
        LayoutSolveSession.solve(layout, budget: budget, retention: retention)
    }

    /// Solves a layout at one canvas size, within `budget`.
    public static func solve(_ layout: Layout, canvas: Size, budget: WorkBudget = .default) -> CanvasLayout {
        solve(LayoutProblem(layout, canvas: canvas, budget: budget)).canvas
    }

    /// ``solve(_:canvas:budget:)``, also returning the budget steps the solve took (for
    /// benchmarks, and to choose a budget).
    public static func solveCountingSteps(_ layout: Layout, canvas: Size, budget: WorkBudget = .default) -> (
        layout: CanvasLayout, steps: Int
    ) {
        let result = solve(LayoutProblem(layout, canvas: canvas, budget: budget))
        return (result.canvas, result.steps)
    }
}
