import StackSyntax

extension XMLReader {
    /// The longest name or value quoted whole in a message, in bytes.
    static let longestQuote = 64

    /// An error at the byte at `offset` (at the end of the file, an empty range there).
    func error(at offset: Int, _ message: String) -> XMLError {
        XMLError(range: SourceRange(start: offset, end: min(offset + 1, bytes.count)), message: message)
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
