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

    /// The LSP diagnostic of a finding; its `codeDescription` links to the rule's page in
    /// `docsURL` (the configuration's), and is left out without one.
    static func json(_ diagnostic: Diagnostic, document: OpenDocument, unit: ColumnUnit, docsURL: String?) -> JSON {
        var object: [String: JSON] = [
            "range": Positions.range(diagnostic.range, in: document.source, unit: unit),
            "severity": JSON(severity(diagnostic.severity)),
            "code": .string(diagnostic.ruleID.rawValue),
            "source": "stacklint",
            "message": .string(diagnostic.message),
        ]
        if let url = RulePage.url(diagnostic.ruleID, docsURL: docsURL) { object["codeDescription"] = ["href": .string(url)] }
        if !diagnostic.related.isEmpty {
            object["relatedInformation"] = .array(diagnostic.related.map { related in
                ["location": ["uri": .string(document.uri), "range": Positions.range(related.range, in: document.source, unit: unit)],
                 "message": .string(related.message)]
            })
        }
        if diagnostic.isUnnecessary { object["tags"] = [1] }
        return .object(object)
    }

    /// The diagnostic written, byte for byte as ``json(_:document:unit:docsURL:)`` written with
    /// ``JSON/utf8`` (keys in the same sorted order), from its ranges already written
    /// (`range`, then each related location's, as ``Positions/rangeBytes(_:in:unit:)``
    /// writes them): a publication writes every finding of a document, and building a
    /// tree of dictionaries to sort and write cost more than the rest of the publication.
    static func bytes(_ diagnostic: Diagnostic, range: [UInt8], relatedRanges: [[UInt8]], uri: String, docsURL: String?) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256 + diagnostic.message.utf8.count + range.count)
        JSON.writeRaw("{\"code\":", into: &output)
        JSON.writeString(diagnostic.ruleID.rawValue, into: &output)
        if let url = RulePage.url(diagnostic.ruleID, docsURL: docsURL) {
            JSON.writeRaw(",\"codeDescription\":{\"href\":", into: &output)
            JSON.writeString(url, into: &output)
            output.append(UInt8(ascii: "}"))
        }
        JSON.writeRaw(",\"message\":", into: &output)
        JSON.writeString(diagnostic.message, into: &output)
        JSON.writeRaw(",\"range\":", into: &output)
        output += range
        if !diagnostic.related.isEmpty {
            JSON.writeRaw(",\"relatedInformation\":[", into: &output)
            for (index, related) in diagnostic.related.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                JSON.writeRaw("{\"location\":{\"range\":", into: &output)
                if relatedRanges.indices.contains(index) { output += relatedRanges[index] }
                JSON.writeRaw(",\"uri\":", into: &output)
                JSON.writeString(uri, into: &output)
                JSON.writeRaw("},\"message\":", into: &output)
                JSON.writeString(related.message, into: &output)
                output.append(UInt8(ascii: "}"))
            }
            output.append(UInt8(ascii: "]"))
        }
        JSON.writeRaw(",\"severity\":", into: &output)
        JSON.writeInteger(Int64(severity(diagnostic.severity).rawValue), into: &output)
        JSON.writeRaw(",\"source\":\"stacklint\"", into: &output)
        if diagnostic.isUnnecessary { JSON.writeRaw(",\"tags\":[1]", into: &output) }
        output.append(UInt8(ascii: "}"))
        return output
    }
}
