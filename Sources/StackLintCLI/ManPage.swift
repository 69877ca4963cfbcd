import StackWorkspace
/// `stacklint man`: the manual page in roff (`man -l docs/stacklint.1`), generated from
/// ``CommandReference`` like `--help`; `docs/stacklint.1` is this output, kept by a test.
enum ManPage {
    /// Escapes text for roff: backslashes, hyphens that are options, and a leading dot or quote.
    static func escape(_ text: String) -> String {
        var escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }

    private static func options(_ options: [CommandReference.Option]) -> String {
        options.map { option in
            let names = option.names.map { "\\fB\(escape($0))\\fR" }.joined(separator: ", ")
            return ".TP\n" + names + (option.value.map { " \\fI\(escape($0))\\fR" } ?? "") + "\n"
                + escape(option.summary) + "\n"
        }.joined()
    }

    static var page: String {
        var text = ".TH STACKLINT 1 \"\" \"stacklint \(StackLintVersion.current)\" \"User Commands\"\n"
        text += ".SH NAME\nstacklint \\- lint, format and lay out .stack files (UIKit stack views)\n"
        text += ".SH SYNOPSIS\n"
        text += CommandReference.commands.map { ".nf\n\\fB\(escape($0.usage))\\fR\n.fi\n" }.joined()
        text += ".SH DESCRIPTION\n"
        text += "stacklint checks .stack layouts for the pitfalls of UIStackView and Auto Layout, formats them, "
        text += "and computes the frames UIKit would give every view. Directories are searched for *.stack, *.xib and "
        text +=
            "*.storyboard files (hidden directories are skipped; Interface Builder files are linted where they are, "
        text += "through the layouts \\fBimport\\fR reads from them, with positions in their XML; \\fBformat\\fR takes "
        text += ".stack files only) and filtered by the configuration's include/exclude; files named "
        text += "on the command line are always linted unless \\fB\\-\\-force\\-exclude\\fR. "
        text += "\\fB\\-\\fR reads standard input. Paths are reported relative to the working directory.\n"
        text += ".SH COMMANDS\n"
        text += CommandReference.commands.map { ".TP\n\\fB\(escape($0.name))\\fR\n\(escape($0.summary))\n" }.joined()
        text += ".SH CHECK OPTIONS\n" + options(CommandReference.checkOptions)
        text += ".SH FORMAT OPTIONS\n" + options(CommandReference.formatOptions)
        text += ".SH FRAMES AND RENDER OPTIONS\n" + options(CommandReference.framesOptions)
        text += ".SH IMPORT OPTIONS\n" + options(CommandReference.importOptions)
        text += ".SH EXIT STATUS\n"
        text += CommandReference.exitCodes.map { ".TP\n\\fB\($0.code)\\fR\n\(escape($0.meaning))\n" }.joined()
        text += ".SH ENVIRONMENT\n.TP\n\\fBNO_COLOR\\fR\nno colour in the text report (as \\fB\\-\\-no\\-color\\fR)\n"
        text +=
            ".SH FILES\n.TP\n\\fI.stacklint.json\\fR\nthe configuration: the closest one in the file's directory or above (see docs/configuration.md)\n"
        text += ".TP\n\\fI.stacklint_cache\\fR\nthe lint cache\n"
        text +=
            ".SH SEE ALSO\n\\fBstack\\-lsp\\fR(1); docs/cli.md, docs/ci.md and docs/configuration.md in the source repository\n"
        return text
    }
}
