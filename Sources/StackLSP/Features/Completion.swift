import Foundation
import StackLint
import StackModel
import StackSyntax

extension LanguageServer {
    /// Completion by context: element kinds and the properties valid for this element at
    /// the start of a statement, the values valid for a property after its colon (no
    /// baseline alignment on a vertical stack), element names after a relation.
    func completion(_ params: JSON) throws -> JSON {
        let document = try self.document(params)
        let offset = try self.offset(params, in: document)
        let source = document.source
        let line = source.lineRange(source.line(containing: offset))
        let prefix = source.text(in: SourceRange(start: line.start, end: max(line.start, min(offset, line.end))))
        let model = model(document)
        let place = Place(model: model, offset: offset)
        var items: [JSON] = []

        if let match = prefix.firstMatch(#"(width|height)\s*(==|>=|<=)\s*[A-Za-z_]*$"#), let layout = place.layout {
            let dimension = match[1]
            items.append(item("width", kind: .property, detail: "this element's width"))
            items.append(item("height", kind: .property, detail: "this element's height"))
            for element in model.layouts[layout].elements {
                guard let name = element.name else { continue }
                items.append(item("\(name).\(dimension)", kind: .reference, detail: "\(element.kindName) · \(element.kind?.uiKitClass ?? "")"))
            }
        } else if prefix.firstMatch(#"(width|height)\s*(==|>=|<=)\s*[A-Za-z_]+\.[a-z]*$"#) != nil {
            items = [item("width", kind: .property, detail: nil), item("height", kind: .property, detail: nil)]
        } else if let match = prefix.firstMatch(#"^\s*([A-Za-z]+)\s*:\s*(?:[^,]*,\s*)*[A-Za-z]*$"#) {
            items = valueItems(property: match[1], place: place, model: model)
        } else if prefix.firstMatch(#"^\s*[A-Za-z_]*$"#) != nil {
            items = statementItems(place: place, model: model)
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    private func item(_ label: String, kind: CompletionItemKind, detail: String?, insert: String? = nil, documentation: String? = nil) -> JSON {
        var object: [String: JSON] = ["label": .string(label), "kind": JSON(kind)]
        if let detail { object["detail"] = .string(detail) }
        if let insert {
            if snippetsInCompletion {
                object["insertText"] = .string(insert)
                object["insertTextFormat"] = JSON(InsertTextFormat.snippet)
            } else {
                object["insertText"] = .string(SnippetText.plain(insert))
                object["insertTextFormat"] = JSON(InsertTextFormat.plainText)
            }
        }
        if let documentation {
            object["documentation"] = ["kind": JSON(markdownInCompletion ? MarkupKind.markdown : .plaintext), "value": .string(documentation)]
        }
        return .object(object)
    }

    private func statementItems(place: Place, model: SemanticModel) -> [JSON] {
        guard let layout = place.layout else {
            return [item("layout", kind: .snippet, detail: "a screen or cell", insert: "layout ${1:Name} {\n\tstack ${2:root} {\n\t\tpin: edges\n\t\t$0\n\t}\n}")]
        }
        var items: [JSON] = []
        let elementKinds = ElementKind.allCases.map { kind in
            item(kind.rawValue, kind: .class, detail: kind.uiKitClass,
                 insert: kind == .stack ? "stack ${1:name} {\n\taxis: ${2|horizontal,vertical|}\n\t$0\n}" : "\(kind.rawValue) ${1:name} {\n\t$0\n}")
        }
        guard let element = place.element.map({ model.layouts[layout].elements[$0] }) else {
            for name in PropertyName.allCases where name.scope == .layout {
                items.append(item(name.rawValue, kind: .property, detail: name.valueSyntax, insert: "\(name.rawValue): $0", documentation: name.documentation))
            }
            return items + elementKinds
        }
        let context = PlacementContext(element, in: model.layouts[layout])
        for name in PropertyName.allCases where context.reasonNotApplicable(name) == nil && element.assignments[name] == nil {
            items.append(item(name.rawValue, kind: .property, detail: name.valueSyntax, insert: "\(name.rawValue): $0", documentation: name.documentation))
        }
        items.append(item("width", kind: .keyword, detail: "a width constraint", insert: "width ${1|==,>=,<=|} ${2:100}"))
        items.append(item("height", kind: .keyword, detail: "a height constraint", insert: "height ${1|==,>=,<=|} ${2:44}"))
        if element.kind?.canHaveChildren == true { items += elementKinds }
        return items
    }

    private func valueItems(property: String, place: Place, model: SemanticModel) -> [JSON] {
        guard let name = PropertyName(keyword: property) else { return [] }
        var values = name.keywords
        if name == .alignment, let layout = place.layout, let element = place.element,
           model.layouts[layout].elements[element].stack?.axis == .vertical {
            values.removeAll { ["top", "bottom", "firstBaseline", "lastBaseline"].contains($0) }
        }
        return values.map { value in
            item(value, kind: .enumMember, detail: property, documentation: ValueDocumentation.meanings[property]?[value])
        }
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
    /// The capture groups of the first match of a regular expression (index 0: the whole match).
    func firstMatch(_ pattern: String) -> [String]? {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        let range = NSRange(startIndex..., in: self)
        guard let match = expression.firstMatch(in: self, range: range) else { return nil }
        return (0..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: self).map { String(self[$0]) } ?? ""
        }
    }
}
