import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackRules
import StackSyntax
import StackWorkspace

/// The findings for one file: what every front end (the CLI, the language server) shows.
public struct FileReport: Sendable {
    /// The path as the user named it (relative where the user gave it relative).
    public var path: String
    /// The text that was analysed.
    public var source: SourceText
    /// The findings, in source order.
    public var diagnostics: [Diagnostic]

    /// Creates a report.
    public init(path: String, source: SourceText, diagnostics: [Diagnostic]) {
        self.path = path
        self.source = source
        self.diagnostics = diagnostics
    }

    /// How many findings have this severity.
    public func count(_ severity: Severity) -> Int {
        diagnostics.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
}

/// The one analysis that every front end calls: parse, resolve, solve where a rule needs
/// frames, run the enabled rules, apply severities and suppressions; each step memoized
/// per layout (``DocumentMemo``).
public struct Analyzer: Sendable {
    /// Which rules run and how.
    public var settings: RuleSettings {
        didSet { enabledRules = Self.rules(enabledBy: settings) }
    }

    /// The rules that run: chosen once for the settings, not again for every file or
    /// layout analysed (the language server chose them once a layout).
    private(set) var enabledRules: [any Rule]

    /// The catalog's rules that `settings` leaves on, in catalog order.
    private static func rules(enabledBy settings: RuleSettings) -> [any Rule] {
        RuleCatalog.all.filter { settings.severity(of: $0.id) != nil }
    }

    /// Creates an analyzer.
    public init(settings: RuleSettings = RuleSettings()) {
        self.settings = settings
        enabledRules = Self.rules(enabledBy: settings)
    }

    /// Options handed to the model (default canvases, ...).
    public var modelOptions: ModelOptions {
        var options = ModelOptions()
        if let canvases = settings.defaultCanvases { options.defaultCanvasEntries = canvases }
        options.extraContentSizes = settings.contentSizes
        return options
    }

    /// The resolved model of a text.
    public func model(of source: SourceText) -> SemanticModel {
        SemanticModel(source: source, options: modelOptions)
    }

    /// Analyses one text (with an empty memo: ``analysis(of:memo:isCancelled:)``); a path
    /// ending in `.xib` or `.storyboard` is an Interface Builder file, linted through the
    /// layouts read from it (``InterfaceBuilderFile``).
    public func analyze(_ source: SourceText, path: String) -> FileReport {
        switch DocumentKind(path: path) {
        case .stack:
            return FileReport(path: path, source: source, diagnostics: diagnostics(of: source))
        case .interfaceBuilder:
            let file = InterfaceBuilderFile(source: source, path: path)
            return FileReport(path: path, source: source, diagnostics: diagnostics(of: file))
        }
    }

    /// Every finding of a text, in source order.
    public func diagnostics(of source: SourceText) -> [Diagnostic] {
        // Never cancelled, so never nil.
        analysis(of: source)?.diagnostics ?? []
    }

    /// The findings of the model and of the enabled rules, before suppressions and
    /// severities, and the frames of each layout; nil when `isCancelled` answers true
    /// (checked between layouts).
    func rawFindings(of model: SemanticModel, solveAlways: Bool, isCancelled: () -> Bool) -> (
        frames: [[CanvasLayout]], found: [Diagnostic]
    )? {
        let rules = enabledRules
        let needsFrames = !model.syntax.hasErrors && (solveAlways || rules.contains { $0.usesFrames })
        var frames: [[CanvasLayout]] = []
        // Per layout, the budget's steps its solve left (for the runtime check).
        var remaining: [Int] = []
        var found = model.diagnostics
        if needsFrames {
            // Each layout within the work budget; one that runs over is reported and left
            // unsolved (no solver rule sees it), and the others go on.
            for layout in model.layouts {
                if isCancelled() { return nil }
                var left = SolveBudget.maxSteps(settings.solveBudget)
                defer { remaining.append(left) }
                guard !layout.roots.isEmpty else { frames.append([]); continue }
                let solved = SolveBudget.solve(layout, remaining: &left)
                if solved.exceeded {
                    found.append(SolveBudget.finding(layout, maxSteps: settings.solveBudget))
                    frames.append([])
                } else {
                    frames.append(solved.canvases)
                }
            }
        }
        if isCancelled() { return nil }
        // Fitting sizes and content priority ties, solved for the first rule that asks.
        // One context for every rule (only the options change): a context copies the
        // model's and the frames' references, and 40-odd copies a layout cost more than
        // most rules' checks.
        var context = RuleContext(model: model, frames: frames, shared: SharedRuleWork())
        for rule in rules {
            context.optionValues = settings.options[rule.id] ?? RuleOptionValues()
            // Most rules find nothing in a layout: an empty array appended still costs a call.
            let findings = rule.check(context)
            if !findings.isEmpty { found += findings }
        }
        if needsFrames {
            found = withoutRuntimeOnlyFindings(found, model: model, frames: frames, remaining: remaining)
        }
        return (frames, found)
    }

    /// Suppressions (from the file's comments) and the configured severities applied to
    /// raw findings, in source order.
    func finish(_ found: [Diagnostic], comments: [CommentSyntax], source: SourceText) -> [Diagnostic] {
        var suppressions = Suppressions(comments: comments, source: source)
        var found = suppressions.filter(found, source: source)
        found += suppressions.problems + suppressions.unused(source: source)
        var result: [Diagnostic] = []
        for var diagnostic in found {
            guard let severity = settings.severity(of: diagnostic.ruleID) else { continue }
            diagnostic.severity = severity
            result.append(diagnostic)
        }
        return result.sorted(by: Diagnostic.sourceOrder)
    }
}
