/// The options of `stacklint check`, read and checked once.
struct CheckOptions {
    static let valued: Set<String> = [
        "--format", "--output", "--max-warnings", "--stdin-filename", "--config", "--cache-dir",
        "--select", "--ignore", "--baseline", "--write-baseline", "--since", "--show-settings",
    ]
    static let flagNames: Set<String> = [
        "--no-color", "--color", "--help", "--fix", "--unsafe-fixes", "--diff", "--quiet", "--statistics",
        "--isolated", "--no-cache", "--exit-zero", "--strict-baseline", "--force-exclude", "--show-files", "--watch",
    ]

    var paths: [String]
    var format: ReportFormat
    var maxWarnings: Int?
    /// `--fix`: write the fixes.
    var fix: Bool
    /// `--unsafe-fixes`: `--fix` and `--diff` also apply the fixes that change the layout.
    var unsafeFixes: Bool
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
    /// `--select`/`--ignore`.
    var selection: RuleSelection
    /// `--exit-zero`: exit 0 whatever is found (usage and file errors still exit 2).
    var exitZero: Bool
    /// `--baseline FILE`: report only findings not recorded in it.
    var baselinePath: String?
    /// `--write-baseline FILE`: record every finding of this run.
    var writeBaselinePath: String?
    /// `--strict-baseline`: fail when baseline entries match nothing (fixed, to prune).
    var strictBaseline: Bool
    /// `--force-exclude`: `exclude` applies to files named on the command line too.
    var forceExclude: Bool
    /// `--since REV`: only findings on lines changed since a git revision.
    var since: String?
    /// `--show-files`: list the files that would be linted, and stop.
    var showFiles: Bool
    /// `--show-settings FILE`: print the configuration that applies to FILE, and stop.
    var showSettings: String?
    /// `--watch`: lint again after each change to the files, until interrupted.
    var watch: Bool

    init(_ rawArguments: [String]) throws {
        let arguments = try Arguments(rawArguments, valued: Self.valued, flags: Self.flagNames)
        help = arguments.has("--help")
        let formatName = try arguments.choice(
            "--format", ReportFormat.allCases.map(\.rawValue), default: ReportFormat.text.rawValue)
        format = ReportFormat(rawValue: formatName) ?? .text
        maxWarnings = try arguments.count("--max-warnings")
        fix = arguments.has("--fix")
        diff = arguments.has("--diff")
        unsafeFixes = arguments.has("--unsafe-fixes")
        if fix, diff { throw UsageError(message: "`--fix` writes the fixes and `--diff` only shows them: choose one") }
        if unsafeFixes, !fix, !diff { throw UsageError(message: "`--unsafe-fixes` goes with `--fix` or `--diff`") }
        if arguments.has("--isolated"), arguments.value("--config") != nil {
            throw UsageError(message: "`--isolated` ignores every configuration file, so it cannot go with `--config`")
        }
        paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        configurationMode =
            arguments.has("--isolated") ? .isolated : arguments.value("--config").map { .file($0) } ?? .discover
        quiet = arguments.has("--quiet")
        statistics = arguments.has("--statistics")
        outputPath = arguments.value("--output")
        stdinName = arguments.value("--stdin-filename")
        cacheDirectory = arguments.value("--cache-dir")
        useCache = !arguments.has("--no-cache") && !fix && !diff
        forceColor = arguments.has("--color")
        noColor = arguments.has("--no-color")
        selection = try RuleSelection(select: arguments.list("--select"), ignore: arguments.list("--ignore"))
        exitZero = arguments.has("--exit-zero")
        baselinePath = arguments.value("--baseline")
        writeBaselinePath = arguments.value("--write-baseline")
        strictBaseline = arguments.has("--strict-baseline")
        forceExclude = arguments.has("--force-exclude")
        since = arguments.value("--since")
        if since?.isEmpty == true {
            throw UsageError(message: "`--since` takes a git revision (a commit, branch or tag)")
        }
        showFiles = arguments.has("--show-files")
        showSettings = arguments.value("--show-settings")
        watch = arguments.has("--watch")
        if showFiles, showSettings != nil {
            throw UsageError(message: "`--show-files` and `--show-settings` each print and stop: choose one")
        }
        try Inputs.validateStandardInput(paths, stdinName: stdinName)
    }

    /// Whether the text report is coloured: asked for, or a terminal that wants it.
    var useColor: Bool {
        forceColor || (!noColor && outputPath == nil && Console.stdoutWantsColor)
    }
}
