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
    /// Calls `body` with each layout that has solved canvases, in model order.
    ///
    /// A layout with size-class variations (stack-format.md §13) is judged as it stands at
    /// each canvas: its ``SolvedLayout/groups`` hold, per combination of size classes, the
    /// layout resolved for it and the canvases that have it. A rule gathers what it finds
    /// over every group into one ``CanvasGrouping``, so a finding met in several
    /// combinations is one finding naming all their canvases, as one met at several
    /// canvases of one combination is.
    package func forEachSolvedLayout(_ body: (SolvedLayout) -> Void) {
        for index in model.layouts.indices where index < frames.count && !frames[index].isEmpty {
            body(SolvedLayout(index: index, context: self))
        }
    }

    /// The content priority ties of a solved layout at one of its canvases, found once per
    /// analysis for every rule that asks.
    package func contentPriorityTies(in group: SolvedLayout.Group, canvas: Int) -> [ContentPriorityTie] {
        shared.ties(layout: group.key, group.layout, canvas: canvas, group.canvases[canvas])
    }
}
