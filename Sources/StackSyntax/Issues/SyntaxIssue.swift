/// A place where the text does not follow the grammar, as the lexer or the parser found it.
///
/// The syntax layer knows no rule: every issue it reports is a syntax error, and the rules
/// layer turns it into a finding of its catalog (as swift-syntax's parser records what is
/// missing or unexpected and a separate module words the diagnostics).
public struct SyntaxIssue: Hashable, Sendable, Codable {
    /// The range that does not parse.
    public var range: SourceRange
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates an issue.
    public init(range: SourceRange, message: String) {
        self.range = range
        self.message = message
    }

    /// Orders issues by position, then message, so that the parser's list is stable.
    public static func sourceOrder(_ lhs: SyntaxIssue, _ rhs: SyntaxIssue) -> Bool {
        if lhs.range != rhs.range { return lhs.range < rhs.range }
        return lhs.message < rhs.message
    }
}
