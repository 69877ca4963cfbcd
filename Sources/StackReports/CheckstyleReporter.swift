import StackLint
import StackSyntax

/// Checkstyle XML, which Jenkins, GitLab and many review tools read.
public struct CheckstyleReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// One `<file>` per report, one `<error>` per finding.
    public func render(_ reports: [FileReport]) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for report in reports {
            output += "  <file name=\"\(XMLText.escaped(report.path))\">\n"
            for diagnostic in report.diagnostics {
                let start = report.source.location(of: diagnostic.range.start, unit: .scalars)
                output +=
                    "    <error line=\"\(start.line + 1)\" column=\"\(start.column + 1)\" severity=\"\(diagnostic.severity.rawValue)\" "
                output +=
                    "message=\"\(XMLText.escaped(diagnostic.message))\" source=\"stacklint.\(XMLText.escaped(diagnostic.ruleID.rawValue))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}
