import StackLayout
import StackModel

/// What several rules of one analysis compute alike, computed for the first that asks and
/// kept for the others: each layout's compressed fitting sizes (per content size category)
/// and its content priority ties at each solved canvas (`ambiguous-layout` and
/// `content-priority-ambiguity` both start from them), the lines that only repeat a
/// stack (`redundant-constraint` reports them, `constraint-fights-stack` leaves them), and
/// each solved layout as the rules that read frames judge it (``SolvedLayout``: one with
/// size-class variations resolved for each combination of its canvases), built once for
/// all of them.
///
/// One belongs to one analysis, whose rules run one after another on one thread (it is not
/// `Sendable`, and neither is ``RuleContext``). The answers do not depend on which rule
/// asked first: everything kept is a pure function of the layout and its frames.
public final class SharedRuleWork {
    private struct Entry {
        var fitting: FittingSizes
        /// Per canvas index of the layout's solves, once found.
        var ties: [Int: [ContentPriorityTie]] = [:]
    }

    private var entries: [Int: Entry] = [:]
    /// Per layout index, the starts of its redundant lines, once proven.
    private var redundant: [Int: Set<Int>] = [:]
    /// The layouts with solved canvases, as the rules that read frames judge them.
    private var solved: [SolvedLayout]?

    /// An empty cache.
    public init() {}

    /// The content priority ties of `layout` (the model's layout at `index`) at its solved
    /// canvas `canvas` (an index into its solves).
    package func ties(layout index: Int, _ layout: Layout, canvas: Int, _ result: CanvasLayout) -> [ContentPriorityTie]
    {
        let entry = entries[index] ?? Entry(fitting: FittingSizes(layout))
        if let found = entry.ties[canvas] { return found }
        let found = ContentPriorityTie.find(in: layout, result, fitting: entry.fitting)
        entries[index, default: entry].ties[canvas] = found
        return found
    }

    /// The layouts of `context` that have solved canvases, in model order, each with its
    /// size-class groups: built for the first rule that reads frames, judged by all of them.
    func solvedLayouts(of context: RuleContext) -> [SolvedLayout] {
        if let solved { return solved }
        let layouts = context.model.layouts
        var found: [SolvedLayout] = []
        for index in layouts.indices where index < context.frames.count && !context.frames[index].isEmpty {
            found.append(
                SolvedLayout(
                    index: index, layout: layouts[index], frames: context.frames[index], layoutCount: layouts.count))
        }
        solved = found
        return found
    }

    /// The starts of the redundant lines of the layout at `index`, proven by `prove` for
    /// the first rule that asks (each proof is a solve per line).
    package func redundantLines(layout index: Int, _ prove: () -> Set<Int>) -> Set<Int> {
        if let found = redundant[index] { return found }
        let found = prove()
        redundant[index] = found
        return found
    }
}
