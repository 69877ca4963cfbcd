/// The character classes of XML 1.0 (fifth edition) over UTF-8 bytes: `Char`, `S`,
/// `NameStartChar` and `NameChar`, and the decoding of one scalar without trapping.
enum XMLCharacters {
    /// Whether a byte is white space (`S`: space, tab, line feed, carriage return).
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Whether a scalar is a `Char`: what XML allows anywhere in a document.
    static func isCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: return true
        default: return false
        }
    }

    /// Whether a scalar may start a name (`NameStartChar`).
    static func isNameStart(_ value: UInt32) -> Bool {
        switch value {
        case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A: return true
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF, 0x200C...0x200D,
            0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x1_0000...0xE_FFFF:
            return true
        default: return false
        }
    }

    /// Whether a scalar may continue a name (`NameChar`).
    static func isNameCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return isNameStart(value)
        }
    }

    /// The scalar that starts at `index` and its length in bytes, or nil where the bytes are
    /// not well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF included).
    static func scalar(in bytes: [UInt8], at index: Int) -> (value: UInt32, length: Int)? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (UInt32(lead), 1)
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        switch length {
        case 3 where value < 0x800 || (0xD800...0xDFFF).contains(value): return nil
        case 4 where value < 0x1_0000 || value > 0x10_FFFF: return nil
        default: return (value, length)
        }
    }

    /// The UTF-8 bytes of a scalar, appended to `buffer`.
    static func append(_ value: UInt32, to buffer: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            buffer.append(UInt8(value))
        case 0x80..<0x800:
            buffer.append(0xC0 | UInt8(value >> 6))
            buffer.append(0x80 | UInt8(value & 0x3F))
        case 0x800..<0x1_0000:
            buffer.append(0xE0 | UInt8(value >> 12))
            buffer.append(0x80 | UInt8(value >> 6 & 0x3F))
            buffer.append(0x80 | UInt8(value & 0x3F))
        default:
            buffer.append(0xF0 | UInt8(value >> 18 & 0x07))
            buffer.append(0x80 | UInt8(value >> 12 & 0x3F))
            buffer.append(0x80 | UInt8(value >> 6 & 0x3F))
            buffer.append(0x80 | UInt8(value & 0x3F))
        }
    }
}
