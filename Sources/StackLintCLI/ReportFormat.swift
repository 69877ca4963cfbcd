import StackLint
import StackReports

/// `--format`: how `stacklint check` prints its findings.
enum ReportFormat: String, CaseIterable {
    case text, concise, json, sarif, github, checkstyle, junit

    /// The report of these files in this format (`text` with or without colour and summary).
    func render(_ reports: [FileReport], useColor: Bool, summary: Bool, docsURL: String? = nil) -> String {
        switch self {
        case .text: return TextReporter(useColor: useColor).render(reports, summary: summary)
        case .concise: return TextReporter(useColor: useColor, concise: true).render(reports, summary: summary)
        case .json: return JSONReporter().render(reports)
        case .sarif: return SARIFReporter(docsURL: docsURL).render(reports)
        case .github: return GitHubReporter().render(reports)
        case .checkstyle: return CheckstyleReporter().render(reports)
        case .junit: return JUnitReporter().render(reports)
        }
    }

    /// Whether the report is text for a person (the summary, the statistics and the
    /// baseline's note go in it).
    var isText: Bool { self == .text || self == .concise }
}
