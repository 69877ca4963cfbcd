import StackIBDocument
import StackSyntax
import StackXML

/// Where what is found on the imported layouts stands in their IB file (the linting of IB
/// files where they are, docs/dev/ib-mapping.md): a range of a layout's text placed in the
/// XML, and what the XML there is in IB's terms (the view or constraint, its IB id, its layout).
public struct IBPlacement: Sendable {
    /// What IB element a position of the XML belongs to.
    public enum Owner: Sendable, Hashable {
        /// A view, by index in ``IBDocument/views``.
        case view(Int)
        /// A constraint, by index in ``IBDocument/constraints``.
        case constraint(Int)
    }

    /// The document the layouts were read from.
    public let document: IBDocument
    /// The layouts, one per ``IBDocument/roots``, in the same order.
    public let layouts: [ImportedLayout]
    /// The view of each XML element that is a view, by element index.
    private let viewByElement: [Int: Int]
    /// The constraint of each `<constraint>` element, by its start tag's first byte.
    private let constraintByStart: [Int: Int]

    /// The placement of `layouts`, imported from `document`.
    public init(document: IBDocument, layouts: [ImportedLayout]) {
        self.document = document
        self.layouts = layouts
        var views: [Int: Int] = [:]
        for (index, view) in document.views.enumerated() { views[view.element] = index }
        viewByElement = views
        var constraints: [Int: Int] = [:]
        for (index, constraint) in document.constraints.enumerated() { constraints[constraint.startTag.start] = index }
        constraintByStart = constraints
    }

    /// The XML range of a range of layout `index`'s text: the innermost statement's origin,
    /// else that of the element line whose body holds it (a property the mapping computed,
    /// such as an estimated `intrinsic`, is placed at its view), else the layout's root view.
    /// A header comment maps nowhere, so nothing is placed there.
    public func xmlRange(for range: SourceRange, inLayout index: Int) -> SourceRange {
        guard layouts.indices.contains(index) else { return SourceRange(start: 0, end: 0) }
        let map = layouts[index].sourceMap
        if let xml = map.xmlRange(for: range) { return xml }
        let bytes = Array(layouts[index].text.utf8)
        var line = Line(holding: min(max(range.start, 0), bytes.count), in: bytes)
        // Each step moves to an earlier line: the walk ends at the text's start.
        while let current = line {
            if let xml = map.xmlRange(for: current.content) { return xml }
            line = current.enclosing(in: bytes)
        }
        let root = document.roots.indices.contains(index) ? document.roots[index] : nil
        guard let root else { return SourceRange(start: 0, end: 0) }
        return document.views.indices.contains(root.view) ? document.views[root.view].startTag : root.startTag
    }

    /// The view or constraint whose element holds `offset` of the XML: the innermost element
    /// holding it, or the nearest view above it.
    public func owner(at offset: Int) -> Owner? {
        let tree = document.tree
        var element = innermostElement(holding: offset)
        // Up the tree: each step goes to a parent, which comes earlier in document order.
        while let current = element {
            if let constraint = constraintByStart[tree.elements[current].startTag.start] {
                return .constraint(constraint)
            }
            if let view = viewByElement[current] { return .view(view) }
            element = tree.elements[current].parentIndex.flatMap { $0 < current ? $0 : nil }
        }
        return nil
    }

    /// How a finding at `offset` names what it is on, as the IB user knows it: a view by
    /// its user label, outlet or text where it has one, and its IB id always
    /// (`IB: Sign In, id Btn-00-001`, `IB id Vew-00-002`); a constraint by its IB id.
    public func name(at offset: Int) -> String? {
        switch owner(at: offset) {
        case .constraint(let index): return "IB constraint \(document.constraints[index].id)"
        case .view(let index):
            let view = document.views[index]
            let name = view.userLabel ?? document.outletNames[view.id] ?? view.text.map { "\"\($0)\"" }
            return name.map { "IB: \($0), id \(view.id)" } ?? "IB id \(view.id)"
        case nil: return nil
        }
    }

    /// The view nearest `offset`: its own, or for a constraint the view that holds it.
    public func view(at offset: Int) -> Int? {
        switch owner(at: offset) {
        case .view(let index): return index
        case .constraint(let index): return document.constraints[index].holder
        case nil: return nil
        }
    }

    /// The layout whose root view's element holds `offset`, the innermost where roots nest
    /// (a cell's content view inside a scene's view).
    public func layout(at offset: Int) -> Int? {
        let tree = document.tree
        var best: (index: Int, depth: Int32)?
        for (index, root) in document.roots.enumerated() where document.views.indices.contains(root.view) {
            let element = tree.elements[document.views[root.view].element]
            guard element.range.start <= offset, offset < element.range.end else { continue }
            if best.map({ element.depth > $0.depth }) ?? true { best = (index, element.depth) }
        }
        return best?.index
    }

    /// The deepest element whose range holds `offset`.
    private func innermostElement(holding offset: Int) -> Int? {
        let elements = document.tree.elements
        // The last element starting at or before the offset, by bisection over the
        // elements in document order; then up to the first that holds it.
        var low = 0
        var high = elements.count
        while low < high {
            let middle = (low + high) / 2
            if elements[middle].startTag.start <= offset { low = middle + 1 } else { high = middle }
        }
        var element = low > 0 ? low - 1 : nil
        while let current = element {
            let range = elements[current].range
            if range.start <= offset, offset < max(range.end, range.start + 1) { return current }
            element = elements[current].parentIndex.flatMap { $0 < current ? $0 : nil }
        }
        return nil
    }

    /// A line of a canonical `.stack` text: its start, and its content after the indentation.
    private struct Line {
        var start: Int
        var content: SourceRange
        var indent: Int { content.start - start }

        /// The line holding `offset`; nil for an empty line.
        init?(holding offset: Int, in bytes: [UInt8]) {
            var start = offset
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            var contentStart = start
            while contentStart < bytes.count, bytes[contentStart] == UInt8(ascii: " ") { contentStart += 1 }
            var end = contentStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            guard end > contentStart else { return nil }
            self.start = start
            content = SourceRange(start: contentStart, end: end)
        }

        /// The nearest earlier line indented less: in the canonical format, the line of the
        /// element (or layout) whose body holds this one.
        func enclosing(in bytes: [UInt8]) -> Line? {
            var cursor = start
            while cursor > 0 {
                guard let previous = Line(holding: cursor - 1, in: bytes) else {
                    cursor -= 1
                    continue
                }
                if previous.indent < indent { return previous }
                cursor = previous.start
            }
            return nil
        }
    }
}
