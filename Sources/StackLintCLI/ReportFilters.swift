#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackLint
import StackPersistence
import StackWorkspace

/// What `check` does to the reports between analysis and output, in this order:
/// `--select`/`--ignore`; `--write-baseline`; `--baseline`; `--since`.
enum ReportFilters {
    /// Only the selected rules' findings, sorted by path (the reports' paths as shown).
    static func shown(_ reports: [FileReport], selection: RuleSelection) -> [FileReport] {
        var shown = reports
        if !selection.isEverything {
            for index in shown.indices {
                shown[index].diagnostics.removeAll { !selection.reports($0.ruleID) }
            }
        }
        shown.sort { $0.path < $1.path }
        return shown
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
