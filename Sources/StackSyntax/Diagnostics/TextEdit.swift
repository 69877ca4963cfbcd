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

/// A named set of edits that resolves a finding.
public struct Fix: Hashable, Sendable, Codable {
    /// What the fix does, as an imperative sentence ("Remove the earlier `spacing`").
    public var title: String
    /// The edits, non-overlapping.
    public var edits: [TextEdit]

    /// Creates a fix.
    public init(title: String, edits: [TextEdit]) {
        self.title = title
        self.edits = edits
    }
}
