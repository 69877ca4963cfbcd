import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

extension Analyzer {
    /// The rules whose findings a `runtime` element's missing or estimated size can cause
    /// alone (stack-format.md §12).
    static let runtimeSizeRules: Set<RuleID> = [.ambiguousLayout, .overflow, .contentPriorityAmbiguity]

    /// `found` without the findings of ``runtimeSizeRules`` that disappear when their layout
    /// is solved again with its `runtime` elements' sizes fixed (``RuntimeSizeCheck``, §12);
    /// a finding that stays is reported as the second solve words it (at the canvases where
    /// it still holds). Only a layout with a `runtime` element and such a finding is solved
    /// again, within the steps its first solve left (`remaining`, by layout); when they run
    /// out, its findings stand.
    func withoutRuntimeOnlyFindings(
        _ found: [Diagnostic], model: SemanticModel, frames: [[CanvasLayout]], remaining: [Int]
    ) -> [Diagnostic] {
        // Most analyses have no such finding: then nothing is looked at again.
        guard found.contains(where: { Self.runtimeSizeRules.contains($0.ruleID) }) else { return found }
        var again: [[CanvasLayout]] = frames.map { _ in [] }
        var checked: [SourceRange] = []
        for (index, layout) in model.layouts.enumerated()
        where index < frames.count && index < remaining.count && !frames[index].isEmpty {
            guard let check = RuntimeSizeCheck(layout),
                found.contains(where: { Self.runtimeSizeRules.contains($0.ruleID) && layout.range.holds($0.range) })
            else { continue }
            var left = remaining[index]
            guard let solved = check.solveAgain(frames[index], remaining: &left) else { continue }
            again[index] = solved
            checked.append(layout.range)
        }
        guard !checked.isEmpty else { return found }
        var context = RuleContext(model: model, frames: again, shared: SharedRuleWork())
        var second: [Diagnostic] = []
        for rule in enabledRules where Self.runtimeSizeRules.contains(rule.id) {
            context.optionValues = settings.options[rule.id] ?? RuleOptionValues()
            second += rule.check(context)
        }
        var used = Set<Int>()
        return found.compactMap { finding in
            guard Self.runtimeSizeRules.contains(finding.ruleID), checked.contains(where: { $0.holds(finding.range) })
            else { return finding }
            let same = second.indices.filter {
                !used.contains($0) && second[$0].ruleID == finding.ruleID && second[$0].range == finding.range
            }
            // The same words if the second solve has them; else the same rule at the same
            // place, now naming only the canvases where it still holds.
            guard let match = same.first(where: { second[$0].message == finding.message }) ?? same.first else {
                return nil
            }
            used.insert(match)
            return second[match]
        }
    }
}
