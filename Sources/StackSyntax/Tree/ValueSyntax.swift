/// One word of a property value.
public enum AtomSyntax: Hashable, Sendable {
    case number(NumberLiteral)
    case identifier(Identifier)
    case string(StringLiteral)
    case color(ColorLiteral)
    case size(SizeLiteral)
    /// `==`, `>=` or `<=` inside a value (`pin: bottom >= 20`).
    case relation(RelationLiteral)
    /// `@ PRIORITY` inside a value (`pin: bottom 20 @750`).
    case priority(PrioritySyntax)

    /// Where the atom stands.
    public var range: SourceRange {
        switch self {
        case .number(let literal): return literal.range
        case .identifier(let identifier): return identifier.range
        case .string(let literal): return literal.range
        case .color(let literal): return literal.range
        case .size(let literal): return literal.range
        case .relation(let literal): return literal.range
        case .priority(let priority): return priority.range
        }
    }
}

/// One comma-separated item of a value: `top 20`, `8 16 8 16`, `375 x 64`, `"Wi-Fi"`.
public struct ValueItemSyntax: Hashable, Sendable {
    /// Its words, in order, in the file's ``FileSyntax/atoms`` (read them with
    /// ``FileSyntax/atoms(of:)``).
    public var atoms: SyntaxSpan
    /// Where it stands.
    public var range: SourceRange

    /// Creates an item.
    public init(atoms: SyntaxSpan, range: SourceRange) {
        self.atoms = atoms
        self.range = range
    }
}

/// A property value: items separated by commas.
public struct ValueSyntax: Hashable, Sendable {
    /// The items, in the file's ``FileSyntax/items`` (read them with ``FileSyntax/items(of:)``).
    public var items: SyntaxSpan
    /// Where the whole value stands (empty after the colon when nothing is written).
    public var range: SourceRange

    /// Creates a value.
    public init(items: SyntaxSpan, range: SourceRange) {
        self.items = items
        self.range = range
    }
}
