/// The members of a block read out of their file: a zero-based collection of
/// ``MemberSyntax``, each statement read from its kind's array when it is asked for.
@frozen
public struct MemberList: RandomAccessCollection, Sendable {
    @usableFromInline let nodes: [MemberNode]
    @usableFromInline let properties: [PropertySyntax]
    @usableFromInline let constraints: [ConstraintSyntax]
    @usableFromInline let elements: [ElementSyntax]
    @usableFromInline let base: Int

    /// The positions of the members: `0..<count`.
    public let indices: Range<Int>

    @inlinable
    init(_ file: FileSyntax, _ span: SyntaxSpan) {
        nodes = file.members
        properties = file.properties
        constraints = file.constraints
        elements = file.elements
        base = span.indices.lowerBound
        indices = 0..<span.count
    }

    /// The first position.
    @inlinable public var startIndex: Int { 0 }

    /// One past the last position.
    @inlinable public var endIndex: Int { indices.upperBound }

    /// The member at `position`.
    @inlinable
    public subscript(position: Int) -> MemberSyntax {
        switch nodes[base + position] {
        case .property(let index): return .property(properties[index])
        case .constraint(let index): return .constraint(constraints[index])
        case .element(let index): return .element(elements[index])
        }
    }
}
