import StackDiagnostics
import StackLayout
import StackModel
import StackSyntax

/// A rule's documentation: what `stacklint explain ID`, `docs/rules/ID.md` and the
/// language server's hover show. The two examples are run as tests.
public struct RuleDocumentation: Sendable {
    /// One sentence: what the rule flags.
    public var summary: String
    /// Why: the UIKit fact behind it.
    public var rationale: String
    /// The files it fires on and the files it does not, each a test (``RuleExample``).
    public var examples: RuleExamples
    /// How to fix it (what the automatic fix does, where there is one).
    public var fix: String

    /// A file on which the rule fires: the first triggering example.
    public var firingExample: String { examples.triggering.first?.text ?? "" }
    /// A file on which it does not: the first non-triggering example.
    public var passingExample: String { examples.nonTriggering.first?.text ?? "" }

    /// Creates documentation with marked examples.
    public init(summary: String, rationale: String, examples: RuleExamples, fix: String) {
        self.summary = summary
        self.rationale = rationale
        self.examples = examples
        self.fix = fix
    }
}

/// One rule of the catalog.
public protocol Rule: Sendable {
    /// The stable id.
    var id: RuleID { get }
    /// Whether it reads computed frames (a **solver** rule).
    var usesFrames: Bool { get }
    /// Whether it offers fixes.
    var hasFix: Bool { get }
    /// What kind of fix it offers: none, safe (keeps every frame), unsafe (a design choice).
    var fixKind: FixKind { get }
    /// Its options: the declarations of its ``RuleOption`` constants, in the order the
    /// docs list them.
    var options: [RuleOptionDeclaration] { get }
    /// Its documentation.
    var documentation: RuleDocumentation { get }
    /// The findings in a file, each with the rule's id and default severity (the driver
    /// applies the configured one).
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    /// The severity unless configured (declared with the id).
    public var defaultSeverity: Severity { id.defaultSeverity }
    public var usesFrames: Bool { false }
    public var hasFix: Bool { fixKind != .none }
    public var fixKind: FixKind { .none }
    public var options: [RuleOptionDeclaration] { [] }

    /// A finding of this rule.
    package func finding(
        _ range: SourceRange, _ message: String, related: [RelatedLocation] = [], fixes: [Fix] = [],
        unnecessary: Bool = false
    ) -> Diagnostic {
        Diagnostic(
            ruleID: id, severity: defaultSeverity, range: range, message: message, related: related,
            fixes: fixes, isUnnecessary: unnecessary)
    }
}

/// What a rule sees: the model, the frames (when it uses them) and its options.
public struct RuleContext {
    /// The resolved file.
    public var model: SemanticModel
    /// For each layout of the model, its solved canvases (empty when not solved).
    public var frames: [[CanvasLayout]]
    /// The rule's configured option values.
    public var optionValues: RuleOptionValues
    /// Work that several rules need, done once per analysis (see ``SharedRuleWork``).
    public let shared: SharedRuleWork

    /// Creates a context. Pass the same `shared` to every rule of one analysis so that
    /// they share its work.
    public init(
        model: SemanticModel, frames: [[CanvasLayout]], optionValues: RuleOptionValues = RuleOptionValues(),
        shared: SharedRuleWork = SharedRuleWork()
    ) {
        self.model = model
        self.frames = frames
        self.optionValues = optionValues
        self.shared = shared
    }

    /// The source text.
    public var source: SourceText { model.source }

    /// An option's value: configured, or its default.
    public subscript<Value>(option: RuleOption<Value>) -> Value {
        optionValues[option] ?? option.defaultValue
    }

    /// The layouts with their index. A rule that needs no index loops over `model.layouts`
    /// itself: that loop reads each layout in place, where this sequence hands out copies.
    public var layouts: EnumeratedSequence<[Layout]> { model.layouts.enumerated() }
}
