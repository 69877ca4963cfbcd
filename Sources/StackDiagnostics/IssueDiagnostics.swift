import StackModel
import StackSyntax

extension RuleID {
    /// The rule that reports a kind of model issue: the one place where the model's typed
    /// findings meet the catalog.
    public init(_ kind: ModelIssueKind) {
        switch kind {
        case .unknownElement: self = .unknownElement
        case .unknownProperty: self = .unknownProperty
        case .invalidValue: self = .invalidValue
        case .duplicateName: self = .duplicateName
        case .unknownReference: self = .unknownReference
        case .childrenNotAllowed: self = .childrenNotAllowed
        case .rootCount: self = .rootCount
        case .invalidConstraint: self = .invalidConstraint
        case .duplicateProperty: self = .duplicateProperty
        case .propertyNotApplicable: self = .propertyNotApplicable
        case .unsolvedVariation: self = .unsolvedVariation
        case .emptyScrollView: self = .scrollContentAmbiguous
        }
    }
}

extension Diagnostic {
    /// The finding of a syntax issue: every one is a `syntax-error`.
    public init(_ issue: SyntaxIssue) {
        self.init(ruleID: .syntaxError, range: issue.range, message: issue.message)
    }

    /// The finding of a model issue, under the rule of its kind.
    public init(_ issue: ModelIssue) {
        self.init(
            ruleID: RuleID(issue.kind), range: issue.range, message: issue.message, related: issue.related,
            fixes: issue.fixes, isUnnecessary: issue.isUnnecessary)
    }
}

extension FileSyntax {
    /// The syntax errors as findings, in source order.
    public var diagnostics: [Diagnostic] { issues.map(Diagnostic.init) }
}

extension SemanticModel {
    /// The syntax errors and the model's own findings, in source order.
    public var diagnostics: [Diagnostic] {
        (syntax.issues.map(Diagnostic.init) + issues.map(Diagnostic.init)).sorted(by: Diagnostic.sourceOrder)
    }
}
