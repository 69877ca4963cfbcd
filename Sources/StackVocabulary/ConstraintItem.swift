/// What a constraint refers to: an element, the canvas, a layout margins guide, or the
/// canvas's safe area guide (stack-format.md §5, Constraints).
public enum ConstraintItem: Hashable, Sendable {
    /// An element of the layout (by index in ``Layout/elements``); `parent` of a non-root.
    case element(Int)
    /// The container the root is pinned to; `parent` of the root.
    case canvas
    /// The layout margins guide of an element, or of the canvas when nil
    /// (`NAME.margins`, `parent.margins`, `margins`, `canvas.margins`).
    case margins(of: Int?)
    /// The canvas's safe area guide (`safeArea`).
    case safeArea
    /// A layout guide of a scroll view (format version 3, stack-format.md §11): written
    /// (`content.top`, `NAME.frame.width`), or where a descendant's constraint to the scroll
    /// view's own anchors attaches.
    case scrollGuide(ScrollGuide, of: Int)

    /// The element whose frame the item depends on: the element, or the one whose margins
    /// guide it is; nil for the canvas and its guides.
    public var element: Int? {
        switch self {
        case .element(let element): return element
        case .margins(let element): return element
        case .scrollGuide(_, let element): return element
        case .canvas, .safeArea: return nil
        }
    }

    /// Whether it is a layout guide (which has no baselines).
    public var isGuide: Bool {
        switch self {
        case .margins, .safeArea, .scrollGuide: return true
        case .element, .canvas: return false
        }
    }

    /// Whether it is the canvas or one of the canvas's guides (outside every element).
    public var isCanvasRelated: Bool { element == nil }
}

/// A scroll view's layout guide, or the part of it a constraint attaches to (stack-format.md
/// §11, as Apple's Auto Layout Guide says of scroll views).
public enum ScrollGuide: String, CaseIterable, Sendable, Hashable {
    /// `contentLayoutGuide`: the scrollable content; its size is the content size.
    case content
    /// `frameLayoutGuide`: the scroll view's own frame.
    case frame
    /// The content inset by the scroll view's `margins`: what a descendant's constraint to
    /// the scroll view's margins guide edges, and a child's `pin: ... margins`, attach to.
    case contentMargins
}

/// An anchor of a constraint item: `icon.bottom`, `parent.margins.leading`, `safeArea.top`.
public struct AnchorReference: Hashable, Sendable {
    /// The item.
    public var item: ConstraintItem
    /// The anchor.
    public var attribute: LayoutAttribute

    /// Creates a reference.
    public init(item: ConstraintItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The element whose frame the reference depends on (see ``ConstraintItem/element``).
    public var element: Int? { item.element }
}
