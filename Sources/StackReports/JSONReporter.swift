import StackJSON
import StackLint
import StackSyntax

/// The `--format json` output: the shape documented by `Schemas/diagnostics.schema.json`.
/// Lines and columns are 1-based, columns counted in Unicode scalars; `offset` is the
/// 0-based UTF-8 byte offset.
public struct JSONReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    private func range(_ range: SourceRange, in source: SourceText) -> JSON {
        func position(_ offset: Int) -> JSON {
            let location = source.location(of: offset, unit: .scalars)
            return ["line": .int(location.line + 1), "column": .int(location.column + 1), "offset": .int(offset)]
        }
        return ["start": position(range.start), "end": position(range.end)]
    }

    /// Every report as one JSON value.
    public func document(_ reports: [FileReport]) -> JSON {
        let files: [JSON] = reports.map { report in
            let diagnostics: [JSON] = report.diagnostics.map { diagnostic in
                [
                    "rule": .string(diagnostic.ruleID.rawValue),
                    "severity": .string(diagnostic.severity.rawValue),
                    "message": .string(diagnostic.message),
                    "range": range(diagnostic.range, in: report.source),
                    "related": .array(
                        diagnostic.related.map {
                            ["message": .string($0.message), "range": range($0.range, in: report.source)]
                        }),
                    "fixes": .array(
                        diagnostic.fixes.map { fix in
                            [
                                "title": .string(fix.title),
                                "edits": .array(
                                    fix.edits.map {
                                        ["range": range($0.range, in: report.source), "newText": .string($0.newText)]
                                    }),
                            ]
                        }),
                ]
            }
            return ["path": .string(report.path), "diagnostics": .array(diagnostics)]
        }
        let summary = Summary(reports)
        return [
            "version": 1,
            "files": .array(files),
            "summary": [
                "files": .int(summary.files), "errors": .int(summary.errors), "warnings": .int(summary.warnings),
                "infos": .int(summary.infos),
            ],
        ]
    }

    /// Renders every report as one JSON document, ending with a line break.
    public func render(_ reports: [FileReport]) -> String {
        document(reports).prettyText
    }
}
