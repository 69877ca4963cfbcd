/// The names a child of a `scroll` element uses for its scroll view's layout guides
/// (stack-format.md §3 and §11, format version 3): reserved there, ordinary names elsewhere.
public enum ScrollGuideName: String, CaseIterable, Sendable {
    /// `contentLayoutGuide`.
    case content
    /// `frameLayoutGuide`.
    case frame

    /// The element kind keyword whose children reserve these names.
    public static let scrollKind = "scroll"

    /// The guide an identifier names in `source`, if any, read from its bytes.
    public init?(_ word: Identifier, in source: SourceText) {
        guard let guide = Self.allCases.first(where: { source.spells($0.rawValue, in: word.range) }) else {
            return nil
        }
        self = guide
    }
}
