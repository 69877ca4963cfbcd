import StackLint
import StackReports

/// What the baseline did to the findings, for the summary.
struct BaselineNote {
    var hidden = 0
    var fixed: [Baseline.Entry] = []

    /// The summary lines: findings hidden, entries fixed.
    var text: String {
        var text = "\(Summary.plural(hidden, "finding")) hidden by the baseline.\n"
        if !fixed.isEmpty {
            text +=
                "\(Summary.plural(fixed.count, "baseline entry", plural: "baseline entries")) fixed (no longer found; prune them with --write-baseline):\n"
            for entry in fixed {
                let place = [entry.layout, entry.element].filter { !$0.isEmpty }.joined(separator: "/")
                text += "  \(entry.path): [\(entry.rule)]\(place.isEmpty ? "" : " in \(place)") \(entry.message)\n"
            }
        }
        return text
    }
}
