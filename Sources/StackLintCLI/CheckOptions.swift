/// The options of `stacklint check`, read and checked once.
struct CheckOptions {
    static let valued: Set<String> = ["--format", "--output", "--max-warnings", "--stdin-filename", "--config", "--cache-dir"]
    static let flagNames: Set<String> = ["--no-color", "--color", "--help", "--fix", "--diff", "--quiet", "--statistics",
                                         "--isolated", "--no-cache"]

    var paths: [String]
    var format: ReportFormat
    var maxWarnings: Int?
    /// `--fix`: write the fixes.
    var fix: Bool
    /// `--diff`: show the fixes as a unified diff, write nothing.
    var diff: Bool
    var quiet: Bool
    var statistics: Bool
    var outputPath: String?
    var stdinName: String?
    var cacheDirectory: String?
    var configurationMode: ConfigurationResolver.Mode
    /// Whether the lint cache is read and written.
    var useCache: Bool
    var forceColor: Bool
    var noColor: Bool
    var help: Bool

    init(_ rawArguments: [String]) throws {
        let arguments = try Arguments(rawArguments, valued: Self.valued, flags: Self.flagNames)
        help = arguments.has("--help")
        let formatName = try arguments.choice("--format", ReportFormat.allCases.map(\.rawValue), default: ReportFormat.text.rawValue)
        format = ReportFormat(rawValue: formatName) ?? .text
        maxWarnings = try arguments.count("--max-warnings")
        fix = arguments.has("--fix")
        diff = arguments.has("--diff")
        if fix, diff { throw UsageError(message: "`--fix` writes the fixes and `--diff` only shows them: choose one") }
        if arguments.has("--isolated"), arguments.value("--config") != nil {
            throw UsageError(message: "`--isolated` ignores every configuration file, so it cannot go with `--config`")
        }
        paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        configurationMode = arguments.has("--isolated") ? .isolated : arguments.value("--config").map { .file($0) } ?? .discover
        quiet = arguments.has("--quiet")
        statistics = arguments.has("--statistics")
        outputPath = arguments.value("--output")
        stdinName = arguments.value("--stdin-filename")
        cacheDirectory = arguments.value("--cache-dir")
        useCache = !arguments.has("--no-cache") && !fix && !diff
        forceColor = arguments.has("--color")
        noColor = arguments.has("--no-color")
        try Inputs.validateStandardInput(paths, stdinName: stdinName)
    }

    /// Whether the text report is coloured: asked for, or a terminal that wants it.
    var useColor: Bool {
        forceColor || (!noColor && outputPath == nil && Console.stdoutWantsColor)
    }
}
