import StackSyntax

/// Prints a parsed file in the canonical layout: 2-space indents, one statement per line,
/// `name: value`, `a == b @999`, `W x H`, at most one blank line in a row, comments kept
/// where they stand. Numbers and strings keep their written text, so meaning never changes.
/// Formatting is idempotent: formatting the output again gives the same text.
public struct Formatter {
    /// The indent of one level.
    public static let indentUnit = "  "

    /// Formats source text; throws a ``FormatError`` when it is not UTF-8 or does not parse.
    public static func format(_ source: SourceText) throws -> String {
        try format(Parser.parse(source))
    }

    /// Formats a string (for tests and tools).
    public static func format(_ text: String) throws -> String {
        try format(SourceText(text))
    }

    /// Formats a parsed file; throws ``FormatError/invalidUTF8(_:)`` when some of its bytes
    /// are not UTF-8 and ``FormatError/syntaxErrors(_:)`` when it has other errors.
    public static func format(_ file: FileSyntax) throws -> String {
        if file.source.hasInvalidUTF8 {
            throw FormatError.invalidUTF8(
                file.source.invalidUTF8Ranges.map {
                    SyntaxIssue(range: $0, message: SourceText.invalidUTF8Message)
                })
        }
        guard !file.hasErrors else { throw FormatError.syntaxErrors(file.issues) }
        var printer = Printer(file: file)
        let body = printer.printFile()
        // The file's own line ending: `\r\n`, a lone `\r` or `\n` (stack-format.md §2).
        let newline = file.source.firstLineEnd ?? "\n"
        let text = newline == "\n" ? body : body.replacingNewlines(with: newline)
        return (file.source.hasByteOrderMark ? "\u{FEFF}" : "") + text
    }
}

extension String {
    fileprivate func replacingNewlines(with newline: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newline)
    }
}
