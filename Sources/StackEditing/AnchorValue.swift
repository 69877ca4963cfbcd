import StackLayout
import StackModel

/// The value an anchor has in a solved layout, in the canvas's coordinates (x from the
/// left, y from the top), for hovers: `icon.bottom` is 56 at `375 x 667`.
package enum AnchorValue {
    /// The anchor's value at one solve, or nil when the layout has no such frame.
    package static func value(of reference: AnchorReference, in layout: Layout, at result: CanvasLayout) -> Double? {
        guard let rect = rectangle(reference.item, in: layout, at: result) else { return nil }
        let attribute = reference.attribute
        if case .element(let element) = reference.item, attribute.isBaseline {
            return baseline(of: element, last: attribute == .lastBaseline, in: layout, at: result)
        }
        switch attribute {
        case .width: return rect.width
        case .height: return rect.height
        case .left: return rect.x
        case .right: return rect.x + rect.width
        case .leading: return layout.direction == .rtl ? rect.x + rect.width : rect.x
        case .trailing: return layout.direction == .rtl ? rect.x : rect.x + rect.width
        case .centerX: return rect.x + rect.width / 2
        case .top, .firstBaseline: return rect.y
        case .bottom, .lastBaseline: return rect.y + rect.height
        case .centerY: return rect.y + rect.height / 2
        }
    }

    /// The item's rectangle in canvas coordinates.
    private static func rectangle(_ item: ConstraintItem, in layout: Layout, at result: CanvasLayout) -> Rect? {
        let canvas = Rect(x: 0, y: 0, width: result.canvas.width, height: result.canvas.height)
        let safeArea = result.canvasEntry?.safeArea ?? layout.safeArea
        func inset(_ rect: Rect, _ insets: DirectionalInsets) -> Rect {
            rect.inset(by: insets, direction: layout.direction)
        }
        switch item {
        case .canvas: return canvas
        case .safeArea: return inset(canvas, safeArea)
        case .margins(of: nil): return inset(inset(canvas, safeArea), layout.margins)
        case .element(let element):
            return result.frames.indices.contains(element) ? result.frames[element].canvasFrame : nil
        case .margins(of: let element?):
            guard result.frames.indices.contains(element) else { return nil }
            return inset(result.frames[element].canvasFrame, layout.elements[element].properties.margins)
        case .scrollGuide(let guide, of: let scroll):
            guard result.frames.indices.contains(scroll) else { return nil }
            let frame = result.frames[scroll].canvasFrame
            guard guide != .frame, let content = result.content(of: scroll) else { return frame }
            // At rest the content starts at the scroll view's origin plus the adjusted insets (§11).
            let rect = Rect(
                x: frame.x + content.inset.left, y: frame.y + content.inset.top,
                width: content.size.width, height: content.size.height)
            return guide == .content ? rect : inset(rect, layout.elements[scroll].properties.margins)
        }
    }

    /// A view's baseline (stack-format.md §5): `baseline` below its top, or a fixed
    /// distance above its bottom; a stack's from its baseline view (a horizontal stack's
    /// tallest visible arranged view as laid out, a vertical stack's first or last).
    private static func baseline(of element: Int, last: Bool, in layout: Layout, at result: CanvasLayout) -> Double? {
        var current = element
        // Each step goes one level down the tree, so the loop ends.
        while layout.elements[current].kind == .stack, let stack = layout.elements[current].stack {
            let visible = layout.arrangedChildren(of: layout.elements[current]).filter { !$0.isHidden }
            guard let first = visible.first, let final = visible.last else { break }
            if stack.axis == .horizontal {
                current =
                    visible.max { result.frames[$0.id].canvasFrame.height < result.frames[$1.id].canvasFrame.height }?
                    .id ?? first.id
            } else {
                current = last ? final.id : first.id
            }
        }
        guard result.frames.indices.contains(current) else { return nil }
        let frame = result.frames[current].canvasFrame
        let view = layout.elements[current]
        let scale = view.properties.textStyle?.scale(at: result.contentSize) ?? 1
        guard view.kind?.hasBaseline == true, let baseline = view.properties.baseline else {
            return last ? frame.y + frame.height : frame.y
        }
        if last {
            guard let height = view.properties.intrinsic.height, let lastBaseline = view.properties.lastBaseline else {
                return frame.y + baseline * scale
            }
            return frame.y + frame.height - (height - lastBaseline) * scale
        }
        return frame.y + baseline * scale
    }
}
