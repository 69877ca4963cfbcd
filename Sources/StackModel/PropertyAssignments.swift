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
        get { entriesByName.first { $0.name == name }?.statement }
        set {
            let index = entriesByName.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let statement?): entriesByName[index].statement = statement
            case (let index?, nil): entriesByName.remove(at: index)
            case (nil, let statement?): entriesByName.append((name, statement))
            case (nil, nil): break
            }
        }
    }

    /// The set entries, in the order they were first set.
    public var entries: [(name: PropertyName, value: PropertySyntax)] {
        entriesByName.map { ($0.name, $0.statement) }
    }

    /// Makes room for `count` statements, so that an element's are stored in one allocation.
    mutating func reserveCapacity(_ count: Int) { entriesByName.reserveCapacity(count) }
}
