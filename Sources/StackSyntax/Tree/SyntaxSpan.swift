/// A run of consecutive nodes in one of a ``FileSyntax``'s node arrays: how a node refers to
/// its children (a block to its members, a value to its items, an item to its atoms), so
/// that the tree is a few contiguous arrays instead of an allocation per list.
public struct SyntaxSpan: Hashable, Sendable {
    private var startIndex: Int32
    private var endIndex: Int32

    /// The nodes from `start` up to (not including) `end`.
    public init(_ start: Int, _ end: Int) {
        startIndex = Int32(clamping: start)
        endIndex = Int32(clamping: max(start, end))
    }

    /// No node.
    public static let empty = SyntaxSpan(0, 0)

    /// The positions of the nodes in their array.
    public var indices: Range<Int> { Int(startIndex)..<Int(endIndex) }

    /// How many nodes there are.
    public var count: Int { Int(endIndex - startIndex) }

    /// Whether there is no node.
    public var isEmpty: Bool { startIndex == endIndex }
}
