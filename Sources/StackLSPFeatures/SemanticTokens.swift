import StackJSON
import StackLint
import StackModel
import StackSyntax

/// The semantic tokens of a document, in the negotiated column unit and the legend the
/// server declared.
package struct SemanticTokens {
    /// The unit of the tokens' columns and lengths.
    package let unit: ColumnUnit
    /// The token types of the legend, in its order.
    package let types: [String]

    package init(unit: ColumnUnit, types: [String]) {
        self.unit = unit
        self.types = types
    }
}

extension SemanticTokens {
    /// `textDocument/semanticTokens/full`: every word of the file classified, encoded as
    /// relative (line, character, length, type, modifiers) groups in the negotiated unit.
    package func semanticTokens(_ source: SourceText, model: DocumentModel) -> JSON {
        // Where the piece being walked starts: its syntax counts ranges from there.
        var base = 0
        var tokens: [(range: SourceRange, type: Int, modifiers: Int)] = []
        func add(_ range: SourceRange, _ type: String, declaration: Bool = false) {
            guard range.length > 0, let index = types.firstIndex(of: type) else { return }
            tokens.append((SourceRange(start: range.start + base, end: range.end + base), index, declaration ? 1 : 0))
        }
        func addAtom(_ atom: AtomSyntax) {
            switch atom {
            case .number(let literal): add(literal.range, "number")
            case .string(let literal): add(literal.range, "string")
            case .color(let literal): add(literal.range, "string")
            case .identifier(let identifier): add(identifier.range, "enumMember")
            case .size(let size):
                add(size.width.range, size.width.value == nil ? "enumMember" : "number")
                var cross = size.width.range.end
                while cross < size.height.range.start, source.bytes[cross + base] != UInt8(ascii: "x") { cross += 1 }
                if cross < size.height.range.start { add(SourceRange(start: cross, end: cross + 1), "operator") }
                add(size.height.range, size.height.value == nil ? "enumMember" : "number")
            case .relation(let literal): add(literal.range, "operator")
            case .priority(let priority):
                add(SourceRange(start: priority.range.start, end: priority.range.start + 1), "operator")
                addAtom(priority.value)
            }
        }
        /// A reference's words; `inScroll`: its line stands in a child of a `scroll`, where a
        /// bare `content` or `frame` is the scroll view's guide, a keyword as `margins` is.
        func addReference(_ reference: ReferenceSyntax, in syntax: FileSyntax, inScroll: Bool) {
            if let target = reference.target {
                let isGuide =
                    inScroll && target.scrollGuide == nil && ScrollGuideName(target.base, in: syntax.source) != nil
                let reserved = isGuide || ReservedName(target.base, in: syntax.source) != nil
                add(target.base.range, reserved ? "keyword" : "variable")
                if let margins = target.margins { add(margins.range, "keyword") }
                if let guide = target.scrollGuide { add(guide.range, "keyword") }
            }
            add(reference.anchor.range, "property")
        }
        // Size classes are values of a canvas (`768 x 1024 wR hR`) and read alike in brackets.
        func addTraits(_ traits: TraitsSyntax?, in syntax: FileSyntax) {
            guard let traits else { return }
            for trait in syntax.words(of: traits) { add(trait.range, "enumMember") }
        }
        /// The members of one body; `inScroll`: the body's element is a child of a `scroll`,
        /// `isScroll`: it is one.
        func walk(_ block: BlockSyntax?, in syntax: FileSyntax, inScroll: Bool = false, isScroll: Bool = false) {
            for member in syntax.members(of: block) {
                switch member {
                case .property(let property):
                    add(property.name.range, "property")
                    addTraits(property.traits, in: syntax)
                    syntax.atoms(of: property.value).forEach(addAtom)
                case .constraint(let constraint):
                    addReference(constraint.lhs, in: syntax, inScroll: inScroll)
                    add(constraint.relationRange, "operator")
                    if let reference = constraint.expression.reference {
                        addReference(reference, in: syntax, inScroll: inScroll)
                    }
                    if let multiplier = constraint.expression.multiplier { add(multiplier.range, "number") }
                    if let constant = constraint.expression.constant { add(constant.range, "number") }
                    if let priority = constraint.priority {
                        add(SourceRange(start: priority.range.start, end: priority.range.start + 1), "operator")
                        addAtom(priority.value)
                    }
                    addTraits(constraint.traits, in: syntax)
                case .element(let element):
                    add(element.kind.range, "type")
                    if let name = element.name { add(name.range, "variable", declaration: true) }
                    walk(
                        element.body, in: syntax, inScroll: isScroll,
                        isScroll: ElementKind(element.kind, in: syntax.source) == .scroll)
                }
            }
        }
        model.forEachSyntax { index, syntax in
            base = model.pieces[index].start
            for layout in syntax.layouts {
                add(layout.keyword, "keyword")
                if let name = layout.name { add(name.range, "type", declaration: true) }
                walk(layout.body, in: syntax)
            }
        }
        base = 0
        for comment in model.comments {
            // One token a line: clients need not support multi-line tokens.
            var start = comment.range.start
            while start < comment.range.end {
                let lineEnd = min(source.lineRange(source.line(containing: start)).end, comment.range.end)
                add(SourceRange(start: start, end: lineEnd), "comment")
                let next = source.line(containing: start) + 1
                guard next < source.lineCount else { break }
                start = max(source.lineStarts[next], lineEnd)
            }
        }
        tokens.sort { $0.range.start < $1.range.start }
        var data: [JSON] = []
        var previousLine = 0
        var previousCharacter = 0
        for token in tokens {
            let start = source.location(of: token.range.start, unit: unit)
            let end = source.location(of: token.range.end, unit: unit)
            let length =
                end.line == start.line
                ? end.column - start.column
                : source.location(of: source.lineRange(start.line).end, unit: unit).column - start.column
            let deltaLine = start.line - previousLine
            let deltaCharacter = deltaLine == 0 ? start.column - previousCharacter : start.column
            data += [.int(deltaLine), .int(deltaCharacter), .int(length), .int(token.type), .int(token.modifiers)]
            previousLine = start.line
            previousCharacter = start.column
        }
        return ["data": .array(data)]
    }
}
