/// The children of a node, read from their file's array through a ``SyntaxSpan``: a
/// zero-based collection (`atoms[0]` is an item's first word), as a per-node array was.
/// Inlinable, so that a module reading the tree walks it as plain array accesses.
@frozen
public struct SyntaxList<Node>: RandomAccessCollection {
    @usableFromInline let storage: [Node]
    @usableFromInline let base: Int

    /// The positions of the children: `0..<count`.
    public let indices: Range<Int>

    @inlinable
    init(_ storage: [Node], _ span: SyntaxSpan) {
        self.storage = storage
        base = span.indices.lowerBound
        indices = 0..<span.count
    }

    /// The first position.
    @inlinable public var startIndex: Int { 0 }

    /// One past the last position.
    @inlinable public var endIndex: Int { indices.upperBound }

    /// The child at `position`.
    @inlinable public subscript(position: Int) -> Node { storage[base + position] }
}

extension SyntaxList: Sendable where Node: Sendable {}
