import StackDiagnostics
import StackJSON
import StackLSPFeatures
import StackLSPProtocol
import StackLint
import StackReports
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

    /// The LSP diagnostic of a finding, written as JSON with its keys in sorted order
    /// (as ``JSON/utf8`` writes an object); its `codeDescription` links to the rule's page
    /// in `docsURL` (the configuration's), and is left out without one. Written straight
    /// to bytes, without a tree: a publication writes every finding of a document.
    static func bytes(_ diagnostic: Diagnostic, document: OpenDocument, unit: ColumnUnit, docsURL: String?) -> [UInt8] {
        let range = Positions.rangeBytes(diagnostic.range, in: document.source, unit: unit)
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
                output += Positions.rangeBytes(related.range, in: document.source, unit: unit)
                JSON.writeRaw(",\"uri\":", into: &output)
                JSON.writeString(document.uri, into: &output)
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
