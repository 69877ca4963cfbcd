import StackSyntax

/// The property statements that took effect in an element or a layout, by name, as handy
/// as a dictionary (``PropertyTable``'s short list, one entry per name). Each entry is the
/// index of its statement in the file's properties, which every element of a file shares
/// (one array, not a copy of each statement): keeping, copying and dropping an element's
/// assignments touches no statement.
public struct PropertyAssignments: Sendable {
    /// The statements the entries index: the file's properties as the model read them, and
    /// after them any statement set in code.
    private var statements: [PropertySyntax] = []
    /// Each set property and the index of its statement, in the order first set.
    private var entriesByName: [(name: PropertyName, statement: Int)] = []

    /// No statement.
    public init() {}

    /// The statement that set a property, if any. Setting one stores a copy of it.
    public subscript(name: PropertyName) -> PropertySyntax? {
        get {
            for entry in entriesByName where entry.name == name { return statements[entry.statement] }
            return nil
        }
        set {
            guard let newValue else {
                entriesByName.removeAll { $0.name == name }
                return
            }
            statements.append(newValue)
            assign(name, statements.count - 1)
        }
    }

    /// Sets a property to statement `index` of a file's `properties`, in place of the one
    /// that set it before. The first statement assigned shares the file's array; a statement
    /// of another array (never in a model as built) is copied in.
    mutating func assign(_ name: PropertyName, statement index: Int, of properties: [PropertySyntax]) {
        if statements.isEmpty { statements = properties }
        let shared = statements.withUnsafeBufferPointer { own in
            properties.withUnsafeBufferPointer { $0.baseAddress == own.baseAddress }
        }
        guard shared else {
            statements.append(properties[index])
            assign(name, statements.count - 1)
            return
        }
        assign(name, index)
    }

    /// Sets a property to the statement at `index` of ``statements``.
    private mutating func assign(_ name: PropertyName, _ index: Int) {
        for position in entriesByName.indices where entriesByName[position].name == name {
            entriesByName[position].statement = index
            return
        }
        entriesByName.append((name, index))
    }

    /// The set entries, in the order they were first set.
    public var entries: [(name: PropertyName, value: PropertySyntax)] {
        entriesByName.map { ($0.name, statements[$0.statement]) }
    }

    /// Makes room for `count` statements, so that an element's are stored in one allocation.
    mutating func reserveCapacity(_ count: Int) { entriesByName.reserveCapacity(count) }
}
