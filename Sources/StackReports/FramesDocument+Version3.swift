import StackJSON
import StackLayout
import StackModel

extension FramesDocument {
    /// The canvas fields of format version 3 (stack-format.md §7): its size classes always;
    /// the side that was `auto`; the direction, where the layout is not laid out left to
    /// right alone (absent, a canvas entry is left to right, as in every earlier version).
    static func addVersion3Fields(of result: CanvasLayout, layout: Layout, to canvas: inout [String: JSON]) {
        let classes = result.canvasEntry?.sizeClasses ?? .compactRegular
        canvas["sizeClass"] = [
            "horizontal": .string(classes.horizontal.rawValue), "vertical": .string(classes.vertical.rawValue),
        ]
        if let axis = result.canvasEntry?.autoAxis {
            canvas["auto"] = .array([.string(axis == .horizontal ? "width" : "height")])
        }
        if layout.directions != [.ltr] {
            canvas["direction"] = .string(result.direction.rawValue)
        }
    }
}
