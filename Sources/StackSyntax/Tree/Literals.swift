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
/// ``range``, and its value is decoded from there (``value(in:)``): the literal holds no
/// string, so that a value's atoms are plain words to copy.
public struct StringLiteral: Hashable, Sendable {
    /// Where it stands, quotes included.
    public var range: SourceRange

    /// Creates a string literal.
    public init(range: SourceRange) {
        self.range = range
    }

    /// The decoded value in the source it was parsed from, escapes resolved; an invalid
    /// escape (which the parser reported) is left out.
    public func value(in source: SourceText) -> String {
        Self.decode(range, in: source.bytes) { _, _ in }
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

extension StringLiteral {
    /// The value of the string literal at `range` of `bytes`, escapes resolved; each invalid
    /// escape is left out and given to `problem` with its range and message.
    static func decode(
        _ range: SourceRange, in bytes: [UInt8], problem: (SourceRange, String) -> Void
    ) -> String {
        var end = range.end
        let terminated = range.length >= 2 && bytes[end - 1] == UInt8(ascii: "\"")
        if terminated { end -= 1 }
        var index = range.start + 1
        // Most strings hold no escape: their value is their bytes, decoded at once.
        guard bytes[index..<end].contains(UInt8(ascii: "\\")) else {
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        var chunkStart = index
        func flush(_ upTo: Int) {
            if upTo > chunkStart {
                scalars.append(contentsOf: String(decoding: bytes[chunkStart..<upTo], as: UTF8.self).unicodeScalars)
            }
        }
        while index < end {
            guard bytes[index] == UInt8(ascii: "\\") else { index += 1; continue }
            flush(index)
            let escapeStart = index
            let code = index + 1 < end ? bytes[index + 1] : 0
            // Past the whole scalar after the backslash, so that the range of an invalid
            // escape (and the next chunk) never starts or ends inside a character.
            index += 1 + (index + 1 < end ? UTF8Scalar.length(in: bytes, at: index + 1) : 1)
            switch code {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var hexEnd = index
                var value: UInt32 = 0
                var valid = index < end && bytes[index] == UInt8(ascii: "{")
                if valid {
                    hexEnd += 1
                    var count = 0
                    while hexEnd < end, let digit = bytes[hexEnd].hexDigitValue {
                        value = (value &* 16) &+ UInt32(digit)
                        hexEnd += 1
                        count += 1
                    }
                    valid = count >= 1 && count <= 8 && hexEnd < end && bytes[hexEnd] == UInt8(ascii: "}")
                    if valid { hexEnd += 1 }
                }
                if valid, let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                    index = hexEnd
                } else {
                    index = max(index, min(hexEnd, end))
                    problem(
                        SourceRange(start: escapeStart, end: index),
                        "invalid escape: write `\\u{XXXX}` with 1 to 8 hex digits of a Unicode scalar")
                }
            default:
                index = min(index, end)
                problem(
                    SourceRange(start: escapeStart, end: index),
                    "invalid escape in a string: use `\\\"`, `\\\\`, `\\n`, `\\t` or `\\u{XXXX}`")
            }
            chunkStart = index
        }
        flush(end)
        return String(scalars)
    }
}
