/// `{ ... }`: the members of an element or a layout.
public struct BlockSyntax: Hashable, Sendable {
    /// The opening brace.
    public var openBrace: SourceRange
    /// The closing brace, or nil when the file ended first.
    public var closeBrace: SourceRange?
    /// The members in order, in the file's ``FileSyntax/members`` (read them with
    /// ``FileSyntax/members(of:)``).
    public var members: SyntaxSpan
    /// From the opening brace to the closing one (or the last member).
    public var range: SourceRange

    /// Creates a block.
    public init(openBrace: SourceRange, closeBrace: SourceRange?, members: SyntaxSpan, range: SourceRange) {
        self.openBrace = openBrace
        self.closeBrace = closeBrace
        self.members = members
        self.range = range
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
