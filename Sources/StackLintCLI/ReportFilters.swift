#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackLint
import StackPersistence
import StackWorkspace

/// What `check` does to the reports between analysis and output, in this order: paths
/// shown relative to the working directory and `--select`/`--ignore`; `--write-baseline`;
/// `--baseline`; `--since`.
enum ReportFilters {
    /// Paths relative to the working directory (standard input without a name stays
    /// `<stdin>`), only the selected rules' findings, sorted by path.
    static func shown(_ reports: [FileReport], selection: RuleSelection, workingDirectory: String) -> [FileReport] {
        reports.map { report -> FileReport in
            var shown = report
            if report.path != "<stdin>" { shown.path = RelativePath.display(report.path, from: workingDirectory) }
            if !selection.isEverything {
                shown.diagnostics = report.diagnostics.filter { selection.reports($0.ruleID) }
            }
            return shown
        }.sorted { $0.path < $1.path }
    }

    /// The folder of a baseline file, absolute.
    private static func folder(of path: String, workingDirectory: String) -> String {
        RelativePath.absolute(FilePath.directory(of: path), base: workingDirectory)
    }

    /// Records every finding in a baseline file (its folder made when missing); returns
    /// how many.
    static func writeBaseline(_ reports: [FileReport], to path: String, workingDirectory: String) throws -> Int {
        let directory = folder(of: path, workingDirectory: workingDirectory)
        let recorded = Baseline(recording: reports, workingDirectory: workingDirectory, baselineDirectory: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try AtomicFile.write(Array(recorded.json.utf8), to: path)
        return recorded.entries.count
    }

    /// The reports without the findings the baseline records, and what it did.
    static func apply(
        _ baseline: Baseline, at path: String, to reports: [FileReport],
        workingDirectory: String
    ) -> ([FileReport], BaselineNote) {
        let applied = baseline.apply(
            to: reports, workingDirectory: workingDirectory,
            baselineDirectory: folder(of: path, workingDirectory: workingDirectory))
        return (applied.reports, BaselineNote(hidden: applied.hidden, fixed: applied.fixed))
    }

    /// Only the findings on changed lines (`--since`).
    static func changedOnly(_ reports: [FileReport], _ changed: ChangedLines, workingDirectory: String) -> [FileReport]
    {
        reports.map { report in
            let locator = FindingLocator(report)
            var kept = report
            kept.diagnostics = report.diagnostics.filter {
                changed.touches($0, place: locator.place(of: $0.range), in: report, workingDirectory: workingDirectory)
            }
            return kept
        }
    }
}
