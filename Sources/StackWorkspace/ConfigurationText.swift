import StackJSON

/// The JSON of a configuration file as the configuration loader has always accepted it
/// (Foundation's `JSONSerialization`, which the loader used before the analysis layer did
/// without Foundation), read with the project's strict ``JSON`` parser: UTF-8 with or
/// without a byte order mark, UTF-16 and UTF-32 (by their byte order marks or their zero
/// bytes), one trailing comma before a `}` or `]`; invalid UTF-8 and numbers beyond a
/// `Double` (`1e400`) are rejected.
enum ConfigurationText {
    /// What the loader says, after "is not valid JSON: ", of a text it cannot read (the
    /// words `JSONSerialization` gave, kept so that messages do not change).
    static let invalidReason = "The operation could not be completed. The data is not in the correct format."

    /// The document, or nil when the bytes are not JSON.
    static func parse(_ bytes: [UInt8]) -> JSON? {
        guard let text = utf8(bytes), let document = JSON.parse(withoutTrailingCommas(text)), isFinite(document) else {
            return nil
        }
        return document
    }

    /// The text as UTF-8 without a byte order mark; nil when it is not valid in its encoding.
    static func utf8(_ bytes: [UInt8]) -> [UInt8]? {
        let head = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
        if head[0] == 0xEF, head[1] == 0xBB, head[2] == 0xBF { return validUTF8(Array(bytes.dropFirst(3))) }
        if head == [0x00, 0x00, 0xFE, 0xFF] { return utf32(bytes.dropFirst(4), bigEndian: true) }
        if head == [0xFF, 0xFE, 0x00, 0x00] { return utf32(bytes.dropFirst(4), bigEndian: false) }
        if head[0] == 0xFE, head[1] == 0xFF { return utf16(bytes.dropFirst(2), bigEndian: true) }
        if head[0] == 0xFF, head[1] == 0xFE { return utf16(bytes.dropFirst(2), bigEndian: false) }
        if bytes.count >= 4, head[0] == 0, head[1] == 0, head[2] == 0, head[3] != 0 {
            return utf32(bytes[...], bigEndian: true)
        }
        if bytes.count >= 4, head[0] != 0, head[1] == 0, head[2] == 0, head[3] == 0 {
            return utf32(bytes[...], bigEndian: false)
        }
        if bytes.count >= 2, head[0] == 0, head[1] != 0 { return utf16(bytes[...], bigEndian: true) }
        if bytes.count >= 2, head[0] != 0, head[1] == 0 { return utf16(bytes[...], bigEndian: false) }
        return validUTF8(bytes)
    }

    private static func validUTF8(_ bytes: [UInt8]) -> [UInt8]? {
        Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes ? bytes : nil
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8]? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        let text = String(decoding: units, as: UTF16.self)
        return Array(text.utf16) == units ? Array(text.utf8) : nil
    }

    private static func utf32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt8]? {
        guard bytes.count % 4 == 0 else { return nil }
        var text = String.UnicodeScalarView()
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let group = bytes[index..<index + 4].map(UInt32.init)
            let value =
                bigEndian
                ? group[0] << 24 | group[1] << 16 | group[2] << 8 | group[3]
                : group[3] << 24 | group[2] << 16 | group[1] << 8 | group[0]
            guard let scalar = Unicode.Scalar(value) else { return nil }
            text.append(scalar)
            index += 4
        }
        return Array(String(text).utf8)
    }

    /// The text without a comma that ends an array or object (`[1, 2,]`, `{"a": 1,}`), outside
    /// strings; a comma right after `[`, `{` or another comma stays (and fails to parse).
    static func withoutTrailingCommas(_ text: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(text.count)
        var inString = false
        var escaped = false
        var lastSignificant: UInt8 = 0
        for (index, byte) in text.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                output.append(byte)
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            if byte == UInt8(ascii: ","),
                ![UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ",")].contains(lastSignificant),
                let next = text[(index + 1)...].first(where: { !isWhitespace($0) }),
                next == UInt8(ascii: "}") || next == UInt8(ascii: "]")
            {
                lastSignificant = byte
                continue
            }
            if !isWhitespace(byte) { lastSignificant = byte }
            output.append(byte)
        }
        return output
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isFinite(_ value: JSON) -> Bool {
        switch value {
        case .number(let number): return number.isFinite
        case .array(let items): return items.allSatisfy(isFinite)
        case .object(let members): return members.values.allSatisfy(isFinite)
        case .null, .bool, .string: return true
        }
    }
}
