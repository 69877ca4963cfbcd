import StackLayout
import StackModel
import StackSyntax

/// Gathers the same finding met at several canvases into one, in first-met order, so that
/// a message can say "at 375 x 667 and 320 x 568" (or "at iPhoneSE, AX3 and iPhone16, AX3")
/// instead of repeating itself. Canvases are named as ``CanvasLayout/name`` names them.
package struct CanvasGrouping<Key: Hashable> {
    package private(set) var order: [Key] = []
    package private(set) var canvases: [Key: [String]] = [:]

    package init() {}

    package mutating func add(_ key: Key, _ result: CanvasLayout) {
        let name = result.name
        if canvases[key] == nil { order.append(key) }
        if canvases[key]?.contains(name) != true { canvases[key, default: []].append(name) }
    }

    package var entries: [(key: Key, canvases: [String])] { order.map { ($0, canvases[$0] ?? []) } }
}

extension Element {
    /// The factor its written sizes and baselines take at a solve's content size category
    /// (stack-format.md §9): 1 without a `textStyle`.
    package func textScale(at result: CanvasLayout) -> Double {
        properties.textStyle?.scale(at: result.contentSize) ?? 1
    }
}

extension RuleContext {
    /// Calls `body` with each layout that has solved canvases (with a key, what
    /// ``SharedRuleWork`` keys by: its index in the model), in model order. Nothing is
    /// copied: an array of the layouts with their canvases, built for each rule, would copy
    /// every layout's arrays.
    ///
    /// A layout with size-class variations (stack-format.md §13) is judged as it stands at
    /// each canvas: `body` is called once per combination of size classes, in canvas order,
    /// with the layout resolved for it and the canvases that have it (keyed apart from every
    /// other layout and combination).
    package func forEachSolvedLayout(_ body: (_ index: Int, _ layout: Layout, _ canvases: [CanvasLayout]) -> Void) {
        for index in model.layouts.indices where index < frames.count && !frames[index].isEmpty {
            let layout = model.layouts[index]
            guard !layout.variations.isEmpty || !layout.installedFlags.isEmpty else {
                body(index, layout, frames[index])
                continue
            }
            for (group, classes) in layout.sizeClassCombinations.enumerated() {
                let canvases = frames[index].filter { ($0.canvasEntry?.sizeClasses ?? .compactRegular) == classes }
                guard !canvases.isEmpty else { continue }
                body(index + (group + 1) * model.layouts.count, layout.resolved(for: classes), canvases)
            }
        }
    }

    /// The content priority ties of a solved layout at one of its canvases, found once per
    /// analysis for every rule that asks.
    package func contentPriorityTies(layout index: Int, _ layout: Layout, canvas: Int, _ result: CanvasLayout)
        -> [ContentPriorityTie]
    {
        shared.ties(layout: index, layout, canvas: canvas, result)
    }
}
