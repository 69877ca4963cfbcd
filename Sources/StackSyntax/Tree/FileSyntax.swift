/// `layout NAME { ... }`.
public struct LayoutSyntax: Hashable, Sendable {
    /// The `layout` keyword.
    public var keyword: SourceRange
    /// The name, if written.
    public var name: Identifier?
    /// The body, if written.
    public var body: BlockSyntax?

    /// Creates a layout.
    public init(keyword: SourceRange, name: Identifier?, body: BlockSyntax?) {
        self.keyword = keyword
        self.name = name
        self.body = body
    }

    /// `layout NAME`.
    public var headerRange: SourceRange { keyword.union(name?.range ?? keyword) }

    /// The whole layout.
    public var range: SourceRange { headerRange.union(body?.range ?? headerRange) }

    /// The members of the body (none without a body).
    public var members: [MemberSyntax] { body?.members ?? [] }
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

    /// Creates a file.
    public init(
        source: SourceText, layouts: [LayoutSyntax], comments: [CommentSyntax], issues: [SyntaxIssue],
        items: [ValueItemSyntax], atoms: [AtomSyntax]
    ) {
        self.source = source
        self.layouts = layouts
        self.comments = comments
        self.issues = issues
        self.items = items
        self.atoms = atoms
    }

    /// Whether the file has syntax errors.
    public var hasErrors: Bool { !issues.isEmpty }

    /// The items of a value, in order.
    public func items(of value: ValueSyntax) -> SyntaxList<ValueItemSyntax> { SyntaxList(items, value.items) }

    /// The atoms of an item, in order.
    public func atoms(of item: ValueItemSyntax) -> SyntaxList<AtomSyntax> { SyntaxList(atoms, item.atoms) }

    /// Every atom of every item of a value, in order: one run, as the parser writes a
    /// value's items, and their atoms, one after the other.
    public func atoms(of value: ValueSyntax) -> SyntaxList<AtomSyntax> {
        guard let first = value.items.indices.first, let last = value.items.indices.last else {
            return SyntaxList(atoms, .empty)
        }
        return SyntaxList(
            atoms, SyntaxSpan(items[first].atoms.indices.lowerBound, items[last].atoms.indices.upperBound))
    }
}
