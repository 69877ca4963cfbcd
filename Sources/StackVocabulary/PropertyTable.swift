/// Values keyed by ``PropertyName``, as handy as a dictionary: a short list searched in
/// order (an element sets a handful of properties), with no hashing.
public struct PropertyTable<Value: Sendable>: Sendable {
    // Inlinable (the model uses it from another module): specialized where it is used,
    // instead of the generic code that looks its type metadata up at run time.
    @usableFromInline var names: [PropertyName] = []
    @usableFromInline var values: [Value] = []

    /// An empty table.
    @inlinable
    public init() {}

    /// The value for a property, if set.
    @inlinable
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
    @inlinable
    public var entries: [(name: PropertyName, value: Value)] {
        Array(zip(names, values))
    }
}
