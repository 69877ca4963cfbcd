import StackModel
import StackSolver

/// Computes the frames UIKit's Auto Layout would give a layout's elements.
///
/// Required constraints are added first, in order. When one cannot hold, a minimal
/// conflicting set is found by deletion filtering, one constraint of it is broken (the
/// user's latest constraint in the set, or the stack-installed one that failed when the
/// user wrote none of them) and kept as an optional constraint at priority 1100, above
/// every optional level, and the solve starts again. Optional constraints follow.
///
/// Ambiguity: a frame value is ambiguous when it can change while every priority level
/// keeps its optimum. The value returned is then the one the simplex settles on (Bland's
/// rule over constraints in installation order): deterministic, but no more "right" than
/// another, which is why it is marked.
public enum LayoutEngine {
    /// The priority at which a broken required constraint is kept.
    public static let brokenPriority = 1100.0

    /// Solves a layout at each of its canvases. Canvas sizes enter the constraints only
    /// through the root's trailing, bottom and center pins (and right-to-left mirroring),
    /// so canvases that agree on the dimensions the layout depends on share one solve.
    public static func solve(_ layout: Layout) -> [CanvasLayout] {
        let dependence = canvasDependence(layout)
        var solved: [Size: CanvasLayout] = [:]
        return layout.canvases.map { canvas in
            let key = Size(width: dependence.width ? canvas.width : 0, height: dependence.height ? canvas.height : 0)
            if var shared = solved[key] {
                shared.canvas = canvas
                return shared
            }
            let result = solve(layout, canvas: canvas)
            solved[key] = result
            return result
        }
    }

    /// Whether the frames can depend on the canvas's width and height.
    static func canvasDependence(_ layout: Layout) -> (width: Bool, height: Bool) {
        let edges = Set(layout.roots.flatMap { layout.elements[$0].properties.pins.map(\.edge) })
        let width = layout.direction == .rtl || edges.contains(.trailing) || edges.contains(.centerX)
        let height = edges.contains(.bottom) || edges.contains(.centerY)
        return (width, height)
    }

    /// Solves a layout at one canvas size.
    public static func solve(_ layout: Layout, canvas: Size) -> CanvasLayout {
        var builder = ConstraintBuilder(layout: layout, canvas: canvas)
        builder.build()
        let constraints = builder.constraints
        let required = constraints.indices.filter { constraints[$0].isRequired }

        var broken: [Int] = []
        var conflicts: [Conflict] = []
        var solver = LexicographicSolver()
        while true {
            solver = LexicographicSolver()
            solver.makeVariables(upTo: builder.variableCount)
            var added: [Int] = []
            var failed: Int?
            for index in required where !broken.contains(index) {
                do {
                    try solver.add(linear(constraints[index], strength: .required))
                    added.append(index)
                } catch {
                    failed = index
                    break
                }
            }
            guard let failed, broken.count < required.count else { break }
            let set = minimalConflict(added + [failed], constraints: constraints, variableCount: builder.variableCount)
            let victim = set.last { constraints[$0].origin.isUserConstraint } ?? failed
            broken.append(victim)
            conflicts.append(Conflict(constraints: set.map { constraints[$0] }, descriptions: set.map { constraints[$0].describe(in: layout) },
                                      broken: constraints[victim], brokenDescription: constraints[victim].describe(in: layout)))
        }
        for index in broken {
            try? solver.add(linear(constraints[index], strength: .optional(brokenPriority)))
        }
        // Highest priority first (stable): a later, higher level would re-pivot what the
        // lower ones settled.
        let optional = constraints.indices.filter { !constraints[$0].isRequired }
            .sorted { constraints[$0].priority != constraints[$1].priority ? constraints[$0].priority > constraints[$1].priority : $0 < $1 }
        for index in optional {
            try? solver.add(linear(constraints[index], strength: constraints[index].strength))
        }
        return CanvasLayout(canvas: canvas, frames: frames(layout, canvas, builder.frames, solver),
                            conflicts: conflicts, constraints: constraints, broken: broken,
                            variableCount: builder.variableCount, levelErrors: solver.levelErrors)
    }

    private static func linear(_ constraint: GeneratedConstraint, strength: Strength) -> LinearConstraint {
        LinearConstraint(constraint.expression, constraint.relation, LinearExpression(), strength: strength)
    }

    /// Deletion filtering: drops each constraint whose removal leaves the rest still
    /// infeasible; what remains is a minimal infeasible set. Only constraints connected to
    /// the failing one through shared variables are considered.
    static func minimalConflict(_ indices: [Int], constraints: [GeneratedConstraint], variableCount: Int) -> [Int] {
        guard let failed = indices.last else { return [] }
        var reached: Set<Int> = Set(constraints[failed].expression.terms.map(\.variable.index))
        var candidates: [Int] = [failed]
        var remaining = Array(indices.dropLast())
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { index in
                let variables = constraints[index].expression.terms.map(\.variable.index)
                guard variables.contains(where: reached.contains) else { return false }
                reached.formUnion(variables)
                candidates.append(index)
                grew = true
                return true
            }
        }
        candidates.sort()
        func infeasible(_ set: [Int]) -> Bool {
            var solver = LexicographicSolver()
            solver.makeVariables(upTo: variableCount)
            for index in set {
                do { try solver.add(linear(constraints[index], strength: .required)) } catch { return true }
            }
            return false
        }
        var set = candidates
        var position = 0
        while position < set.count {
            var without = set
            without.remove(at: position)
            if infeasible(without) { set = without } else { position += 1 }
        }
        return set
    }

    private static func rounded(_ value: Double) -> Double {
        let result = (value * 1000).rounded() / 1000
        return result == 0 ? 0 : result
    }

    private static func frames(_ layout: Layout, _ canvas: Size, _ variables: [FrameVariables],
                               _ solver: LexicographicSolver) -> [ElementFrame] {
        // One probe per element, in a direction that no layout coupling cancels: the
        // irrational weights make x + φy + ew + πh move whenever any of the four can.
        func isAmbiguous(_ frame: FrameVariables) -> Bool {
            let variables = [frame.x, frame.y, frame.width, frame.height]
            guard !variables.allSatisfy({ solver.isCertainlyDetermined($0) }) else { return false }
            let direction = LinearExpression([(frame.x, 1), (frame.y, 1.618_033_988_75), (frame.width, 2.718_281_828_46),
                                              (frame.height, 3.141_592_653_59)])
            let range = solver.range(of: direction)
            return range.upperBound - range.lowerBound > 1e-6
        }
        var canvasFrames: [Rect] = []
        var ambiguous: [Bool] = []
        for frameVariables in variables {
            var rect = Rect(x: solver.value(of: frameVariables.x), y: solver.value(of: frameVariables.y),
                            width: solver.value(of: frameVariables.width), height: solver.value(of: frameVariables.height))
            if layout.direction == .rtl { rect.x = canvas.width - rect.x - rect.width }
            canvasFrames.append(rect)
            ambiguous.append(isAmbiguous(frameVariables))
        }
        return layout.elements.map { element in
            let canvasFrame = canvasFrames[element.id]
            var frame = canvasFrame
            if let parent = element.parent {
                frame.x -= canvasFrames[parent].x
                frame.y -= canvasFrames[parent].y
            }
            func round(_ rect: Rect) -> Rect {
                Rect(x: rounded(rect.x), y: rounded(rect.y), width: rounded(rect.width), height: rounded(rect.height))
            }
            return ElementFrame(element: element.id, frame: round(frame), canvasFrame: round(canvasFrame),
                                isHidden: element.isHidden, isAmbiguous: ambiguous[element.id])
        }
    }
}
