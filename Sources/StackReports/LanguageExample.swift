import StackDiagnostics

/// A whole `.stack` file shown in `docs/language.md`, with the findings `stacklint check`
/// gives on it. The page prints both; a test lints every example and compares, so what
/// the page says a file reports is what it reports.
public struct LanguageExample: Sendable, Equatable {
    /// One finding: its rule, the 1-based line it is reported at and its message.
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        /// The rule that reports it.
        public var rule: RuleID
        /// The 1-based line of the start of its range.
        public var line: Int
        /// The message, exactly as `stacklint check` prints it.
        public var message: String

        /// Creates a finding.
        public init(_ rule: RuleID, line: Int, _ message: String) {
            self.rule = rule
            self.line = line
            self.message = message
        }

        /// `line N, rule: message`, as the page lists it.
        public var description: String { "line \(line), `\(rule.rawValue)`: \(message)" }
    }

    /// The file, ending with a line break.
    public var source: String
    /// Every finding of the file at the default settings, in source order.
    public var findings: [Finding]

    /// Creates an example.
    public init(_ source: String, findings: [Finding] = []) {
        self.source = source
        self.findings = findings
    }

    /// The fenced block and, under it, what `stacklint check` says of it.
    public var markdown: String {
        var text = "```stack\n" + source + "```\n\n"
        if findings.isEmpty {
            text += "`stacklint check` finds nothing in it.\n"
        } else {
            text += "`stacklint check` reports:\n\n" + findings.map { "- \($0)\n" }.joined()
        }
        return text
    }
}
