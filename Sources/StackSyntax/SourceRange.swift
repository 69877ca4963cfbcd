/// A half-open range of UTF-8 byte offsets into a ``SourceText``.
///
/// Every node, token and diagnostic carries one. Offsets are converted to lines and
/// columns in one place only: ``SourceText/location(of:unit:)``.
///
/// The offsets are stored in 32 bits each: a range is half the size, and every node of a
/// syntax tree and every element of a model holds several. A text of 2 GiB or more is far
/// beyond what the tools can hold in memory (each byte of text takes several bytes of
/// tree); an offset past `Int32.max` is clamped to it rather than trapping.
public struct SourceRange: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    private var startOffset: Int32
    private var endOffset: Int32

    /// The offset of the first byte.
    public var start: Int {
        get { Int(startOffset) }
        set { startOffset = Int32(clamping: newValue) }
    }
    /// The offset just past the last byte.
    public var end: Int {
        get { Int(endOffset) }
        set { endOffset = Int32(clamping: newValue) }
    }

    /// Creates a range; `end` is clamped to be at least `start`.
    public init(start: Int, end: Int) {
        startOffset = Int32(clamping: start)
        endOffset = Int32(clamping: max(start, end))
    }

    private enum CodingKeys: String, CodingKey {
        case start, end
    }

    /// Decodes `{"start": ..., "end": ...}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            start: try container.decode(Int.self, forKey: .start), end: try container.decode(Int.self, forKey: .end))
    }

    /// Encodes `{"start": ..., "end": ...}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }

    /// An empty range at `offset`.
    public static func empty(at offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    /// The number of bytes covered.
    public var length: Int { end - start }

    /// Whether `offset` lies inside the range (the end included, as an editor cursor expects).
    public func contains(_ offset: Int) -> Bool { offset >= start && offset <= end }

    /// The smallest range that covers both, read and written as stored (offsets already
    /// clamped need no clamping again).
    public func union(_ other: SourceRange) -> SourceRange {
        let first = min(startOffset, other.startOffset)
        return SourceRange(offsets: first, max(first, endOffset, other.endOffset))
    }

    /// A range of stored offsets, `end` at least `start`.
    private init(offsets start: Int32, _ end: Int32) {
        startOffset = start
        endOffset = end
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }

    public var description: String { "\(start)..<\(end)" }
}
