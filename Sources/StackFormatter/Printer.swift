import StackSyntax

/// Walks the tree and the comment list together, emitting canonical lines.
struct Printer {
    private let file: FileSyntax
    private var lines: [String] = []
    private var nextComment = 0
    /// The end of what has been emitted, to find blank lines before the next thing.
    private var lastEnd: Int
    /// Where the next statement starts: a comment on the same line before it trails the
    /// current statement, one after it belongs to the next.
    private var limit = Int.max
    /// Whether the last line opened a block (no blank line goes right after it).
    private var atBlockStart = false
    /// Where the trailing comments of the last statement end: a block comment after a
    /// statement may reach past it (and hold blank lines that are not the source's).
    private var trailingEnd = 0

    init(file: FileSyntax) {
        self.file = file
        self.lastEnd = file.source.contentStart
    }

    private var source: SourceText { file.source }
    private var comments: [CommentSyntax] { file.comments }

    mutating func printFile() -> String {
        for (index, layout) in file.layouts.enumerated() {
            emitLeadingComments(before: layout.range.start, indent: 0, forceBlankFirst: index > 0)
            emitLayout(layout)
        }
        emitLeadingComments(before: source.bytes.count, indent: 0, forceBlankFirst: false)
        while lines.last == "" { lines.removeLast() }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    // MARK: Comments and blank lines

    /// Whether the source has a blank line between `from` and `to`.
    private func hasBlankLine(from: Int, to: Int) -> Bool {
        guard to > from else { return false }
        var newlines = 0
        var index = from
        while index < to {
            let byte = source.bytes[index]
            // A line ends at `\n`, `\r\n` (one end) or a lone `\r` (stack-format.md §2).
            let endsLine =
                byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r")
                    && (index + 1 >= source.bytes.count || source.bytes[index + 1] != UInt8(ascii: "\n")))
            if endsLine {
                newlines += 1
                if newlines >= 2 { return true }
            } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                newlines = 0
            }
            index += 1
        }
        return false
    }

    private mutating func blankLineIfWanted(before offset: Int, force: Bool) {
        guard !atBlockStart, let last = lines.last, last != "" else { return }
        if force || hasBlankLine(from: lastEnd, to: offset) { lines.append("") }
    }

    /// Emits the comments that stand on their own lines before `offset`.
    private mutating func emitLeadingComments(before offset: Int, indent: Int, forceBlankFirst: Bool) {
        var first = true
        while nextComment < comments.count, comments[nextComment].range.start < offset {
            let comment = comments[nextComment]
            blankLineIfWanted(before: comment.range.start, force: first && forceBlankFirst)
            appendCommentLines(comment, indent: indent)
            lastEnd = comment.range.end
            nextComment += 1
            first = false
        }
        blankLineIfWanted(before: offset, force: first && forceBlankFirst)
    }

    private mutating func appendCommentLines(_ comment: CommentSyntax, indent: Int) {
        atBlockStart = false
        let prefix = String(repeating: Formatter.indentUnit, count: indent)
        for (index, part) in Self.lines(of: comment.text).enumerated() {
            lines.append(index == 0 ? prefix + String(part) : String(part))
        }
    }

    /// A block comment's lines, split at every line end (`\n`, `\r\n` or a lone `\r`,
    /// stack-format.md §2): the printed file then ends each of them with its own line end,
    /// as it ends every other line (a `\r\n` is one `Character`, which splitting on `"\n"`
    /// alone would miss).
    private static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: isLineEnd)
    }

    private static func isLineEnd(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// Takes the comments that start before `end` or on the line where `lineOf` ends:
    /// they are printed after the statement. Line comments but the last go before it.
    private mutating func takeTrailingComments(end: Int, lineOf: Int) -> [CommentSyntax] {
        let line = source.line(containing: lineOf)
        var taken: [CommentSyntax] = []
        while nextComment < comments.count {
            let comment = comments[nextComment]
            let sameLine = comment.range.start < limit && source.line(containing: comment.range.start) == line
            guard comment.range.start < end || sameLine else { break }
            taken.append(comment)
            nextComment += 1
        }
        return taken
    }

    /// Appends `text` at `indent` with its trailing comments.
    private mutating func appendStatement(_ text: String, indent: Int, trailing: [CommentSyntax]) {
        atBlockStart = false
        trailingEnd = trailing.map(\.range.end).max() ?? 0
        let prefix = String(repeating: Formatter.indentUnit, count: indent)
        var inline: [String] = []
        var lineComments: [CommentSyntax] = []
        for comment in trailing {
            if comment.isBlock, !comment.text.contains(where: Self.isLineEnd) {
                inline.append(comment.text)
            } else {
                lineComments.append(comment)
            }
        }
        for comment in lineComments.dropLast() { appendCommentLines(comment, indent: indent) }
        var line = prefix + text
        if !inline.isEmpty { line += "  " + inline.joined(separator: " ") }
        if let last = lineComments.last {
            let parts = Self.lines(of: last.text)
            line += "  " + String(parts.first ?? "")
            lines.append(line)
            for part in parts.dropFirst() { lines.append(String(part)) }
        } else {
            lines.append(line)
        }
    }

    // MARK: Statements

    private mutating func emitLayout(_ layout: LayoutSyntax) {
        var header = "layout"
        if let name = layout.name { header += " " + file.text(name) }
        guard let body = layout.body else {
            appendStatement(
                header, indent: 0, trailing: takeTrailingComments(end: layout.range.end, lineOf: layout.range.end))
            finishStatement(at: layout.range.end)
            return
        }
        emitBlock(header: header, body: body, indent: 0)
    }

    private mutating func emitBlock(header: String, body: BlockSyntax, indent: Int) {
        let outerLimit = limit
        let members = file.members(of: body)
        let closeStartForLimit = body.closeBrace?.start ?? body.range.end
        limit = members.first?.range.start ?? closeStartForLimit
        let trailing = takeTrailingComments(end: body.openBrace.end, lineOf: body.openBrace.end)
        let closeStart = body.closeBrace?.start ?? body.range.end
        let hasInnerComments = nextComment < comments.count && comments[nextComment].range.start < closeStart
        if members.isEmpty, !hasInnerComments {
            let closeEnd = body.closeBrace?.end ?? body.openBrace.end
            limit = outerLimit
            appendStatement(
                header + " {}", indent: indent,
                trailing: trailing + takeTrailingComments(end: closeEnd, lineOf: closeEnd))
            finishStatement(at: closeEnd)
            return
        }
        appendStatement(header + " {", indent: indent, trailing: trailing)
        atBlockStart = true
        finishStatement(at: body.openBrace.end)
        for (index, member) in members.enumerated() {
            emitLeadingComments(before: member.range.start, indent: indent + 1, forceBlankFirst: false)
            limit = index + 1 < members.count ? members[index + 1].range.start : closeStart
            emitMember(member, indent: indent + 1)
        }
        limit = outerLimit
        emitLeadingComments(before: closeStart, indent: indent + 1, forceBlankFirst: false)
        let closeEnd = body.closeBrace?.end ?? closeStart
        appendStatement("}", indent: indent, trailing: takeTrailingComments(end: closeEnd, lineOf: closeEnd))
        finishStatement(at: closeEnd)
    }

    private mutating func emitMember(_ member: MemberSyntax, indent: Int) {
        switch member {
        case .property(let property):
            emitSimple(render(property), range: property.range, indent: indent)
        case .constraint(let constraint):
            emitSimple(render(constraint), range: constraint.range, indent: indent)
        case .element(let element):
            var header = file.text(element.kind)
            if let name = element.name { header += " " + file.text(name) }
            if let body = element.body {
                emitBlock(header: header, body: body, indent: indent)
            } else {
                emitSimple(header, range: element.range, indent: indent)
            }
        }
    }

    private mutating func emitSimple(_ text: String, range: SourceRange, indent: Int) {
        appendStatement(text, indent: indent, trailing: takeTrailingComments(end: range.end, lineOf: range.end))
        finishStatement(at: range.end)
    }

    /// Notes that the source up to `end` (and the last statement's trailing comments) has
    /// been emitted: blank lines are looked for after both.
    private mutating func finishStatement(at end: Int) {
        lastEnd = max(end, trailingEnd)
        trailingEnd = 0
    }

    // MARK: Rendering

    private func render(_ property: PropertySyntax) -> String {
        let items = file.items(of: property.value).map { item in file.atoms(of: item).map(render).joined(separator: " ")
        }
        return file.text(property.name) + (property.traits.map(render) ?? "") + ": " + items.joined(separator: ", ")
    }

    private func render(_ atom: AtomSyntax) -> String {
        switch atom {
        case .number(let literal): return source.text(in: literal.range)
        case .identifier(let identifier): return file.text(identifier)
        case .string(let literal): return source.text(in: literal.range)
        case .color(let literal): return source.text(in: literal.range)
        case .size(let size): return render(size.width) + " x " + render(size.height)
        case .relation(let literal): return literal.relation.rawValue
        case .priority(let priority): return "@" + render(priority.value)
        }
    }

    private func render(_ side: SizeSide) -> String {
        switch side {
        case .number(let literal): return source.text(in: literal.range)
        case .none: return "none"
        case .auto: return "auto"
        }
    }

    /// `[wC hR]`: the size classes without blanks at the brackets, width classes before
    /// height ones (the order a canvas's classes are written in), otherwise as written, so
    /// that a misspelt word the model reports is kept where it stands.
    private func render(_ traits: TraitsSyntax) -> String {
        let ordered = file.words(of: traits).enumerated().sorted { first, second in
            let (a, b) = (Self.traitRank(file.text(first.element)), Self.traitRank(file.text(second.element)))
            return a != b ? a < b : first.offset < second.offset
        }
        return "[" + ordered.map { file.text($0.element) }.joined(separator: " ") + "]"
    }

    /// 0 for a width class (`wC`, `wR`), 1 for a height class, 2 for any other word.
    private static func traitRank(_ word: String) -> Int {
        switch word {
        case "wC", "wR": return 0
        case "hC", "hR": return 1
        default: return 2
        }
    }

    private func render(_ constraint: ConstraintSyntax) -> String {
        var text = render(constraint.lhs) + " " + constraint.relation.rawValue + " "
        let expression = constraint.expression
        if let reference = expression.reference {
            text += render(reference)
            if let multiplier = expression.multiplier { text += " * " + source.text(in: multiplier.range) }
            if let constant = expression.constant {
                text += (expression.constantIsSubtracted ? " - " : " + ") + source.text(in: constant.range)
            }
        } else if let constant = expression.constant {
            text += source.text(in: constant.range)
        }
        if let priority = constraint.priority { text += " @" + render(priority.value) }
        if let traits = constraint.traits { text += " " + render(traits) }
        return text
    }

    /// `NAME.margins.ANCHOR`, `NAME.content.ANCHOR`, `parent.top`, `width`.
    private func render(_ reference: ReferenceSyntax) -> String {
        guard let target = reference.target else { return file.text(reference.anchor) }
        return file.text(target.base) + (target.margins.map { "." + file.text($0) } ?? "")
            + (target.scrollGuide.map { "." + file.text($0) } ?? "") + "." + file.text(reference.anchor)
    }
}
