/// The one description of the command line that `--help`, `stacklint man` (and
/// `docs/stacklint.1`) and `stacklint completions` are generated from, so they cannot drift.
enum CommandReference {
    /// A subcommand: how it is called and what it does.
    struct Command {
        var name: String
        var usage: String
        var summary: String
    }

    /// An option: its names (short first), the value it takes, what it does.
    struct Option {
        var names: [String]
        var value: String?
        var summary: String

        /// `-o, --output FILE`.
        var synopsis: String { names.joined(separator: ", ") + (value.map { " " + $0 } ?? "") }
        /// The long name.
        var long: String { names.last ?? "" }
    }

    static let commands: [Command] = [
        Command(
            name: "check", usage: "stacklint [check] [OPTIONS] [PATHS...]",
            summary: "lint files and directories (default: .)"),
        Command(
            name: "format", usage: "stacklint format [--check|--diff] [PATHS...]",
            summary: "rewrite files in the canonical format"),
        Command(
            name: "frames",
            usage:
                "stacklint frames FILE [--canvas CANVAS] [--content-size CATEGORY] [--format text|json|problem] [-o FILE]",
            summary: "the frames UIKit would compute"),
        Command(
            name: "render", usage: "stacklint render FILE [--canvas CANVAS] [--content-size CATEGORY] -o out.svg",
            summary: "an SVG wireframe (`-o -`: standard output)"),
        Command(
            name: "import", usage: "stacklint import FILE.storyboard|FILE.xib [-o DIR] [--overwrite]",
            summary: "write a .stack file for each layout of an Interface Builder file"),
        Command(
            name: "rules", usage: "stacklint rules [--write-docs DIR]", summary: "list the rules (or write their pages)"
        ),
        Command(
            name: "explain", usage: "stacklint explain ID|NAME",
            summary:
                "a rule's page, or the language reference's entry for a property, kind, anchor or target (`language`: all of it)"
        ),
        Command(
            name: "config", usage: "stacklint config check [FILE]",
            summary: "validate a .stacklint.json, reporting every error"),
        Command(name: "lsp", usage: "stacklint lsp [--stdio]", summary: "run the language server (as stack-lsp does)"),
        Command(
            name: "completions", usage: "stacklint completions bash|zsh|fish",
            summary: "print a shell completion script"),
        Command(name: "man", usage: "stacklint man", summary: "print the manual page (roff)"),
        Command(name: "help", usage: "stacklint help | --help | -h", summary: "show this help"),
        Command(name: "version", usage: "stacklint version | --version", summary: "print the version"),
    ]

    static let checkOptions: [Option] = [
        Option(
            names: ["--format"], value: "FORMAT",
            summary: "text (default), concise (one line a finding), json, sarif, github, checkstyle, junit"),
        Option(
            names: ["-o", "--output"], value: "FILE", summary: "write the report to FILE instead of standard output"),
        Option(names: ["--fix"], value: nil, summary: "apply the safe fixes, analyse again, report what remains"),
        Option(
            names: ["--unsafe-fixes"], value: nil,
            summary: "with --fix or --diff: also the fixes that change the layout"),
        Option(names: ["--diff"], value: nil, summary: "print the fixes as a unified diff; write nothing"),
        Option(names: ["--select"], value: "ID,...", summary: "report only these rules (syntax errors always)"),
        Option(names: ["--ignore"], value: "ID,...", summary: "do not report these rules"),
        Option(
            names: ["--baseline"], value: "FILE",
            summary: "report only findings not recorded in FILE (overrides the configuration's `baseline`)"),
        Option(names: ["--write-baseline"], value: "FILE", summary: "record this run's findings in FILE"),
        Option(names: ["--strict-baseline"], value: nil, summary: "fail when baseline entries are no longer found"),
        Option(names: ["--since"], value: "REV", summary: "report only findings on lines changed since git REV"),
        Option(
            names: ["-e", "--exit-zero"], value: nil, summary: "exit 0 whatever is found (errors of use still exit 2)"),
        Option(names: ["--max-warnings"], value: "N", summary: "fail (exit 1) when there are more than N warnings"),
        Option(names: ["-q", "--quiet"], value: nil, summary: "report errors only, without the summary"),
        Option(
            names: ["--statistics"], value: nil,
            summary: "print how many findings each rule has, instead of the findings"),
        Option(
            names: ["--config"], value: "FILE", summary: "use this configuration instead of the closest .stacklint.json"
        ),
        Option(names: ["--isolated"], value: nil, summary: "ignore every configuration file"),
        Option(
            names: ["--force-exclude"], value: nil, summary: "apply `exclude` to files named on the command line too"),
        Option(
            names: ["--watch"], value: nil, summary: "lint again after each change to the files (polling), until Ctrl-C"
        ),
        Option(names: ["--show-files"], value: nil, summary: "print the files that would be linted, and stop"),
        Option(
            names: ["--show-settings"], value: "FILE", summary: "print the configuration that applies to FILE, and stop"
        ),
        Option(names: ["-n", "--no-cache"], value: nil, summary: "do not read or write the cache"),
        Option(names: ["--cache-dir"], value: "DIR", summary: "where the cache lives (default: .stacklint_cache)"),
        Option(names: ["--stdin-filename"], value: "NAME", summary: "the name to report standard input under"),
        Option(names: ["--color"], value: nil, summary: "colour the text report even when not on a terminal"),
        Option(names: ["--no-color"], value: nil, summary: "never colour (NO_COLOR does the same)"),
        Option(names: ["-h", "--help"], value: nil, summary: "show this help"),
    ]

    static let formatOptions: [Option] = [
        Option(
            names: ["--check"], value: nil, summary: "write nothing; list the files that would change, exit 1 if any"),
        Option(
            names: ["--diff"], value: nil, summary: "write nothing; print the changes as a unified diff, exit 1 if any"),
        Option(
            names: ["--force-exclude"], value: nil, summary: "apply `exclude` to files named on the command line too"),
        Option(
            names: ["--config"], value: "FILE", summary: "use this configuration instead of the closest .stacklint.json"
        ),
        Option(names: ["--isolated"], value: nil, summary: "ignore every configuration file"),
        Option(names: ["-q", "--quiet"], value: nil, summary: "no summary line"),
        Option(
            names: ["--stdin-filename"], value: "NAME", summary: "with `-`: the name to report standard input under"),
    ]

    static let framesOptions: [Option] = [
        Option(
            names: ["--canvas"], value: "CANVAS",
            summary:
                "only these canvases: sizes (`375 x 667`) or devices (`iPhoneSE`, `iPhone16 landscape`), comma-separated"
        ),
        Option(
            names: ["--content-size"], value: "CATEGORY",
            summary: "only these Dynamic Type categories (`large`, `AX3`, ...), comma-separated"),
        Option(names: ["--format"], value: "FORMAT", summary: "frames: text (default), json or problem"),
        Option(names: ["-o", "--output"], value: "FILE", summary: "write to FILE (`-`: standard output)"),
        Option(
            names: ["--config"], value: "FILE",
            summary: "use this configuration (its canvases) instead of the closest .stacklint.json"),
        Option(names: ["--isolated"], value: nil, summary: "ignore every configuration file"),
    ]

    static let importOptions: [Option] = [
        Option(names: ["-o", "--output"], value: "DIR", summary: "write into DIR (default: the IB file's directory)"),
        Option(
            names: ["--overwrite"], value: nil, summary: "replace .stack files that exist (otherwise left as they are)"),
    ]

    static let exitCodes: [(code: Int, meaning: String)] = [
        (0, "no errors (and no more warnings than --max-warnings), or --exit-zero"),
        (
            1,
            "errors found, too many warnings, --strict-baseline entries fixed, or (format --check, --diff) files to change"
        ),
        (
            2,
            "usage error, bad configuration or baseline, unreadable or missing file, git failing for --since, or internal error"
        ),
    ]

    static let formats = ["text", "json", "sarif", "github", "checkstyle", "junit"]
    static let shells = ["bash", "zsh", "fish"]
}
