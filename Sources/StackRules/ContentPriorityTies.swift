import StackLayout
import StackModel

/// Arranged views that tie on the content priority that decides who stretches (hugging)
/// or who shrinks (compression resistance) in a `fill` stack: Xcode's "Content Priority
/// Ambiguity". Shared by the rule that reports it and by `ambiguous-layout`, which leaves
/// those views to it.
struct ContentPriorityTie {
    enum Kind { case stretch, shrink }

    var stack: Element
    var kind: Kind
    var priority: Double
    var views: [Element]

    static func find(in layout: Layout, _ result: CanvasLayout) -> [ContentPriorityTie] {
        var ties: [ContentPriorityTie] = []
        for stack in layout.elements {
            guard let properties = stack.stack, properties.distribution == .fill else { continue }
            let axis = properties.axis
            let visible = layout.arrangedChildren(of: stack).filter { !$0.isHidden }
            guard visible.count > 1, visible.contains(where: { result.frames[$0.id].isAmbiguous }) else { continue }
            let margins = properties.isMarginsRelative ? properties.margins : .zero
            let inset = axis == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
            let stackFrame = result.frames[stack.id].frame
            let available = (axis == .horizontal ? stackFrame.width : stackFrame.height) - inset
            var natural = properties.spacing.points * Double(visible.count - 1)
            for size in FittingSize.compressed(visible, in: layout) { natural += size[axis] }
            let kind: Kind
            let priority: (Element) -> Double?
            if available > natural + 0.001 {
                kind = .stretch
                priority = { view in view.kind == .stack ? nil : view.properties.intrinsic[axis] == nil ? 0 : view.properties.hugging[axis] }
            } else if available < natural - 0.001 {
                kind = .shrink
                priority = { view in view.kind == .stack || view.properties.intrinsic[axis] == nil ? nil : view.properties.compression[axis] }
            } else {
                continue
            }
            let candidates = visible.compactMap { view in priority(view).map { (view, $0) } }
            guard let lowest = candidates.map(\.1).min() else { continue }
            let tied = candidates.filter { $0.1 == lowest }.map(\.0)
            if tied.count > 1 { ties.append(ContentPriorityTie(stack: stack, kind: kind, priority: lowest, views: tied)) }
        }
        return ties
    }
}
