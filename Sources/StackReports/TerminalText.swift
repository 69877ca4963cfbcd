import StackWorkspace

/// A message as printed to a terminal or a text stream: a control character that came from
/// a file (a string value quoted in a finding, say) is written as git writes one in a path,
/// as three octal digits a byte (ESC is `\033`), so a file cannot move the cursor, clear
/// the screen or set the title of the terminal that shows its findings. Line breaks and
/// tabs stay as they are.
public enum TerminalText {
    /// `text` as it is, or with its control characters (C0 but line feed and tab, DEL, C1)
    /// written as octal escapes.
    public static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            guard isEscaped(scalar) else {
                result += bytes
                continue
            }
            for byte in bytes {
                result.append(UInt8(ascii: "\\"))
                result.append(UInt8(ascii: "0") + byte >> 6)
                result.append(UInt8(ascii: "0") + (byte >> 3) & 7)
                result.append(UInt8(ascii: "0") + byte & 7)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && QuotedPath.isControl(scalar)
    }

    /// Whether any character must be escaped: most messages have none, checked byte by byte.
    private static func needsEscaping(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            // A C1 character is U+0080 to U+009F: 0xC2 followed by 0x80 to 0x9F.
            if (byte < 0x20 && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t")) || byte == 0x7F
                || (previous == 0xC2 && (0x80...0x9F).contains(byte)) {
                return true
            }
            previous = byte
        }
        return false
    }
}
