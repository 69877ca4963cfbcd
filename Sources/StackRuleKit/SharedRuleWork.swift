import StackLayout
import StackModel

/// What several rules of one analysis compute alike, computed for the first that asks and
/// kept for the others: each layout's compressed fitting sizes (per content size category)
/// and its content priority ties at each solved canvas (`ambiguous-layout` and
/// `content-priority-ambiguity` both start from them), the lines that only repeat a
/// stack (`redundant-constraint` reports them, `constraint-fights-stack` leaves them), and
/// a layout with size-class variations resolved for each combination of its canvases
/// (every rule that reads frames judges it as it stands there).
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
    /// Per key of a ``SolvedLayout/Group``, its layout resolved for its size classes.
    private var resolvedLayouts: [Int: Layout] = [:]

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

    /// `layout` resolved for `classes` (``Layout/resolved(for:)``), once per `key`.
    func resolved(_ layout: Layout, for classes: SizeClasses, key: Int) -> Layout {
        if let found = resolvedLayouts[key] { return found }
        let found = layout.resolved(for: classes)
        resolvedLayouts[key] = found
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
