import StackSyntax

extension XMLReader {
    /// The longest name or value quoted whole in a message, in bytes.
    static let longestQuote = 64

    /// An error at the byte at `offset` (at the end of the file, an empty range there). Where
    /// that byte is not a character XML allows, the error says so instead: it is what to fix.
    func error(at offset: Int, _ message: String) -> XMLError {
        if offset < bytes.count, let problem = characterProblem(at: offset) { return problem }
        return XMLError(range: SourceRange(start: offset, end: min(offset + 1, bytes.count)), message: message)
    }

    /// Why the bytes at `offset` are not a `Char` in UTF-8; nil when they are one.
    func characterProblem(at offset: Int) -> XMLError? {
        let byte = bytes[offset]
        if byte < 0x80 {
            guard byte < 0x20, !XMLCharacters.isWhitespace(byte) else { return nil }
            return XMLError(
                range: SourceRange(start: offset, end: offset + 1),
                message: "the control character \(scalarName(UInt32(byte))) is not allowed in XML")
        }
        guard let (value, length) = XMLCharacters.scalar(in: bytes, at: offset) else {
            return XMLError(
                range: SourceRange(start: offset, end: offset + 1),
                message: "the byte \(hexByte(byte)) is not valid UTF-8 (XML is read in UTF-8)")
        }
        guard XMLCharacters.isCharacter(value) else {
            return XMLError(
                range: SourceRange(start: offset, end: offset + length),
                message: "the character \(scalarName(value)) is not allowed in XML")
        }
        return nil
    }

    /// An error at the end of the file.
    func error(atEnd message: String) -> XMLError {
        XMLError(range: .empty(at: bytes.count), message: message)
    }

    /// `line:column` of an offset, 1-based, the column counted in characters as people count.
    func position(_ offset: Int) -> String {
        source.location(of: offset, unit: .scalars).description
    }

    /// The text of a range for a message, cut short (at a character's start) when long.
    func quoted(_ range: SourceRange) -> String {
        guard range.length > Self.longestQuote else { return source.text(in: range) }
        var end = range.start + Self.longestQuote
        while end > range.start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return source.text(in: SourceRange(start: range.start, end: end)) + "…"
    }

    /// `U+0001`: a scalar as Unicode names it.
    func scalarName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `0xFF`: a byte in hexadecimal.
    func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" : "") + digits
    }
}
