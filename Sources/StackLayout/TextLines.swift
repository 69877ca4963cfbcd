/// The lines of a wrapping label at its final width (stack-format.md §10.1).
public struct TextLines: Sendable, Equatable {
    /// n(w): the lines the label shows at its width, capped at its `lines` when that is
    /// above 0; 1 where the width is ambiguous, 0 or less, or at least the one-line width.
    public var count: Int
    /// The lines its text needs at that width without the cap (`ceil(W1 / w)`).
    public var needed: Int

    /// `3 lines`, `1 line`: as `stacklint frames` and the editor's hints print it.
    public var summary: String { "\(count) line\(count == 1 ? "" : "s")" }

    /// A count and what the text needs.
    public init(count: Int, needed: Int) {
        self.count = count
        self.needed = needed
    }
}
