/// A file's path as printed to a terminal or a text stream, quoted as git quotes a path
/// (`core.quotePath`'s C style) when it holds a byte a terminal could act on.
///
/// A path with a control character (C0, DEL or C1), a `"` or a `\` is written in double
/// quotes with C escapes: `\a`, `\b`, `\t`, `\n`, `\v`, `\f`, `\r`, `\"` and `\\`, and each
/// UTF-8 byte of any other control character as three octal digits (ESC is `\033`, U+009B
/// is `\302\233`). Any other path, non-ASCII letters included, is written as it is. A file
/// name's bytes that are not UTF-8 reach the tools already replaced with U+FFFD, which is
/// printed as it is.
public enum QuotedPath {
    /// `path` as it is, or quoted and escaped when it holds a control character, `"` or `\`.
    public static func quoted(_ path: String) -> String {
        guard needsQuoting(path) else { return path }
        var result: [UInt8] = [UInt8(ascii: "\"")]
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\u{07}": result += Array(#"\a"#.utf8)
            case "\u{08}": result += Array(#"\b"#.utf8)
            case "\t": result += Array(#"\t"#.utf8)
            case "\n": result += Array(#"\n"#.utf8)
            case "\u{0B}": result += Array(#"\v"#.utf8)
            case "\u{0C}": result += Array(#"\f"#.utf8)
            case "\r": result += Array(#"\r"#.utf8)
            case "\"": result += Array(#"\""#.utf8)
            case "\\": result += Array(#"\\"#.utf8)
            default:
                guard isControl(scalar) else {
                    result += Array(String(scalar).utf8)
                    continue
                }
                appendOctal(scalar, to: &result)
            }
        }
        result.append(UInt8(ascii: "\""))
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether a scalar is a C0 or C1 control character or DEL.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Appends each UTF-8 byte of `scalar` as a backslash and three octal digits (ESC is
    /// `\033`), as git writes a control character in a path.
    public static func appendOctal(_ scalar: Unicode.Scalar, to result: inout [UInt8]) {
        for byte in String(scalar).utf8 {
            result.append(UInt8(ascii: "\\"))
            result.append(UInt8(ascii: "0") + byte >> 6)
            result.append(UInt8(ascii: "0") + (byte >> 3) & 7)
            result.append(UInt8(ascii: "0") + byte & 7)
        }
    }

    /// Whether `text` holds a control character (C0, DEL, C1) other than the ASCII bytes
    /// `allowed`, or one of the ASCII bytes `alsoFlagged`: checked byte by byte, since most
    /// texts hold none.
    public static func holdsControl(_ text: String, allowed: [UInt8] = [], alsoFlagged: [UInt8] = []) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            // A C1 character is U+0080 to U+009F: 0xC2 followed by 0x80 to 0x9F.
            if (byte < 0x20 && !allowed.contains(byte)) || byte == 0x7F || alsoFlagged.contains(byte)
                || (previous == 0xC2 && (0x80...0x9F).contains(byte))
            {
                return true
            }
            previous = byte
        }
        return false
    }

    /// Whether a path must be quoted.
    private static func needsQuoting(_ path: String) -> Bool {
        holdsControl(path, alsoFlagged: [UInt8(ascii: "\""), UInt8(ascii: "\\")])
    }
}
