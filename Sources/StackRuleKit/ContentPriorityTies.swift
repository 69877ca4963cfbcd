import StackLayout
import StackModel
import StackRecipe

/// Arranged views that tie on what decides who stretches (hugging) or who shrinks
/// (compression resistance) in a `fill` stack: Xcode's "Content Priority Ambiguity"; or
/// that share the room left over with no size of their own at all, which Xcode calls an
/// ambiguous size. Shared by `content-priority-ambiguity` (the priority ties) and
/// `ambiguous-layout` (the missing sizes, and the views it leaves to the other rule).
package struct ContentPriorityTie {
    package enum Kind {
        /// Views with an intrinsic length and the same lowest hugging priority.
        case stretch
        /// Views with an intrinsic length and the same lowest compression resistance.
        case shrink
        /// Two or more views with no intrinsic length and no size constraint along the
        /// axis: nothing, not even a priority, says how they share the room.
        case missingSize
    }

    package var stack: Element
    package var kind: Kind
    package var priority: Double
    package var views: [Element]

    /// The ties of `layout` where it is solved into `frames` at the content size category
    /// `category` (a solve's fields, not the solve: a caller reading its solves in place
    /// would copy one whole to pass it).
    package static func find(
        in layout: Layout, frames: [ElementFrame], category: ContentSizeCategory, fitting: FittingSizes
    ) -> [ContentPriorityTie] {
        var ties: [ContentPriorityTie] = []
        // By index: most stacks are not ambiguous, and copying each element to find out
        // cost more than the rest of the search.
        for index in layout.elements.indices {
            guard layout.elements[index].stack?.distribution == .fill else { continue }
            let children = layout.elements[index].children
            var visibleCount = 0
            var anyAmbiguous = false
            for child in children where layout.elements[child].isArranged && !layout.elements[child].isHidden {
                visibleCount += 1
                if frames.indices.contains(child), frames[child].isAmbiguous { anyAmbiguous = true }
            }
            guard visibleCount > 1, anyAmbiguous, let properties = layout.elements[index].stack else { continue }
            let stack = layout.elements[index]
            let axis = properties.axis
            let visible = layout.arrangedChildren(of: stack).filter { !$0.isHidden }
            let margins = properties.isMarginsRelative ? properties.margins : .zero
            let inset = axis == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
            let stackFrame = frames[stack.id].frame
            let available = (axis == .horizontal ? stackFrame.width : stackFrame.height) - inset
            // Views whose length along the axis a required `==` of their own sets take no part.
            let free = visible.filter { $0.kind != .stack && !hasSizeConstraint($0, axis) }
            // What the stack would show if it had room to spare, and if it had too little:
            // found first, since only where one of them is a tie does it matter which, and
            // telling which takes the views' fitting sizes (a solve for each nested stack).
            let stretch = stretchTie(of: stack, free, axis)
            let shrink = tie(of: stack, free, .shrink) { view in
                view.properties.intrinsic[axis] == nil ? nil : view.properties.compression[axis]
            }
            guard stretch != nil || shrink != nil else { continue }
            var natural = properties.spacing.points * Double(visible.count - 1)
            for size in fitting.sizes(of: visible, at: category) { natural += size[axis] }
            if available > natural + 0.001 {
                if let stretch { ties.append(stretch) }
            } else if available < natural - 0.001 {
                if let shrink { ties.append(shrink) }
            }
        }
        return ties
    }

    /// The tie among `free` where the stack has room to spare. A view with no intrinsic
    /// length has no hugging at all: it takes the room before any hugging view, and two of
    /// them share it in no determined way.
    private static func stretchTie(of stack: Element, _ free: [Element], _ axis: Axis) -> ContentPriorityTie? {
        let sizeless = free.filter { $0.properties.intrinsic[axis] == nil }
        if sizeless.count > 1 {
            return ContentPriorityTie(stack: stack, kind: .missingSize, priority: 0, views: sizeless)
        }
        guard sizeless.isEmpty else { return nil }
        return tie(of: stack, free, .stretch) { view in view.properties.hugging[axis] }
    }

    /// The views of `free` that share the lowest `priority` (nil: no part in it), when
    /// there are two or more.
    private static func tie(
        of stack: Element, _ free: [Element], _ kind: Kind, priority: (Element) -> Double?
    ) -> ContentPriorityTie? {
        let candidates = free.compactMap { view in priority(view).map { (view, $0) } }
        guard let lowest = candidates.map(\.1).min() else { return nil }
        let tied = candidates.filter { $0.1 == lowest }.map(\.0)
        return tied.count > 1 ? ContentPriorityTie(stack: stack, kind: kind, priority: lowest, views: tied) : nil
    }

    /// Whether a required `==` constraint of the view's own sets its length along the axis
    /// (a constant, or another view's length).
    package static func hasSizeConstraint(_ view: Element, _ axis: Axis) -> Bool {
        let dimension: Dimension = axis == .horizontal ? .width : .height
        return view.constraints.contains { $0.dimension == dimension && $0.isRequired && $0.relation == .equal }
    }
}

/// The compressed fitting sizes of one layout's views, solved once per content size
/// category (at the sizes that category scales text to) and kept for every canvas: they
/// depend on neither the canvas nor the rule asking. One ``FittingSizeCache`` per category
/// holds them, so a nested stack solved for its parent is not solved again when asked for
/// itself.
package final class FittingSizes {
    private let layout: Layout
    private var caches: [ContentSizeCategory: FittingSizeCache] = [:]

    init(_ layout: Layout) {
        self.layout = layout
    }

    package func sizes(of views: [Element], at category: ContentSizeCategory) -> [Size] {
        let cache = caches[category] ?? FittingSizeCache(layout: layout.scaled(to: category))
        caches[category] = cache
        return views.map { cache.size(of: $0.id) }
    }
}
