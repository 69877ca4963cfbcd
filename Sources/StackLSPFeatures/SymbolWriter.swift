import StackEditing
import StackJSON
import StackModel
import StackSyntax

/// Writes the `DocumentSymbol`s of a model's layouts as JSON: a model of the whole document,
/// or of one layout (its ranges counted from ``start``).
package struct SymbolWriter {
    /// The model whose layouts are written.
    package let model: SemanticModel
    /// The text of the document the model's text belongs to (positions are counted on it).
    package let source: SourceText
    /// The document offset of the model's first byte.
    package let start: Int
    package let unit: ColumnUnit

    package init(model: SemanticModel, source: SourceText, start: Int, unit: ColumnUnit) {
        self.model = model
        self.source = source
        self.start = start
        self.unit = unit
    }

    /// The symbol of the model's layout `index`, with its elements as children.
    package func layout(_ index: Int) -> [UInt8] {
        let layout = model.syntax.layouts[index]
        let locator = SyntaxLocator(model: model)
        func symbol(_ syntax: ElementSyntax) -> [UInt8] {
            let children = model.syntax.members(of: syntax.body).compactMap { member -> [UInt8]? in
                guard case .element(let child) = member else { return nil }
                return symbol(child)
            }
            let kind = ElementKind(syntax.kind, in: model.syntax.source)
            let position =
                locator.element(in: index, header: syntax.headerRange).map {
                    model.layouts[index].elements[$0].indexInParent
                } ?? 0
            return written(
                [
                    (
                        "name",
                        .string(
                            syntax.name.map { model.syntax.text($0) } ?? "\(model.syntax.text(syntax.kind))#\(position)"
                        )
                    ),
                    (
                        "detail",
                        .string(kind.map { "\($0.rawValue) · \($0.uiKitClass)" } ?? model.syntax.text(syntax.kind))
                    ),
                    ("kind", .int(kind == .stack ? 23 : 19)),
                ], range: syntax.range, selection: syntax.name?.range ?? syntax.kind.range, children: children)
        }
        return written(
            [
                ("name", .string(layout.name.map { model.syntax.text($0) } ?? "layout")),
                ("detail", "layout"),
                ("kind", 3),
            ], range: layout.range, selection: layout.name?.range ?? layout.keyword,
            children: model.syntax.members(of: layout.body).compactMap { member -> [UInt8]? in
                guard case .element(let element) = member else { return nil }
                return symbol(element)
            })
    }

    /// The share of the document's text before the model's layout `index` (how much of a
    /// document's symbols are written before it, roughly).
    package func share(before index: Int) -> Double {
        let total = source.bytes.count
        return total > 0 ? Double(model.syntax.layouts[index].range.start + start) / Double(total) : 0
    }

    private func written(
        _ fields: [(key: String, value: JSON)], range: SourceRange, selection: SourceRange, children: [[UInt8]]
    ) -> [UInt8] {
        JSON.objectBytes(
            fields.map { ($0.key, $0.value.utf8) } + [
                ("range", Positions.rangeBytes(shifted(range), in: source, unit: unit)),
                ("selectionRange", Positions.rangeBytes(shifted(selection), in: source, unit: unit)),
                ("children", JSON.arrayBytes(children)),
            ])
    }

    private func shifted(_ range: SourceRange) -> SourceRange {
        SourceRange(start: range.start + start, end: range.end + start)
    }
}
