import StackSyntax

/// The valid word an unknown one most likely meant, with the fix that writes it: what an
/// "unknown property", "unknown reference" or "has no value" finding offers.
public struct SuggestedWord: Hashable, Sendable {
    /// The word written.
    public let word: String
    /// The valid word nearest to it.
    public let replacement: String
    /// Whether no other valid word is as near.
    public let isUnique: Bool

    /// The suggestion for `word` among `candidates`, or nil when none is near enough.
    public init?(for word: String, in candidates: [String]) {
        guard let match = Suggestion.match(for: word, in: candidates) else { return nil }
        self.word = word
        self.replacement = match.candidate
        self.isUnique = match.isUnique
    }

    /// `; did you mean `x`?`, as every message words it.
    public var hint: String { "; did you mean `\(replacement)`?" }

    /// The fix that replaces the word at `range` with the suggestion. It is safe only when
    /// the suggestion is the one nearest word and reads back as one identifier: a tie is
    /// the user's choice to make, and a word that lexes otherwise would not parse where the
    /// old one stood.
    public func fix(replacing range: SourceRange) -> Fix {
        let safe = isUnique && Self.isOneIdentifier(replacement)
        return Fix(
            title: "Replace `\(word)` with `\(replacement)`",
            edits: [TextEdit(range: range, newText: replacement)], safety: safe ? .safe : .unsafe)
    }

    /// Whether `text` lexes as exactly one identifier.
    static func isOneIdentifier(_ text: String) -> Bool {
        let tokens = Lexer.tokens(of: SourceText(text))
        return tokens.count == 2 && tokens[0].kind == .identifier && tokens[0].range.length == text.utf8.count
    }
}
