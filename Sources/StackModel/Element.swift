import StackSyntax

/// One element of a layout, resolved: kind, place in the tree, properties with defaults,
/// constraints with references resolved.
///
/// A value with copy-on-write storage: its fields live in one shared box, so copying an
/// element (every `for element in layout.elements`, every rule that reads one) is one
/// reference count, not a copy of its dozen strings and arrays; a change copies the box
/// only when another value shares it.
public struct Element: Sendable {
    /// The fields. Changed only through the accessors below, which copy it first when it
    /// is shared, so that no two values ever see each other's changes. Their accesses are
    /// not checked for exclusivity at run time (a value type's fields never are; these
    /// checks cost more than the copies the box saves): the accessors reach the box only
    /// through `storage`, whose own accesses the compiler checks statically.
    ///
    /// Visible to inlinable code (nothing else in the module touches it): the getters are
    /// inlined where they are read, so `element.properties.intrinsic` in another module
    /// loads one field instead of copying every property.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline @exclusivity(unchecked) var id: Int
        @usableFromInline @exclusivity(unchecked) var kindName: String
        @usableFromInline @exclusivity(unchecked) var name: String?
        @usableFromInline @exclusivity(unchecked) var path: String
        @usableFromInline @exclusivity(unchecked) var children: [Int]
        @usableFromInline @exclusivity(unchecked) var indexInParent: Int
        @usableFromInline @exclusivity(unchecked) var constraints: [Constraint]
        @usableFromInline @exclusivity(unchecked) var assignments: PropertyAssignments
        @usableFromInline @exclusivity(unchecked) var properties: ElementProperties
        @usableFromInline @exclusivity(unchecked) var parent: Int?
        @usableFromInline @exclusivity(unchecked) var headerRange: SourceRange
        @usableFromInline @exclusivity(unchecked) var range: SourceRange
        @usableFromInline @exclusivity(unchecked) var nameRange: SourceRange?
        @usableFromInline @exclusivity(unchecked) var braces: (open: SourceRange, close: SourceRange?)?
        @usableFromInline @exclusivity(unchecked) var stack: StackProperties?
        @usableFromInline @exclusivity(unchecked) var kind: ElementKind?
        @usableFromInline @exclusivity(unchecked) var isArranged: Bool

        init(
            id: Int, kindName: String, name: String?, path: String, children: [Int], indexInParent: Int,
            constraints: [Constraint], assignments: PropertyAssignments, properties: ElementProperties, parent: Int?,
            headerRange: SourceRange, range: SourceRange, nameRange: SourceRange?,
            braces: (open: SourceRange, close: SourceRange?)?, stack: StackProperties?, kind: ElementKind?,
            isArranged: Bool
        ) {
            self.id = id
            self.kindName = kindName
            self.name = name
            self.path = path
            self.children = children
            self.indexInParent = indexInParent
            self.constraints = constraints
            self.assignments = assignments
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

        func copy() -> Storage {
            Storage(
                id: id, kindName: kindName, name: name, path: path, children: children,
                indexInParent: indexInParent, constraints: constraints, assignments: assignments,
                properties: properties, parent: parent, headerRange: headerRange, range: range, nameRange: nameRange,
                braces: braces, stack: stack, kind: kind, isArranged: isArranged)
        }
    }

    @usableFromInline var storage: Storage

    /// The storage, copied first if another value shares it.
    private var uniqueStorage: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// Its index in ``Layout/elements`` (document order).
    public var id: Int {
        @inlinable get { storage.id }
        set { uniqueStorage.id = newValue }
        _modify { yield &uniqueStorage.id }
    }

    /// The kind as written.
    public var kindName: String {
        @inlinable get { storage.kindName }
        set { uniqueStorage.kindName = newValue }
        _modify { yield &uniqueStorage.kindName }
    }

    /// The name, if any.
    public var name: String? {
        @inlinable get { storage.name }
        set { uniqueStorage.name = newValue }
        _modify { yield &uniqueStorage.name }
    }

    /// `row/text/title`; an unnamed element stands as `KIND#INDEX`.
    public var path: String {
        @inlinable get { storage.path }
        set { uniqueStorage.path = newValue }
        _modify { yield &uniqueStorage.path }
    }

    /// The children's indices, in order.
    public var children: [Int] {
        @inlinable get { storage.children }
        set { uniqueStorage.children = newValue }
        _modify { yield &uniqueStorage.children }
    }

    /// Its index among its parent's children (or among the layout's roots).
    public var indexInParent: Int {
        @inlinable get { storage.indexInParent }
        set { uniqueStorage.indexInParent = newValue }
        _modify { yield &uniqueStorage.indexInParent }
    }

    /// The user's constraints on this element.
    public var constraints: [Constraint] {
        @inlinable get { storage.constraints }
        set { uniqueStorage.constraints = newValue }
        _modify { yield &uniqueStorage.constraints }
    }

    /// The property statements that took effect (the last of duplicates), by name.
    public var assignments: PropertyAssignments {
        @inlinable get { storage.assignments }
        set { uniqueStorage.assignments = newValue }
        _modify { yield &uniqueStorage.assignments }
    }

    /// The resolved properties.
    public var properties: ElementProperties {
        @inlinable get { storage.properties }
        set { uniqueStorage.properties = newValue }
        _modify { yield &uniqueStorage.properties }
    }

    /// The parent's index, or nil for a root.
    public var parent: Int? {
        @inlinable get { storage.parent }
        set { uniqueStorage.parent = newValue }
        _modify { yield &uniqueStorage.parent }
    }

    /// `KIND NAME`.
    public var headerRange: SourceRange {
        @inlinable get { storage.headerRange }
        set { uniqueStorage.headerRange = newValue }
        _modify { yield &uniqueStorage.headerRange }
    }

    /// The whole element.
    public var range: SourceRange {
        @inlinable get { storage.range }
        set { uniqueStorage.range = newValue }
        _modify { yield &uniqueStorage.range }
    }

    /// The name's range, if named.
    public var nameRange: SourceRange? {
        @inlinable get { storage.nameRange }
        set { uniqueStorage.nameRange = newValue }
        _modify { yield &uniqueStorage.nameRange }
    }

    /// The body's `{` and `}`, when the element has a body (the `}` may be missing).
    public var braces: (open: SourceRange, close: SourceRange?)? {
        @inlinable get { storage.braces }
        set { uniqueStorage.braces = newValue }
        _modify { yield &uniqueStorage.braces }
    }

    /// Stack properties, for stacks.
    public var stack: StackProperties? {
        @inlinable get { storage.stack }
        set { uniqueStorage.stack = newValue }
        _modify { yield &uniqueStorage.stack }
    }

    /// The kind, or nil when the kind is unknown (reported as `unknown-element`).
    public var kind: ElementKind? {
        @inlinable get { storage.kind }
        set { uniqueStorage.kind = newValue }
        _modify { yield &uniqueStorage.kind }
    }

    /// Whether it is an arranged subview of its parent stack.
    public var isArranged: Bool {
        @inlinable get { storage.isArranged }
        set { uniqueStorage.isArranged = newValue }
        _modify { yield &uniqueStorage.isArranged }
    }

    /// Creates an element (its children, constraints and assignments empty).
    init(
        id: Int, kind: ElementKind?, kindName: String, name: String?, path: String, parent: Int?,
        indexInParent: Int, isArranged: Bool, headerRange: SourceRange, nameRange: SourceRange?, range: SourceRange,
        braces: (open: SourceRange, close: SourceRange?)?, properties: ElementProperties, stack: StackProperties?
    ) {
        storage = Storage(
            id: id, kindName: kindName, name: name, path: path, children: [],
            indexInParent: indexInParent, constraints: [], assignments: PropertyAssignments(),
            properties: properties, parent: parent, headerRange: headerRange, range: range,
            nameRange: nameRange, braces: braces, stack: stack, kind: kind, isArranged: isArranged)
    }

    /// Whether the element is `hidden`.
    public var isHidden: Bool { properties.isHidden }

    /// A short name for messages: `row`, or `stack#0`.
    public var displayName: String { name ?? "\(kindName)#\(indexInParent)" }
}
