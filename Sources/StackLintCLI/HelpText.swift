import StackLint

/// The help pages.
enum HelpText {
    static let main = """
    stacklint \(StackLintVersion.current): a linter and formatter for .stack layouts (UIKit stack views)

    USAGE:
      stacklint [check] [OPTIONS] [PATHS...]   lint files and directories (default: .)
      stacklint format [--check] [PATHS...]    rewrite files in the canonical format
      stacklint help | --help                  show this help
      stacklint version | --version            print the version

    Directories are searched for *.stack files (hidden directories are skipped).
    `-` reads standard input; name it with --stdin-filename.

    CHECK OPTIONS:
      --format text|json       output format (default: text)
      --output FILE            write the report to FILE instead of standard output
      --max-warnings N         fail (exit 1) when there are more than N warnings
      --stdin-filename NAME    the name to report standard input under
      --color / --no-color     force colour on or off (default: on for a terminal)

    EXIT CODES:
      0  no errors (and no more warnings than --max-warnings)
      1  errors found, too many warnings, or (format --check) files to reformat
      2  usage error, unreadable or missing file, or internal error

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
