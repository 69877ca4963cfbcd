import StackEditing
import StackJSON
import StackLSPProtocol
import StackModel
import StackReports
import StackSyntax

/// Completion by context, in the form the client declared.
package struct Completion {
    /// The unit of the columns of the items' ranges.
    package let unit: ColumnUnit
    /// What the client's completion items may hold.
    package let completionCapabilities: CompletionCapabilities

    package init(unit: ColumnUnit, capabilities: CompletionCapabilities) {
        self.unit = unit
        completionCapabilities = capabilities
    }
}

extension Completion {
    /// Completion by context: element kinds and the properties valid for this element at
    /// the start of a statement, the values valid for a property after its colon (no
    /// baseline alignment on a vertical stack), element names after a relation. `scope`:
    /// the model of the piece of `source` that holds `offset`.
    package func completion(at offset: Int, in source: SourceText, scope: ModelScope) -> JSON {
        let line = source.lineRange(source.line(containing: offset))
        let prefix = StatementPrefix(
            line: source.text(in: SourceRange(start: line.start, end: max(line.start, min(offset, line.end))))
        ).text
        let model = scope.model
        let place = Place(model: model, offset: scope.local(offset))
        let word = Word(around: offset, in: source, unit: unit)
        var items: [JSON] = []

        if let match = prefix.firstMatch(#"^\s*([A-Za-z]+)\s*\[([A-Za-z ]*)$"#) {
            // `PROP[` : a variant's size classes, where the property may vary.
            items = PropertyName(keyword: match[1])?.canVary == true ? traitItems(written: match[2], word: word) : []
        } else if let match = prefix.firstMatch(#"^\s*[A-Za-z]+\s*(?:==|>=|<=)[^\[\]"]*\[([A-Za-z ]*)$"#) {
            // A constraint line's trailing `[`: the classes it is installed at.
            items = traitItems(written: match[1], word: word)
        } else if let match = prefix.firstMatch(#"^\s*([A-Za-z]+)\s*(==|>=|<=)\s*[A-Za-z_]*$"#),
            let layout = place.layout,
            let attribute = LayoutAttribute(keyword: match[1])
        {
            items = targetItems(left: attribute, layout: model.layouts[layout], element: place.element, word: word)
        } else if let match = prefix.firstMatch(
            #"^\s*([A-Za-z]+)\s*(==|>=|<=)\s*([A-Za-z_]+)(\.margins|\.content|\.frame)?\.[A-Za-z]*$"#),
            let layout = place.layout,
            let attribute = LayoutAttribute(keyword: match[1])
        {
            items = anchorItems(
                left: attribute, target: match[3], via: String(match[4].dropFirst()), layout: model.layouts[layout],
                element: place.element, word: word)
        } else if let match = prefix.firstMatch(
            #"^\s*pin\s*(?:\[[^\]]*\])?\s*:\s*(?:[^,]*,\s*)*(edges|top|bottom|leading|trailing|centerX|centerY)\s+(margins|safeArea|content|frame)?\s*[A-Za-z]*$"#
        ) {
            let parent = place.parent(in: model)
            items = pinModifierItems(
                hasGuide: !match[2].isEmpty, isRoot: place.element != nil && parent == nil,
                inScroll: parent.map { model.layouts[$0.layout].elements[$0.element].kind == .scroll } ?? false,
                word: word)
        } else if let match = prefix.firstMatch(
            #"^\s*([A-Za-z]+)\s*(?:\[[^\]]*\])?\s*:\s*(?:[^,]*,\s*)*([A-Za-z][A-Za-z0-9_]*)?$"#)
        {
            items = valueItems(property: match[1], place: place, model: model, word: word, typed: match[2])
        } else if let match = prefix.firstMatch(
            #"^\s*([A-Za-z]+)\s*(?:\[[^\]]*\])?\s*:\s*(?:[^,]*,\s*)*([A-Za-z0-9_]+)\s+(?:[A-Za-z0-9_]+\s+)*[A-Za-z]*$"#)
        {
            items = nextWordItems(
                property: match[1], previous: match[2], statement: prefix, place: place, model: model, word: word)
        } else if prefix.firstMatch(#"^\s*[A-Za-z_]*$"#) != nil {
            items = statementItems(place: place, model: model, word: word)
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// A completion item in the form the client declared (``CompletionCapabilities``):
    /// snippets or plain text, documentation as Markdown, plain text or a string, label
    /// details, an insert-and-replace edit of the word under the cursor, commit characters.
    private func item(
        _ word: Word, _ label: String, kind: CompletionItemKind, detail: String?, insert: String? = nil,
        documentation: String? = nil, commit: [String] = []
    ) -> JSON {
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
            object["documentation"] = MarkdownText.documentation(
                documentation, format: capabilities.documentationFormat)
        }
        if capabilities.commitCharacters, !commit.isEmpty {
            object["commitCharacters"] = .array(commit.map(JSON.string))
        }
        return .object(object)
    }

    private func statementItems(place: Place, model: SemanticModel, word: Word) -> [JSON] {
        guard let layout = place.layout else {
            return [
                item(
                    word, "layout", kind: .snippet, detail: "a screen or cell",
                    insert: "layout ${1:Name} {\n\tstack ${2:root} {\n\t\tpin: edges\n\t\t$0\n\t}\n}")
            ]
        }
        var items: [JSON] = []
        let elementKinds = ElementKind.allCases.map { kind in
            item(
                word, kind.rawValue, kind: .class, detail: kind.uiKitClass,
                insert: kind == .stack
                    ? "stack ${1:name} {\n\taxis: ${2|horizontal,vertical|}\n\t$0\n}"
                    : "\(kind.rawValue) ${1:name} {\n\t$0\n}")
        }
        guard let element = place.element.map({ model.layouts[layout].elements[$0] }) else {
            for name in PropertyName.allCases where name.scope == .layout {
                items.append(
                    item(
                        word, name.rawValue, kind: .property, detail: name.valueSyntax, insert: "\(name.rawValue): $0",
                        documentation: name.documentation))
            }
            return items + elementKinds
        }
        let context = PlacementContext(element, in: model.layouts[layout])
        for name in PropertyName.allCases
        where context.reasonNotApplicable(name) == nil && element.assignments[name] == nil {
            items.append(
                item(
                    word, name.rawValue, kind: .property, detail: name.valueSyntax, insert: "\(name.rawValue): $0",
                    documentation: name.documentation))
        }
        for attribute in LayoutAttribute.allCases {
            let insert =
                attribute.isSize
                ? "\(attribute.rawValue) ${1|==,>=,<=|} ${2:\(attribute == .width ? 100 : 44)}"
                : "\(attribute.rawValue) ${1|==,>=,<=|} ${2:parent}.\(attribute.rawValue)"
            items.append(
                item(
                    word, attribute.rawValue, kind: .keyword,
                    detail: "a constraint on this element's \(attribute.rawValue)",
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
            item(
                word, attribute.rawValue, kind: .property, detail: "this element's \(attribute.rawValue)",
                documentation: attribute.documentation)
        }
        for target in ReservedName.allCases {
            items.append(
                item(
                    word, target.rawValue, kind: .module, detail: "constraint target", insert: "\(target.rawValue).",
                    documentation: LanguageReference.entry(target.rawValue)))
        }
        if let element, let parent = layout.elements[element].parent, layout.elements[parent].kind == .scroll {
            for guide in ScrollGuideName.allCases {
                items.append(
                    item(
                        word, guide.rawValue, kind: .module,
                        detail: "the guide of scroll view `\(layout.elements[parent].displayName)`",
                        insert: "\(guide.rawValue).",
                        documentation: VariationHover.scrollGuide(
                            guide.rawValue, scroll: layout.elements[parent].displayName)))
            }
        }
        for other in layout.elements where other.id != element {
            guard let name = other.name, ReservedName(spelling: name) == nil else { continue }
            items.append(
                item(
                    word, name, kind: .reference, detail: "\(other.kindName) · \(other.kind?.uiKitClass ?? "")",
                    insert: "\(name)."))
        }
        return items
    }

    /// After `ANCHOR == TARGET.`: the target's anchors that may relate to the left side (no
    /// baselines on a guide), `margins` after an element, `parent` or `canvas`, and `content`
    /// and `frame` after a scroll view (stack-format.md §11). `via` is the `margins`,
    /// `content` or `frame` already written after the target.
    private func anchorItems(
        left: LayoutAttribute, target: String, via: String, layout: Layout, element: Int?, word: Word
    ) -> [JSON] {
        let reserved = ReservedName(spelling: target)
        let parent = element.flatMap { layout.elements[$0].parent }
        // A bare `content` or `frame` in a child of a scroll view names its guide.
        let isBareGuide =
            via.isEmpty && ScrollGuideName(rawValue: target) != nil
            && parent.map { layout.elements[$0].kind == .scroll } == true
        let isGuide = !via.isEmpty || isBareGuide || reserved == .margins || reserved == .safeArea
        let written = via.isEmpty ? target : "\(target).\(via)"
        var items = left.compatibleAttributes.filter { !(isGuide && $0.isBaseline) }.map { attribute in
            item(
                word, attribute.rawValue, kind: .property, detail: "\(written).\(attribute.rawValue)",
                documentation: attribute.documentation)
        }
        guard via.isEmpty, !isBareGuide else { return items }
        let named = reserved == nil ? layout.element(named: target)?.id : nil
        if reserved == .parent || reserved == .canvas || named != nil {
            items.append(
                item(
                    word, "margins", kind: .module, detail: "the layout margins guide of `\(target)`",
                    insert: "margins."))
        }
        let scroll = reserved == .parent ? parent : named
        if let scroll, layout.elements[scroll].kind == .scroll {
            for guide in ScrollGuideName.allCases {
                items.append(
                    item(
                        word, guide.rawValue, kind: .module,
                        detail: "the \(guide.rawValue) guide of scroll view `\(target)`",
                        insert: "\(guide.rawValue).",
                        documentation: VariationHover.scrollGuide(
                            guide.rawValue, scroll: layout.elements[scroll].displayName)))
            }
        }
        return items
    }

    /// After a pinned edge: the guides (`safeArea` only on the root, `content` and `frame`
    /// only in a child of a scroll view) and the relations.
    private func pinModifierItems(hasGuide: Bool, isRoot: Bool, inScroll: Bool, word: Word) -> [JSON] {
        var items: [JSON] = []
        if !hasGuide {
            items.append(
                item(word, "margins", kind: .enumMember, detail: "the parent's layout margins", commit: [",", ";"]))
            if isRoot {
                items.append(
                    item(word, "safeArea", kind: .enumMember, detail: "the canvas's safe area", commit: [",", ";"]))
            }
            if inScroll {
                items.append(
                    item(
                        word, "content", kind: .enumMember, detail: "the scroll view's content layout guide",
                        commit: [",", ";"]))
                items.append(
                    item(
                        word, "frame", kind: .enumMember, detail: "the scroll view's frame layout guide",
                        commit: [",", ";"]))
            }
        }
        for relation in Relation.allCases {
            items.append(
                item(
                    word, relation.rawValue, kind: .operator,
                    detail:
                        "the inset is \(relation == .equal ? "exactly" : relation == .greaterThanOrEqual ? "at least" : "at most") the number"
                ))
        }
        return items
    }

    /// The words `property` may take here, or those of them in `only`; `typed` is the part
    /// of the word before the cursor.
    private func valueItems(
        property: String, place: Place, model: SemanticModel, word: Word, only: Set<String>? = nil, typed: String = ""
    ) -> [JSON] {
        guard let name = PropertyName(keyword: property) else { return [] }
        var values = name.keywords.filter { only?.contains($0) ?? true }
        if name == .alignment, let layout = place.layout, let element = place.element,
            model.layouts[layout].elements[element].stack?.axis == .vertical
        {
            values.removeAll { ["top", "bottom", "firstBaseline", "lastBaseline"].contains($0) }
        }
        if name == .pin,
            place.parent(in: model).map({ model.layouts[$0.layout].elements[$0.element].kind == .scroll }) != true
        {
            // The scroll guides are pin guides only in a child of a scroll view (§11).
            values.removeAll { ScrollGuideName(rawValue: $0) != nil }
        }
        var items = values.map { value in
            item(
                word, value, kind: .enumMember, detail: property,
                documentation: ValueDocumentation.meanings[property]?[value], commit: [",", ";"])
        }
        if name == .canvas, only == nil { items += aliasItems(typed: typed, word: word) }
        return items
    }

    /// The other models' names a device answers to (§4), once the typed part is specific
    /// enough to tell one (`iPhone1`), so that the eleven devices are not drowned in them.
    private func aliasItems(typed: String, word: Word) -> [JSON] {
        guard typed.utf8.count >= Self.aliasPrefixLength else { return [] }
        let lowered = typed.lowercased()
        return Device.allCases.flatMap { device in
            device.aliases.filter { $0.lowercased().hasPrefix(lowered) }.map { alias in
                item(
                    word, alias, kind: .enumMember, detail: "\(device.rawValue) · \(device.portraitSize)",
                    documentation: "The same screen as `\(device.rawValue)` (\(device.portraitSize)).",
                    commit: [",", ";"])
            }
        }
    }

    /// How much of a device name must be typed before its aliases are offered: `iPhone`
    /// and a digit.
    private static let aliasPrefixLength = 7

    /// The size classes that may follow those `written` (the word being typed left out):
    /// one per axis, so neither a written class nor the other class of its axis.
    private func traitItems(written: String, word: Word) -> [JSON] {
        var words = written.split(separator: " ").map(String.init)
        if !written.hasSuffix(" "), !words.isEmpty { words.removeLast() }
        let axes = words.compactMap { SizeClassTrait(keyword: $0)?.axis }
        return SizeClassTrait.allCases.filter { !axes.contains($0.axis) }.map { trait in
            item(
                word, trait.rawValue, kind: .enumMember, detail: "size class",
                documentation: "`\(trait.rawValue)`: \(VariationHover.meaning(trait)).")
        }
    }
}

extension Completion {
    /// A word after another one in a value, separated by a blank: the next category of a
    /// `contentSize` list (its commas are optional), the vertical priority of `hugging` and
    /// `compression`, in a `canvas` `landscape` after a device, `auto` after `WIDTH x` and
    /// the size classes after a size; nothing for a one-word value.
    private func nextWordItems(
        property: String, previous: String, statement: String, place: Place, model: SemanticModel, word: Word
    ) -> [JSON] {
        switch PropertyName(keyword: property) {
        case .contentSize?, .hugging?, .compression?:
            return valueItems(property: property, place: place, model: model, word: word)
        case .canvas? where Device(name: previous) != nil:
            return valueItems(property: property, place: place, model: model, word: word, only: ["landscape"])
        case .canvas?:
            // The canvas entry being written: the words after the last comma (or the colon).
            let entry =
                statement.split(omittingEmptySubsequences: false) { $0 == "," || $0 == ":" }.last.map(String.init) ?? ""
            var words = entry.split(separator: " ").map(String.init)
            if !entry.hasSuffix(" "), !words.isEmpty { words.removeLast() }
            guard words.count >= 2, words[1] == "x" else { return [] }
            if words.count == 2 {
                return words[0] == "auto"
                    ? []
                    : [
                        item(
                            word, "auto", kind: .enumMember, detail: "canvas",
                            documentation: "The content decides this side, as in a self-sizing cell (§10.2).",
                            commit: [",", ";"])
                    ]
            }
            return traitItems(written: words.dropFirst(3).joined(separator: " ") + " ", word: word)
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
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
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

    /// The layout and index of the element's parent, if it has one.
    func parent(in model: SemanticModel) -> (layout: Int, element: Int)? {
        guard let layout, let element, let parent = model.layouts[layout].elements[element].parent else { return nil }
        return (layout, parent)
    }

    init(model: SemanticModel, offset: Int) {
        for (index, layout) in model.syntax.layouts.enumerated() {
            guard let body = layout.body, body.openBrace.end <= offset, offset <= (body.closeBrace?.start ?? Int.max)
            else { continue }
            self.layout = index
            guard index < model.layouts.count else { return }
            element =
                model.layouts[index].elements.last { element in
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
