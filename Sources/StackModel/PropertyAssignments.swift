import StackSyntax

/// The property statements that took effect in an element or a layout, by name, as handy
/// as a dictionary (``PropertyTable``'s short list, one entry per name). A statement is a
/// small value that refers to its value's items in the file's arrays, so keeping it is a
/// copy of a few words, not of the value.
public struct PropertyAssignments: Sendable {
    private var entriesByName: [(name: PropertyName, statement: PropertySyntax)] = []

    /// No statement.
    public init() {}

    /// The statement that set a property, if any. Setting one stores a copy of it.
    public subscript(name: PropertyName) -> PropertySyntax? {
        get {
            // By index: the entries are compared by name without copying their statements.
            for index in entriesByName.indices where entriesByName[index].name == name {
                return entriesByName[index].statement
            }
            return nil
        }
        set {
            guard let newValue else {
                entriesByName.removeAll { $0.name == name }
                return
            }
            assign(name, newValue)
        }
    }

    /// Sets a property to a statement, in place of the one that set it before.
    mutating func assign(_ name: PropertyName, _ statement: PropertySyntax) {
        for index in entriesByName.indices where entriesByName[index].name == name {
            entriesByName[index].statement = statement
            return
        }
        entriesByName.append((name, statement))
    }

    /// The set entries, in the order they were first set.
    public var entries: [(name: PropertyName, value: PropertySyntax)] {
        entriesByName.map { ($0.name, $0.statement) }
    }

    /// Makes room for `count` statements, so that an element's are stored in one allocation.
    mutating func reserveCapacity(_ count: Int) { entriesByName.reserveCapacity(count) }
}
