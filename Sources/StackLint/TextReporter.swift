import StackSyntax

/// `path:line:col: severity: message [rule-id]`, then the source line and a caret underline,
/// coloured with ANSI escapes when asked to (a terminal), plain otherwise.
public struct TextReporter: Sendable {
    /// Whether to colour the output.
    public var useColor: Bool

    /// Creates a reporter.
    public init(useColor: Bool) {
        self.useColor = useColor
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func color(of severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .info: return "1;36"
        }
    }

    /// Renders the findings of every report, then a summary line.
    public func render(_ reports: [FileReport], summary: Bool = true) -> String {
        var output = ""
        for report in reports {
            for diagnostic in report.diagnostics {
                output += render(diagnostic, in: report)
            }
        }
        if summary { output += Summary(reports).sentence + "\n" }
        return output
    }

    /// Renders one finding with its source excerpt.
    public func render(_ diagnostic: Diagnostic, in report: FileReport) -> String {
        let source = report.source
        let start = source.location(of: diagnostic.range.start, unit: .scalars)
        var text = paint("\(report.path):\(start.line + 1):\(start.column + 1):", "1")
        text += " " + paint(diagnostic.severity.rawValue + ":", color(of: diagnostic.severity))
        text += " " + diagnostic.message + " " + paint("[\(diagnostic.ruleID)]", "2") + "\n"
        text += excerpt(diagnostic.range, in: source, marker: color(of: diagnostic.severity))
        for related in diagnostic.related {
            let location = source.location(of: related.range.start, unit: .scalars)
            text += "  " + paint("note:", "1;36") + " \(related.message) at \(report.path):\(location.line + 1):\(location.column + 1)\n"
        }
        return text
    }

    /// The widest excerpt shown, in Unicode scalars; longer lines are cut around the range.
    public static let excerptWidth = 120

    /// The line of `range.start` and a `^~~~` under the range (up to the end of that line).
    /// A long line (a minified or binary file) is shown as a window around the range.
    func excerpt(_ range: SourceRange, in source: SourceText, marker: String) -> String {
        let lineIndex = source.line(containing: range.start)
        let lineRange = source.lineRange(lineIndex)
        let scalars = Array(source.lineText(lineIndex).unicodeScalars)
        guard !scalars.isEmpty else { return "" }
        let startColumn = min(source.location(of: range.start, unit: .scalars).column, scalars.count)
        let endColumn = source.location(of: min(max(range.end, range.start), lineRange.end), unit: .scalars).column
        let width = TextReporter.excerptWidth
        let windowStart = scalars.count <= width ? 0 : max(0, min(startColumn - width / 3, scalars.count - width))
        let windowEnd = min(scalars.count, windowStart + width)
        var shown = String(String.UnicodeScalarView(scalars[windowStart..<windowEnd].map { scalar in
            scalar.value < 0x20 && scalar != "\t" || scalar == "\u{FFFD}" ? "\u{FFFD}" : scalar
        }))
        var padding = windowStart > 0 ? " " : ""
        if windowStart > 0 { shown = "\u{2026}" + shown }
        if windowEnd < scalars.count { shown += "\u{2026}" }
        for scalar in scalars[windowStart..<min(startColumn, windowEnd)] {
            padding += scalar == "\t" ? "\t" : " "
        }
        let underlineWidth = max(1, min(endColumn, windowEnd) - startColumn)
        let underline = "^" + String(repeating: "~", count: underlineWidth - 1)
        return "    " + shown + "\n    " + padding + paint(underline, marker) + "\n"
    }
}
