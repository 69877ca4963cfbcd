import StackLayout
import StackModel
import StackSyntax

/// Gathers the same finding met at several canvas sizes into one, in first-met order, so
/// that a message can say "at 375 x 667 and 320 x 568" instead of repeating itself.
struct CanvasGrouping<Key: Hashable> {
    private(set) var order: [Key] = []
    private(set) var canvases: [Key: [Size]] = [:]

    mutating func add(_ key: Key, _ canvas: Size) {
        if canvases[key] == nil { order.append(key) }
        if canvases[key]?.contains(canvas) != true { canvases[key, default: []].append(canvas) }
    }

    var entries: [(key: Key, canvases: [Size])] { order.map { ($0, canvases[$0] ?? []) } }
}

extension RuleContext {
    /// Each layout with its solved canvases.
    var solvedLayouts: [(layout: Layout, canvases: [CanvasLayout])] {
        model.layouts.enumerated().compactMap { index, layout in
            index < frames.count && !frames[index].isEmpty ? (layout, frames[index]) : nil
        }
    }
}
