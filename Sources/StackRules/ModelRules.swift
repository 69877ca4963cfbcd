import StackModel
import StackSyntax

/// A rule that the model itself decides while resolving (the first two tables of the
/// catalog): its findings come with the model; the entry gives it an id, a severity,
/// documentation and a place in the configuration.
public struct ModelDecidedRule: Rule {
    public let id: String
    public let defaultSeverity: Severity
    public let hasFix: Bool
    public let documentation: RuleDocumentation

    public func check(_ context: RuleContext) -> [Diagnostic] { [] }
}
