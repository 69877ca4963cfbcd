import StackModel
import StackRuleKit
import StackSyntax

/// The rewrites offered on an element: wrap in a stack, wrap in a container view, unwrap
/// a single-child stack, toggle a stack's axis.
package struct Refactors {
    package let model: SemanticModel
    package let source: SourceText

    package init(model: SemanticModel, source: SourceText) {
        self.model = model
        self.source = source
    }

    package func actions(at offset: Int) -> [(title: String, edit: TextEdit)] {
        guard let (layout, element) = innermostElement(at: offset) else { return [] }
        let item = model.layouts[layout].elements[element]
        var actions: [(String, TextEdit)] = []
        let indent = source.indentation(at: item.headerRange.start)
        let newline = source.lineEnding
        let text = source.text(in: item.range)
        let reindented = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index == 0 ? String(line) : (line.isEmpty ? "" : "  " + line)
        }.joined(separator: "\n")
        actions.append(
            (
                "Wrap `\(item.displayName)` in a stack",
                TextEdit(range: item.range, newText: "stack {\(newline)\(indent)  \(reindented)\(newline)\(indent)}")
            ))
        if item.parent != nil {
            let pinned = item.assignments[.pin] == nil && item.isArranged
            let child = pinned ? insertingPin(into: item, text: reindented, indent: indent + "  ") : reindented
            actions.append(
                (
                    "Wrap `\(item.displayName)` in a container view",
                    TextEdit(range: item.range, newText: "view {\(newline)\(indent)  \(child)\(newline)\(indent)}")
                ))
        }
        if item.kind == .stack, let stack = item.stack {
            let axis = stack.axis == .horizontal ? "vertical" : "horizontal"
            let edit =
                item.assignments[.axis].map { TextEdit(range: $0.value.range, newText: axis) }
                ?? Edits.insertProperty("axis: \(axis)", into: item, source: source)
            actions.append(("Make `\(item.displayName)` \(axis)", edit))
            let arranged = model.layouts[layout].arrangedChildren(of: item)
            if item.parent != nil, item.children.count == 1, let child = arranged.first, stack.alignment == .fill,
                item.constraints.isEmpty,
                !model.layouts[layout].elements.contains(where: {
                    $0.constraints.contains { $0.target?.element == element }
                })
            {
                let childText = source.text(in: child.range).split(separator: "\n", omittingEmptySubsequences: false)
                    .enumerated().map { index, line in
                        index > 0 && line.hasPrefix("  ") ? String(line.dropFirst(2)) : String(line)
                    }.joined(separator: "\n")
                actions.append(
                    ("Unwrap the stack `\(item.displayName)`", TextEdit(range: item.range, newText: childText)))
            }
        }
        return actions
    }

    private func innermostElement(at offset: Int) -> (Int, Int)? {
        for (index, layout) in model.layouts.enumerated() where layout.range.contains(offset) {
            if let element = layout.elements.last(where: { $0.range.contains(offset) }) { return (index, element.id) }
        }
        return nil
    }

    /// The element's text with `pin: edges` added (a view's child needs pins).
    private func insertingPin(into element: Element, text: String, indent: String) -> String {
        guard let braces = element.braces, braces.close != nil else { return text + " { pin: edges }" }
        guard let open = text.firstIndex(of: "{") else { return text }
        let after = text.index(after: open)
        if text[after...].hasPrefix("\n") || text[after...].hasPrefix("\r\n") {
            return String(text[..<after]) + source.lineEnding + indent + "  pin: edges" + String(text[after...])
        }
        return String(text[..<after]) + " pin: edges;" + String(text[after...])
    }
}
