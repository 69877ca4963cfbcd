/// A number literal, possibly negative (`-10`, `0.75`).
public struct NumberLiteral: Hashable, Sendable {
    /// Its value in points (or as a plain number).
    public var value: Double
    /// The text as written, kept so that the formatter does not reformat numbers.
    public var text: String
    /// Where it stands.
    public var range: SourceRange

    /// Creates a number literal.
    public init(value: Double, text: String, range: SourceRange) {
        self.value = value
        self.text = text
        self.range = range
    }
}

/// A string literal.
public struct StringLiteral: Hashable, Sendable {
    /// The decoded value, escapes resolved.
    public var value: String
    /// The text as written, quotes included.
    public var text: String
    /// Where it stands.
    public var range: SourceRange

    /// Creates a string literal.
    public init(value: String, text: String, range: SourceRange) {
        self.value = value
        self.text = text
        self.range = range
    }
}

/// A color literal, `#RRGGBB` or `#RRGGBBAA` (checked by the model, not the parser).
public struct ColorLiteral: Hashable, Sendable {
    /// The text as written, `#` included.
    public var text: String
    /// Where it stands.
    public var range: SourceRange

    /// Creates a color literal.
    public init(text: String, range: SourceRange) {
        self.text = text
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
