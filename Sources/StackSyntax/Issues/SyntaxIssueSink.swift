/// Collects syntax issues up to a limit, so that a file of garbage yields a bounded list
/// (the rest are counted and summarised) instead of millions of findings.
public struct SyntaxIssueSink: Sendable {
    /// The default number of syntax issues kept per file.
    public static let defaultLimit = 200

    /// The kept issues, in the order reported.
    public private(set) var issues: [SyntaxIssue] = []
    /// How many were reported beyond the limit.
    public private(set) var dropped = 0
    /// The limit.
    public let limit: Int

    /// Creates an empty sink.
    public init(limit: Int = SyntaxIssueSink.defaultLimit) {
        self.limit = limit
    }

    /// Records a syntax issue.
    public mutating func report(range: SourceRange, message: String) {
        if issues.count < limit {
            issues.append(SyntaxIssue(range: range, message: message))
        } else {
            dropped += 1
        }
    }
}
