/// `NAME [TRAITS]: VALUE`.
public struct PropertySyntax: Hashable, Sendable {
    /// The property name.
    public var name: Identifier
    /// The size classes of a variant (`axis[hC]: horizontal`, format version 3), if written.
    public var traits: TraitsSyntax?
    /// The value.
    public var value: ValueSyntax
    /// From the name to the end of the value.
    public var range: SourceRange

    /// Creates a property.
    public init(name: Identifier, traits: TraitsSyntax? = nil, value: ValueSyntax, range: SourceRange) {
        self.name = name
        self.traits = traits
        self.value = value
        self.range = range
    }
}
