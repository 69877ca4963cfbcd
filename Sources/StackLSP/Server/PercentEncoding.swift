import StackSyntax

/// Percent-encoding (RFC 3986) without Foundation, for the paths of `file://` URIs.
enum PercentEncoding {
    /// `text` with every `%XX` replaced by the byte it encodes, as Foundation's
    /// `removingPercentEncoding`: nil when a `%` is not followed by two hexadecimal digits or
    /// the bytes decoded are not valid UTF-8.
    static func decode(_ text: String) -> String? {
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
            guard index + 2 < bytes.count, let high = bytes[index + 1].hexDigitValue,
                let low = bytes[index + 2].hexDigitValue
            else { return nil }
            decoded.append(high << 4 | low)
            index += 3
        }
        let result = String(decoding: decoded, as: UTF8.self)
        return Array(result.utf8) == decoded ? result : nil
    }

}
