import StackDiagnostics
import StackLint
import StackSyntax

/// `--statistics`: findings counted per rule, most first.
enum Statistics {
    static func render(_ reports: [FileReport]) -> String {
        var counts: [RuleID: (count: Int, severity: Severity)] = [:]
        for diagnostic in reports.flatMap(\.diagnostics) {
            counts[diagnostic.ruleID] = ((counts[diagnostic.ruleID]?.count ?? 0) + 1, diagnostic.severity)
        }
        let sorted = counts.sorted {
            $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key.rawValue < $1.key.rawValue
        }
        return sorted.map {
            "\(String($0.value.count).leftPadded(to: 5))  \($0.value.severity.rawValue.padded(to: 8)) \($0.key)\n"
        }.joined()
    }
}
