import StackModel
import StackSolver
import StackSyntax

/// One constraint of a layout, as installed: the solver's form, its priority (1000 is
/// required), a readable description and where it comes from.
public struct GeneratedConstraint: Sendable {
    /// `expression RELATION 0`.
    public var expression: LinearExpression
    /// The relation to zero.
    public var relation: LinearRelation
    /// 1...1000; 1000 is required.
    public var priority: Double
    /// For a content-size equality: the priority of exceeding the intrinsic size (hugging)
    /// and of falling short of it (compression resistance). ``priority`` is the larger.
    public var splitPriorities: (above: Double, below: Double)?
    /// Its identity.
    public var origin: ConstraintOrigin
    /// `stack#0.leading == title.leading`, as UIKit's console would print it.
    public var description: String
    /// The source range of the line that caused it.
    public var range: SourceRange

    /// Whether it must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// How strongly the solver must hold it (`required` stands for 1000).
    public var strength: Strength {
        if let split = splitPriorities { return .split(above: split.above, below: split.below) }
        return isRequired ? .required : .optional(priority)
    }
}
