import StackLint
import StackSyntax

/// Findings as LSP diagnostics.
enum DiagnosticConversion {
    /// The LSP severity of a finding's severity.
    static func severity(_ severity: Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: return .error
        case .warning: return .warning
        case .info: return .information
        }
    }

    static func json(_ diagnostic: Diagnostic, document: OpenDocument, unit: ColumnUnit) -> JSON {
        var object: [String: JSON] = [
            "range": Positions.range(diagnostic.range, in: document.source, unit: unit),
            "severity": JSON(severity(diagnostic.severity)),
            "code": .string(diagnostic.ruleID.rawValue),
            "codeDescription": ["href": .string(RulePage.url(diagnostic.ruleID))],
            "source": "stacklint",
            "message": .string(diagnostic.message),
        ]
        if !diagnostic.related.isEmpty {
            object["relatedInformation"] = .array(diagnostic.related.map { related in
                ["location": ["uri": .string(document.uri), "range": Positions.range(related.range, in: document.source, unit: unit)],
                 "message": .string(related.message)]
            })
        }
        if diagnostic.isUnnecessary { object["tags"] = [1] }
        return .object(object)
    }
}
