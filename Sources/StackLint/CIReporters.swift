import StackSyntax

/// GitHub Actions workflow commands: `::error file=...,line=...::message`, which the
/// runner turns into annotations on the pull request.
public struct GitHubReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The runner's escapes for a command's message: `%`, CR and LF (scalar by scalar, so
    /// that a CR LF pair, one `Character`, becomes `%0D%0A`).
    private func escapeData(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// The escapes for a property (`file=`, `title=`): those of a message, `:` and `,`.
    private func escapeProperty(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    private func escape(_ text: String, _ replacements: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replacement = replacements.first(where: { $0.0 == scalar }) {
                result += replacement.1
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One command per finding.
    public func render(_ reports: [FileReport]) -> String {
        var output = ""
        for report in reports {
            for diagnostic in report.diagnostics {
                let start = report.source.location(of: diagnostic.range.start, unit: .scalars)
                let end = report.source.location(of: diagnostic.range.end, unit: .scalars)
                let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
                output += "::\(command) file=\(escapeProperty(QuotedPath.quoted(report.path))),line=\(start.line + 1),col=\(start.column + 1),"
                output += "endLine=\(end.line + 1),endColumn=\(end.column + 1),title=\(escapeProperty("stacklint: \(diagnostic.ruleID)"))::"
                output += escapeData("\(TerminalText.escaped(diagnostic.message)) [\(diagnostic.ruleID)]") + "\n"
            }
        }
        return output
    }
}

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
                output += "    <error line=\"\(start.line + 1)\" column=\"\(start.column + 1)\" severity=\"\(diagnostic.severity.rawValue)\" "
                output += "message=\"\(XMLText.escaped(diagnostic.message))\" source=\"stacklint.\(XMLText.escaped(diagnostic.ruleID.rawValue))\"/>\n"
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }
}

/// JUnit XML: one test suite per file, one failing test case per finding at warning or
/// error level (infos pass), and one passing case for a file with none.
public struct JUnitReporter: Sendable {
    /// Creates a reporter.
    public init() {}

    /// The test report.
    public func render(_ reports: [FileReport]) -> String {
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for report in reports {
            var cases = ""
            var failures = 0
            let failing = report.diagnostics.filter { $0.severity != .info }
            for diagnostic in failing {
                let start = report.source.location(of: diagnostic.range.start, unit: .scalars)
                let position = "\(report.path):\(start.line + 1):\(start.column + 1)"
                cases += "    <testcase classname=\"\(XMLText.escaped(report.path))\" name=\"\(XMLText.escaped("\(diagnostic.ruleID) at \(start.line + 1):\(start.column + 1)"))\">\n"
                cases += "      <failure type=\"\(XMLText.escaped(diagnostic.ruleID.rawValue))\" message=\"\(XMLText.escaped(diagnostic.message))\">\(XMLText.escaped("\(position): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"))</failure>\n"
                cases += "    </testcase>\n"
                failures += 1
            }
            if failing.isEmpty {
                cases += "    <testcase classname=\"\(XMLText.escaped(report.path))\" name=\"stacklint\"/>\n"
            }
            let tests = max(failing.count, 1)
            totalTests += tests
            totalFailures += failures
            suites += "  <testsuite name=\"\(XMLText.escaped(report.path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n\(cases)  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"stacklint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n\(suites)</testsuites>\n"
    }
}
