/// `{ ... }`: the members of an element or a layout.
public struct BlockSyntax: Hashable, Sendable {
    /// The opening brace.
    public var openBrace: SourceRange
    /// The closing brace, or nil when the file ended first.
    public var closeBrace: SourceRange?
    /// The members in order.
    public var members: [MemberSyntax]

    /// Creates a block.
    public init(openBrace: SourceRange, closeBrace: SourceRange?, members: [MemberSyntax]) {
        self.openBrace = openBrace
        self.closeBrace = closeBrace
        self.members = members
    }

    /// From the opening brace to the closing one (or the last member).
    public var range: SourceRange {
        let end = closeBrace?.end ?? members.last?.range.end ?? openBrace.end
        return SourceRange(start: openBrace.start, end: end)
    }
}

/// `KIND [NAME] [{ ... }]`.
public struct ElementSyntax: Hashable, Sendable {
    /// The element kind as written (`stack`, `label`, ...; unknown kinds are kept).
    public var kind: Identifier
    /// The name, if any.
    public var name: Identifier?
    /// The body, if any.
    public var body: BlockSyntax?

    /// Creates an element.
    public init(kind: Identifier, name: Identifier?, body: BlockSyntax?) {
        self.kind = kind
        self.name = name
        self.body = body
    }

    /// `KIND NAME`: where findings about the element as a whole are shown.
    public var headerRange: SourceRange {
        kind.range.union(name?.range ?? kind.range)
    }

    /// The whole element, body included.
    public var range: SourceRange {
        headerRange.union(body?.range ?? headerRange)
    }
}

/// One statement in a block. Boxed (`indirect`): a constraint's syntax is hundreds of
/// bytes, and moving members around should copy a reference, not the payload.
public indirect enum MemberSyntax: Hashable, Sendable {
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
