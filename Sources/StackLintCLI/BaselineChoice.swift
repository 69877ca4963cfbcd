import StackLint
import StackReports
import StackWorkspace

/// The baselines of one `check` run: `--baseline FILE` for every file, or else the
/// `baseline` that each file's configuration names (files under different configurations
/// may name different ones, or none). Each file is read once.
struct BaselineChoice {
    /// One baseline and the shown paths of the reports it applies to (nil: every report).
    struct Applied {
        var path: String
        var baseline: Baseline
        var reportPaths: Set<String>?
    }

    /// The baselines to apply, in a fixed order.
    private(set) var applied: [Applied] = []

    /// Whether any baseline applies (what `--strict-baseline` needs).
    var isEmpty: Bool { applied.isEmpty }

    /// `--baseline FILE`, which overrides every configured one.
    init(commandLine path: String) throws {
        applied = [Applied(path: path, baseline: try Baseline.load(path), reportPaths: nil)]
    }

    /// The configured baselines: `shownPaths[i]` is the shown path of the report of
    /// `inputs[i]`.
    init(configuredFor inputs: [ConfiguredInput], shownPaths: [String], workingDirectory: String) throws {
        var byFile: [String: Set<String>] = [:]
        for (input, shown) in zip(inputs, shownPaths) {
            guard let path = input.configuration.baseline else { continue }
            byFile[path, default: []].insert(shown)
        }
        let display = PathDisplay(from: workingDirectory)
        for (path, reportPaths) in byFile.sorted(by: { $0.key < $1.key }) {
            let shown = display.shown(path)
            do {
                applied.append(Applied(path: shown, baseline: try Baseline.load(shown), reportPaths: reportPaths))
            } catch var error as Baseline.LoadError {
                // The user did not type this path: say where it came from.
                error.description = "the configuration's `\(ConfigurationKey.baseline.name)`: " + error.description
                throw error
            }
        }
    }

    /// The reports without the findings each baseline records, and what they did together.
    func apply(to reports: [FileReport], workingDirectory: String) -> ([FileReport], BaselineNote?) {
        guard !applied.isEmpty else { return (reports, nil) }
        var current = reports
        var note = BaselineNote()
        for item in applied {
            let indices = current.indices.filter { item.reportPaths?.contains(current[$0].path) ?? true }
            let (filtered, part) = ReportFilters.apply(
                item.baseline, at: item.path, to: indices.map { current[$0] },
                workingDirectory: workingDirectory)
            for (index, report) in zip(indices, filtered) { current[index] = report }
            note.hidden += part.hidden
            note.fixed += part.fixed
        }
        return (current, note)
    }
}
