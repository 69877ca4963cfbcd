import StackSyntax

/// Why a file cannot be formatted, with the syntax issues that say where (a front end turns
/// them into findings through the rules layer).
public enum FormatError: Error, Equatable, Sendable {
    /// The file has syntax errors: formatting it could change or lose what was meant, so
    /// the formatter refuses and writes nothing.
    case syntaxErrors([SyntaxIssue])
    /// Some bytes of the file are not UTF-8 (one syntax error per run of them): printing
    /// the file would replace them with U+FFFD, so the formatter refuses and writes nothing.
    case invalidUTF8([SyntaxIssue])
}
