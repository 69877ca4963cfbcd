import StackSyntax

/// Why a file cannot be formatted.
public enum FormatError: Error, Equatable, Sendable {
    /// The file has syntax errors: formatting it could change or lose what was meant, so
    /// the formatter refuses and writes nothing.
    case syntaxErrors([Diagnostic])
}
