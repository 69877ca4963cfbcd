/// A hand-written recursive-descent parser over the lexer's tokens, in one pass.
///
/// It never traps and never loops: every step consumes a token or ends a block. After a
/// syntax error it recovers at the next line break, `;` or `}` (skipping balanced braces on
/// the way), so that one mistake yields one diagnostic and the rest of the file is still
/// parsed. Nesting is limited to ``Parser/defaultMaxDepth`` levels: a deeper block is
/// reported and skipped iteratively, so no input can overflow the stack.
public struct Parser {
    /// The default limit of nested blocks.
    public static let defaultMaxDepth = 64

    private let source: SourceText
    private let maxDepth: Int
    private var lexer: Lexer
    /// The next token, read ahead (what ``peek()`` answers: the parser asks for it at every
    /// step, so it is a stored value rather than a slot of the ring).
    private var current = Token(kind: .endOfFile, range: .empty(at: 0))
    /// A ring buffer of the tokens after `current` peeked but not yet consumed.
    private var lookahead = [Token](repeating: Token(kind: .endOfFile, range: .empty(at: 0)), count: 16)
    private var lookaheadHead = 0
    private var lookaheadCount = 0
    private var comments: [CommentSyntax] = []
    /// The file's nodes, each list of children in one run (see ``FileSyntax``).
    private var nodes: SyntaxNodes
    private var sink: SyntaxIssueSink

    /// Parses a whole file.
    public static func parse(_ source: SourceText, maxDepth: Int = Parser.defaultMaxDepth) -> FileSyntax {
        var parser = Parser(source: source, maxDepth: maxDepth)
        return parser.parseFile()
    }

    /// Parses a string (for tests and tools).
    public static func parse(_ text: String) -> FileSyntax {
        parse(SourceText(text))
    }

    private init(source: SourceText, maxDepth: Int) {
        self.source = source
        self.maxDepth = maxDepth
        self.lexer = Lexer(source: source)
        self.sink = SyntaxIssueSink()
        self.nodes = SyntaxNodes(lineCount: source.lineStarts.count)
        current = nextToken()
    }

    // MARK: Token stream

    /// The next token.
    private func peek() -> Token { current }

    /// The token `distance` tokens after the next one (comments are not tokens here).
    private mutating func peek(_ distance: Int) -> Token {
        guard distance > 0 else { return current }
        while lookaheadCount < distance {
            if lookaheadCount == lookahead.count { growLookahead() }
            lookahead[(lookaheadHead + lookaheadCount) & (lookahead.count - 1)] = nextToken()
            lookaheadCount += 1
        }
        return lookahead[(lookaheadHead + distance - 1) & (lookahead.count - 1)]
    }

    /// The lexer's next token that is not a comment; the comments on the way are kept.
    private mutating func nextToken() -> Token {
        while true {
            let token = lexer.next()
            switch token.kind {
            case .lineComment, .blockComment:
                comments.append(
                    CommentSyntax(
                        isBlock: token.kind == .blockComment, text: source.text(in: token.range), range: token.range))
            default:
                return token
            }
        }
    }

    /// Doubles the ring (its size stays a power of two), keeping the order of the tokens.
    private mutating func growLookahead() {
        var grown = [Token](repeating: Token(kind: .endOfFile, range: .empty(at: 0)), count: lookahead.count * 2)
        for index in 0..<lookaheadCount {
            grown[index] = lookahead[(lookaheadHead + index) & (lookahead.count - 1)]
        }
        lookahead = grown
        lookaheadHead = 0
    }

    @discardableResult
    private mutating func advance() -> Token {
        let token = current
        guard token.kind != .endOfFile else { return token }
        if lookaheadCount > 0 {
            current = lookahead[lookaheadHead]
            lookaheadHead = (lookaheadHead + 1) & (lookahead.count - 1)
            lookaheadCount -= 1
        } else {
            current = nextToken()
        }
        return token
    }

    private func text(_ token: Token) -> String { source.text(in: token.range) }
    private func text(_ identifier: Identifier) -> String { source.text(in: identifier.range) }

    private func isKeyword(_ token: Token, _ word: String) -> Bool {
        token.kind == .identifier && source.spells(word, in: token.range)
    }

    private func isTerminator(_ token: Token) -> Bool {
        switch token.kind {
        case .newline, .semicolon, .rightBrace, .endOfFile: return true
        default: return false
        }
    }

    private func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier: return "`\(text(token))`"
        case .number, .color: return "`\(text(token))`"
        default: return token.kind.spelling
        }
    }

    private mutating func report(_ range: SourceRange, _ message: String) {
        sink.report(range: range, message: message)
    }

    /// Reports an unexpected token, unless the lexer already reported it.
    private mutating func reportUnexpected(_ token: Token, expected: String) {
        guard token.kind != .invalid else { return }
        report(token.range, "expected \(expected), found \(describe(token))")
    }

    // MARK: Recovery

    private mutating func skipSeparators() {
        while peek().kind == .newline || peek().kind == .semicolon { advance() }
    }

    /// Skips to the end of the statement (a line break, `;` or `}` outside nested braces),
    /// without consuming it.
    private mutating func skipStatement() {
        var depth = 0
        while true {
            let token = peek()
            switch token.kind {
            case .endOfFile:
                return
            case .newline, .semicolon:
                if depth == 0 { return }
            case .leftBrace:
                depth += 1
            case .rightBrace:
                if depth == 0 { return }
                depth -= 1
            default:
                break
            }
            advance()
        }
    }

    /// Skips the contents of a block whose `{` was just consumed; returns its `}`.
    private mutating func skipBalancedBlock() -> SourceRange? {
        var depth = 1
        while true {
            let token = advance()
            switch token.kind {
            case .endOfFile: return nil
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return token.range }
            default: break
            }
        }
    }

    /// The distance to the next token that is not a line break.
    private mutating func distancePastNewlines() -> Int {
        var distance = 0
        while peek(distance).kind == .newline { distance += 1 }
        return distance
    }

    // MARK: File and layouts

    private mutating func parseFile() -> FileSyntax {
        var layouts: [LayoutSyntax] = []
        while true {
            skipSeparators()
            let token = peek()
            if token.kind == .endOfFile { break }
            if isKeyword(token, "layout") {
                layouts.append(parseLayout())
                expectStatementEnd(after: "the layout")
            } else if token.kind == .rightBrace {
                report(token.range, "unmatched `}`: no block is open here")
                advance()
            } else {
                reportUnexpected(token, expected: "`layout NAME { ... }` at the top level")
                advance()
                skipStatement()
            }
        }
        var issues = lexer.issues.issues + sink.issues
        issues.sort(by: SyntaxIssue.sourceOrder)
        let dropped = lexer.issues.dropped + sink.dropped
        if dropped > 0 {
            issues.append(
                SyntaxIssue(
                    range: .empty(at: source.bytes.count), message: "too many syntax errors: \(dropped) more not shown")
            )
        }
        return FileSyntax(source: source, layouts: layouts, comments: comments, issues: issues, nodes: nodes)
    }

    private mutating func parseLayout() -> LayoutSyntax {
        let keyword = advance()
        var name: Identifier?
        if peek().kind == .identifier {
            let token = advance()
            name = Identifier(range: token.range)
        } else {
            reportUnexpected(peek(), expected: "a layout name after `layout`")
        }
        let distance = distancePastNewlines()
        guard peek(distance).kind == .leftBrace else {
            if name != nil { reportUnexpected(peek(), expected: "`{` to open the layout") }
            skipStatement()
            return LayoutSyntax(keyword: keyword.range, name: name, body: nil, elements: .empty)
        }
        for _ in 0..<distance { advance() }
        let firstElement = nodes.elements.count
        let body = parseBlock(depth: 0)
        return LayoutSyntax(
            keyword: keyword.range, name: name, body: body, elements: SyntaxSpan(firstElement, nodes.elements.count))
    }

    private mutating func expectStatementEnd(after what: String) {
        let token = peek()
        guard !isTerminator(token) else { return }
        reportUnexpected(token, expected: "a line break or `;` after \(what)")
        skipStatement()
    }

    // MARK: Blocks and members

    private mutating func parseBlock(depth: Int) -> BlockSyntax {
        let open = advance()
        if depth >= maxDepth {
            report(open.range, "blocks are nested more than \(maxDepth) levels deep; this block is skipped")
            let close = skipBalancedBlock()
            return BlockSyntax(
                openBrace: open.range, closeBrace: close, members: .empty, range: open.range.union(close ?? open.range))
        }
        // This block's members gather on the stack of open blocks while nested blocks are
        // read, and move to the file's members in one run when it ends.
        let firstOpen = nodes.openMembers.count
        var end = open.range.end
        while true {
            skipSeparators()
            let token = peek()
            switch token.kind {
            case .rightBrace:
                advance()
                return closeBlock(open: open.range, close: token.range, end: token.range.end, firstOpen: firstOpen)
            case .endOfFile:
                report(open.range, "this `{` is never closed: add a `}`")
                return closeBlock(open: open.range, close: nil, end: end, firstOpen: firstOpen)
            default:
                let (member, endsWithBrace) = parseMember(depth: depth)
                if let member {
                    nodes.openMembers.append(member.node)
                    end = member.range.end
                }
                if endsWithBrace { continue }  // `label a { ... } label b` needs no separator after the `}`
                expectStatementEnd(after: "the statement")
            }
        }
    }

    /// Moves the members of the block that ends (those from `firstOpen` on the stack of open
    /// blocks) to the file's members in one run.
    private mutating func closeBlock(open: SourceRange, close: SourceRange?, end: Int, firstOpen: Int) -> BlockSyntax {
        let first = nodes.members.count
        nodes.members.append(contentsOf: nodes.openMembers[firstOpen...])
        nodes.openMembers.removeLast(nodes.openMembers.count - firstOpen)
        return BlockSyntax(
            openBrace: open, closeBrace: close, members: SyntaxSpan(first, nodes.members.count),
            range: SourceRange(start: open.start, end: end))
    }

    /// Parses one statement, stored in its kind's array; also tells whether it ended with a
    /// block's closing `}`.
    private mutating func parseMember(depth: Int) -> ((node: MemberNode, range: SourceRange)?, endsWithBrace: Bool) {
        let token = peek()
        guard token.kind == .identifier else {
            reportUnexpected(token, expected: "a property, a constraint or an element")
            advance()
            skipStatement()
            return (nil, false)
        }
        let next = peek(1)
        // `axis: vertical`, and `axis[hC]: horizontal` (a variant, format version 3).
        if next.kind == .colon || next.kind == .leftBracket { return (appendProperty(), false) }
        // `top == ...`, and `NAME.top == ...` (a dotted left side, reported by the model).
        if next.kind.isRelation || next.kind == .dot { return (appendConstraint(), false) }
        return appendElement(depth: depth)
    }

    // Each kind of statement is parsed and stored by a function of its own, its node moved
    // into its array (its range read first): no statement is copied, and no other kind's
    // optional lives in ``parseMember(depth:)``.

    private mutating func appendProperty() -> (node: MemberNode, range: SourceRange)? {
        guard let property = parseProperty() else { return nil }
        let range = property.range
        nodes.properties.append(property)
        return (.property(nodes.properties.count - 1), range)
    }

    private mutating func appendConstraint() -> (node: MemberNode, range: SourceRange)? {
        guard let constraint = parseConstraint() else { return nil }
        let range = constraint.range
        nodes.constraints.append(constraint)
        return (.constraint(nodes.constraints.count - 1), range)
    }

    private mutating func appendElement(depth: Int) -> ((node: MemberNode, range: SourceRange)?, endsWithBrace: Bool) {
        let element = parseElement(depth: depth)
        let range = element.range
        let endsWithBrace = element.body?.closeBrace != nil
        nodes.elements.append(element)
        return ((.element(nodes.elements.count - 1), range), endsWithBrace)
    }

    private mutating func parseElement(depth: Int) -> ElementSyntax {
        let kindToken = advance()
        let kind = Identifier(range: kindToken.range)
        var name: Identifier?
        if peek().kind == .identifier {
            let token = advance()
            name = Identifier(range: token.range)
        }
        if !isTerminator(peek()), peek().kind != .leftBrace {
            reportUnexpected(
                peek(),
                expected: "`{` or a line break after the element `\(text(kind))\(name.map { " " + text($0) } ?? "")`")
            while !isTerminator(peek()), peek().kind != .leftBrace { advance() }
        }
        let distance = distancePastNewlines()
        guard peek(distance).kind == .leftBrace else {
            return ElementSyntax(kind: kind, name: name, body: nil)
        }
        for _ in 0..<distance { advance() }
        return ElementSyntax(kind: kind, name: name, body: parseBlock(depth: depth + 1))
    }

    // MARK: Properties and values

    private mutating func parseProperty() -> PropertySyntax? {
        let nameToken = advance()
        let name = Identifier(range: nameToken.range)
        var traits: TraitsSyntax?
        if peek().kind == .leftBracket {
            guard let parsed = parseTraits() else {
                skipStatement()
                return nil
            }
            traits = parsed
            guard peek().kind == .colon else {
                reportUnexpected(peek(), expected: "`:` after `\(text(name))\(source.text(in: parsed.range))`")
                skipStatement()
                return nil
            }
        }
        let colon = advance()
        let firstItem = nodes.items.count
        while true {
            let item = parseItem()
            if let item {
                nodes.items.append(item)
            } else {
                let token = peek()
                let after = nodes.items.count == firstItem ? "`\(text(name)):`" : "`,`"
                if isTerminator(token) {
                    report(
                        nodes.items.count == firstItem ? colon.range : token.range, "expected a value after \(after)")
                } else {
                    reportUnexpected(token, expected: "a value after \(after)")
                }
                skipStatement()
                break
            }
            guard peek().kind == .comma else {
                let token = peek()
                if !isTerminator(token) {
                    // The last atom written is the last one of this value's last item.
                    if token.kind == .colon, nodes.items.count > firstItem,
                        case .identifier(let next)? = nodes.atoms.last
                    {
                        // `spacing: 4 axis: vertical`: two statements on one line.
                        report(next.range, "expected a line break or `;` before `\(text(next)):`")
                    } else {
                        reportUnexpected(token, expected: "`,` or the end of the value of `\(text(name))`")
                    }
                    skipStatement()
                }
                break
            }
            advance()
            while peek().kind == .newline { advance() }  // a value may go on after a comma
        }
        let valueRange =
            nodes.items.count == firstItem
            ? SourceRange.empty(at: colon.range.end)
            : nodes.items[firstItem].range.union(nodes.items[nodes.items.count - 1].range)
        let value = ValueSyntax(items: SyntaxSpan(firstItem, nodes.items.count), range: valueRange)
        return PropertySyntax(
            name: name, traits: traits, value: value, range: name.range.union(valueRange).union(colon.range))
    }

    /// `[ WORD { WORD } ]`, at the `[`: the size classes of a variant or a constraint line
    /// (stack-format.md §13). Reports and returns nil when it is not closed on its line or
    /// holds something other than words; the words themselves are the model's to check.
    private mutating func parseTraits() -> TraitsSyntax? {
        let open = advance()
        let first = nodes.traitWords.count
        while true {
            let token = peek()
            switch token.kind {
            case .identifier:
                nodes.traitWords.append(identifier(advance()))
            case .rightBracket:
                advance()
                guard nodes.traitWords.count > first else {
                    report(
                        open.range.union(token.range),
                        "expected size classes between `[` and `]`, as in `[wC]` or `[wR hR]`")
                    return nil
                }
                return TraitsSyntax(
                    traits: SyntaxSpan(first, nodes.traitWords.count), range: open.range.union(token.range))
            default:
                if isTerminator(token) || token.kind == .colon {
                    report(open.range, "this `[` is never closed: add a `]` after the size classes")
                } else {
                    reportUnexpected(token, expected: "a size class (`wC`, `wR`, `hC`, `hR`) or `]`")
                }
                // The words of a list left out belong to no node.
                nodes.traitWords.removeLast(nodes.traitWords.count - first)
                return nil
            }
        }
    }

    private mutating func parseItem() -> ValueItemSyntax? {
        let first = nodes.atoms.count
        loop: while true {
            let token = peek()
            switch token.kind {
            case .number:
                nodes.atoms.append(.number(parseNumber()))
            case .minus where isAdjacentNegativeNumber():
                nodes.atoms.append(.number(parseNumber()))
            case .identifier:
                advance()
                nodes.atoms.append(.identifier(Identifier(range: token.range)))
            case .string:
                nodes.atoms.append(.string(parseString()))
            case .color:
                advance()
                nodes.atoms.append(.color(ColorLiteral(range: token.range)))
            case .equalEqual, .greaterEqual, .lessEqual:
                guard nodes.atoms.count > first else { break loop }
                advance()
                nodes.atoms.append(.relation(RelationLiteral(relation: Parser.relation(of: token), range: token.range)))
            case .at:
                guard nodes.atoms.count > first, let priority = parsePriority() else { break loop }
                nodes.atoms.append(.priority(priority))
            default:
                break loop
            }
        }
        guard nodes.atoms.count > first else { return nil }
        combineSizes(from: first)
        return ValueItemSyntax(
            atoms: SyntaxSpan(first, nodes.atoms.count),
            range: nodes.atoms[first].range.union(nodes.atoms[nodes.atoms.count - 1].range))
    }

    /// Joins `W x H` (either side a number, `none` or `auto`) into one size atom, in the
    /// atoms of the item that starts at `first` (the last ones written).
    private mutating func combineSizes(from first: Int) {
        func side(_ atom: AtomSyntax) -> SizeSide? {
            switch atom {
            case .number(let literal): return .number(literal)
            case .identifier(let identifier) where source.spells("none", in: identifier.range):
                return .none(identifier.range)
            case .identifier(let identifier) where source.spells("auto", in: identifier.range):
                return .auto(identifier.range)
            default: return nil
            }
        }
        func isCross(_ atom: AtomSyntax) -> Bool {
            if case .identifier(let cross) = atom { return source.spells("x", in: cross.range) }
            return false
        }
        // Most values hold no size: left as they are.
        guard nodes.atoms.count - first >= 3,
            nodes.atoms[(first + 1)..<(nodes.atoms.count - 1)].contains(where: isCross)
        else { return }
        var read = first
        var written = first
        while read < nodes.atoms.count {
            if read + 2 < nodes.atoms.count, let width = side(nodes.atoms[read]),
                case .identifier(let cross) = nodes.atoms[read + 1], source.spells("x", in: cross.range),
                let height = side(nodes.atoms[read + 2])
            {
                nodes.atoms[written] = .size(
                    SizeLiteral(width: width, height: height, range: width.range.union(height.range)))
                read += 3
            } else {
                nodes.atoms[written] = nodes.atoms[read]
                read += 1
            }
            written += 1
        }
        nodes.atoms.removeLast(nodes.atoms.count - written)
    }

    private mutating func isAdjacentNegativeNumber() -> Bool {
        let minus = peek()
        let next = peek(1)
        return minus.kind == .minus && next.kind == .number && next.range.start == minus.range.end
    }

    /// Parses a number, with its adjacent leading `-` if there is one.
    private mutating func parseNumber() -> NumberLiteral {
        var negative = false
        var start = peek().range.start
        if peek().kind == .minus {
            negative = true
            start = advance().range.start
        }
        let token = advance()
        let magnitude = Parser.numberValue(source.bytes, token.range)
        let range = SourceRange(start: start, end: token.range.end)
        // A literal too large for a Double is grammatical (stack-format.md §2) and becomes
        // infinity here; the model reports it as an invalid value, with the valid range.
        return NumberLiteral(value: negative ? -magnitude : magnitude, range: range)
    }

    /// The value of the digits `[0-9]+(\.[0-9]+)?` in `range`, correctly rounded for
    /// up to 15 significant digits (every realistic point value).
    static func numberValue(_ bytes: [UInt8], _ range: SourceRange) -> Double {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        var index = range.start
        while index < range.end {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ".") { inFraction = true; continue }
            if digits < 18 {
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += mantissa == 0 ? 0 : 1
                if inFraction { fractionDigits += 1 }
            } else if !inFraction {
                // Beyond 18 significant digits the integer part only scales.
                fractionDigits -= 1
            }
        }
        var value = Double(mantissa)
        if fractionDigits > 0 {
            value /= Parser.powerOfTen(fractionDigits)
        } else if fractionDigits < 0 {
            value *= Parser.powerOfTen(-fractionDigits)
        }
        return value
    }

    private static func powerOfTen(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<min(exponent, 400) { result *= 10 }
        return result
    }

    /// A string literal: its escapes are checked here, its value decoded where it is read
    /// (``StringLiteral/value(in:)``), by the one decoder.
    private mutating func parseString() -> StringLiteral {
        let token = advance()
        if source.bytes[token.range.start..<token.range.end].contains(UInt8(ascii: "\\")) {
            _ = StringLiteral.decode(token.range, in: source.bytes) { report($0, $1) }
        }
        return StringLiteral(range: token.range)
    }

    // MARK: Constraints

    static func relation(of token: Token) -> Relation {
        token.kind == .equalEqual ? .equal : token.kind == .greaterEqual ? .greaterThanOrEqual : .lessThanOrEqual
    }

    /// `[TARGET.]ANCHOR RELATION EXPR [@ PRIORITY]`. Anchor names and targets are checked by
    /// the model, which knows the layout's names and can suggest the right one.
    private mutating func parseConstraint() -> ConstraintSyntax? {
        guard let lhs = parseReference(context: "the constraint's anchor") else {
            skipStatement()
            return nil
        }
        guard peek().kind.isRelation else {
            reportUnexpected(peek(), expected: "`==`, `>=` or `<=` after `\(source.text(in: lhs.range))`")
            skipStatement()
            return nil
        }
        let relationToken = advance()
        let relation = Parser.relation(of: relationToken)
        guard let expression = parseExpression(after: relationToken) else {
            skipStatement()
            return nil
        }
        var priority: PrioritySyntax?
        if peek().kind == .at {
            guard let parsed = parsePriority() else {
                skipStatement()
                return nil
            }
            priority = parsed
        }
        var traits: TraitsSyntax?
        if peek().kind == .leftBracket {
            guard let parsed = parseTraits() else {
                skipStatement()
                return nil
            }
            traits = parsed
        }
        let end = traits?.range ?? priority?.range ?? expression.range
        return ConstraintSyntax(
            lhs: lhs, relation: relation, relationRange: relationToken.range,
            expression: expression, priority: priority, traits: traits, range: lhs.range.union(end))
    }

    /// `@ PRIORITY`, at the `@`; reports and returns nil when no priority follows.
    private mutating func parsePriority() -> PrioritySyntax? {
        let at = advance()
        let token = peek()
        if token.kind == .number || isAdjacentNegativeNumber() {
            let number = parseNumber()
            return PrioritySyntax(number: number, range: at.range.union(number.range))
        }
        if token.kind == .identifier {
            advance()
            let identifier = Identifier(range: token.range)
            return PrioritySyntax(name: identifier, range: at.range.union(token.range))
        }
        reportUnexpected(
            token,
            expected: "a priority after `@` (a number from 1 to 1000, `required`, `high`, `low` or `fittingSize`)")
        return nil
    }

    /// `[TARGET [. margins | . content | . frame] .] ANCHOR`: up to three names joined by
    /// dots, at an identifier. Which of them is the target and which the anchor follows from
    /// their count: the last is the anchor; a middle one must be `margins`, or a scroll
    /// view's `content` or `frame` guide (format version 3).
    private mutating func parseReference(context: String) -> ReferenceSyntax? {
        // At most three parts; a fourth is reported below. Held in place: a reference is
        // read for every constraint line, and its parts need no array of their own.
        var names = InlineArray<4, Identifier>(repeating: identifier(advance()))
        var count = 1
        while peek().kind == .dot, count < 4 {
            advance()
            guard peek().kind == .identifier else {
                reportUnexpected(
                    peek(),
                    expected:
                        "an anchor after `\(source.text(in: names[0].range.union(names[count - 1].range))).`")
                return nil
            }
            names[count] = identifier(advance())
            count += 1
        }
        let range = names[0].range.union(names[count - 1].range)
        switch count {
        case 1:
            return ReferenceSyntax(target: nil, anchor: names[0], range: range)
        case 2:
            let target = TargetSyntax(base: names[0], margins: nil, range: names[0].range)
            return ReferenceSyntax(target: target, anchor: names[1], range: range)
        case 3 where source.spells("margins", in: names[1].range):
            let target = TargetSyntax(base: names[0], margins: names[1], range: names[0].range.union(names[1].range))
            return ReferenceSyntax(target: target, anchor: names[2], range: range)
        case 3 where ScrollGuideName(names[1], in: source) != nil:
            let target = TargetSyntax(
                base: names[0], margins: nil, scrollGuide: names[1], range: names[0].range.union(names[1].range))
            return ReferenceSyntax(target: target, anchor: names[2], range: range)
        case 3:
            report(
                names[1].range,
                "expected `margins`, `content`, `frame` or an anchor after `\(text(names[0])).`, found `\(text(names[1]))` (\(context) is `NAME.ANCHOR`, `NAME.margins.ANCHOR` or, for a scroll view, `NAME.content.ANCHOR`)"
            )
            return nil
        default:
            report(
                names[3].range,
                "\(context) has too many parts: write `NAME.ANCHOR`, `NAME.margins.ANCHOR` or `NAME.content.ANCHOR`")
            return nil
        }
    }

    private func identifier(_ token: Token) -> Identifier {
        Identifier(range: token.range)
    }

    private mutating func parseExpression(after relation: Token) -> ExpressionSyntax? {
        let token = peek()
        if token.kind == .number || isAdjacentNegativeNumber() {
            let number = parseNumber()
            return ExpressionSyntax(
                reference: nil, multiplier: nil, constantIsSubtracted: false,
                constant: number, range: number.range)
        }
        guard token.kind == .identifier else {
            reportUnexpected(
                token,
                expected: "a number or an anchor (`width`, `NAME.height`, `parent.top`) after `\(text(relation))`")
            return nil
        }
        guard let reference = parseReference(context: "the right-hand side") else { return nil }
        var range = reference.range
        var multiplier: NumberLiteral?
        if peek().kind == .star {
            advance()
            guard peek().kind == .number || isAdjacentNegativeNumber() else {
                reportUnexpected(peek(), expected: "a number after `*`")
                return nil
            }
            let number = parseNumber()
            multiplier = number
            range = range.union(number.range)
        }
        var constant: NumberLiteral?
        var subtracted = false
        if peek().kind == .plus || peek().kind == .minus {
            subtracted = advance().kind == .minus
            guard peek().kind == .number || isAdjacentNegativeNumber() else {
                reportUnexpected(peek(), expected: "a number after `\(subtracted ? "-" : "+")`")
                return nil
            }
            let number = parseNumber()
            constant = number
            range = range.union(number.range)
        }
        return ExpressionSyntax(
            reference: reference, multiplier: multiplier, constantIsSubtracted: subtracted,
            constant: constant, range: range)
    }
}
