import StackModel
import StackRecipe
import StackSolver

extension LayoutEngine {
    /// The frames as solved from the layout variables' `values`, none marked ambiguous yet
    /// (``markAmbiguity(_:_:_:solved:values:_:)`` marks them): what a pass that only needs
    /// the values reads.
    static func frames(
        _ layout: Layout, _ canvas: Size, _ variables: [FrameVariables], values: [Double]
    ) -> [ElementFrame] {
        func value(_ variable: Variable) -> Double {
            values.indices.contains(variable.index) ? values[variable.index] : 0
        }
        var canvasFrames: [Rect] = []
        canvasFrames.reserveCapacity(variables.count)
        for frameVariables in variables {
            var rect = Rect(
                x: value(frameVariables.x), y: value(frameVariables.y),
                width: value(frameVariables.width), height: value(frameVariables.height))
            if layout.direction == .rtl { rect.x = canvas.width - rect.x - rect.width }
            canvasFrames.append(rect)
        }
        func round(_ rect: Rect) -> Rect {
            Rect(
                x: stablyRounded(rect.x), y: stablyRounded(rect.y), width: stablyRounded(rect.width),
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
            return ElementFrame(
                element: id, frame: round(frame), canvasFrame: round(canvasFrame),
                isHidden: layout.elements[index].isHidden, isAmbiguous: false)
        }
    }

    /// Marks each frame whose values can move while every real level keeps its optimum.
    /// Ambiguity is judged on real levels only: the `size >= 0` tie-breakers (at
    /// ``ConstraintBuilder/nonNegativeSizeLevel``) may choose the value printed, but a value
    /// that can move at every real level's optimum is ambiguous, negative or not.
    /// `solved` and `values` are the solve's values (``LayoutResult/solved``, ``LayoutResult/values``).
    static func markAmbiguity(
        _ frames: inout [ElementFrame], _ variables: [FrameVariables], _ positions: RelativePositions,
        solved: [Double], values: [Double], _ solver: inout SolveComponents
    ) throws(SolverError) {
        let variableCount = values.count
        let floor = ConstraintBuilder.nonNegativeSizeLevel
        // One probe per element and component, in a direction that no layout coupling
        // cancels: the irrational weights make x + φy + ew + πh move whenever any of the
        // four can. Elements whose four values are certainly unique are not probed.
        // The direction is written in the solver's variables (offsets).
        let determined = determinedVariables(positions, variableCount: variableCount, &solver)
        func isDetermined(_ variable: Variable) -> Bool {
            determined.indices.contains(variable.index) && determined[variable.index]
        }
        func isAmbiguous(_ frame: FrameVariables) throws(SolverError) -> (
            moves: Bool, witness: SolveComponents.Witness?
        ) {
            guard
                !(isDetermined(frame.x) && isDetermined(frame.y) && isDetermined(frame.width)
                    && isDetermined(frame.height))
            else {
                return (false, nil)
            }
            let direction = positions.solverExpression(
                LinearExpression([
                    (frame.x, 1), (frame.y, 1.618_033_988_75), (frame.width, 2.718_281_828_46),
                    (frame.height, 3.141_592_653_59),
                ]))
            return try solver.probe(direction, ignoringLevelsAtOrBelow: floor)
        }
        var ambiguous = [Bool](repeating: false, count: variables.count)
        // Elements already known to be ambiguous: a probe's witness is a solution optimal at
        // every real level, so any element whose frame differs there can move too (a long
        // squeezed stack: one probe answers for the views it moved, instead of one each).
        var known = [Bool](repeating: false, count: variables.count)
        for (index, frameVariables) in variables.enumerated() {
            if known[index] {
                ambiguous[index] = true
                continue
            }
            let (moves, witness) = try isAmbiguous(frameVariables)
            ambiguous[index] = moves
            guard let witness, index + 1 < variables.count else { continue }
            let moved = positions.values(
                count: variableCount, solverValue: solver.values(with: witness, solved: solved))
            func differs(_ variable: Variable) -> Bool {
                values.indices.contains(variable.index) && moved.indices.contains(variable.index)
                    && !(abs(moved[variable.index] - values[variable.index]) <= Self.witnessTolerance)
            }
            for other in (index + 1)..<variables.count where !known[other] {
                let frame = variables[other]
                if differs(frame.x) || differs(frame.y) || differs(frame.width) || differs(frame.height) {
                    known[other] = true
                }
            }
        }
        for index in frames.indices where ambiguous.indices.contains(frames[index].element) {
            frames[index].isAmbiguous = ambiguous[frames[index].element]
        }
    }

    /// Whether each layout variable is certainly unique above the tie-breakers: its
    /// solver variable (an offset) is, and so is every variable of its base. In index
    /// order: a base names only earlier variables.
    static func determinedVariables(
        _ positions: RelativePositions, variableCount: Int, _ solver: inout SolveComponents
    ) -> [Bool] {
        let floor = ConstraintBuilder.nonNegativeSizeLevel
        var determined = solver.certainlyDetermined(ignoringLevelsAtOrBelow: floor)
        // A folded `auto` side is a variable after the layout's.
        if determined.count > variableCount { determined.removeLast(determined.count - variableCount) }
        if determined.count != variableCount {
            determined = (0..<variableCount).map {
                solver.isCertainlyDetermined(Variable(index: $0), ignoringLevelsAtOrBelow: floor)
            }
        }
        positions.requireDeterminedBases(&determined)
        return determined
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
