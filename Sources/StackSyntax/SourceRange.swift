/// A half-open range of UTF-8 byte offsets into a ``SourceText``.
///
/// Every node, token and diagnostic carries one. Offsets are converted to lines and
/// columns in one place only: ``SourceText/location(of:unit:)``.
public struct SourceRange: Hashable, Sendable, Comparable, CustomStringConvertible, Codable {
    /// The offset of the first byte.
    public var start: Int
    /// The offset just past the last byte.
    public var end: Int

    /// Creates a range; `end` is clamped to be at least `start`.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `offset`.
    public static func empty(at offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    /// The number of bytes covered.
    public var length: Int { end - start }

    /// Whether `offset` lies inside the range (the end included, as an editor cursor expects).
    public func contains(_ offset: Int) -> Bool { offset >= start && offset <= end }

    /// The smallest range that covers both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
    }

    public var description: String { "\(start)..<\(end)" }
}
