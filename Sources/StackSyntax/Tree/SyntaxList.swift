/// The children of a node, read from their file's array through a ``SyntaxSpan``: a
/// zero-based collection (`atoms[0]` is an item's first word), as a per-node array was.
public struct SyntaxList<Node>: RandomAccessCollection {
    private let storage: [Node]
    private let base: Int

    /// The positions of the children: `0..<count`.
    public let indices: Range<Int>

    init(_ storage: [Node], _ span: SyntaxSpan) {
        self.storage = storage
        base = span.indices.lowerBound
        indices = 0..<span.count
    }

    /// The first position.
    public var startIndex: Int { 0 }

    /// One past the last position.
    public var endIndex: Int { indices.upperBound }

    /// The child at `position`.
    public subscript(position: Int) -> Node { storage[base + position] }
}

extension SyntaxList: Sendable where Node: Sendable {}
