/// The unit in which a column is counted.
public enum ColumnUnit: Sendable {
    /// UTF-8 bytes (LSP `utf-8` position encoding).
    case utf8
    /// UTF-16 code units (LSP's default `utf-16` position encoding).
    case utf16
    /// Unicode scalars: what people count, used in CLI output.
    case scalars
}

/// A 0-based line and column. Shown to people 1-based.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 0-based line.
    public var line: Int
    /// The 0-based column, in the unit it was computed in.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.column < rhs.column
    }

    /// `line:column`, both 1-based.
    public var description: String { "\(line + 1):\(column + 1)" }
}
