import StackSyntax

/// `width` or `height`.
public enum Dimension: String, CaseIterable, Sendable, Hashable {
    case width, height

    /// The axis the dimension measures.
    public var axis: Axis { self == .width ? .horizontal : .vertical }
}

/// A dimension of an element of the same layout.
public struct DimensionReference: Hashable, Sendable {
    /// The element's index in ``Layout/elements``.
    public var element: Int
    /// The dimension.
    public var dimension: Dimension

    /// Creates a reference.
    public init(element: Int, dimension: Dimension) {
        self.element = element
        self.dimension = dimension
    }
}

/// A user constraint, resolved: `element.dimension RELATION target * multiplier + constant @priority`.
public struct Constraint: Hashable, Sendable {
    /// The constrained element's index.
    public var element: Int
    /// The constrained dimension.
    public var dimension: Dimension
    /// The relation.
    public var relation: Relation
    /// The other side's dimension, or nil for a constant.
    public var target: DimensionReference?
    /// The multiplier of the target (1 when absent).
    public var multiplier: Double
    /// The constant, signed.
    public var constant: Double
    /// The priority, 1...1000.
    public var priority: Double
    /// The constraint line.
    public var range: SourceRange

    /// Creates a constraint.
    public init(element: Int, dimension: Dimension, relation: Relation, target: DimensionReference?,
                multiplier: Double, constant: Double, priority: Double, range: SourceRange) {
        self.element = element
        self.dimension = dimension
        self.relation = relation
        self.target = target
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.range = range
    }

    /// Whether the constraint is required (priority 1000).
    public var isRequired: Bool { priority >= Priority.required }
}
