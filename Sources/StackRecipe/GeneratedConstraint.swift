import StackModel
import StackSolver
import StackSyntax

/// One constraint of a layout, as installed: its relation, its priority (1000 is
/// required), a readable description and where it comes from. Its expression (the
/// solver's form, `expression RELATION 0`) is the one at the same index of the
/// constraints' ``ExpressionList`` (``ConstraintBuilder/expressions``): every
/// constraint's terms in one array, none with an array of its own.
public struct GeneratedConstraint: Sendable {
    /// The relation of its expression to zero.
    public var relation: LinearRelation
    /// 1...1000; 1000 is required.
    public var priority: Double
    /// For a content-size equality: the priority of exceeding the intrinsic size (hugging)
    /// and of falling short of it (compression resistance). ``priority`` is the larger.
    public var splitPriorities: (above: Double, below: Double)?
    /// Its identity.
    public var origin: ConstraintOrigin
    /// What it says, in parts; ``describe(in:)`` prints it.
    public var parts: ConstraintParts
    /// The source range of the line that caused it.
    public var range: SourceRange

    /// `stack#0.leading == title.leading`, as UIKit's console would print it.
    public func describe(in layout: Layout) -> String {
        parts.text(in: layout)
    }

    /// Whether it must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// How strongly the solver must hold it (`required` stands for 1000).
    public var strength: Strength {
        if let split = splitPriorities { return .split(above: split.above, below: split.below) }
        return isRequired ? .required : .optional(priority)
    }
}

extension GeneratedConstraint {
    /// The order a solve adds constraints in: the required ones as written, then the
    /// optional ones from the highest priority down (stably: a later, higher level would
    /// re-pivot what the lower ones settled). Read by index, priorities once: a loop or
    /// `map` over the constraints themselves copied each one whole.
    ///
    /// A layout has few distinct priorities, so the optional ones are grouped by them (a
    /// counting sort on each one's priority's rank, in index order within a priority)
    /// rather than sorted by comparisons: the same order, stable, in linear time.
    package static func solveOrder(_ constraints: [GeneratedConstraint]) -> (required: [Int], optional: [Int]) {
        var required: [Int] = []
        var optional: [Int] = []
        required.reserveCapacity(constraints.count)
        optional.reserveCapacity(constraints.count)
        // The optional priorities, distinct.
        var levels: [Double] = []
        for index in constraints.indices {
            if constraints[index].isRequired {
                required.append(index)
                continue
            }
            let priority = constraints[index].priority
            optional.append(index)
            // Neighbours mostly share a priority: the last one is looked at first.
            if levels.last != priority, !levels.contains(priority) { levels.append(priority) }
        }
        guard levels.count > 1 else { return (required, optional) }
        levels.sort(by: >)
        // Each optional constraint's rank, and where each rank's constraints start; then
        // each constraint put in its place.
        var starts = [Int](repeating: 0, count: levels.count + 1)
        var ranks: [Int] = []
        ranks.reserveCapacity(optional.count)
        var last = (priority: Double.nan, rank: 0)
        for index in optional {
            let priority = constraints[index].priority
            if priority != last.priority { last = (priority, levels.firstIndex(of: priority) ?? 0) }
            ranks.append(last.rank)
            starts[last.rank + 1] += 1
        }
        for rank in levels.indices { starts[rank + 1] += starts[rank] }
        var ordered = [Int](repeating: 0, count: optional.count)
        for (position, index) in optional.enumerated() {
            ordered[starts[ranks[position]]] = index
            starts[ranks[position]] += 1
        }
        return (required, ordered)
    }
}

/// The parts of a constraint's console text, rendered only when it is reported.
public struct ConstraintParts: Sendable {
    public var lhs: AnchorName
    public var relation: LinearRelation
    /// The other anchor, or nil for a constant.
    public var rhs: AnchorName?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var split: (above: Double, below: Double)?

    /// `lhs == rhs * m + c @p`.
    public func text(in layout: Layout) -> String {
        var text = "\(lhs.text(in: layout)) \(relation.symbol) "
        if let rhs {
            text += rhs.text(in: layout)
            if multiplier != 1 { text += " * \(formatPoints(multiplier))" }
            if constant != 0 { text += constant > 0 ? " + \(formatPoints(constant))" : " - \(formatPoints(-constant))" }
        } else {
            text += formatPoints(constant)
        }
        if let split {
            text += " @\(formatPoints(split.above))/\(formatPoints(split.below))"
        } else if priority < 1000 {
            text += " @\(formatPoints(priority))"
        }
        return text
    }
}
