import StackModel
import StackSolver

/// An element's compressed fitting size: what
/// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)` returns
/// (uistackview-constraints.md, "Fitting sizes").
///
/// The element's subtree is solved on its own: every constraint inside the subtree at its
/// own priority (distribution, alignment, spacing, margins, hidden views, baselines, the
/// user's constraints between elements of the subtree, optional ones included), and
/// `width == 0`, `height == 0` at ``FittingSize/compressionPriority`` on the element.
/// It is an exact solve, not a sum of intrinsic sizes.
public enum FittingSize {
    /// The priority of the `width == 0` and `height == 0` a compressed fitting size adds
    /// (`UILayoutPriority.fittingSizeLevel`).
    public static let compressionPriority = 50.0

    /// The compressed fitting size of an element.
    public static func compressed(_ element: Element, in layout: Layout) -> Size {
        FittingSizeCache(layout: layout).size(of: element.id)
    }

    /// The compressed fitting sizes of several elements of one layout, solving each subtree
    /// once (nested elements share their solves).
    public static func compressed(_ elements: [Element], in layout: Layout) -> [Size] {
        let cache = FittingSizeCache(layout: layout)
        return elements.map { cache.size(of: $0.id) }
    }
}

/// Compressed fitting sizes of one layout's elements, each solved once: a nested solve
/// asks the same cache for the fitting sizes deeper in its subtree.
///
/// A fitting size never depends on the canvas (the subtree is solved on its own), so one
/// cache serves every canvas of a layout.
///
/// The solves share one work budget (``WorkBudget/default``), so no layout's fitting sizes
/// take unbounded time; a size whose solve runs out of it is taken as zero.
package final class FittingSizeCache {
    package let layout: Layout
    /// Each element's fitting size once solved, by element index.
    private var sizes: [Size?]
    private var remainingSteps: Int

    /// Whether plain leaves skip their solve (``plainLeafSize(_:)``); tests turn it off to
    /// hold the shortcut to the solve.
    package let skipsPlainLeaves: Bool

    package init(layout: Layout, budget: WorkBudget = .default, skipsPlainLeaves: Bool = true) {
        self.layout = layout
        sizes = Array(repeating: nil, count: layout.elements.count)
        remainingSteps = budget.maxSteps
        self.skipsPlainLeaves = skipsPlainLeaves
    }

    /// The compressed fitting size of the element with this index.
    package func size(of element: Int) -> Size {
        guard sizes.indices.contains(element) else { return solve(element) }
        if let size = sizes[element] { return size }
        let size = solve(element)
        sizes[element] = size
        return size
    }

    private func solve(_ element: Int) -> Size {
        if skipsPlainLeaves, layout.elements.indices.contains(element),
            let size = Self.plainLeafSize(layout.elements[element])
        {
            return size
        }
        var builder = ConstraintBuilder(
            layout: layout, canvas: Size(width: 0, height: 0), fittingRoot: element, fitting: self)
        builder.build()
        var solver = LexicographicSolver(budget: WorkBudget(maxSteps: remainingSteps))
        defer { remainingSteps = max(0, remainingSteps - solver.steps) }
        // Only the subtree's variables, renumbered in their order: the layout has a
        // variable for every element, and an order-preserving renumbering leaves the
        // simplex (Bland's rule, subject choice) exactly as it was.
        let constraints = builder.constraints
        let expressions = builder.expressions
        var local = [Int](repeating: -1, count: builder.variableCount)
        // By index here and below: a loop over the constraints copied each one whole.
        for index in constraints.indices {
            for (variable, _) in expressions.terms(of: index) where local.indices.contains(variable.index) {
                local[variable.index] = 0
            }
        }
        var count = 0
        for index in local.indices where local[index] == 0 {
            local[index] = count
            count += 1
        }
        // Room for the variables and the slack and error symbols (about two a constraint)
        // at once, not by doubling.
        solver.reserveCapacity(symbols: count + 2 * constraints.count)
        solver.makeVariables(upTo: count)
        // Each constraint's terms, renumbered, in one array kept from one to the next.
        var terms: [LinearExpression.Term] = []
        func add(_ index: Int, strength: Strength) throws(SolverError) {
            terms.removeAll(keepingCapacity: true)
            for term in expressions.terms(of: index) {
                // A variable out of range stays out of range: the solver rejects it, as before.
                let variable = local.indices.contains(term.variable.index) ? local[term.variable.index] : Int.max
                terms.append((Variable(index: variable), term.coefficient))
            }
            try solver.add(
                terms[...], constant: expressions.constants[index], constraints[index].relation, strength: strength,
                constantMayChange: true)
        }
        func value(_ variable: Variable) -> Double {
            guard local.indices.contains(variable.index), local[variable.index] >= 0 else { return 0 }
            return solver.value(of: Variable(index: local[variable.index]))
        }
        // Required first, in order; one that cannot hold is kept just above every optional
        // level, as UIKit keeps a broken constraint. Optional ones follow, highest first.
        let (required, optional) = GeneratedConstraint.solveOrder(constraints)
        var broken: [Int] = []
        for index in required {
            do {
                try add(index, strength: .required)
            } catch .budgetExceeded {
                return Size(width: 0, height: 0)
            } catch {
                broken.append(index)
            }
        }
        for index in broken {
            try? add(index, strength: .optional(StackPriority.broken))
        }
        for index in optional {
            try? add(index, strength: constraints[index].strength)
        }
        if solver.isExhausted { return Size(width: 0, height: 0) }
        let frame = builder.frames[element]
        return Size(width: finite(value(frame.width)), height: finite(value(frame.height)))
    }

    /// A leaf's fitting size where its solve has one plain answer, without the solve (most
    /// fitting sizes asked for are a stack's arranged leaves, and a solve builds the whole
    /// layout's variables): a leaf with no constraint lines of its own whose compression
    /// resistance, above the fitting pull (`length == 0` at
    /// ``FittingSize/compressionPriority``), keeps each length at its positive intrinsic
    /// size. Nil where the solve decides something less plain: a length the pull takes to
    /// zero (the solve's zero may carry either sign, and the shortcut must give its answer
    /// bit for bit), no intrinsic size, a compression resistance at or below the pull's
    /// priority, constraint lines, children.
    package static func plainLeafSize(_ element: Element) -> Size? {
        guard element.children.isEmpty, element.kind != .stack, element.constraints.isEmpty else { return nil }
        func length(_ axis: Axis) -> Double? {
            guard let intrinsic = element.properties.intrinsic[axis], intrinsic.isFinite, intrinsic > 0,
                element.properties.compression[axis] > FittingSize.compressionPriority
            else { return nil }
            return intrinsic
        }
        guard let width = length(.horizontal), let height = length(.vertical) else { return nil }
        return Size(width: width, height: height)
    }

    private func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }
}

extension Size {
    /// The length along an axis.
    public subscript(axis: Axis) -> Double { axis == .horizontal ? width : height }
}
