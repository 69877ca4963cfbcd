import StackDiagnostics
import StackModel
import StackModelRules
import StackSolver
import StackSyntax

/// A top-level key of `.stacklint.json`, declared once with its ``ConfigurationOption``:
/// ``ConfigurationLoader`` validates from these declarations (and each rule's options from
/// the rule's own), and `stacklint-dev` generates `Schemas/config.schema.json` and the
/// keys' section of `docs/configuration.md` from them.
public enum ConfigurationKey: String, CaseIterable, Sendable {
    /// `$schema`: the file's JSON Schema, for editors.
    case schema = "$schema"
    /// `root`: whether configuration files above this one may apply.
    case root
    /// `extends`: the configuration this one refines.
    case extends
    /// `rules`: severities and options by rule id.
    case rules
    /// `include`: the files linted when directories are walked.
    case include
    /// `exclude`: the files skipped when directories are walked.
    case exclude
    /// `canvas`: the canvases of layouts that name none.
    case canvas
    /// `contentSize`: content size categories every layout is also solved at.
    case contentSize
    /// `cacheDirectory`: where the cache lives.
    case cacheDirectory
    /// `solveBudget`: the work budget of one layout.
    case solveBudget
    /// `docsURL`: the folder of rule pages that reports link to.
    case docsURL
    /// `baseline`: the baseline file every front end hides the recorded findings of.
    case baseline

    /// Its spelling in the file.
    public var name: String { rawValue }

    /// The message for a value of the wrong type or out of range.
    public var wrongValueMessage: String { "`\(name)` takes \(option.expectation)" }

    /// The order the loader reads keys in: `extends` first, since this file's settings refine
    /// what it extends, then the others in a fixed order, so mistakes are listed alike each run.
    public static let readingOrder: [ConfigurationKey] = [
        .extends, .rules, .include, .exclude, .canvas, .contentSize, .root, .solveBudget, .cacheDirectory, .docsURL,
        .baseline, .schema,
    ]

    /// The valid values of `solveBudget`: solver steps per layout, all its canvases together.
    public static let solveBudgetRange = ValueRange(1...1_000_000_000_000, whole: true, points: false)

    /// The key's declaration.
    public var option: ConfigurationOption {
        switch self {
        case .schema:
            return ConfigurationOption(
                .string, expectation: "a string",
                summary:
                    "The JSON Schema of this file, for editors that complete and check it; stacklint does not read it.",
                default: "none", example: "../Schemas/config.schema.json")
        case .root:
            return ConfigurationOption(
                .boolean, expectation: "true or false (true: configuration files above this one are never looked for)",
                summary:
                    "`true`: configuration files above this one are never looked for. None ever applies, since the closest file wins and the search never goes above the repository's root, so this states what discovery does; the key is accepted for projects used to ESLint's `root: true`.",
                default: "`false`", example: true)
        case .extends:
            return ConfigurationOption(
                .path, expectation: "the path of another configuration file",
                summary:
                    "The path (relative to this file) of a configuration to inherit from; this file's own settings refine it.",
                default: "none", example: "../.stacklint.json")
        case .rules:
            return ConfigurationOption(
                .rules, expectation: "an object of rule ids",
                summary:
                    "Per rule id: a severity, or an object with `severity` and the rule's options (the rule options below; `stacklint explain ID`). `\(RuleID.syntaxError)` is always an error: it cannot be turned off or lowered.",
                default: "every rule at its default severity (docs/rules)",
                example: .object([
                    RuleID.deepNesting.rawValue: .object(["severity": "error", DeepNesting.maxDepth.name: 4]),
                    RuleID.singleChildStack.rawValue: "off",
                    RuleID.truncation.rawValue: "warning",
                ]))
        case .include:
            return ConfigurationOption(
                .globs(maximumCount: Glob.maximumCount, maximumLength: Glob.maximumLength),
                expectation: "an array of glob patterns",
                summary:
                    "Globs relative to this file (`*` within a folder, `**` across folders) of the files linted when directories are walked (`check` and `format`). A file named on the command line is always linted, unless `--force-exclude` is given and `exclude` matches it. A pattern is matched in time proportional to its length times the path's, whatever its stars.",
                default: "every `*.stack`, `*.xib` and `*.storyboard` file (`format`: every `*.stack` file)",
                example: ["Screens/**/*.stack"])
        case .exclude:
            return ConfigurationOption(
                .globs(maximumCount: Glob.maximumCount, maximumLength: Glob.maximumLength),
                expectation: "an array of glob patterns",
                summary:
                    "Globs relative to this file of the files skipped when directories are walked. A file named on the command line is still linted, unless `--force-exclude` is given.",
                default: "nothing", example: ["**/Generated/**"])
        case .canvas:
            return ConfigurationOption(
                .canvases, expectation: "an array of sizes like \"375 x 667\" or devices like \"iPhoneSE\"",
                summary:
                    "Canvases for layouts that name none (device names in any case; docs/format.md, \"Devices and Dynamic Type\"). A layout that names its own canvases keeps them: a cell's `375 x 64` never becomes a whole screen.",
                default: ModelOptions().defaultCanvasEntries.map { "`\($0)`" }.joined(separator: ", "),
                example: ["390 x 844", "375 x 667"])
        case .contentSize:
            return ConfigurationOption(
                .contentSizes, expectation: "an array of content size categories like \"large\", \"AX3\"",
                summary:
                    "Dynamic Type content size categories (short names or UIKit's long ones) that every layout is solved at as well as its own `contentSize` (docs/format.md, \"Devices and Dynamic Type\"): a team that supports accessibility sizes checks `[\"large\", \"AX3\"]` without editing each file.",
                default: "none: each layout's own", example: ["large", "AX3"])
        case .cacheDirectory:
            return ConfigurationOption(
                .path, expectation: "a path",
                summary: "Where the cache lives (relative to this file); `--cache-dir` overrides it.",
                default: "`\(Configuration.defaultCacheDirectory)` in the working directory",
                example: .string(Configuration.defaultCacheDirectory))
        case .solveBudget:
            return ConfigurationOption(
                .wholeNumber(Self.solveBudgetRange),
                expectation:
                    "\(Self.solveBudgetRange.description) (solver steps per layout, all its canvases together)",
                summary:
                    "The work budget: the most solver steps (simplex pivots and row updates) the layout engine may take to solve one layout at all its canvases. A layout over it is reported as `\(RuleID.layoutTooComplex)` and not solved; the rest of the file and the other files go on. `frames` and `render` use it too.",
                default: "\(WorkBudget.default.maxSteps), the engine's", example: 200_000)
        case .docsURL:
            return ConfigurationOption(
                .webAddress,
                expectation:
                    "the http(s) address of the folder holding the rule pages (`ID.md`), like \"https://github.com/OWNER/stacklint/blob/main/docs/rules\"",
                summary:
                    "The address of the folder holding the rule pages (`ID.md`, as in `docs/rules`): SARIF rules then link to `docsURL/ID.md` in `helpUri`, and the language server's diagnostics in `codeDescription`. Without it neither carries a link.",
                default: "none", example: "https://github.com/OWNER/stacklint/blob/main/docs/rules")
        case .baseline:
            return ConfigurationOption(
                .path,
                expectation: "the path of a baseline file (relative to this file), like \".stacklint-baseline.json\"",
                summary:
                    "The baseline (relative to this file; written by `--write-baseline`) whose recorded findings every front end hides: `check` as if given `--baseline` (which overrides it), so the pre-commit hooks and CI too, and the language server, which does not publish them. A missing or unreadable file is an error for `check` and a message in the editor.",
                default: "none: every finding is reported", example: ".stacklint-baseline.json")
        }
    }
}
