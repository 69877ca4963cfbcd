import StackSyntax
import StackXML

/// Why a file could not be read as an IB document: not well-formed XML (the reader's error,
/// at the first bad byte) or not an Interface Builder document (at its root's start tag).
public struct IBImportError: Error, Hashable, Sendable {
    /// Where: the first bad byte, or the construct that is not what IB writes.
    public var range: SourceRange
    /// What is wrong, in the words a user reads.
    public var message: String

    /// An error at a range.
    public init(range: SourceRange, message: String) {
        self.range = range
        self.message = message
    }

    /// The XML reader's error.
    public init(_ error: XMLError) {
        self.init(range: error.range, message: error.message)
    }

    /// The same as the syntax layer's issue, to be reported as the `.stack` parser's errors are.
    public var issue: SyntaxIssue { SyntaxIssue(range: range, message: message) }
}
