import StackJSON
import StackLSPProtocol
import StackLint
import StackModel
import StackReports
import StackSyntax

extension LanguageServer {
    /// Completion by context: element kinds and the properties valid for this element at
    /// the start of a statement, the values valid for a property after its colon (no
    /// baseline alignment on a vertical stack), element names after a relation.
    func completion(at offset: Int, in document: OpenDocument) -> JSON {
        let source = document.source
        let line = source.lineRange(source.line(containing: offset))
        let prefix = StatementPrefix(line: source.text(in: SourceRange(start: line.start, end: max(line.start, min(offset, line.end))))).text
        // The piece under the cursor: a layout read as a file of its own, or the whole text.
        let scope = scope(at: offset, in: document)
        let model = scope.model
        let place = Place(model: model, offset: scope.local(offset))
        let word = Word(around: offset, in: source, unit: unit)
        var items: [JSON] = []

        if let match = prefix.firstMatch(#"^\s*([A-Za-z]+)\s*(==|>=|<=)\s*[A-Za-z_]*$"#), let layout = place.layout,
           let attribute = LayoutAttribute(keyword: match[1]) {
            items = targetItems(left: attribute, layout: model.layouts[layout], element: place.element, word: word)
        } else if let match = prefix.firstMatch(#"^\s*([A-Za-z]+)\s*(==|>=|<=)\s*([A-Za-z_]+)(\.margins)?\.[A-Za-z]*$"#), let layout = place.layout,
                  let attribute = LayoutAttribute(keyword: match[1]) {
            items = anchorItems(left: attribute, target: match[3], viaMargins: !match[4].isEmpty, layout: model.layouts[layout], word: word)
        } else if let match = prefix.firstMatch(#"^\s*pin\s*:\s*(?:[^,]*,\s*)*(edges|top|bottom|leading|trailing|centerX|centerY)\s+(margins|safeArea)?\s*[A-Za-z]*$"#) {
            items = pinModifierItems(hasGuide: !match[2].isEmpty, isRoot: place.layout.flatMap { layout in place.element.map { model.layouts[layout].elements[$0].parent == nil } } ?? false, word: word)
        } else if let match = prefix.firstMatch(#"^\s*([A-Za-z]+)\s*:\s*(?:[^,]*,\s*)*[A-Za-z]*$"#) {
            items = valueItems(property: match[1], place: place, model: model, word: word)
        } else if let match = prefix.firstMatch(#"^\s*([A-Za-z]+)\s*:\s*(?:[^,]*,\s*)*([A-Za-z0-9_]+)\s+(?:[A-Za-z0-9_]+\s+)*[A-Za-z]*$"#) {
            items = nextWordItems(property: match[1], previous: match[2], place: place, model: model, word: word)
        } else if prefix.firstMatch(#"^\s*[A-Za-z_]*$"#) != nil {
            items = statementItems(place: place, model: model, word: word)
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// A completion item in the form the client declared (``CompletionCapabilities``):
    /// snippets or plain text, documentation as Markdown, plain text or a string, label
    /// details, an insert-and-replace edit of the word under the cursor, commit characters.
    private func item(_ word: Word, _ label: String, kind: CompletionItemKind, detail: String?, insert: String? = nil,
                      documentation: String? = nil, commit: [String] = []) -> JSON {
        let capabilities = completionCapabilities
        var object: [String: JSON] = ["label": .string(label), "kind": JSON(kind)]
        if let detail {
            object["detail"] = .string(detail)
            if capabilities.labelDetails { object["labelDetails"] = ["description": .string(detail)] }
        }
        let format: InsertTextFormat = insert != nil && capabilities.snippets ? .snippet : .plainText
        let text = insert.map { capabilities.snippets ? $0 : SnippetText.plain($0) } ?? label
        if capabilities.insertReplace {
            object["textEdit"] = ["newText": .string(text), "insert": word.insert, "replace": word.replace]
            object["insertTextFormat"] = JSON(format)
        } else if insert != nil {
            object["insertText"] = .string(text)
            object["insertTextFormat"] = JSON(format)
        }
        if let documentation {
            object["documentation"] = MarkdownText.documentation(documentation, format: capabilities.documentationFormat)
        }
        if capabilities.commitCharacters, !commit.isEmpty { object["commitCharacters"] = .array(commit.map(JSON.string)) }
        return .object(object)
    }

    private func statementItems(place: Place, model: SemanticModel, word: Word) -> [JSON] {
        guard let layout = place.layout else {
            return [item(word, "layout", kind: .snippet, detail: "a screen or cell", insert: "layout ${1:Name} {\n\tstack ${2:root} {\n\t\tpin: edges\n\t\t$0\n\t}\n}")]
        }
        var items: [JSON] = []
        let elementKinds = ElementKind.allCases.map { kind in
            item(word, kind.rawValue, kind: .class, detail: kind.uiKitClass,
                 insert: kind == .stack ? "stack ${1:name} {\n\taxis: ${2|horizontal,vertical|}\n\t$0\n}" : "\(kind.rawValue) ${1:name} {\n\t$0\n}")
        }
        guard let element = place.element.map({ model.layouts[layout].elements[$0] }) else {
            for name in PropertyName.allCases where name.scope == .layout {
                items.append(item(word, name.rawValue, kind: .property, detail: name.valueSyntax, insert: "\(name.rawValue): $0", documentation: name.documentation))
            }
            return items + elementKinds
        }
        let context = PlacementContext(element, in: model.layouts[layout])
        for name in PropertyName.allCases where context.reasonNotApplicable(name) == nil && element.assignments[name] == nil {
            items.append(item(word, name.rawValue, kind: .property, detail: name.valueSyntax, insert: "\(name.rawValue): $0", documentation: name.documentation))
        }
        for attribute in LayoutAttribute.allCases {
            let insert = attribute.isSize ? "\(attribute.rawValue) ${1|==,>=,<=|} ${2:\(attribute == .width ? 100 : 44)}"
                : "\(attribute.rawValue) ${1|==,>=,<=|} ${2:parent}.\(attribute.rawValue)"
            items.append(item(word, attribute.rawValue, kind: .keyword, detail: "a constraint on this element's \(attribute.rawValue)",
                              insert: insert, documentation: attribute.documentation))
        }
        if element.kind?.canHaveChildren == true { items += elementKinds }
        return items
    }

    /// After `ANCHOR ==`: this element's own anchors that may stand there (same kind and
    /// axis, never itself), the targets (`parent`, `canvas`, `margins`, `safeArea`) and the
    /// layout's element names, each to be followed by `.`.
    private func targetItems(left: LayoutAttribute, layout: Layout, element: Int?, word: Word) -> [JSON] {
        var items = left.compatibleAttributes.filter { $0 != left }.map { attribute in
            item(word, attribute.rawValue, kind: .property, detail: "this element's \(attribute.rawValue)", documentation: attribute.documentation)
        }
        for target in ReservedName.allCases {
            items.append(item(word, target.rawValue, kind: .module, detail: "constraint target", insert: "\(target.rawValue).",
                              documentation: LanguageReference.entry(target.rawValue)))
        }
        for other in layout.elements where other.id != element {
            guard let name = other.name, ReservedName(spelling: name) == nil else { continue }
            items.append(item(word, name, kind: .reference, detail: "\(other.kindName) · \(other.kind?.uiKitClass ?? "")", insert: "\(name)."))
        }
        return items
    }

    /// After `ANCHOR == TARGET.`: the target's anchors that may relate to the left side (no
    /// baselines on a guide), and `margins` after an element, `parent` or `canvas`.
    private func anchorItems(left: LayoutAttribute, target: String, viaMargins: Bool, layout: Layout, word: Word) -> [JSON] {
        let reserved = ReservedName(spelling: target)
        let isGuide = viaMargins || reserved == .margins || reserved == .safeArea
        var items = left.compatibleAttributes.filter { !(isGuide && $0.isBaseline) }.map { attribute in
            item(word, attribute.rawValue, kind: .property, detail: "\(target)\(viaMargins ? ".margins" : "").\(attribute.rawValue)",
                 documentation: attribute.documentation)
        }
        let mayHaveMargins = reserved == .parent || reserved == .canvas || (reserved == nil && layout.element(named: target) != nil)
        if !viaMargins, mayHaveMargins {
            items.append(item(word, "margins", kind: .module, detail: "the layout margins guide of `\(target)`", insert: "margins."))
        }
        return items
    }

    /// After a pinned edge: the guides (`safeArea` only on the root) and the relations.
    private func pinModifierItems(hasGuide: Bool, isRoot: Bool, word: Word) -> [JSON] {
        var items: [JSON] = []
        if !hasGuide {
            items.append(item(word, "margins", kind: .enumMember, detail: "the parent's layout margins", commit: [",", ";"]))
            if isRoot { items.append(item(word, "safeArea", kind: .enumMember, detail: "the canvas's safe area", commit: [",", ";"])) }
        }
        for relation in Relation.allCases {
            items.append(item(word, relation.rawValue, kind: .operator, detail: "the inset is \(relation == .equal ? "exactly" : relation == .greaterThanOrEqual ? "at least" : "at most") the number"))
        }
        return items
    }

    /// The words `property` may take here, or those of them in `only`.
    private func valueItems(property: String, place: Place, model: SemanticModel, word: Word, only: Set<String>? = nil) -> [JSON] {
        guard let name = PropertyName(keyword: property) else { return [] }
        var values = name.keywords.filter { only?.contains($0) ?? true }
        if name == .alignment, let layout = place.layout, let element = place.element,
           model.layouts[layout].elements[element].stack?.axis == .vertical {
            values.removeAll { ["top", "bottom", "firstBaseline", "lastBaseline"].contains($0) }
        }
        return values.map { value in
            item(word, value, kind: .enumMember, detail: property, documentation: ValueDocumentation.meanings[property]?[value], commit: [",", ";"])
        }
    }
}

extension LanguageServer {
    /// A word after another one in a value, separated by a blank: the next category of a
    /// `contentSize` list (its commas are optional), the vertical priority of `hugging` and
    /// `compression`, `landscape` after a device of `canvas`; nothing for a one-word value.
    private func nextWordItems(property: String, previous: String, place: Place, model: SemanticModel, word: Word) -> [JSON] {
        switch PropertyName(keyword: property) {
        case .contentSize?, .hugging?, .compression?:
            return valueItems(property: property, place: place, model: model, word: word)
        case .canvas? where Device(name: previous) != nil:
            return valueItems(property: property, place: place, model: model, word: word, only: ["landscape"])
        default:
            return []
        }
    }
}

/// The word under the cursor that an item replaces: the identifier characters before the
/// cursor (`insert`) and those after it too (`replace`), as LSP ranges.
struct Word {
    var insert: JSON
    var replace: JSON

    init(around offset: Int, in source: SourceText, unit: ColumnUnit) {
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
        let bytes = source.bytes
        let cursor = min(max(offset, 0), bytes.count)
        var start = cursor
        while start > 0, isWord(bytes[start - 1]) { start -= 1 }
        var end = cursor
        while end < bytes.count, isWord(bytes[end]) { end += 1 }
        insert = Positions.range(SourceRange(start: start, end: cursor), in: source, unit: unit)
        replace = Positions.range(SourceRange(start: start, end: end), in: source, unit: unit)
    }
}

/// The layout and element whose body holds an offset.
private struct Place {
    var layout: Int?
    var element: Int?

    init(model: SemanticModel, offset: Int) {
        for (index, layout) in model.syntax.layouts.enumerated() {
            guard let body = layout.body, body.openBrace.end <= offset, offset <= (body.closeBrace?.start ?? Int.max) else { continue }
            self.layout = index
            guard index < model.layouts.count else { return }
            element = model.layouts[index].elements.last { element in
                guard let braces = element.braces else { return false }
                return braces.open.end <= offset && offset <= (braces.close?.start ?? Int.max)
            }?.id
        }
    }
}

extension String {
    /// The capture groups of the first match of a regular expression (index 0: the whole
    /// match; an unmatched group is empty).
    func firstMatch(_ pattern: String) -> [String]? {
        guard let expression = try? Regex(pattern), let match = try? expression.firstMatch(in: self) else { return nil }
        return match.output.map { $0.substring.map(String.init) ?? "" }
    }
}
