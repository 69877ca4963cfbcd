import StackSyntax

/// A user constraint, resolved and valid (stack-format.md §5, Constraints):
/// `element.attribute RELATION target * multiplier + constant @priority`. A size may relate
/// to a constant alone (no target); a position always has a target and a multiplier of 1.
public struct Constraint: Hashable, Sendable {
    /// The constrained element's index.
    public var element: Int
    /// The constrained anchor of that element (the left side).
    public var attribute: LayoutAttribute
    /// The relation.
    public var relation: Relation
    /// The other side's anchor, or nil for a constant (sizes only).
    public var target: AnchorReference?
    /// The multiplier of the target (1 when absent).
    public var multiplier: Double
    /// The constant, signed.
    public var constant: Double
    /// The priority, 1...1000.
    public var priority: Double
    /// The size classes a canvas must have for the line to be installed there
    /// (`width == 600 @999 [wR]`, stack-format.md §13); empty: everywhere.
    public var traits = TraitSet.any
    /// The constraint line.
    public var range: SourceRange
    /// Where the line as written stands in its file's ``FileSyntax/constraints`` (read it
    /// with ``syntax(in:)``, for the exact place of each part: anchor, target, constant,
    /// priority); nil for a constraint made in code.
    public var statement: Int?

    /// Creates a constraint.
    public init(
        element: Int, attribute: LayoutAttribute, relation: Relation, target: AnchorReference?,
        multiplier: Double, constant: Double, priority: Double, range: SourceRange, statement: Int? = nil
    ) {
        self.element = element
        self.attribute = attribute
        self.relation = relation
        self.target = target
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.range = range
        self.statement = statement
    }

    /// The line as written, read from the file the model was built from; nil for a
    /// constraint made in code.
    public func syntax(in file: FileSyntax) -> ConstraintSyntax? {
        guard let statement, file.constraints.indices.contains(statement) else { return nil }
        return file.constraints[statement]
    }

    /// The constrained dimension of a size constraint; nil for a position.
    public var dimension: Dimension? { attribute.dimension }

    /// Whether the constraint is required (priority 1000).
    public var isRequired: Bool { priority >= Priority.required }
}
