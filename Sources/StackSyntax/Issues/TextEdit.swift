/// A replacement of one byte range of a file with new text.
public struct TextEdit: Hashable, Sendable, Codable {
    /// The range replaced.
    public var range: SourceRange
    /// The text put in its place.
    public var newText: String

    /// Creates an edit.
    public init(range: SourceRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// Whether a fix keeps the layout (Ruff's safe and unsafe fixes).
public enum FixSafety: String, Hashable, Sendable, Codable, CaseIterable {
    /// Provably keeps every frame at every canvas, or only removes something that has no
    /// effect, or corrects a misspelt word or line to the one thing it can mean (whose
    /// effect is the one the author wrote): `--fix` and `source.fixAll` apply it.
    case safe
    /// A design choice that changes the layout (which view stretches, a priority, a
    /// container): offered as a quick fix, applied only with `--unsafe-fixes`.
    case unsafe
}

/// A named set of edits that resolves a finding.
public struct Fix: Hashable, Sendable, Codable {
    /// What the fix does, as an imperative sentence ("Remove the earlier `spacing`").
    public var title: String
    /// The edits, non-overlapping.
    public var edits: [TextEdit]
    /// Whether applying it keeps the layout.
    public var safety: FixSafety

    /// Creates a fix.
    public init(title: String, edits: [TextEdit], safety: FixSafety = .safe) {
        self.title = title
        self.edits = edits
        self.safety = safety
    }
}
