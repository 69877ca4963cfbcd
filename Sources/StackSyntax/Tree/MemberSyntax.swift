/// One statement in a block, as it is stored: which kind it is and where its node stands
/// in the file's array of that kind (``FileSyntax/properties``, ``FileSyntax/constraints``,
/// ``FileSyntax/elements``). Small and without payload, so that a block's members are one
/// run of a plain array.
public enum MemberNode: Hashable, Sendable {
    case property(Int)
    case constraint(Int)
    case element(Int)
}

/// One statement in a block, read out of its file (``FileSyntax/members(of:)``).
public enum MemberSyntax: Hashable, Sendable {
    case property(PropertySyntax)
    case constraint(ConstraintSyntax)
    case element(ElementSyntax)

    /// Where the statement stands.
    public var range: SourceRange {
        switch self {
        case .property(let property): return property.range
        case .constraint(let constraint): return constraint.range
        case .element(let element): return element.range
        }
    }
}
