/// `layout NAME { ... }`.
public struct LayoutSyntax: Hashable, Sendable {
    /// The `layout` keyword.
    public var keyword: SourceRange
    /// The name, if written.
    public var name: Identifier?
    /// The body, if written.
    public var body: BlockSyntax?
    /// Every element of the layout, at any depth, in the file's ``FileSyntax/elements``:
    /// one run, as the parser writes an element when its block closes.
    public var elements: SyntaxSpan

    /// Creates a layout.
    public init(keyword: SourceRange, name: Identifier?, body: BlockSyntax?, elements: SyntaxSpan) {
        self.keyword = keyword
        self.name = name
        self.body = body
        self.elements = elements
    }

    /// `layout NAME`.
    public var headerRange: SourceRange { keyword.union(name?.range ?? keyword) }

    /// The whole layout.
    public var range: SourceRange { headerRange.union(body?.range ?? headerRange) }
}

/// A comment, kept for the formatter and the language server.
public struct CommentSyntax: Hashable, Sendable {
    /// Whether it is a `/* */` comment.
    public var isBlock: Bool
    /// The text as written, delimiters included.
    public var text: String
    /// Where it stands.
    public var range: SourceRange

    /// Creates a comment.
    public init(isBlock: Bool, text: String, range: SourceRange) {
        self.isBlock = isBlock
        self.text = text
        self.range = range
    }
}

/// The parsed file: layouts, comments and syntax errors, and the nodes of its tree in a few
/// contiguous arrays. A node refers to its children by a ``SyntaxSpan`` into one of them
/// (the parser writes each list of children in one run), so that a file is a handful of
/// allocations however many nodes it has, and is never changed once parsed.
public struct FileSyntax: Sendable {
    /// The source it was parsed from.
    public let source: SourceText
    /// The layouts in order.
    public let layouts: [LayoutSyntax]
    /// Every comment in order.
    public let comments: [CommentSyntax]
    /// Syntax errors, in source order.
    public let issues: [SyntaxIssue]
    /// The items of every property value, each value's in one run.
    public let items: [ValueItemSyntax]
    /// The atoms of every item, each item's in one run.
    public let atoms: [AtomSyntax]
    /// The members of every block, each block's in one run.
    public let members: [MemberNode]
    /// Every property statement, in the order parsed.
    public let properties: [PropertySyntax]
    /// Every constraint line, in the order parsed.
    public let constraints: [ConstraintSyntax]
    /// Every element, an element after the elements of its body.
    public let elements: [ElementSyntax]
    /// The words of every `[...]` list of size classes, each list's in one run.
    public let traitWords: [Identifier]

    /// Creates a file from the parser's arrays.
    init(
        source: SourceText, layouts: [LayoutSyntax], comments: [CommentSyntax], issues: [SyntaxIssue],
        nodes: SyntaxNodes
    ) {
        self.source = source
        self.layouts = layouts
        self.comments = comments
        self.issues = issues
        items = nodes.items
        atoms = nodes.atoms
        members = nodes.members
        properties = nodes.properties
        constraints = nodes.constraints
        elements = nodes.elements
        traitWords = nodes.traitWords
    }

    /// Whether the file has syntax errors.
    public var hasErrors: Bool { !issues.isEmpty }

    /// The text of an identifier of this file, as written.
    public func text(_ identifier: Identifier) -> String { source.text(in: identifier.range) }

    /// The members of a block, in order (none without a block).
    @inlinable
    public func members(of block: BlockSyntax?) -> MemberList { MemberList(self, block?.members ?? .empty) }

    /// The members of a block as stored: each one's kind and index in its kind's array.
    @inlinable
    public func memberNodes(of block: BlockSyntax?) -> SyntaxList<MemberNode> {
        SyntaxList(members, block?.members ?? .empty)
    }

    /// The words of a list of size classes, in order.
    @inlinable
    public func words(of traits: TraitsSyntax) -> SyntaxList<Identifier> { SyntaxList(traitWords, traits.traits) }

    /// The items of a value, in order.
    @inlinable
    public func items(of value: ValueSyntax) -> SyntaxList<ValueItemSyntax> { SyntaxList(items, value.items) }

    /// The atoms of an item, in order.
    @inlinable
    public func atoms(of item: ValueItemSyntax) -> SyntaxList<AtomSyntax> { SyntaxList(atoms, item.atoms) }

    /// Every atom of every item of a value, in order: one run, as the parser writes a
    /// value's items, and their atoms, one after the other.
    @inlinable
    public func atoms(of value: ValueSyntax) -> SyntaxList<AtomSyntax> {
        guard let first = value.items.indices.first, let last = value.items.indices.last else {
            return SyntaxList(atoms, .empty)
        }
        return SyntaxList(
            atoms, SyntaxSpan(items[first].atoms.indices.lowerBound, items[last].atoms.indices.upperBound))
    }
}
