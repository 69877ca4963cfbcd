import StackModel
import StackRules
import StackSyntax

/// Which rules run, at what severity, with what options: what a configuration resolves to.
public struct RuleSettings: Sendable, Equatable {
    /// Severity overrides by rule id; `nil` turns a rule off.
    public var severities: [String: Severity?]
    /// Option values by rule id.
    public var options: [String: [String: Double]]
    /// Canvases for layouts that name none.
    public var defaultCanvases: [Size]?
    /// The most solver pivots one layout may take at one canvas (`solveBudget`); nil for
    /// the engine's default. A layout over it gets `layout-too-complex`.
    public var solveBudget: Int?

    /// The defaults: every rule on at its default severity.
    public init(severities: [String: Severity?] = [:], options: [String: [String: Double]] = [:], defaultCanvases: [Size]? = nil,
                solveBudget: Int? = nil) {
        self.severities = severities
        self.options = options
        self.defaultCanvases = defaultCanvases
        self.solveBudget = solveBudget
    }

    /// The severity a rule reports at, or nil when it is off.
    public func severity(of rule: String) -> Severity? {
        if let configured = severities[rule] { return configured }
        return RuleCatalog.rule(rule)?.defaultSeverity ?? .error
    }
}
