import StackIBDocument

extension IBLayoutWriter {
    /// The constraints UIKit makes of a view's frame and autoresizing mask where IB leaves
    /// `translatesAutoresizingMaskIntoConstraints` on: its stored frame, held by the margins
    /// and sizes the mask keeps fixed. A stack's arranged views and the layout's root are
    /// placed otherwise (the stack turns it off; the root fills the canvas).
    mutating func writeAutoresizing(_ index: Int, depth: Int) {
        let view = document.views[index]
        guard index != root.view, view.translatesAutoresizingMask, let frame = view.frame,
            let parent = view.parent, document.views[parent].kind != .stack,
            let parentFrame = document.views[parent].frame
        else { return }
        let mask = view.autoresizing ?? IBAutoresizing()
        let parentName = parent == root.view && root.kind == .sceneView ? "canvas" : (names[parent] ?? "parent")
        let horizontal = Self.axisLines(
            start: "left", end: "right", center: "centerX", length: "width", parent: parentName,
            origin: frame.x, size: frame.width, parentSize: parentFrame.width,
            flexible: (mask.flexibleMinX, mask.widthSizable, mask.flexibleMaxX))
        let vertical = Self.axisLines(
            start: "top", end: "bottom", center: "centerY", length: "height", parent: parentName,
            origin: frame.y, size: frame.height, parentSize: parentFrame.height,
            flexible: (mask.flexibleMinY, mask.heightSizable, mask.flexibleMaxY))
        for text in horizontal + vertical { line(depth, text, xml: view.frameTag ?? view.startTag) }
    }

    /// One axis: a fixed start margin and length by default; both margins where only the
    /// length is flexible; the end margin where the start is flexible; the center where
    /// both margins are.
    static func axisLines(
        start: String, end: String, center: String, length: String, parent: String, origin: Double, size: Double,
        parentSize: Double, flexible: (start: Bool, size: Bool, end: Bool)
    ) -> [String] {
        func offset(_ value: Double) -> String {
            value > 0 ? " + " + IBNumber.text(value) : value < 0 ? " - " + IBNumber.text(-value) : ""
        }
        let endMargin = parentSize - origin - size
        let startLine = "\(start) == \(parent).\(start)\(offset(origin))"
        let endLine = "\(end) == \(parent).\(end)\(offset(-endMargin))"
        let lengthLine = "\(length) == \(IBNumber.text(size))"
        switch (flexible.start, flexible.size, flexible.end) {
        case (false, true, false): return [startLine, endLine]
        case (true, _, false): return [endLine, lengthLine]
        case (true, _, true):
            return ["\(center) == \(parent).\(center)\(offset(origin + size / 2 - parentSize / 2))", lengthLine]
        default: return [startLine, lengthLine]
        }
    }
}
