/// A number literal, possibly negative (`-10`, `0.75`). Its text as written (which the
/// formatter keeps) is the source's text in ``range``: the literal holds no string, so that
/// a value's atoms are plain words to copy.
public struct NumberLiteral: Hashable, Sendable {
    /// Its value in points (or as a plain number).
    public var value: Double
    /// Where it stands, its `-` included.
    public var range: SourceRange

    /// Creates a number literal.
    public init(value: Double, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A string literal. Its text as written, quotes included, is the source's text in
/// ``range``.
public struct StringLiteral: Hashable, Sendable {
    /// The decoded value, escapes resolved.
    public var value: String
    /// Where it stands.
    public var range: SourceRange

    /// Creates a string literal.
    public init(value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A color literal, `#RRGGBB` or `#RRGGBBAA` (checked by the model, not the parser). Its
/// text as written, `#` included, is the source's text in ``range``.
public struct ColorLiteral: Hashable, Sendable {
    /// Where it stands.
    public var range: SourceRange

    /// Creates a color literal.
    public init(range: SourceRange) {
        self.range = range
    }
}

/// One side of a size: a number, `none` (no intrinsic metric on that axis), or `auto` (a
/// canvas side the content decides, format version 3; the model checks where it stands).
public enum SizeSide: Hashable, Sendable {
    case number(NumberLiteral)
    case none(SourceRange)
    case auto(SourceRange)

    /// The number, or nil for `none`.
    public var value: Double? {
        if case .number(let literal) = self { return literal.value }
        return nil
    }

    /// Where the side stands.
    public var range: SourceRange {
        switch self {
        case .number(let literal): return literal.range
        case .none(let range), .auto(let range): return range
        }
    }
}

/// `WIDTH x HEIGHT`.
public struct SizeLiteral: Hashable, Sendable {
    /// The width side.
    public var width: SizeSide
    /// The height side.
    public var height: SizeSide
    /// Where it stands.
    public var range: SourceRange

    /// Creates a size literal.
    public init(width: SizeSide, height: SizeSide, range: SourceRange) {
        self.width = width
        self.height = height
        self.range = range
    }
}
