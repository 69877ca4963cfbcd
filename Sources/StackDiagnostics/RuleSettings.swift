import StackModel
import StackSyntax

/// Which rules run, at what severity, with what options: what a configuration resolves to.
public struct RuleSettings: Sendable, Equatable {
    /// What the configuration sets rules to, by id; a rule not in it runs at its default
    /// severity.
    public var levels: [RuleID: RuleLevel]
    /// Option values by rule id.
    public var options: [RuleID: RuleOptionValues]
    /// Canvases for layouts that name none: sizes or devices (`canvas` in the configuration).
    public var defaultCanvases: [Canvas]?
    /// Content size categories every layout is also solved at (`contentSize`).
    public var contentSizes: [ContentSizeCategory] = []
    /// The most solver steps one layout may take at all its canvases (`solveBudget`); nil for
    /// the engine's default. A layout over it gets `layout-too-complex`.
    public var solveBudget: Int?

    /// The defaults: every rule on at its default severity.
    public init(
        levels: [RuleID: RuleLevel] = [:], options: [RuleID: RuleOptionValues] = [:], defaultCanvases: [Canvas]? = nil,
        solveBudget: Int? = nil
    ) {
        self.levels = levels
        self.options = options
        self.defaultCanvases = defaultCanvases
        self.solveBudget = solveBudget
    }

    /// The severity a rule reports at, or nil when it is off.
    public func severity(of rule: RuleID) -> Severity? {
        switch levels[rule] {
        case .off: return nil
        case .on(let severity): return severity
        case nil: return rule.defaultSeverity
        }
    }
}
