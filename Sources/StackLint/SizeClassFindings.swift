import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// One finding where a layout with size-class variations finds the same thing at canvases
/// of different size classes (stack-format.md §13). The rules judge such a layout once per
/// combination of size classes, as it stands there, and gather each finding's canvases
/// within a combination only; findings of one rule at one place that differ only in the
/// canvases they name are merged here into one naming them all, worded as the rules word a
/// finding met at several canvases (``canvasList(_:)``, ``canvasNote(_:at:)``).
enum SizeClassFindings {
    /// `found` with each finding that another one repeats, up to the canvases it names,
    /// merged into it. A file without such a layout costs one look at each layout's first
    /// canvas.
    static func merged(_ found: [Diagnostic], model: SemanticModel, frames: [[CanvasLayout]]) -> [Diagnostic] {
        // The layouts judged combination by combination, and their canvases' names in
        // canvas order (the order a rule meets them in).
        var layouts: [(range: SourceRange, names: [String])] = []
        for (index, layout) in model.layouts.enumerated() where index < frames.count {
            guard frames[index].first?.namesSizeClasses == true else { continue }
            var names: [String] = []
            for result in frames[index] where !names.contains(result.name) { names.append(result.name) }
            layouts.append((layout.range, names))
        }
        guard !layouts.isEmpty else { return found }
        var result: [Diagnostic] = []
        // Per finding kept, what it is without its canvases, and the canvases it names.
        var kept: [Shape: (index: Int, names: [String])] = [:]
        for finding in found {
            guard let layout = layouts.first(where: { $0.range.holds(finding.range) })
            else {
                result.append(finding)
                continue
            }
            let (shape, names) = Shape.of(finding, among: layout.names)
            guard let earlier = kept[shape] else {
                kept[shape] = (result.count, names)
                result.append(finding)
                continue
            }
            let all = layout.names.filter { earlier.names.contains($0) || names.contains($0) }
            kept[shape]?.names = all
            result[earlier.index] = shape.finding(naming: all)
        }
        return result
    }

    /// A finding without the canvases it names: its message with a blank where they stand,
    /// and its related information without the list of every canvas.
    struct Shape: Hashable {
        var finding: Diagnostic
        /// The message before and after the canvases it names (the whole message, and
        /// nothing after, when it names none).
        var before: String
        var after: String

        /// `finding`'s shape, and the canvases (of `names`) it names.
        static func of(_ finding: Diagnostic, among names: [String]) -> (Shape, [String]) {
            var bare = finding
            bare.message = ""
            let note = bare.related.firstIndex {
                $0.range == finding.range && $0.message.hasPrefix(Self.notePrefix)
            }
            var named: [[String]] = []
            if let note {
                // More than two: the note lists them all, joined as `canvasNote` joins them.
                let listed = String(bare.related[note].message.dropFirst(Self.notePrefix.count))
                let separator = names.contains { $0.contains(",") } ? "; " : ", "
                named.append(listed.components(separatedBy: separator))
                bare.related.remove(at: note)
            } else {
                // One or two, in the message itself; two first, which hold one.
                for first in names {
                    for second in names where second != first { named.append([first, second]) }
                }
                named += names.map { [$0] }
            }
            for canvases in named where canvases.allSatisfy(names.contains) {
                if let at = finding.message.firstRange(of: canvasList(canvases)) {
                    let shape = Shape(
                        finding: bare, before: String(finding.message[..<at.lowerBound]),
                        after: String(finding.message[at.upperBound...]))
                    return (shape, canvases)
                }
            }
            return (Shape(finding: bare, before: finding.message, after: ""), [])
        }

        /// The finding naming `canvases` (none: as it was).
        func finding(naming canvases: [String]) -> Diagnostic {
            var named = finding
            guard !canvases.isEmpty else {
                named.message = before
                return named
            }
            named.message = before + canvasList(canvases) + after
            named.related += canvasNote(canvases, at: finding.range)
            return named
        }

        private static let notePrefix = "at every canvas: "
    }
}
