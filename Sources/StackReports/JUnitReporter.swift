import StackLint
import StackSyntax

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
                cases +=
                    "    <testcase classname=\"\(XMLText.escaped(report.path))\" name=\"\(XMLText.escaped("\(diagnostic.ruleID) at \(start.line + 1):\(start.column + 1)"))\">\n"
                cases +=
                    "      <failure type=\"\(XMLText.escaped(diagnostic.ruleID.rawValue))\" message=\"\(XMLText.escaped(diagnostic.message))\">\(XMLText.escaped("\(position): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.ruleID)]"))</failure>\n"
                cases += "    </testcase>\n"
                failures += 1
            }
            if failing.isEmpty {
                cases += "    <testcase classname=\"\(XMLText.escaped(report.path))\" name=\"stacklint\"/>\n"
            }
            let tests = max(failing.count, 1)
            totalTests += tests
            totalFailures += failures
            suites +=
                "  <testsuite name=\"\(XMLText.escaped(report.path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n\(cases)  </testsuite>\n"
        }
        return
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"stacklint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n\(suites)</testsuites>\n"
    }
}
