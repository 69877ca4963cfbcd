/// Fast lookup of a keyword enum by its spelling.
///
/// `init(rawValue:)` on a `String` enum, and a `switch` over string literals, compare the
/// word with every case through the general (Unicode-aware) string comparison; a table
/// lookup hashes the word once. It runs for every property and element of every file.
public protocol KeywordLookup: RawRepresentable, CaseIterable where RawValue == String {
    /// The table from spelling to case.
    static var keywordTable: [String: Self] { get }
}

extension KeywordLookup {
    /// Builds the table from the cases' raw values.
    public static func makeKeywordTable() -> [String: Self] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    }

    /// The case spelled `word`, if any.
    public init?(keyword word: String) {
        guard let value = Self.keywordTable[word] else { return nil }
        self = value
    }
}

extension PropertyName: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}

extension ElementKind: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}

extension Axis: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}

extension Distribution: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}

extension Alignment: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}

extension LayoutDirection: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}

extension PinEdge: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}
