import StackSyntax

extension XMLTree {
    /// One element: where it is, its place in the tree (by index), its attributes and text.
    public struct Element: Sendable, Hashable {
        /// The name in the start tag.
        public let name: SourceRange
        /// The start tag, from `<` to `>` (or `/>`) inclusive.
        public let startTag: SourceRange
        /// The whole element, from its start tag's `<` to the end of its end tag.
        public internal(set) var range: SourceRange
        /// The parent's index; -1 for the root.
        public let parent: Int32
        /// The nesting depth: 1 for the root.
        public let depth: Int32
        /// The index after the element's last descendant: its subtree is `index..<subtreeEnd`.
        public internal(set) var subtreeEnd: Int32
        /// The first of its attributes in ``XMLTree/attributes``.
        let firstAttribute: Int32
        /// How many attributes it has.
        let attributeCount: Int32
        /// Its own character data, if any (``XMLTree/text(of:)``).
        public internal(set) var text: Value?

        /// The indices of its attributes in ``XMLTree/attributes``.
        public var attributeIndices: Range<Int> {
            Int(firstAttribute)..<Int(firstAttribute) + Int(attributeCount)
        }

        /// The parent's index, nil for the root.
        public var parentIndex: Int? { parent >= 0 ? Int(parent) : nil }
    }
}
