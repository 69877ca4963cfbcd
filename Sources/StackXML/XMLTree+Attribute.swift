import StackSyntax

extension XMLTree {
    /// One attribute of an element.
    public struct Attribute: Sendable, Hashable {
        /// The name.
        public let name: SourceRange
        /// The value; its range is the bytes between the quotes.
        public let value: Value
        /// The index of the element it belongs to.
        public let element: Int32
    }

    /// A value's place in the text and, where its bytes are not its text (an entity, a
    /// character reference, a line end or a tab), the index of its decoded text.
    public struct Value: Sendable, Hashable {
        /// The bytes the value was read from (inside the quotes of an attribute; from the first
        /// to the last byte of an element's character data).
        public let range: SourceRange
        /// The index in the tree's decoded strings, or -1 when the bytes are the text.
        let decoded: Int32
    }
}
