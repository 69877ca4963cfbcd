/// Text written into an XML 1.0 document (an attribute value or character data): the
/// SVG wireframe, Checkstyle and JUnit reports all escape through here.
public enum XMLText {
    /// `text` escaped so that any XML 1.0 parser reads it back: markup characters as
    /// entities; tab, line feed and carriage return as character references (an attribute
    /// keeps them so); DEL and the C1 controls as character references, so that no raw
    /// control byte reaches a terminal showing the file; and every character outside XML
    /// 1.0's `Char` production (the other C0 controls, U+FFFE, U+FFFF), which not even a
    /// reference may name, replaced with U+FFFD.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default:
                if !isAllowed(scalar) {
                    result += "\u{FFFD}"
                } else if (0x7F...0x9F).contains(scalar.value) {
                    result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether XML 1.0's `Char` production admits a scalar: #x9 | #xA | #xD |
    /// [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
