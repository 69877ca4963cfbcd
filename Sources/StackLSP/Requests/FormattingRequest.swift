import StackFormatter
import StackJSON
import StackLSPProtocol
import StackLint
import StackReports
import StackSyntax

/// `textDocument/formatting`.
struct FormattingRequest: RequestHandler {
    static let method = LSPMethod.formatting

    static func answer(_ params: TextDocumentParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.formatting(params.textDocument, range: nil))
    }
}

extension LanguageServer {
    /// `formatting` replaces the whole text; `rangeFormatting` keeps the changed lines that
    /// touch the range. A document with syntax errors is left alone (no edits).
    func formatting(_ identifier: TextDocumentIdentifier, range: LSPRange?) throws -> JSON {
        let document = try self.document(identifier)
        guard let formatted = try? Formatter.format(document.source) else { return [] }
        let original = String(decoding: document.source.bytes, as: UTF8.self)
        guard formatted != original else { return [] }
        // Range formatting maps changed lines by `\n`; a text with a lone `\r` line end is
        // formatted whole instead (the formatter writes `\n` there).
        guard let range, !document.source.hasLoneCarriageReturn else {
            let whole = SourceRange(start: 0, end: document.source.bytes.count)
            return [textEdit(TextEdit(range: whole, newText: formatted), in: document)]
        }
        let source = document.source
        let firstLine = source.location(of: range.start.offset(in: source, unit: unit), unit: .utf8).line
        let lastLine = source.location(of: range.end.offset(in: source, unit: unit), unit: .utf8).line
        let newline = source.usesCRLF ? "\r\n" : "\n"
        let oldLines = UnifiedDiff.lines(original.replacingCRLF)
        let newLines = UnifiedDiff.lines(formatted.replacingCRLF)
        var edits: [JSON] = []
        for change in UnifiedDiff.changes(oldLines, newLines) {
            let changeEnd = change.oldStart + max(change.oldCount, 1) - 1
            guard changeEnd >= firstLine, change.oldStart <= lastLine else { continue }
            let start = change.oldStart < source.lineCount ? source.lineStarts[change.oldStart] : source.bytes.count
            let endLine = change.oldStart + change.oldCount
            let end = endLine < source.lineCount ? source.lineStarts[endLine] : source.bytes.count
            let text = change.newLines.map { $0 + newline }.joined()
            edits.append(textEdit(TextEdit(range: SourceRange(start: start, end: end), newText: text), in: document))
        }
        return .array(edits)
    }
}

extension String {
    /// The text with each `\r\n` as `\n`.
    fileprivate var replacingCRLF: String {
        var result = ""
        var previousCR = false
        for scalar in unicodeScalars {
            if previousCR, scalar != "\n" { result += "\r" }
            previousCR = scalar == "\r"
            if !previousCR { result.unicodeScalars.append(scalar) }
        }
        if previousCR { result += "\r" }
        return result
    }
}

extension SourceText {
    /// Whether some line ends at a `\r` not followed by `\n`.
    fileprivate var hasLoneCarriageReturn: Bool {
        lineStarts.dropFirst().contains { bytes[$0 - 1] == UInt8(ascii: "\r") }
    }
}
