import StackSyntax

/// One thing the model found wrong with a file that parses, typed by its kind; the rules
/// layer turns it into a finding of its catalog, so that the model names no rule.
public struct ModelIssue: Hashable, Sendable {
    /// Which check found it.
    public var kind: ModelIssueKind
    /// The range that causes it.
    public var range: SourceRange
    /// What is wrong and how to fix it.
    public var message: String
    /// Other places involved.
    public var related: [RelatedLocation]
    /// Edits that resolve it, safest first.
    public var fixes: [Fix]
    /// Whether the range marks text that has no effect (an editor may fade it).
    public var isUnnecessary: Bool

    /// Creates an issue.
    public init(
        _ kind: ModelIssueKind, range: SourceRange, message: String, related: [RelatedLocation] = [],
        fixes: [Fix] = [], isUnnecessary: Bool = false
    ) {
        self.kind = kind
        self.range = range
        self.message = message
        self.related = related
        self.fixes = fixes
        self.isUnnecessary = isUnnecessary
    }
}
