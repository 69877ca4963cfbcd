import StackLayout
import StackModel
import StackRuleKit

/// How `truncation` judges a wrapping label (stack-format.md §10.1): by the lines its text
/// needs at its width, not by its one-line width.
extension Truncation {
    /// The lines a wrapping label shows and the lines its text needs at its width, where it
    /// shows fewer: its height cuts lines off, or its `lines` caps them below the need. Nil
    /// where every line shows, or where its height is 0 or less (that is `overflow`).
    static func cutLines(_ element: Element, height: Double, lines: TextLines, scale: Double) -> (
        shown: Int, needed: Int
    )? {
        guard height > 0, let written = element.properties.intrinsic.height, written > 0, scale > 0 else { return nil }
        let lineHeight = written * scale
        // Lines that fit whole, to the 1/1000 point frames are given in.
        let fitting = ((height + 0.001) / lineHeight).rounded(.down)
        let shown = fitting < Double(lines.count) ? max(0, Int(fitting)) : lines.count
        return shown < lines.needed ? (shown, lines.needed) : nil
    }

    /// "`body` shows 2 of 3 lines at 320 x 100: its text would truncate", naming the cap
    /// where `lines` is what cuts them, and the most lines cut where another canvas cuts more.
    static func linesMessage(_ element: Element, cut: (shown: Int, needed: Int), worst: Int, at canvases: String)
        -> String
    {
        let cap = element.properties.lines
        let capped = cap > 0 && cap < cut.needed && cut.shown == cap ? " (`lines: \(cap)`)" : ""
        let more = worst > cut.needed - cut.shown ? " (up to \(worst) lines cut off)" : ""
        let noun = cut.needed == 1 ? "line" : "lines"
        return
            "`\(element.displayName)` shows \(cut.shown) of \(cut.needed) \(noun)\(capped) \(canvases)\(more): its text would truncate"
    }
}
