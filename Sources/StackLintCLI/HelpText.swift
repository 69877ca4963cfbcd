import StackLint

/// The help pages.
enum HelpText {
    static let main = """
    stacklint \(StackLintVersion.current): a linter and formatter for .stack layouts (UIKit stack views)

    USAGE:
      stacklint [check] [OPTIONS] [PATHS...]   lint files and directories (default: .)
      stacklint format [--check] [PATHS...]    rewrite files in the canonical format
      stacklint frames FILE [--canvas W x H] [--format text|json]
                                               the frames UIKit would compute
      stacklint render FILE [--canvas W x H] -o out.svg
                                               an SVG wireframe of the computed layout
      stacklint rules [--write-docs DIR]       list the rules (or write their pages)
      stacklint explain ID                     a rule's page: what, why, examples, fix
      stacklint config check [FILE]            validate a .stacklint.json
      stacklint lsp [--stdio]                  run the language server (as stack-lsp does)
      stacklint help | --help                  show this help
      stacklint version | --version            print the version

    Directories are searched for *.stack files (hidden directories are skipped).
    `-` reads standard input; name it with --stdin-filename.

    CHECK OPTIONS:
      --format FORMAT          text (default), json, sarif, github, checkstyle, junit
      --output FILE            write the report to FILE instead of standard output
      --fix                    apply every fix, analyse again, report what remains
      --diff                   print the fixes as a unified diff; write nothing
      --max-warnings N         fail (exit 1) when there are more than N warnings
      --quiet                  report errors only, without the summary
      --statistics             count the findings per rule
      --config FILE            use this configuration instead of the closest .stacklint.json
      --isolated               ignore every configuration file
      --no-cache               do not read or write the cache
      --cache-dir DIR          where the cache lives (default: .stacklint_cache)
      --stdin-filename NAME    the name to report standard input under
      --color / --no-color     force colour on or off (default: on for a terminal)

    EXIT CODES:
      0  no errors (and no more warnings than --max-warnings)
      1  errors found, too many warnings, or (format --check) files to reformat
      2  usage error, unreadable or missing file, or internal error

    """

    static let frames = """
    USAGE: stacklint frames FILE [--canvas W x H] [--format text|json] [-o FILE]

    Computes the frames UIKit's Auto Layout would give every element, for every canvas
    size of every layout (or only --canvas). Text is an indented tree with each frame in
    its parent's and in the canvas's coordinates; JSON follows Schemas/frames.schema.json.
    Conflicts are reported the way UIKit's console reports them; AMBIGUOUS marks a frame
    that is not uniquely determined. `--format problem` prints the generated constraints
    as solver problems (variables 4i..4i+3 are element i's x, y, width, height), for
    checking the solver against others. A file with errors, or a layout over the work
    budget (`solveBudget`), is not laid out: the reasons go to standard error (exit 1).

    """

    static let render = """
    USAGE: stacklint render FILE [--canvas W x H] -o out.svg

    Draws the computed layout as an SVG wireframe: one panel per canvas size, stacks as
    dashed outlines, leaves as boxes with their names and text, ambiguous frames in
    orange, conflicts in red. A file with errors is not drawn: its errors go to standard
    error (exit 1).

    """

    static let format = """
    USAGE: stacklint format [--check] [--stdin-filename NAME] [PATHS...]

    Rewrites .stack files in the canonical format (2-space indents, one statement per
    line, comments kept). Files are written atomically and keep their permissions and
    line endings. A file with syntax errors is never written; its errors are reported.

      --check                  write nothing; exit 1 when a file would change
      --stdin-filename NAME    with `-`: the name to report standard input under

    """
}
