import StackDiagnostics
import StackIBDocument
import StackInterfaceBuilder
import StackLayout
import StackModel

/// `misplaced-view` (rules.md, "Interface Builder files"): a view whose frame stored in the
/// IB file differs by more than half a point from the frame its layout gives it at the
/// file's device, found on the layout read from the file. What the stored frames cannot be
/// judged by is left out (``IBStoredFrame/exclusion(isRoot:)``): a size from an estimated
/// text, a custom class's, a hidden view's, what varies by size class, a frame the layout
/// does not determine; and, in a self-sizing cell, the side the content sizes (IB lays a
/// cell out at its prototype size).
enum MisplacedViews {
    /// The findings of `imported`, whose text resolved to `layout` and solved to `canvases`,
    /// at the ranges of its `.stack` text.
    static func findings(
        of imported: ImportedLayout, layout: Layout, canvases: [CanvasLayout], severity: Severity
    ) -> [Diagnostic] {
        guard let canvas = canvases.first(where: Self.isFileDevice), !canvas.budgetExceeded,
            canvas.frames.count == layout.elements.count
        else { return [] }
        var byPath: [String: Int] = [:]
        for index in layout.elements.indices { byPath[layout.elements[index].path] = index }
        let autoAxis = canvas.canvasEntry?.autoAxis
        var found: [Diagnostic] = []
        for (offset, stored) in imported.storedFrames.enumerated() {
            guard let frame = stored.frame, stored.exclusion(isRoot: offset == 0) == nil,
                let element = byPath[stored.path], canvas.isInstalled(element),
                // An undetermined frame is any of many: `ambiguous-layout` reports it.
                !canvas.frames[element].isAmbiguous
            else { continue }
            let solved = canvas.frames[element].canvasFrame
            let solvedRect = IBRect(x: solved.x, y: solved.y, width: solved.width, height: solved.height)
            guard !stored.agrees(with: solvedRect, comparesX: autoAxis != .horizontal, comparesY: autoAxis != .vertical)
            else { continue }
            let storedText = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height).description
            found.append(
                Diagnostic(
                    ruleID: .misplacedView, severity: severity,
                    range: layout.elements[element].headerRange,
                    message:
                        "the frame stored for `\(layout.elements[element].displayName)`, \(storedText), is not the frame the layout gives it at \(canvas.name), \(solved): the file is out of date, and Interface Builder shows what does not run; update its frames (Xcode's Update Frames)"
                ))
        }
        return found
    }

    /// The solve at the file's device as IB shows it: its first canvas, at the default text
    /// size, left to right.
    private static func isFileDevice(_ canvas: CanvasLayout) -> Bool {
        canvas.contentSize == .large && canvas.direction == .ltr
    }
}
