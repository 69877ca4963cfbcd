import Foundation
import StackRules
import StackSyntax

/// SARIF 2.1.0, as GitHub code scanning reads it: the rules with their help, results with
/// relative paths and regions in UTF-16 columns (SARIF's default column kind).
public struct SARIFReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private func region(_ range: SourceRange, in source: SourceText) -> [String: Any] {
        let start = source.location(of: range.start, unit: .utf16)
        let end = source.location(of: range.end, unit: .utf16)
        return ["startLine": start.line + 1, "startColumn": start.column + 1, "endLine": end.line + 1, "endColumn": end.column + 1]
    }

    private func location(_ path: String, _ range: SourceRange, _ source: SourceText, message: String? = nil) -> [String: Any] {
        var location: [String: Any] = [
            "physicalLocation": [
                "artifactLocation": ["uri": path, "uriBaseId": "%SRCROOT%"],
                "region": region(range, in: source),
            ],
        ]
        if let message { location["message"] = ["text": message] }
        return location
    }

    /// The SARIF log for the reports.
    public func render(_ reports: [FileReport]) -> String {
        let rules = RuleCatalog.all
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let ruleObjects: [[String: Any]] = rules.map { rule in
            [
                "id": rule.id.rawValue,
                "name": rule.id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
                "shortDescription": ["text": rule.documentation.summary],
                "fullDescription": ["text": rule.documentation.rationale],
                "help": ["text": rule.documentation.rationale + " Fix: " + rule.documentation.fix, "markdown": RulePage.markdown(rule)],
                "helpUri": RulePage.url(rule.id),
                "defaultConfiguration": ["level": level(rule.defaultSeverity)],
                "properties": ["tags": rule.usesFrames ? ["layout", "solver"] : ["layout"]],
            ]
        }
        var results: [[String: Any]] = []
        for report in reports {
            let path = report.path.hasPrefix("./") ? String(report.path.dropFirst(2)) : report.path
            for diagnostic in report.diagnostics {
                var result: [String: Any] = [
                    "ruleId": diagnostic.ruleID.rawValue,
                    "level": level(diagnostic.severity),
                    "message": ["text": diagnostic.message],
                    "locations": [location(path, diagnostic.range, report.source)],
                ]
                if let ruleIndex = index[diagnostic.ruleID] { result["ruleIndex"] = ruleIndex }
                if !diagnostic.related.isEmpty {
                    result["relatedLocations"] = diagnostic.related.enumerated().map { offset, related -> [String: Any] in
                        var value = location(path, related.range, report.source, message: related.message)
                        value["id"] = offset
                        return value
                    }
                }
                if !diagnostic.fixes.isEmpty {
                    result["fixes"] = diagnostic.fixes.map { fix -> [String: Any] in
                        [
                            "description": ["text": fix.title],
                            "artifactChanges": [[
                                "artifactLocation": ["uri": path, "uriBaseId": "%SRCROOT%"],
                                "replacements": fix.edits.map { edit -> [String: Any] in
                                    ["deletedRegion": region(edit.range, in: report.source), "insertedContent": ["text": edit.newText]]
                                },
                            ]],
                        ]
                    }
                }
                results.append(result)
            }
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "stacklint",
                    "version": StackLintVersion.current,
                    "semanticVersion": StackLintVersion.current,
                    "informationUri": RulePage.websiteBase,
                    "rules": ruleObjects,
                ]],
                "columnKind": "utf16CodeUnits",
                "originalUriBaseIds": ["%SRCROOT%": ["uri": "file://" + FileManager.default.currentDirectoryPath + "/"]],
                "results": results,
            ]],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else {
            return "{}\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
