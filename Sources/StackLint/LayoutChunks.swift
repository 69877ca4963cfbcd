import StackSyntax

/// A file cut into its layouts by the lexer alone, without parsing it: the document's one
/// cut, which ``DocumentMemo`` memoizes (the parser would build the whole tree again on
/// every edit). Each layout runs from its `layout` keyword to its closing brace.
///
/// After an edit, the chunks of the text before it are cut again only around the edit
/// (``init(_:reusing:)``): the lexer restarts after the last layout that ends before the
/// first changed byte, and once it closes a layout inside the unchanged end of the text at
/// the place where one closed before the edit, the rest is the earlier chunks, moved.
struct LayoutChunks {
    /// Each layout's range.
    var ranges: [SourceRange] = []
    /// Each layout's name (the identifier after the keyword), if any.
    var names: [Identifier?] = []
    /// Every comment of the file, as the parser would collect them.
    var comments: [CommentSyntax] = []
    /// Whether the text between the layouts holds only line breaks, `;` and comments, each
    /// layout ends with a line break, `;` or the end of the file, and the lexer found no
    /// error. Otherwise the file has a syntax error (or a shape the chunks do not
    /// capture) and is analysed whole.
    var isClean = true

    /// Cuts `source` into layouts.
    init(_ source: SourceText) {
        var lexer = Lexer(source: source)
        scan(source, with: &lexer, afterLayout: false) { _ in nil }
    }

    /// Cuts `source` into layouts, reusing `previous`, the chunks of an earlier text: the
    /// result is the same as ``init(_:)``'s, in time proportional to the layouts the change
    /// touched. Falls back to a whole scan when the earlier text was not clean, or the
    /// change reaches its first three bytes (where a byte-order mark may come or go).
    init(_ source: SourceText, reusing previous: (chunks: LayoutChunks, source: SourceText)?) {
        if let previous, let resumed = LayoutChunks.resumed(source, from: previous.chunks, of: previous.source) {
            self = resumed
        } else {
            self.init(source)
        }
    }

    /// `source` cut by resuming the scan of `earlier` (the chunks of `earlierSource`) near
    /// the change, or nil when it cannot be.
    private static func resumed(_ source: SourceText, from earlier: LayoutChunks, of earlierSource: SourceText)
        -> LayoutChunks?
    {
        guard earlier.isClean, !earlier.ranges.isEmpty else { return nil }
        let old = earlierSource.bytes
        let new = source.bytes
        let prefix = ByteRuns.commonPrefix(old, new)
        if prefix == old.count, prefix == new.count { return earlier }
        // The last layout that ends before the first changed byte: the lexer's state after
        // its `}` depends on earlier bytes only.
        guard prefix >= 3, let kept = earlier.ranges.lastIndex(where: { $0.end <= prefix }) else { return nil }
        let suffix = ByteRuns.commonSuffix(old, new, limit: min(old.count, new.count) - prefix)
        let delta = new.count - old.count
        let resume = earlier.ranges[kept].end
        var chunks = LayoutChunks()
        chunks.ranges = Array(earlier.ranges[...kept])
        chunks.names = Array(earlier.names[...kept])
        chunks.comments = earlier.comments.filter { $0.range.end <= resume }
        // Where the earlier layouts end, for finding where the two scans meet again.
        var earlierEnds: [Int: Int] = [:]
        for index in earlier.ranges.indices where index > kept { earlierEnds[earlier.ranges[index].end] = index }
        let unchangedFrom = new.count - suffix
        var lexer = Lexer(source: source, startingAt: resume)
        // A layout closed in the unchanged end, where one closed before: from there on the
        // text and the scan's state are the earlier ones.
        let met = chunks.scan(source, with: &lexer, afterLayout: true) { end in
            end >= unchangedFrom ? earlierEnds[end - delta] : nil
        }
        if let met {
            for later in earlier.ranges.indices where later > met.index {
                chunks.ranges.append(earlier.ranges[later].moved(by: delta))
                chunks.names.append(
                    earlier.names[later].map { Identifier(range: $0.range.moved(by: delta)) })
            }
            for comment in earlier.comments where comment.range.start >= met.end - delta {
                chunks.comments.append(
                    CommentSyntax(isBlock: comment.isBlock, text: comment.text, range: comment.range.moved(by: delta)))
            }
        }
        return chunks
    }

    private init() {}

    /// Scans tokens from `lexer` on. `afterLayout` says the lexer starts right after a
    /// layout's closing brace. After each layout it closes, `meets` is given the brace's
    /// end and may answer the index of an earlier scan's layout that ended at the same
    /// place in the same state: the scan then stops there and returns both.
    @discardableResult
    private mutating func scan(
        _ source: SourceText, with lexer: inout Lexer, afterLayout: Bool,
        meets: (_ end: Int) -> Int?
    ) -> (end: Int, index: Int)? {
        var depth = 0
        var start: Int?
        var name: Identifier?
        var expectingName = false
        var expectingEnd = afterLayout
        func isLayoutKeyword(_ token: Token) -> Bool {
            token.kind == .identifier && token.range.length == 6 && source.spells("layout", in: token.range)
        }
        // Whether a lexer replaced below had reported a problem.
        var lexerReported = false
        scan: while true {
            var token = lexer.next()
            if token.kind == .leftBrace, start != nil {
                // A layout's body: its closing brace is found by the bytes, not the tokens
                // (the lexer spent most of a document's scan on the tokens inside layouts,
                // which the scan skips). A problem the lexer would report there is left to
                // the layout's own parse: a layout with a syntax error has the whole file
                // analysed again (`Analyzer.model(of:memo:)`).
                guard let close = closingBrace(in: source, after: token.range.end, depth: depth + 1) else {
                    isClean = false
                    break scan
                }
                depth = 1
                lexerReported = lexerReported || !lexer.issues.issues.isEmpty
                lexer = Lexer(source: source, startingAt: close + 1)
                token = Token(kind: .rightBrace, range: SourceRange(start: close, end: close + 1))
            }
            switch token.kind {
            case .lineComment, .blockComment:
                comments.append(
                    CommentSyntax(
                        isBlock: token.kind == .blockComment, text: source.text(in: token.range), range: token.range))
                continue scan
            case .endOfFile:
                if depth > 0 || start != nil { isClean = false }
                break scan
            default:
                break
            }
            if expectingEnd {
                expectingEnd = false
                guard token.kind == .newline || token.kind == .semicolon else {
                    isClean = false
                    break scan
                }
                continue scan
            }
            if expectingName {
                expectingName = false
                if token.kind == .identifier {
                    name = Identifier(range: token.range)
                }
            }
            switch token.kind {
            case .leftBrace:
                guard start != nil else {
                    isClean = false
                    break scan
                }
                depth += 1
            case .rightBrace:
                guard depth > 0, let begin = start else {
                    isClean = false
                    break scan
                }
                depth -= 1
                if depth == 0 {
                    ranges.append(SourceRange(start: begin, end: token.range.end))
                    names.append(name)
                    start = nil
                    name = nil
                    expectingEnd = true
                    if let index = meets(token.range.end) {
                        if lexerReported || !lexer.issues.issues.isEmpty { isClean = false }
                        return (token.range.end, index)
                    }
                }
            case .newline, .semicolon:
                continue scan
            default:
                if start == nil {
                    guard isLayoutKeyword(token) else {
                        isClean = false
                        break scan
                    }
                    start = token.range.start
                    expectingName = true
                }
            }
        }
        if lexerReported || !lexer.issues.issues.isEmpty { isClean = false }
        return nil
    }

    /// The offset of the `}` that closes a layout's body, read from the bytes after
    /// `start` at brace `depth` (at least 1), keeping the comments on the way; nil when the
    /// text ends first. Strings and comments are skipped exactly as the lexer reads them
    /// (a brace inside one is no brace); no other token can hold a brace, a quote or a
    /// slash.
    private mutating func closingBrace(in source: SourceText, after start: Int, depth: Int) -> Int? {
        source.bytes.withUnsafeBytes { bytes in
            let count = bytes.count
            var depth = depth
            var index = start
            func isLineEnd(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
            while true {
                index = ByteRuns.nextBraceQuoteOrSlash(in: bytes, from: index)
                guard index < count else { return nil }
                switch bytes[index] {
                case UInt8(ascii: "{"):
                    depth += 1
                    index += 1
                case UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index }
                    index += 1
                case UInt8(ascii: "\""):
                    // To the closing quote, or (unterminated) to the line's end.
                    index += 1
                    while index < count {
                        let byte = bytes[index]
                        if byte == UInt8(ascii: "\"") {
                            index += 1
                            break
                        }
                        if isLineEnd(byte) { break }
                        index += byte == UInt8(ascii: "\\") && index + 1 < count && !isLineEnd(bytes[index + 1]) ? 2 : 1
                    }
                case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                    let begin = index
                    while index < count, !isLineEnd(bytes[index]) { index += 1 }
                    let range = SourceRange(start: begin, end: index)
                    comments.append(CommentSyntax(isBlock: false, text: source.text(in: range), range: range))
                case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                    // To the closing `*/`, or (unterminated) to the end of the text.
                    let begin = index
                    index += 2
                    while index < count {
                        if bytes[index] == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                            index += 2
                            break
                        }
                        index += 1
                    }
                    let range = SourceRange(start: begin, end: index)
                    comments.append(CommentSyntax(isBlock: true, text: source.text(in: range), range: range))
                default:
                    index += 1
                }
            }
        }
    }
}

extension SourceRange {
    /// The range `offset` bytes on: the earlier text's chunks after an edit, which sit where
    /// they sat, moved by the edit's change of length.
    fileprivate func moved(by offset: Int) -> SourceRange {
        SourceRange(start: start + offset, end: end + offset)
    }
}
