import StackSyntax

/// One element of a layout, resolved: kind, place in the tree, properties with defaults,
/// constraints with references resolved.
public struct Element: Sendable {
    /// Its index in ``Layout/elements`` (document order).
    public var id: Int
    /// The kind, or nil when the kind is unknown (reported as `unknown-element`).
    public var kind: ElementKind?
    /// The kind as written.
    public var kindName: String
    /// The name, if any.
    public var name: String?
    /// `row/text/title`; an unnamed element stands as `KIND#INDEX`.
    public var path: String
    /// The parent's index, or nil for a root.
    public var parent: Int?
    /// The children's indices, in order.
    public var children: [Int] = []
    /// Its index among its parent's children (or among the layout's roots).
    public var indexInParent: Int
    /// Whether it is an arranged subview of its parent stack.
    public var isArranged: Bool
    /// `KIND NAME`.
    public var headerRange: SourceRange
    /// The name's range, if named.
    public var nameRange: SourceRange?
    /// The whole element.
    public var range: SourceRange
    /// The body's `{` and `}`, when the element has a body (the `}` may be missing).
    public var braces: (open: SourceRange, close: SourceRange?)?
    /// The resolved properties.
    public var properties: ElementProperties
    /// Stack properties, for stacks.
    public var stack: StackProperties?
    /// The user's constraints on this element.
    public var constraints: [Constraint] = []
    /// The property statements that took effect (the last of duplicates), by name.
    public var assignments = PropertyAssignments()

    /// Whether the element is `hidden`.
    public var isHidden: Bool { properties.isHidden }

    /// A short name for messages: `row`, or `stack#0`.
    public var displayName: String { name ?? "\(kindName)#\(indexInParent)" }
}
