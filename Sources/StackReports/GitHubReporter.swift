import StackLint
import StackSyntax
import StackWorkspace

/// GitHub Actions workflow commands: `::error file=...,line=...::message`, which the
/// runner turns into annotations on the pull request.
public struct GitHubReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The runner's escapes for a command's message: `%`, CR and LF (scalar by scalar, so
    /// that a CR LF pair, one `Character`, becomes `%0D%0A`).
    private func escapeData(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// The escapes for a property (`file=`, `title=`): those of a message, `:` and `,`.
    private func escapeProperty(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    private func escape(_ text: String, _ replacements: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacements.first(where: { $0.0 == scalar }) {
                result += replacement.1
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One command per finding.
    public func render(_ reports: [FileReport]) -> String {
        var output = ""
        for report in reports {
            for diagnostic in report.diagnostics {
                let start = report.source.location(of: diagnostic.range.start, unit: .scalars)
                let end = report.source.location(of: diagnostic.range.end, unit: .scalars)
                let command =
                    diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
                output +=
                    "::\(command) file=\(escapeProperty(QuotedPath.quoted(report.path))),line=\(start.line + 1),col=\(start.column + 1),"
                output +=
                    "endLine=\(end.line + 1),endColumn=\(end.column + 1),title=\(escapeProperty("stacklint: \(diagnostic.ruleID)"))::"
                output += escapeData("\(TerminalText.escaped(diagnostic.message)) [\(diagnostic.ruleID)]") + "\n"
            }
        }
        return output
    }
}
