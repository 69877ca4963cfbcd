import StackLayout
import StackModel

/// What of an element its scroll views show at rest (stack-format.md §11): its canvas frame
/// cut to each enclosing scroll view's frame less its adjusted content inset (the part no
/// bar covers; content under an inset can be scrolled out of it). What lies beyond is
/// scrolled to, not lost, so `overflow` and `outside-safe-area` judge only the part shown.
struct ScrollClip {
    /// Per element, its nearest enclosing scroll view; empty when the layout has none (the
    /// frames are then judged whole, with no work per element).
    private let nearest: [Int?]

    /// The clip of a layout's `elements` (its elements, not the layout: an initializer
    /// takes what it is given as its own, and the elements are one reference to share).
    init(_ elements: [Element]) {
        guard elements.indices.contains(where: { elements[$0].kind == .scroll }) else {
            nearest = []
            return
        }
        // Parents come before their children.
        var nearest = [Int?](repeating: nil, count: elements.count)
        for index in elements.indices {
            guard let parent = elements[index].parent, nearest.indices.contains(parent) else { continue }
            nearest[index] = elements[parent].kind == .scroll ? parent : nearest[parent]
        }
        self.nearest = nearest
    }

    /// The part of element `index`'s canvas frame that its scroll views show at rest, or
    /// nil when they show none of it.
    func shownFrame(of index: Int, in result: CanvasLayout) -> Rect? {
        var rect = result.frames[index].canvasFrame
        guard nearest.indices.contains(index) else { return rect }
        var scroll = nearest[index]
        // Each step goes to a strictly earlier element: at most one per element.
        while let current = scroll, result.frames.indices.contains(current) {
            var frame = result.frames[current].canvasFrame
            if let inset = result.content(of: current)?.inset {
                frame = Rect(
                    x: frame.x + inset.left, y: frame.y + inset.top, width: frame.width - inset.left - inset.right,
                    height: frame.height - inset.top - inset.bottom)
            }
            let left = max(rect.x, frame.x), top = max(rect.y, frame.y)
            let right = min(rect.x + rect.width, frame.x + frame.width),
                bottom = min(rect.y + rect.height, frame.y + frame.height)
            guard right > left, bottom > top else { return nil }
            rect = Rect(x: left, y: top, width: right - left, height: bottom - top)
            scroll = nearest[current]
        }
        return rect
    }
}
