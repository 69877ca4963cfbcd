/// The relation of a constraint.
public enum Relation: String, Hashable, Sendable, CaseIterable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="
}

/// `[NAME.]DIM`: a dimension of this element or of a named one.
public struct ReferenceSyntax: Hashable, Sendable {
    /// The element named, or nil for this element.
    public var element: Identifier?
    /// `width` or `height`.
    public var dimension: Identifier
    /// Where it stands.
    public var range: SourceRange

    /// Creates a reference.
    public init(element: Identifier?, dimension: Identifier, range: SourceRange) {
        self.element = element
        self.dimension = dimension
        self.range = range
    }
}

/// The right-hand side of a constraint: a constant, or `ref [* m] [± c]`.
public struct ExpressionSyntax: Hashable, Sendable {
    /// The referenced dimension, or nil for a constant.
    public var reference: ReferenceSyntax?
    /// The multiplier after `*`.
    public var multiplier: NumberLiteral?
    /// `+` or `-` before the constant of a reference expression.
    public var constantIsSubtracted: Bool
    /// The constant: the whole expression when there is no reference.
    public var constant: NumberLiteral?
    /// Where it stands.
    public var range: SourceRange

    /// Creates an expression.
    public init(reference: ReferenceSyntax?, multiplier: NumberLiteral?, constantIsSubtracted: Bool,
                constant: NumberLiteral?, range: SourceRange) {
        self.reference = reference
        self.multiplier = multiplier
        self.constantIsSubtracted = constantIsSubtracted
        self.constant = constant
        self.range = range
    }
}

/// `@ PRIORITY`: a number or a named priority.
public struct PrioritySyntax: Hashable, Sendable {
    /// `999`, or `high`, `low`, `required`, `fittingSize`.
    public var value: AtomSyntax
    /// From `@` to the end of the value.
    public var range: SourceRange

    /// Creates a priority.
    public init(value: AtomSyntax, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// `DIM RELATION EXPR [@ PRIORITY]`.
public struct ConstraintSyntax: Hashable, Sendable {
    /// `width` or `height`.
    public var dimension: Identifier
    /// The relation.
    public var relation: Relation
    /// Where the relation stands.
    public var relationRange: SourceRange
    /// The right-hand side.
    public var expression: ExpressionSyntax
    /// The priority, if written.
    public var priority: PrioritySyntax?
    /// The whole line.
    public var range: SourceRange

    /// Creates a constraint.
    public init(dimension: Identifier, relation: Relation, relationRange: SourceRange,
                expression: ExpressionSyntax, priority: PrioritySyntax?, range: SourceRange) {
        self.dimension = dimension
        self.relation = relation
        self.relationRange = relationRange
        self.expression = expression
        self.priority = priority
        self.range = range
    }
}
