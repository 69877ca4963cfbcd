import StackSyntax

/// A well-formed XML document, read once into flat arrays: its elements in document order
/// (each child after its parent, each subtree a run of indices), all attributes in one
/// array (each element's a contiguous run), and the few values whose text differs from their
/// bytes (entities, line ends) decoded once.
///
/// Everything is addressed by index and every position is a byte range of ``source``, so a
/// reader of Interface Builder files walks plain arrays and places each finding exactly.
/// ``XMLReader/read(_:limits:)`` builds it; it does not change after.
public struct XMLTree: Sendable {
    /// The text the tree was read from.
    public let source: SourceText
    /// Every element in document order; the root is at index 0.
    public let elements: [Element]
    /// Every attribute, each element's in the order written.
    public let attributes: [Attribute]
    /// The decoded text of the values whose bytes are not their text.
    let decodedStrings: [String]

    init(source: SourceText, elements: [Element], attributes: [Attribute], decodedStrings: [String]) {
        self.source = source
        self.elements = elements
        self.attributes = attributes
        self.decodedStrings = decodedStrings
    }

    /// The index of the root element.
    public var root: Int { 0 }

    /// The element's name as written (prefix included).
    public func name(of element: Int) -> String {
        source.text(in: elements[element].name)
    }

    /// Whether the bytes of `range` are exactly `name`'s UTF-8, without making a string.
    public func bytes(of range: SourceRange, equal name: String) -> Bool {
        var index = range.start
        for byte in name.utf8 {
            guard index < range.end, source.bytes[index] == byte else { return false }
            index += 1
        }
        return index == range.end
    }

    /// Whether the element is named `name`.
    public func element(_ element: Int, isNamed name: String) -> Bool {
        bytes(of: elements[element].name, equal: name)
    }

    /// The element's children, in document order.
    public func children(of element: Int) -> Children {
        Children(elements: elements, cursor: element + 1, end: Int(elements[element].subtreeEnd))
    }

    /// The element's first child named `name`.
    public func child(named name: String, of element: Int) -> Int? {
        children(of: element).first { self.element($0, isNamed: name) }
    }

    /// The indices of the element's attributes in ``attributes``.
    public func attributeIndices(of element: Int) -> Range<Int> {
        elements[element].attributeIndices
    }

    /// The index of the element's attribute named `name`.
    public func attribute(named name: String, of element: Int) -> Int? {
        attributeIndices(of: element).first { bytes(of: attributes[$0].name, equal: name) }
    }

    /// The attribute's name as written.
    public func name(ofAttribute attribute: Int) -> String {
        source.text(in: attributes[attribute].name)
    }

    /// The attribute's value, entities decoded and white space normalised as XML 1.0 says.
    public func value(ofAttribute attribute: Int) -> String {
        string(of: attributes[attribute].value)
    }

    /// The value of the element's attribute named `name`.
    public func value(of name: String, in element: Int) -> String? {
        attribute(named: name, of: element).map { value(ofAttribute: $0) }
    }

    /// The element's own character data (CDATA included, entities decoded, line ends as
    /// `\n`), without its children's; nil when it has none, or only white space between
    /// child elements.
    public func text(of element: Int) -> String? {
        elements[element].text.map { string(of: $0) }
    }

    /// The text of a value.
    public func string(of value: Value) -> String {
        value.decoded >= 0 ? decodedStrings[Int(value.decoded)] : source.text(in: value.range)
    }

    /// The children of an element: each child's subtree is a run of indices, so the next
    /// child starts where the last one's subtree ends.
    public struct Children: Sequence, IteratorProtocol, Sendable {
        let elements: [Element]
        var cursor: Int
        let end: Int

        /// The next child's index.
        public mutating func next() -> Int? {
            guard cursor < end else { return nil }
            let child = cursor
            cursor = Int(elements[child].subtreeEnd)
            return child
        }
    }
}
