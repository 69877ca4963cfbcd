import Foundation
import StackSyntax

/// The `--format json` output: the shape documented by `Schemas/diagnostics.schema.json`.
/// Lines and columns are 1-based, columns counted in Unicode scalars; `offset` is the
/// 0-based UTF-8 byte offset.
public struct JSONReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    struct Position: Encodable {
        var line: Int
        var column: Int
        var offset: Int
    }

    struct Range: Encodable {
        var start: Position
        var end: Position
    }

    struct Related: Encodable {
        var message: String
        var range: Range
    }

    struct Edit: Encodable {
        var range: Range
        var newText: String
    }

    struct FixJSON: Encodable {
        var title: String
        var edits: [Edit]
    }

    struct DiagnosticJSON: Encodable {
        var rule: String
        var severity: String
        var message: String
        var range: Range
        var related: [Related]
        var fixes: [FixJSON]
    }

    struct FileJSON: Encodable {
        var path: String
        var diagnostics: [DiagnosticJSON]
    }

    struct SummaryJSON: Encodable {
        var files: Int
        var errors: Int
        var warnings: Int
        var infos: Int
    }

    struct Document: Encodable {
        var version: Int
        var files: [FileJSON]
        var summary: SummaryJSON
    }

    private func range(_ range: SourceRange, in source: SourceText) -> Range {
        func position(_ offset: Int) -> Position {
            let location = source.location(of: offset, unit: .scalars)
            return Position(line: location.line + 1, column: location.column + 1, offset: offset)
        }
        return Range(start: position(range.start), end: position(range.end))
    }

    /// Renders every report as one JSON document, ending with a line break.
    public func render(_ reports: [FileReport]) -> String {
        let files = reports.map { report in
            FileJSON(path: report.path, diagnostics: report.diagnostics.map { diagnostic in
                DiagnosticJSON(
                    rule: diagnostic.ruleID.rawValue, severity: diagnostic.severity.rawValue, message: diagnostic.message,
                    range: range(diagnostic.range, in: report.source),
                    related: diagnostic.related.map { Related(message: $0.message, range: range($0.range, in: report.source)) },
                    fixes: diagnostic.fixes.map { fix in
                        FixJSON(title: fix.title, edits: fix.edits.map { Edit(range: range($0.range, in: report.source), newText: $0.newText) })
                    })
            })
        }
        let summary = Summary(reports)
        let document = Document(
            version: 1, files: files,
            summary: SummaryJSON(files: summary.files, errors: summary.errors, warnings: summary.warnings, infos: summary.infos))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(document) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
