import Dispatch
import StackDiagnostics
import StackJSON
import StackLint
import StackSyntax
import StackWorkspace

/// `path:line:col: severity: message [rule-id]`, then the source line and a caret underline
/// and the finding's related places (unless concise: one line a finding, as Ruff's
/// `concise`), coloured with ANSI escapes when asked to (a terminal), plain otherwise.
public struct TextReporter: Sendable {
    /// Whether to colour the output.
    public var useColor: Bool
    /// Whether each finding is its first line alone, without excerpt and notes.
    public var concise: Bool

    /// Creates a reporter.
    public init(useColor: Bool, concise: Bool = false) {
        self.useColor = useColor
        self.concise = concise
    }

    /// Starts painting what is written next with `code` (when colouring).
    private func openPaint(_ code: String, into output: inout [UInt8]) {
        guard useColor else { return }
        output.append(contentsOf: "\u{1B}[".utf8)
        output.append(contentsOf: code.utf8)
        output.append(UInt8(ascii: "m"))
    }

    /// Ends what ``openPaint(_:into:)`` started.
    private func closePaint(into output: inout [UInt8]) {
        if useColor { output.append(contentsOf: "\u{1B}[0m".utf8) }
    }

    private func color(of severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .info: return "1;36"
        }
    }

    /// Reports with more findings than this in all are rendered a file per worker, in
    /// parallel (a cold lint of the benchmark corpus prints tens of thousands of lines).
    public static let parallelThreshold = 256

    /// Renders the findings of every report, then a summary line.
    public func render(_ reports: [FileReport], summary: Bool = true) -> String {
        var output = ""
        let findings = reports.reduce(0) { $0 + $1.diagnostics.count }
        if reports.count > 1, findings > Self.parallelThreshold {
            let slots = ResultSlots<String>(count: reports.count)
            DispatchQueue.concurrentPerform(iterations: reports.count) { index in
                slots.set(index, render(reports[index]))
            }
            for text in slots.values { output += text ?? "" }
        } else {
            for report in reports { output += render(report) }
        }
        if summary { output += Summary(reports).sentence + "\n" }
        return output
    }

    /// Renders one report's findings. The text is written as UTF-8 bytes and made a
    /// string once: a finding is some twenty pieces, and appending each to a string would
    /// cost more than writing its bytes.
    private func render(_ report: FileReport) -> String {
        var output: [UInt8] = []
        for diagnostic in report.diagnostics {
            write(diagnostic, in: report, into: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Renders one finding with its source excerpt.
    public func render(_ diagnostic: Diagnostic, in report: FileReport) -> String {
        var output: [UInt8] = []
        write(diagnostic, in: report, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes one finding with its source excerpt.
    private func write(_ diagnostic: Diagnostic, in report: FileReport, into output: inout [UInt8]) {
        let source = report.source
        openPaint("1", into: &output)
        writePosition(report.path, diagnostic.range.start, in: source, into: &output)
        output.append(UInt8(ascii: ":"))
        closePaint(into: &output)
        output.append(UInt8(ascii: " "))
        openPaint(color(of: diagnostic.severity), into: &output)
        output.append(contentsOf: diagnostic.severity.rawValue.utf8)
        output.append(UInt8(ascii: ":"))
        closePaint(into: &output)
        output.append(UInt8(ascii: " "))
        output.append(contentsOf: TerminalText.escaped(diagnostic.message).utf8)
        output.append(UInt8(ascii: " "))
        openPaint("2", into: &output)
        output.append(UInt8(ascii: "["))
        output.append(contentsOf: diagnostic.ruleID.rawValue.utf8)
        output.append(UInt8(ascii: "]"))
        closePaint(into: &output)
        output.append(UInt8(ascii: "\n"))
        guard !concise else { return }
        writeExcerpt(diagnostic.range, in: source, marker: color(of: diagnostic.severity), into: &output)
        for related in diagnostic.related {
            output.append(contentsOf: "  ".utf8)
            openPaint("1;36", into: &output)
            output.append(contentsOf: "note:".utf8)
            closePaint(into: &output)
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: TerminalText.escaped(related.message).utf8)
            output.append(contentsOf: " at ".utf8)
            writePosition(report.path, related.range.start, in: source, into: &output)
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// `path:line:column` of a byte offset, both counted from 1, the column in Unicode
    /// scalars, the path quoted where a terminal could act on it (``QuotedPath``).
    private func writePosition(_ path: String, _ offset: Int, in source: SourceText, into output: inout [UInt8]) {
        let location = source.location(of: offset, unit: .scalars)
        output.append(contentsOf: QuotedPath.quoted(path).utf8)
        output.append(UInt8(ascii: ":"))
        JSON.writeInteger(Int64(location.line + 1), into: &output)
        output.append(UInt8(ascii: ":"))
        JSON.writeInteger(Int64(location.column + 1), into: &output)
    }

    /// The widest excerpt shown, in Unicode scalars; longer lines are cut around the range.
    public static let excerptWidth = 120

    /// The line of `range.start` and a `^~~~` under the range (up to the end of that line).
    /// A long line (a minified or binary file) is shown as a window around the range.
    private func writeExcerpt(_ range: SourceRange, in source: SourceText, marker: String, into output: inout [UInt8]) {
        let lineIndex = source.line(containing: range.start)
        let lineRange = source.lineRange(lineIndex)
        let width = TextReporter.excerptWidth
        // A very long line (a minified or binary file) is read only around the range, so
        // each finding costs the window, not the line; the window shown is the same.
        let slice = TextReporter.slice(of: lineRange, around: range.start, in: source, reach: 4 * width)
        if slice == lineRange, slice.end - slice.start <= width,
            writeASCIIExcerpt(range, line: lineRange, in: source, marker: marker, into: &output)
        {
            return
        }
        let line = String(decoding: source.bytes[slice.start..<slice.end], as: UTF8.self)
        let scalars = Array(line.unicodeScalars)
        guard !scalars.isEmpty else { return }
        let startColumn: Int
        let endColumn: Int
        if slice == lineRange {
            startColumn = min(source.location(of: range.start, unit: .scalars).column, scalars.count)
            endColumn = source.location(of: min(max(range.end, range.start), lineRange.end), unit: .scalars).column
        } else {
            func column(_ offset: Int) -> Int {
                let clamped = min(max(offset, slice.start), slice.end)
                return String(decoding: source.bytes[slice.start..<clamped], as: UTF8.self).unicodeScalars.count
            }
            startColumn = min(column(range.start), scalars.count)
            endColumn = column(min(max(range.end, range.start), lineRange.end))
        }
        let windowStart = scalars.count <= width ? 0 : max(0, min(startColumn - width / 3, scalars.count - width))
        let windowEnd = min(scalars.count, windowStart + width)
        func isShownAsReplacement(_ scalar: Unicode.Scalar) -> Bool {
            QuotedPath.isControl(scalar) && scalar != "\t" || scalar == "\u{FFFD}"
        }
        // The whole line as it is when nothing in it needs replacing (most lines): no
        // string rebuilt scalar by scalar.
        var shown =
            windowStart == 0 && windowEnd == scalars.count && !scalars.contains(where: isShownAsReplacement)
            ? line
            : String(
                String.UnicodeScalarView(
                    scalars[windowStart..<windowEnd].map { isShownAsReplacement($0) ? "\u{FFFD}" : $0 }))
        let cutBefore = windowStart > 0 || slice.start > lineRange.start
        if cutBefore { shown = "\u{2026}" + shown }
        if windowEnd < scalars.count || slice.end < lineRange.end { shown += "\u{2026}" }
        output.append(contentsOf: "    ".utf8)
        output.append(contentsOf: shown.utf8)
        output.append(contentsOf: "\n    ".utf8)
        // Under the text before the range: a tab for a tab, a space for anything else.
        if cutBefore { output.append(UInt8(ascii: " ")) }
        for scalar in scalars[windowStart..<min(startColumn, windowEnd)] {
            output.append(scalar == "\t" ? UInt8(ascii: "\t") : UInt8(ascii: " "))
        }
        writeUnderline(width: min(endColumn, windowEnd) - startColumn, marker: marker, into: &output)
    }

    /// ``writeExcerpt(_:in:marker:into:)`` for a whole line that fits and holds only
    /// printable ASCII and tabs (most lines): a column is a byte, and the line is written
    /// as it is, without a string or an array of its scalars. False, writing nothing, for
    /// any other line.
    private func writeASCIIExcerpt(
        _ range: SourceRange, line: SourceRange, in source: SourceText, marker: String,
        into output: inout [UInt8]
    ) -> Bool {
        let bytes = source.bytes[line.start..<line.end]
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 == UInt8(ascii: "\t") || (0x20..<0x7F).contains($0) }) else {
            return false
        }
        let count = bytes.count
        let startColumn = min(max(range.start - line.start, 0), count)
        let endColumn = min(max(range.end, range.start), line.end) - line.start
        output.append(contentsOf: "    ".utf8)
        output.append(contentsOf: bytes)
        output.append(contentsOf: "\n    ".utf8)
        // Under the text before the range: a tab for a tab, a space for anything else.
        for byte in bytes.prefix(startColumn) {
            output.append(byte == UInt8(ascii: "\t") ? UInt8(ascii: "\t") : UInt8(ascii: " "))
        }
        writeUnderline(width: min(endColumn, count) - startColumn, marker: marker, into: &output)
        return true
    }

    /// The marker under a range: `^` then `~` to `width` (at least the `^`), and a line end.
    private func writeUnderline(width: Int, marker: String, into output: inout [UInt8]) {
        openPaint(marker, into: &output)
        output.append(UInt8(ascii: "^"))
        for _ in 1..<max(1, width) { output.append(UInt8(ascii: "~")) }
        closePaint(into: &output)
        output.append(UInt8(ascii: "\n"))
    }

    /// The whole line when it is short; else the bytes within `reach` of `offset`, widened to
    /// whole UTF-8 sequences.
    static func slice(of line: SourceRange, around offset: Int, in source: SourceText, reach: Int) -> SourceRange {
        guard line.end - line.start > 2 * reach else { return line }
        func isContinuation(_ index: Int) -> Bool { source.bytes[index] & 0xC0 == 0x80 }
        var start = max(line.start, min(offset, line.end) - reach)
        var end = min(line.end, max(offset, start) + reach)
        while start > line.start, isContinuation(start) { start -= 1 }
        while end < line.end, isContinuation(end) { end += 1 }
        return SourceRange(start: start, end: end)
    }
}
