import StackSyntax

/// One finding about a file: the unit that every front end reports.
public struct Diagnostic: Hashable, Sendable, Codable {
    /// The stable kebab-case rule id, as in the rule catalog.
    public var ruleID: RuleID
    /// How serious it is.
    public var severity: Severity
    /// The range that causes the finding.
    public var range: SourceRange
    /// What is wrong and how to fix it.
    public var message: String
    /// Other places involved.
    public var related: [RelatedLocation]
    /// Edits that resolve the finding, safest first.
    public var fixes: [Fix]
    /// Whether the range marks text that has no effect (an editor may fade it).
    public var isUnnecessary: Bool

    /// Creates a diagnostic, at the rule's default severity unless one is given (the
    /// analysis applies the configured severity).
    public init(
        ruleID: RuleID,
        severity: Severity? = nil,
        range: SourceRange,
        message: String,
        related: [RelatedLocation] = [],
        fixes: [Fix] = [],
        isUnnecessary: Bool = false
    ) {
        self.ruleID = ruleID
        self.severity = severity ?? ruleID.defaultSeverity
        self.range = range
        self.message = message
        self.related = related
        self.fixes = fixes
        self.isUnnecessary = isUnnecessary
    }

    /// Orders diagnostics by position, then rule id, then message, so output is stable.
    public static func sourceOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.range != rhs.range { return lhs.range < rhs.range }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID.rawValue < rhs.ruleID.rawValue }
        return lhs.message < rhs.message
    }
}
