import StackLayout
import StackModel
import StackSyntax

/// Gathers the same finding met at several canvases into one, in first-met order, so that
/// a message can say "at 375 x 667 and 320 x 568" (or "at iPhoneSE, AX3 and iPhone16, AX3")
/// instead of repeating itself. Canvases are named as ``CanvasLayout/name`` names them.
///
/// Public and inlinable, not `package`: only a public inlinable body reaches the rules'
/// modules, where it is specialized for each rule's key instead of run generically.
public struct CanvasGrouping<Key: Hashable> {
    /// The keys in first-met order, and the names of each one's canvases at the same index.
    @usableFromInline var order: [Key] = []
    @usableFromInline var names: [[String]] = []
    /// Where each key stands in `order`: one lookup per canvas a finding is met at.
    @usableFromInline var position: [Key: Int] = [:]

    /// An empty grouping.
    @inlinable public init() {}

    /// Notes that the finding `key` holds at the canvas named `name` (``CanvasLayout/name``):
    /// a name, not the solve, which a caller reading its canvases in place would copy whole
    /// to pass.
    @inlinable public mutating func add(_ key: Key, at name: String) {
        if let index = position[key] {
            if !names[index].contains(name) { names[index].append(name) }
        } else {
            position[key] = order.count
            order.append(key)
            names.append([name])
        }
    }

    /// Each finding with the names of its canvases, in first-met order.
    @inlinable public var entries: Zip2Sequence<[Key], [[String]]> { zip(order, names) }
}

extension RuleContext {
    /// Calls `body` with each layout that has solved canvases, in model order.
    ///
    /// A layout with size-class variations (stack-format.md §13) is judged as it stands at
    /// each canvas: its ``SolvedLayout/groups`` hold, per combination of size classes, the
    /// layout resolved for it and the canvases that have it. A rule gathers what it finds
    /// over every group into one ``CanvasGrouping``, so a finding met in several
    /// combinations is one finding naming all their canvases, as one met at several
    /// canvases of one combination is.
    package func forEachSolvedLayout(_ body: (SolvedLayout) -> Void) {
        let solved = shared.solvedLayouts(of: self)
        for index in solved.indices { body(solved[index]) }
    }

    /// The content priority ties of a solved layout's group at each of its canvases (by
    /// index into its canvases), found once per analysis for every rule that asks.
    package func contentPriorityTies(in group: SolvedLayout.Group) -> [[ContentPriorityTie]] {
        shared.ties(of: group)
    }
}
