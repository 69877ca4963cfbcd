import StackLint
import StackSyntax

/// Counts over a set of reports.
public struct Summary: Sendable, Equatable {
    /// Files checked.
    public var files = 0
    /// Findings per severity.
    public var errors = 0, warnings = 0, infos = 0

    /// Counts the findings of reports.
    public init(_ reports: [FileReport]) {
        files = reports.count
        for report in reports {
            errors += report.count(.error)
            warnings += report.count(.warning)
            infos += report.count(.info)
        }
    }

    /// `2 errors, 1 warning` style wording.
    public static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }

    /// `1 entry`, `2 entries`: for words whose plural is not just an added `s`.
    public static func plural(_ count: Int, _ word: String, plural: String) -> String {
        "\(count) \(count == 1 ? word : plural)"
    }

    /// One sentence for people.
    public var sentence: String {
        let total = errors + warnings + infos
        let filesText = Summary.plural(files, "file")
        if total == 0 { return "No problems found in \(filesText)." }
        return
            "Found \(Summary.plural(total, "problem")) (\(Summary.plural(errors, "error")), \(Summary.plural(warnings, "warning")), \(Summary.plural(infos, "info"))) in \(filesText)."
    }
}
