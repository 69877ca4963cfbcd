/// Values keyed by ``PropertyName``, as handy as a dictionary: a short list searched in
/// order (an element sets a handful of properties), with no hashing.
public struct PropertyTable<Value: Sendable>: Sendable {
    private var names: [PropertyName] = []
    private var values: [Value] = []

    /// An empty table.
    public init() {}

    /// The value for a property, if set.
    public subscript(name: PropertyName) -> Value? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue {
                    values[index] = newValue
                } else {
                    names.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    /// The set entries, in the order they were first set.
    public var entries: [(name: PropertyName, value: Value)] {
        Array(zip(names, values))
    }
}
