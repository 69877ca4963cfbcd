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

/// The parsed file: layouts, comments and syntax errors.
public struct FileSyntax: Sendable {
    /// The source it was parsed from.
    public var source: SourceText
    /// The layouts in order.
    public var layouts: [LayoutSyntax]
    /// Every comment in order.
    public var comments: [CommentSyntax]
    /// Syntax errors, in source order.
    public var issues: [SyntaxIssue]

    /// Creates a file.
    public init(source: SourceText, layouts: [LayoutSyntax], comments: [CommentSyntax], issues: [SyntaxIssue]) {
        self.source = source
        self.layouts = layouts
        self.comments = comments
        self.issues = issues
    }

    /// Whether the file has syntax errors.
    public var hasErrors: Bool { !issues.isEmpty }
}
