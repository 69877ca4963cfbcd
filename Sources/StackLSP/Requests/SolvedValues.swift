import StackLayout
import StackModel
import StackSyntax

/// How hovers and inlay hints show format version 3's solved values (stack-format.md §10–§13):
/// a wrapping label's lines, an `auto` canvas's solved size, a scroll view's content size and
/// adjusted inset, whether an element is installed, and the size-class variants that apply.
/// Each piece is absent where the layout does not use the feature, so a version 1 or 2
/// layout's hovers and hints stay as they were.
enum SolvedValues {
    /// The cell of an element not installed at a canvas (§13), in place of a frame.
    static let notInstalled = "not installed"

    /// A wrapping label's lines: `3`, or `2 (text needs 3)` where `lines` caps them.
    static func lines(_ lines: TextLines) -> String {
        lines.needed > lines.count ? "\(lines.count) (text needs \(lines.needed))" : "\(lines.count)"
    }

    /// A scroll view's content size, naming a side the constraints leave open (held at 0,
    /// `scroll-content-ambiguous`).
    static func contentSize(_ content: ScrollContentSize) -> String {
        var open: [String] = []
        if !content.isWidthDetermined { open.append("width") }
        if !content.isHeightDetermined { open.append("height") }
        let size = "\(content.size)"
        return open.isEmpty ? size : "\(size) (\(open.joined(separator: " and ")) undetermined)"
    }

    /// The adjusted content inset at rest (§11): its sides that are not 0, or `none`.
    static func inset(of content: ScrollContentSize) -> String {
        let inset = content.inset
        let sides = [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(formatPoints($0.1))" }
        return sides.isEmpty ? "none" : sides.joined(separator: ", ")
    }

    /// An `auto` canvas's solved size, saying when the content did not decide it (§10.2).
    static func solvedSize(_ result: CanvasLayout) -> String {
        "\(result.canvas)" + (result.autoSizeUndetermined ? " (undetermined: UIKit's 44-point fallback)" : "")
    }

    /// The solves of `auto` canvases among a layout's solves.
    static func autoSolves(_ solves: [CanvasLayout]) -> [CanvasLayout] {
        solves.filter { $0.canvasEntry?.autoAxis != nil }
    }

    /// The variant statements of `element` that apply at a solve's size classes, as written;
    /// `-` where none does (its unqualified statements hold).
    static func variants(of element: Int, in layout: Layout, at result: CanvasLayout, source: SourceText) -> String {
        let classes = result.canvasEntry?.sizeClasses ?? .compactRegular
        let applying = layout.variations.applying(at: classes).map { layout.variations.properties[$0] }
            .filter { $0.element == element }
        return applying.isEmpty ? "-" : applying.map { "`\(source.text(in: $0.range))`" }.joined(separator: ", ")
    }

    /// The table of an element's frames at every solve, with a column for each version 3
    /// value the element has somewhere: lines, content size and inset, variants.
    static func frameTable(of element: Int, in layout: Layout, frames: [CanvasLayout], source: SourceText) -> String {
        let hasLines = frames.contains { $0.lines(of: element) != nil }
        let hasContent = frames.contains { $0.content(of: element) != nil }
        let hasVariants = layout.variations.properties.contains { $0.element == element }
        var columns = ["canvas", "frame in parent", "frame in canvas"]
        if hasLines { columns.append("lines") }
        if hasContent { columns += ["content size", "inset"] }
        if hasVariants { columns.append("variants") }
        var text = "| " + columns.joined(separator: " | ") + " |\n|" + String(repeating: " --- |", count: columns.count)
        text += "\n"
        for result in frames {
            var cells = [result.name]
            if result.isInstalled(element) {
                let frame = result.frames[element]
                cells += ["\(frame.frame)", "\(frame.canvasFrame)\(frame.isAmbiguous ? " (ambiguous)" : "")"]
                if hasLines { cells.append(result.lines(of: element).map(lines) ?? "-") }
                if hasContent {
                    let content = result.content(of: element)
                    cells += [content.map(contentSize) ?? "-", content.map(inset(of:)) ?? "-"]
                }
            } else {
                cells += [notInstalled, "-"]
                if hasLines { cells.append("-") }
                if hasContent { cells += ["-", "-"] }
            }
            if hasVariants { cells.append(variants(of: element, in: layout, at: result, source: source)) }
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// The solved size of each `auto` canvas, at every category and direction; nil when the
    /// layout has none.
    static func autoSizeTable(_ solves: [CanvasLayout]) -> String? {
        let solved = autoSolves(solves)
        guard !solved.isEmpty else { return nil }
        var text = "| `auto` canvas | solved size |\n| --- | --- |\n"
        for result in solved { text += "| \(result.name) | \(solvedSize(result)) |\n" }
        return text
    }
}
