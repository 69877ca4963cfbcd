/// Percent-encoding (RFC 3986) without Foundation, for the paths of `file://` URIs.
public enum PercentEncoding {
    /// `text` with every `%XX` replaced by the byte it encodes, as Foundation's
    /// `removingPercentEncoding`: nil when a `%` is not followed by two hexadecimal digits or
    /// the bytes decoded are not valid UTF-8.
    public static func decode(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else { return nil }
            decoded.append(high << 4 | low)
            index += 3
        }
        let result = String(decoding: decoded, as: UTF8.self)
        return Array(result.utf8) == decoded ? result : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
