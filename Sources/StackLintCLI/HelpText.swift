import StackJSON
import StackWorkspace

/// The help pages, generated from ``CommandReference``.
enum HelpText {
    private static func table(_ options: [CommandReference.Option]) -> String {
        options.map { option in
            let synopsis = option.synopsis
            return "  " + synopsis.padded(to: max(25, synopsis.count + 1)) + option.summary + "\n"
        }.joined()
    }

    static var main: String {
        var text =
            "stacklint \(StackLintVersion.current): a linter and formatter for .stack layouts (UIKit stack views)\n\nUSAGE:\n"
        for command in CommandReference.commands {
            if command.usage.count < 41 {
                text += "  " + command.usage.padded(to: 41) + command.summary + "\n"
            } else {
                text += "  " + command.usage + "\n" + String(repeating: " ", count: 43) + command.summary + "\n"
            }
        }
        text += """

            Directories are searched for *.stack, *.xib and *.storyboard files (hidden directories
            are skipped; `format` takes .stack files only) and filtered by the configuration's
            include/exclude; files named on the command line are always linted unless
            --force-exclude. Interface Builder files are linted where they are, through the layouts
            `import` reads from them, with positions in their XML. `-` reads standard input; name
            it with --stdin-filename. Paths are reported relative to the working directory.

            CHECK OPTIONS:

            """
        text += table(CommandReference.checkOptions)
        text += "\nEXIT CODES:\n"
        text += CommandReference.exitCodes.map { "  \($0.code)  \($0.meaning)\n" }.joined()
        return text + "\n"
    }

    static var frames: String {
        """
        USAGE: stacklint frames FILE [--canvas CANVAS] [--content-size CATEGORY] [--format text|json|problem] [-o FILE]

        Computes the frames UIKit's Auto Layout would give every element, for every canvas
        and content size category of every layout (or only --canvas, --content-size: a
        size, a device name, `DEVICE landscape`; a category); a layout that names no canvas gets those of
        the configuration (`canvas` in .stacklint.json), as `check` does. Text is an indented
        tree with each frame in its parent's and in the canvas's coordinates; JSON follows
        Schemas/frames.schema.json. Conflicts are reported the way UIKit's console reports
        them; AMBIGUOUS marks a frame that is not uniquely determined. `--format problem`
        prints the generated constraints as solver problems (variables 4i..4i+3 are element
        i's x, y, width, height), for checking the solver against others. A .xib or
        .storyboard is laid out as the layouts `import` reads from it. A file with
        errors, or a layout over the work budget (`solveBudget`), is not laid out: the
        reasons go to standard error (exit 1).


        """ + table(CommandReference.framesOptions) + "\n"
    }

    static var render: String {
        """
        USAGE: stacklint render FILE [--canvas CANVAS] [--content-size CATEGORY] -o out.svg

        Draws the computed layout as an SVG wireframe: one panel per canvas size (the
        configuration's canvases for layouts that name none), stacks as dashed outlines,
        leaves as boxes with their names and text, ambiguous frames in orange, conflicts in
        red. `-o -` writes the SVG to standard output. A .xib or .storyboard is drawn as the
        layouts `import` reads from it. A file with errors is not drawn: its errors go to
        standard error (exit 1).


        """ + table(CommandReference.framesOptions.filter { $0.long != "--format" }) + "\n"
    }

    static var format: String {
        """
        USAGE: stacklint format [--check | --diff] [--stdin-filename NAME] [PATHS...]

        Rewrites .stack files in the canonical format (2-space indents, one statement per
        line, comments kept). Files are written atomically and keep their permissions and
        line endings. A file with syntax errors is never written; its errors are reported.
        Directories are walked with the configuration's include/exclude, as `check` does.


        """ + table(CommandReference.formatOptions) + "\n"
    }

    static var importFile: String {
        """
        USAGE: stacklint import FILE.storyboard|FILE.xib [-o DIR] [--overwrite]

        Writes one .stack file per layout of an Interface Builder file: each scene's view,
        each top-level view of a xib, each table or collection view cell's content view,
        named after the scene, view or cell. Each file starts with the IB id it came from,
        what was estimated (text sizes, custom classes) and what was not carried over. A
        file that exists is left as it is unless --overwrite. A file that is not
        well-formed XML is one error at its first bad byte, and nothing is written.


        """ + table(CommandReference.importOptions) + "\n"
    }
}
