import StackModel
import StackSyntax

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

/// The one analysis that every front end calls: parse, resolve, run the rules.
public struct Analyzer: Sendable {
    /// Options handed to the model (default canvases, ...).
    public var modelOptions: ModelOptions

    /// Creates an analyzer.
    public init(modelOptions: ModelOptions = ModelOptions()) {
        self.modelOptions = modelOptions
    }

    /// The resolved model of a text.
    public func model(of source: SourceText) -> SemanticModel {
        SemanticModel(source: source, options: modelOptions)
    }

    /// Analyses one text.
    public func analyze(_ source: SourceText, path: String) -> FileReport {
        let model = model(of: source)
        return FileReport(path: path, source: source, diagnostics: model.diagnostics)
    }
}
