import StackSyntax

/// Findings as LSP diagnostics.
enum DiagnosticConversion {
    static let documentationBase = "https://stacklint.dev/rules/"

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    static func json(_ diagnostic: Diagnostic, document: OpenDocument, unit: ColumnUnit) -> JSON {
        var object: [String: JSON] = [
            "range": Positions.range(diagnostic.range, in: document.source, unit: unit),
            "severity": .int(severity(diagnostic.severity)),
            "code": .string(diagnostic.ruleID.rawValue),
            "codeDescription": ["href": .string(documentationBase + diagnostic.ruleID.rawValue)],
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
