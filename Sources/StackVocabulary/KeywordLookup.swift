import StackSyntax

/// Fast lookup of a keyword enum by its spelling.
///
/// `init(rawValue:)` on a `String` enum, and a `switch` over string literals, compare the
/// word with every case through the general (Unicode-aware) string comparison. This table
/// groups the spellings by length and compares bytes, which is all an ASCII keyword needs.
/// It runs for every property, element and enum value of every file.
public protocol KeywordLookup: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The table of spellings.
    static var keywordTable: KeywordTable<Self> { get }
}

/// Spellings grouped by their UTF-8 length.
///
/// Its lookup is inlinable, as is ``KeywordLookup/init(keyword:)``: the model reads every word
/// through them from another module, where a call to the unspecialized generic code would
/// look the table's type metadata up at run time, word by word.
public struct KeywordTable<Value: Sendable>: Sendable {
    /// Each spelling's first eight bytes as one word (``head(of:)``), its bytes and its value.
    @usableFromInline var groups: [[(head: UInt64, bytes: [UInt8], value: Value)]] = []

    /// Builds a table from spellings and values.
    public init(_ entries: [(String, Value)]) {
        for (word, value) in entries {
            let bytes = Array(word.utf8)
            while groups.count <= bytes.count { groups.append([]) }
            let head = bytes.withUnsafeBufferPointer { Self.head(of: $0) }
            groups[bytes.count].append((head, bytes, value))
        }
    }

    /// The first eight bytes of `word` (fewer in a shorter word) as one little-endian word:
    /// a spelling of the same length with another head is told apart in one comparison, and
    /// one of up to eight bytes with the same head is the same spelling.
    @inlinable
    static func head(of word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var head: UInt64 = 0
        for index in 0..<min(8, word.count) { head |= UInt64(word[index]) << (8 * UInt64(index)) }
        return head
    }

    /// The value spelled `word`, if any.
    @inlinable
    public func lookup(_ word: String) -> Value? {
        var word = word
        return word.withUTF8 { lookup(bytes: $0) }
    }

    /// The value spelled by the UTF-8 bytes `buffer`, if any: a word read where it stands
    /// in a source (``SourceText/withBytes(in:_:)``), no string made.
    @inlinable
    public func lookup(bytes buffer: UnsafeBufferPointer<UInt8>) -> Value? {
        guard buffer.count < groups.count else { return nil }
        let head = Self.head(of: buffer)
        for entry in groups[buffer.count] where entry.head == head {
            if buffer.count <= 8 || entry.bytes[8...].elementsEqual(buffer[8...]) { return entry.value }
        }
        return nil
    }
}

extension KeywordLookup {
    /// Builds the table from the cases' raw values.
    public static func makeKeywordTable() -> KeywordTable<Self> {
        KeywordTable(allCases.map { ($0.rawValue, $0) })
    }

    /// The case spelled `word`, if any.
    @inlinable
    public init?(keyword word: String) {
        guard let value = Self.keywordTable.lookup(word) else { return nil }
        self = value
    }

    /// The case an identifier spells in `source`, if any, read from the source's bytes
    /// without making a string.
    @inlinable
    public init?(_ word: Identifier, in source: SourceText) {
        guard let value = source.withBytes(in: word.range, { Self.keywordTable.lookup(bytes: $0) }) else { return nil }
        self = value
    }
}

extension PropertyName: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}

extension LayoutAttribute: KeywordLookup {
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

extension PinGuide: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}

extension TextStyle: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}

extension ContentInsetBehavior: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}

extension SizeClassTrait: KeywordLookup {
    public static let keywordTable = makeKeywordTable()
}
