import StackSyntax

/// Why a file is not a well-formed XML document of the subset the reader accepts: one error,
/// at the first byte that is wrong (or at the end of the file when it stops too early).
public struct XMLError: Error, Hashable, Sendable {
    /// The bytes at fault: the first bad byte or the construct it starts, empty at the end of
    /// the file.
    public var range: SourceRange
    /// What is wrong and, where it helps, how to write it.
    public var message: String

    /// Creates an error.
    public init(range: SourceRange, message: String) {
        self.range = range
        self.message = message
    }

    /// The error as the syntax layer's issue, for the layers that report syntax errors.
    public var issue: SyntaxIssue { SyntaxIssue(range: range, message: message) }
}
