/// `[T ...]`: the size classes a property variant or a constraint line holds for
/// (stack-format.md §13, format version 3). The words are kept as written; what they mean
/// (`wC`, `wR`, `hC`, `hR`) is the model's to check, with "did you mean".
public struct TraitsSyntax: Hashable, Sendable {
    /// The words between the brackets, in order, in the file's ``FileSyntax/traitWords``
    /// (read them with ``FileSyntax/words(of:)``).
    public var traits: SyntaxSpan
    /// From `[` to `]`.
    public var range: SourceRange

    /// Creates a trait list.
    public init(traits: SyntaxSpan, range: SourceRange) {
        self.traits = traits
        self.range = range
    }
}
