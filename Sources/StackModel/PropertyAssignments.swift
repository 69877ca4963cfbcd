import StackSyntax

/// The property statements that took effect in an element or a layout, by name, as handy
/// as a dictionary (``PropertyTable``'s short list, one entry per name). Each statement is
/// kept as the syntax tree's own boxed member: the model refers to the tree's storage
/// instead of holding a second copy of every statement.
public struct PropertyAssignments: Sendable {
    private var entriesByName: [(name: PropertyName, statement: MemberSyntax)] = []

    /// No statement.
    public init() {}

    /// The statement that set a property, if any. Setting one stores a copy of it.
    public subscript(name: PropertyName) -> PropertySyntax? {
        get {
            guard let index = entriesByName.firstIndex(where: { $0.name == name }),
                case .property(let property) = entriesByName[index].statement
            else { return nil }
            return property
        }
        set { set(name, statement: newValue.map(MemberSyntax.property)) }
    }

    /// The set entries, in the order they were first set.
    public var entries: [(name: PropertyName, value: PropertySyntax)] {
        entriesByName.compactMap { entry in
            guard case .property(let property) = entry.statement else { return nil }
            return (entry.name, property)
        }
    }

    /// Makes room for `count` statements, so that an element's are stored in one allocation.
    mutating func reserveCapacity(_ count: Int) { entriesByName.reserveCapacity(count) }

    /// Sets a property to a `.property` member of the syntax tree (sharing its storage), or
    /// removes it (nil).
    mutating func set(_ name: PropertyName, statement: MemberSyntax?) {
        let index = entriesByName.firstIndex { $0.name == name }
        switch (index, statement) {
        case (let index?, let statement?): entriesByName[index].statement = statement
        case (let index?, nil): entriesByName.remove(at: index)
        case (nil, let statement?): entriesByName.append((name, statement))
        case (nil, nil): break
        }
    }
}
