/// `NAME: VALUE`.
public struct PropertySyntax: Hashable, Sendable {
    /// The property name.
    public var name: Identifier
    /// The value.
    public var value: ValueSyntax
    /// From the name to the end of the value.
    public var range: SourceRange

    /// Creates a property.
    public init(name: Identifier, value: ValueSyntax, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}
