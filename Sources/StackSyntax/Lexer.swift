/// Splits UTF-8 bytes into tokens in one pass, on demand.
///
/// It never traps and always advances: bytes that start no token become one `.invalid`
/// token (a run of them at once) and a syntax issue. Lexical errors that still leave a
/// usable token (an unterminated string, a lone `=`) are reported and the token kept, so
/// that the parser can go on.
public struct Lexer {
    private let bytes: [UInt8]
    private var index: Int
    private var previous: Token?
    /// Lexical errors found so far.
    public private(set) var issues: SyntaxIssueSink

    /// Creates a lexer over a source text, starting after any byte-order mark.
    public init(source: SourceText, issueLimit: Int = SyntaxIssueSink.defaultLimit) {
        self.bytes = source.bytes
        self.index = source.contentStart
        self.issues = SyntaxIssueSink(limit: issueLimit)
    }

    /// Creates a lexer that starts at `offset` (clamped to the text, and never before a
    /// byte-order mark), which must be where a token starts, as the end of an earlier
    /// token of the same bytes is: the lexer reads on from there exactly as it would have.
    public init(source: SourceText, startingAt offset: Int, issueLimit: Int = SyntaxIssueSink.defaultLimit) {
        self.init(source: source, issueLimit: issueLimit)
        index = min(max(offset, source.contentStart), source.bytes.count)
    }

    /// Lexes every token of a text, comments and line breaks included (for tests and tools).
    public static func tokens(of source: SourceText) -> [Token] {
        var lexer = Lexer(source: source)
        var result: [Token] = []
        while true {
            let token = lexer.next()
            result.append(token)
            if token.kind == .endOfFile { return result }
        }
    }

    /// The next token; `.endOfFile` forever once the bytes are used up.
    public mutating func next() -> Token {
        let token = scan()
        previous = token
        return token
    }

    private func byte(_ at: Int) -> UInt8? { at < bytes.count ? bytes[at] : nil }

    private mutating func scan() -> Token {
        // Skip blanks.
        while index < bytes.count {
            let current = bytes[index]
            guard current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == 0x0C else { break }
            index += 1
        }
        let start = index
        guard index < bytes.count else { return Token(kind: .endOfFile, range: .empty(at: bytes.count)) }
        let current = bytes[index]
        switch current {
        case UInt8(ascii: "\n"):
            index += 1
            return make(.newline, from: start)
        case UInt8(ascii: "\r"):
            // `\r\n`, or a lone `\r`: both end a line (stack-format.md §2).
            index += byte(index + 1) == UInt8(ascii: "\n") ? 2 : 1
            return make(.newline, from: start)
        case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
            var sawNonASCII = false
            while index < bytes.count, !Lexer.isLineEnd(bytes[index]) {
                if bytes[index] >= 0x80 { sawNonASCII = true }
                index += 1
            }
            if sawNonASCII { reportInvalidUTF8(from: start) }
            return make(.lineComment, from: start)
        case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
            return scanBlockComment(from: start)
        case UInt8(ascii: "\""):
            return scanString(from: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return scanNumber(from: start)
        case UInt8(ascii: "x") where previous?.kind == .number && previous?.range.end == start:
            // `120x21`: the `x` of a size written without blanks.
            index += 1
            return make(.identifier, from: start)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            while index < bytes.count, Lexer.isIdentifierByte(bytes[index]) { index += 1 }
            return make(.identifier, from: start)
        case UInt8(ascii: "#"):
            index += 1
            while index < bytes.count, Lexer.isIdentifierByte(bytes[index]) { index += 1 }
            return make(.color, from: start)
        case UInt8(ascii: "{"): return single(.leftBrace)
        case UInt8(ascii: "}"): return single(.rightBrace)
        case UInt8(ascii: "["): return single(.leftBracket)
        case UInt8(ascii: "]"): return single(.rightBracket)
        case UInt8(ascii: ":"): return single(.colon)
        case UInt8(ascii: ";"): return single(.semicolon)
        case UInt8(ascii: ","): return single(.comma)
        case UInt8(ascii: "."): return single(.dot)
        case UInt8(ascii: "@"): return single(.at)
        case UInt8(ascii: "*"): return single(.star)
        case UInt8(ascii: "+"): return single(.plus)
        case UInt8(ascii: "-"): return single(.minus)
        case UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "<"):
            return scanRelation(from: start)
        default:
            return scanInvalid(from: start)
        }
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    private func make(_ kind: TokenKind, from start: Int) -> Token {
        Token(kind: kind, range: SourceRange(start: start, end: index))
    }

    private mutating func single(_ kind: TokenKind) -> Token {
        index += 1
        return make(kind, from: index - 1)
    }

    private mutating func scanNumber(from start: Int) -> Token {
        while index < bytes.count, Lexer.isDigit(bytes[index]) { index += 1 }
        if byte(index) == UInt8(ascii: "."), let next = byte(index + 1), Lexer.isDigit(next) {
            index += 1
            while index < bytes.count, Lexer.isDigit(bytes[index]) { index += 1 }
        }
        return make(.number, from: start)
    }

    /// Whether a byte ends a line: `\n`, or the `\r` of `\r\n` or of a lone `\r`.
    static func isLineEnd(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func scanBlockComment(from start: Int) -> Token {
        index += 2
        var sawNonASCII = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                index += 2
                if sawNonASCII { reportInvalidUTF8(from: start) }
                return make(.blockComment, from: start)
            }
            if bytes[index] >= 0x80 { sawNonASCII = true }
            index += 1
        }
        if sawNonASCII { reportInvalidUTF8(from: start) }
        issues.report(
            range: SourceRange(start: start, end: start + 2),
            message: "unterminated comment: `/*` has no closing `*/`")
        return make(.blockComment, from: start)
    }

    private mutating func scanString(from start: Int) -> Token {
        index += 1
        var sawNonASCII = false
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\"") {
                index += 1
                if sawNonASCII { reportInvalidUTF8(from: start) }
                return make(.string, from: start)
            }
            if Lexer.isLineEnd(current) { break }
            if current >= 0x80 { sawNonASCII = true }
            index +=
                current == UInt8(ascii: "\\") && index + 1 < bytes.count && !Lexer.isLineEnd(bytes[index + 1]) ? 2 : 1
        }
        if sawNonASCII { reportInvalidUTF8(from: start) }
        issues.report(
            range: SourceRange(start: start, end: index),
            message: "unterminated string: add a closing `\"` before the end of the line")
        return make(.string, from: start)
    }

    /// Reports each run of bytes that is not UTF-8 in the token that started at `start`
    /// and ends here (a comment or a string, whose bytes are otherwise taken as they are).
    private mutating func reportInvalidUTF8(from start: Int) {
        var index = start
        var runStart: Int?
        while index < self.index {
            let width = UTF8Scalar.length(in: bytes, at: index)
            let invalid = width == 1 && bytes[index] >= 0x80
            if invalid, runStart == nil { runStart = index }
            if !invalid, let first = runStart {
                issues.report(range: SourceRange(start: first, end: index), message: SourceText.invalidUTF8Message)
                runStart = nil
            }
            index += width
        }
        if let first = runStart {
            issues.report(range: SourceRange(start: first, end: self.index), message: SourceText.invalidUTF8Message)
        }
    }

    private mutating func scanRelation(from start: Int) -> Token {
        let first = bytes[index]
        let kind: TokenKind =
            first == UInt8(ascii: "=") ? .equalEqual : first == UInt8(ascii: ">") ? .greaterEqual : .lessEqual
        if byte(index + 1) == UInt8(ascii: "=") {
            index += 2
            return make(kind, from: start)
        }
        index += 1
        let wanted = kind == .equalEqual ? "==" : kind == .greaterEqual ? ">=" : "<="
        let written = String(UnicodeScalar(first))
        let reason = kind == .equalEqual ? "" : " (Auto Layout has no strict inequalities)"
        issues.report(
            range: make(kind, from: start).range, message: "`\(written)` is not a relation\(reason); write `\(wanted)`")
        return make(kind, from: start)
    }

    private mutating func scanInvalid(from start: Int) -> Token {
        var sawInvalidUTF8 = false
        var sawNul = false
        while index < bytes.count {
            let current = bytes[index]
            if current == 0 {
                sawNul = true
                index += 1
                continue
            }
            if current >= 0x80 {
                let width = UTF8Scalar.length(in: bytes, at: index)
                if width == 1 { sawInvalidUTF8 = true }
                index += width
                continue
            }
            let isPrintableJunk = current > 0x20 && current < 0x7F && !Lexer.startsToken(current)
            let isControl =
                current < 0x20 && current != UInt8(ascii: "\n") && current != UInt8(ascii: "\r")
                && current != UInt8(ascii: "\t") && current != 0x0C
            if (isPrintableJunk || isControl) && index == start {
                index += 1
                continue
            }
            if isControl { index += 1; continue }
            break
        }
        if index == start { index += 1 }  // always advance: a lone `/`, DEL, ...
        let range = SourceRange(start: start, end: index)
        let message: String
        if sawInvalidUTF8 {
            message = SourceText.invalidUTF8Message
        } else if sawNul {
            message = "unexpected NUL byte: is this a binary file?"
        } else {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if let first = text.unicodeScalars.first, first.value < 0x20 || first.value == 0x7F {
                let hex = String(first.value, radix: 16, uppercase: true)
                message = "unexpected control character U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)"
            } else {
                message = "unexpected character `\(text.prefix(16))`"
            }
        }
        issues.report(range: range, message: message)
        return make(.invalid, from: start)
    }

    /// Whether an ASCII byte can begin some token.
    private static func startsToken(_ byte: UInt8) -> Bool {
        if isIdentifierByte(byte) { return true }
        return "{}[]:;,.@*+-=<>\"/#".utf8.contains(byte)
    }
}
