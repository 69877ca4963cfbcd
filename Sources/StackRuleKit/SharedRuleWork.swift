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
    /// Per key of a ``SolvedLayout/Group``, the content priority ties at each of its
    /// canvases, once found.
    private var ties: [Int: [[ContentPriorityTie]]] = [:]
    /// Per layout index, the starts of its redundant lines, once proven.
    private var redundant: [Int: Set<Int>] = [:]
    /// The layouts with solved canvases, as the rules that read frames judge them.
    private var solved: [SolvedLayout]?

    /// An empty cache.
    public init() {}

    /// The content priority ties of a solved group at each of its canvases (by index into
    /// its canvases): found for the first rule that asks, at every canvas at once, since each
    /// rule that asks reads them all; the fitting sizes they start from are solved once per
    /// content size category for all of them.
    package func ties(of group: SolvedLayout.Group) -> [[ContentPriorityTie]] {
        if let found = ties[group.key] { return found }
        let fitting = FittingSizes(group.layout)
        var found: [[ContentPriorityTie]] = []
        found.reserveCapacity(group.canvases.count)
        // Each canvas read in place by index: bound to a name, it would be copied whole.
        for canvas in group.canvases.indices {
            found.append(
                ContentPriorityTie.find(
                    in: group.layout, frames: group.canvases[canvas].frames,
                    category: group.canvases[canvas].contentSize, fitting: fitting))
        }
        ties[group.key] = found
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
