/// Collects syntax errors up to a limit, so that a file of garbage yields a bounded list
/// (the rest are counted and summarised) instead of millions of findings.
public struct DiagnosticSink: Sendable {
    /// The default number of syntax errors kept per file.
    public static let defaultLimit = 200

    /// The kept diagnostics, in the order reported.
    public private(set) var diagnostics: [Diagnostic] = []
    /// How many were reported beyond the limit.
    public private(set) var dropped = 0
    /// The limit.
    public let limit: Int

    /// Creates an empty sink.
    public init(limit: Int = DiagnosticSink.defaultLimit) {
        self.limit = limit
    }

    /// Records a syntax error.
    public mutating func report(range: SourceRange, message: String) {
        if diagnostics.count < limit {
            diagnostics.append(Diagnostic(ruleID: .syntaxError, range: range, message: message))
        } else {
            dropped += 1
        }
    }
}
