import StackSyntax

/// One element of a layout, resolved: kind, place in the tree, properties with defaults,
/// constraints with references resolved.
///
/// A plain value, held in ``Layout/elements`` and read there by index: code that needs a
/// field reads `layout.elements[index].field` in place rather than copying the element.
public struct Element: Sendable {
    /// Its index in ``Layout/elements`` (document order).
    public var id: Int

    /// The kind as written.
    public var kindName: String

    /// The name, if any.
    public var name: String?

    /// `row/text/title`; an unnamed element stands as `KIND#INDEX`.
    public var path: String

    /// The children's indices, in order.
    public var children: [Int]

    /// Its index among its parent's children (or among the layout's roots).
    public var indexInParent: Int

    /// The user's constraints on this element.
    public var constraints: [Constraint]

    /// The property statements that took effect (the last of duplicates), by name.
    public var assignments: PropertyAssignments

    /// The resolved properties.
    public var properties: ElementProperties

    /// The parent's index, or nil for a root.
    public var parent: Int?

    /// `KIND NAME`.
    public var headerRange: SourceRange

    /// The whole element.
    public var range: SourceRange

    /// The name's range, if named.
    public var nameRange: SourceRange?

    /// The body's `{` and `}`, when the element has a body (the `}` may be missing).
    public var braces: (open: SourceRange, close: SourceRange?)?

    /// Stack properties, for stacks.
    public var stack: StackProperties?

    /// The kind, or nil when the kind is unknown (reported as `unknown-element`).
    public var kind: ElementKind?

    /// Whether it is an arranged subview of its parent stack.
    public var isArranged: Bool

    /// Creates an element (its children, constraints and assignments empty).
    init(
        id: Int, kind: ElementKind?, kindName: String, name: String?, path: String, parent: Int?,
        indexInParent: Int, isArranged: Bool, headerRange: SourceRange, nameRange: SourceRange?, range: SourceRange,
        braces: (open: SourceRange, close: SourceRange?)?, properties: ElementProperties, stack: StackProperties?
    ) {
        self.id = id
        self.kindName = kindName
        self.name = name
        self.path = path
        self.children = []
        self.indexInParent = indexInParent
        self.constraints = []
        self.assignments = PropertyAssignments()
        self.properties = properties
        self.parent = parent
        self.headerRange = headerRange
        self.range = range
        self.nameRange = nameRange
        self.braces = braces
        self.stack = stack
        self.kind = kind
        self.isArranged = isArranged
    }

    /// Whether the element is `hidden`.
    public var isHidden: Bool { properties.isHidden }

    /// A short name for messages: `row`, or `stack#0`.
    public var displayName: String { name ?? "\(kindName)#\(indexInParent)" }
}
