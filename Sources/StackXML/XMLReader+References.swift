import StackSyntax

extension XMLReader {
    /// What a value's bytes are read as when decoded.
    enum DecodingContext {
        /// An attribute value: references decoded, each white space character a space.
        case attributeValue
        /// Character data: references decoded, line ends `\n`.
        case text
        /// The inside of a CDATA section: line ends `\n`, nothing else.
        case characterDataSection
    }

    /// An attribute's quoted value, `index` at its opening quote.
    mutating func readAttributeValue(of attribute: SourceRange, in element: SourceRange) throws(XMLError)
        -> XMLTree.Value
    {
        let quote = bytes[index]
        index += 1
        let start = index
        var needsDecoding = false
        while true {
            guard index < bytes.count else {
                throw error(
                    atEnd: "the file ends inside the value of the attribute '\(quoted(attribute))' of "
                        + "<\(quoted(element))>: expected the closing \(quote == UInt8(ascii: "\"") ? "\"" : "'")")
            }
            let byte = bytes[index]
            if byte == quote { break }
            switch byte {
            case UInt8(ascii: "<"):
                throw error(at: index, "'<' is not allowed in an attribute value (write &lt;)")
            case UInt8(ascii: "&"):
                index = try reference(at: index).end
                needsDecoding = true
            case 0x09, 0x0A, 0x0D:
                needsDecoding = true
                index += 1
            case 0x20..<0x80:
                index += 1
            default:
                try skipCharacter()
            }
        }
        let range = SourceRange(start: start, end: index)
        index += 1
        guard needsDecoding else { return XMLTree.Value(range: range, decoded: -1) }
        var decoded: [UInt8] = []
        decode(range, as: .attributeValue, into: &decoded)
        return store(decoded, range: range)
    }

    /// The character an entity or character reference at `start` (its `&`) stands for, and
    /// the offset after its `;`.
    func reference(at start: Int) throws(XMLError) -> (value: UInt32, end: Int) {
        var offset = start + 1
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "#") {
            offset += 1
            let hexadecimal = offset < bytes.count && bytes[offset] == UInt8(ascii: "x")
            if hexadecimal { offset += 1 }
            let radix: UInt32 = hexadecimal ? 16 : 10
            var value: UInt32 = 0
            let firstDigit = offset
            while offset < bytes.count, let digit = Self.digit(bytes[offset], radix: radix) {
                // Past the last code point the value only needs to stay wrong, not grow.
                value = min(value * radix + digit, 0x11_0000)
                offset += 1
            }
            guard offset > firstDigit else {
                throw error(
                    at: offset,
                    hexadecimal ? "expected hexadecimal digits after '&#x'" : "expected digits or 'x' after '&#'")
            }
            let written = quoted(SourceRange(start: start, end: offset))
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ";") else {
                throw error(at: offset, "expected ';' to end the character reference \(written)")
            }
            offset += 1
            guard XMLCharacters.isCharacter(value) else {
                throw XMLError(
                    range: SourceRange(start: start, end: offset),
                    message: "\(written); refers to a character XML does not allow")
            }
            return (value, offset)
        }
        guard let name = name(at: offset) else {
            throw XMLError(
                range: SourceRange(start: start, end: start + 1),
                message: "'&' must start an entity or character reference (write &amp; for an ampersand)")
        }
        guard name.end < bytes.count, bytes[name.end] == UInt8(ascii: ";") else {
            throw error(at: name.end, "expected ';' to end the entity reference &\(quoted(name))")
        }
        let range = SourceRange(start: start, end: name.end + 1)
        switch bytes[name.start..<name.end] {
        case [0x6C, 0x74]: return (0x3C, range.end)  // lt
        case [0x67, 0x74]: return (0x3E, range.end)  // gt
        case [0x61, 0x6D, 0x70]: return (0x26, range.end)  // amp
        case [0x61, 0x70, 0x6F, 0x73]: return (0x27, range.end)  // apos
        case [0x71, 0x75, 0x6F, 0x74]: return (0x22, range.end)  // quot
        default:
            throw XMLError(
                range: range,
                message: "undefined entity &\(quoted(name));: XML defines only &lt; &gt; &amp; &apos; and &quot; "
                    + "(write a character reference such as &#160; for any other character)")
        }
    }

    /// The value of a digit in `radix` (10 or 16).
    private static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Appends the text of bytes the reader has already checked: references replaced by their
    /// characters, line ends (`\r\n`, `\r`) normalised to `\n`, and in an attribute value every
    /// white space character made a space (XML 1.0, 2.11 and 3.3.3).
    func decode(_ range: SourceRange, as context: DecodingContext, into buffer: inout [UInt8]) {
        var offset = range.start
        while offset < range.end {
            let byte = bytes[offset]
            switch byte {
            case 0x0D:
                buffer.append(context == .attributeValue ? 0x20 : 0x0A)
                offset += offset + 1 < range.end && bytes[offset + 1] == 0x0A ? 2 : 1
            case 0x0A where context == .attributeValue, 0x09 where context == .attributeValue:
                buffer.append(0x20)
                offset += 1
            case UInt8(ascii: "&") where context != .characterDataSection:
                guard let (value, end) = try? reference(at: offset) else {
                    buffer.append(byte)
                    offset += 1
                    continue
                }
                XMLCharacters.append(value, to: &buffer)
                offset = end
            default:
                buffer.append(byte)
                offset += 1
            }
        }
    }
}
