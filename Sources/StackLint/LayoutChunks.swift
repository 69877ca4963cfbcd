import StackSyntax

/// A file cut into its layouts by the lexer alone, without parsing it: what the incremental
/// analysis needs to find each layout's text (the parser would build the whole tree again
/// on every edit). Each layout runs from its `layout` keyword to its closing brace.
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
        var depth = 0
        var start: Int?
        var name: Identifier?
        var expectingName = false
        var expectingEnd = false
        func isLayoutKeyword(_ token: Token) -> Bool {
            token.kind == .identifier && token.range.length == 6 && source.text(in: token.range) == "layout"
        }
        scan: while true {
            let token = lexer.next()
            switch token.kind {
            case .lineComment, .blockComment:
                comments.append(CommentSyntax(isBlock: token.kind == .blockComment, text: source.text(in: token.range), range: token.range))
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
                if token.kind == .identifier { name = Identifier(text: source.text(in: token.range), range: token.range) }
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
        if !lexer.diagnostics.diagnostics.isEmpty { isClean = false }
    }
}
