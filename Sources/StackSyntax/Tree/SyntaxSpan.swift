/// A run of consecutive nodes in one of a ``FileSyntax``'s node arrays: how a node refers to
/// its children (a block to its members, a value to its items, an item to its atoms), so
/// that the tree is a few contiguous arrays instead of an allocation per list.
@frozen
public struct SyntaxSpan: Hashable, Sendable {
    @usableFromInline let startIndex: Int32
    @usableFromInline let endIndex: Int32

    /// The nodes from `start` up to (not including) `end`.
    @inlinable
    public init(_ start: Int, _ end: Int) {
        startIndex = Int32(clamping: start)
        endIndex = Int32(clamping: max(start, end))
    }

    /// No node.
    public static let empty = SyntaxSpan(0, 0)

    /// The positions of the nodes in their array.
    @inlinable public var indices: Range<Int> { Int(startIndex)..<Int(endIndex) }

    /// How many nodes there are.
    @inlinable public var count: Int { Int(endIndex - startIndex) }

    /// Whether there is no node.
    @inlinable public var isEmpty: Bool { startIndex == endIndex }
}
