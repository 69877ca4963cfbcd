import StackDiagnostics
import StackInterfaceBuilder
import StackSyntax
import StackXML

/// An Interface Builder file read for linting where it is (docs/dev/ib-mapping.md): the
/// layouts the mapping reads from it, each as `.stack` text with its source map, and the
/// document they came from. Linting it is linting those texts; ``place(_:inLayout:)`` carries
/// a finding back to the XML.
public struct InterfaceBuilderFile: Sendable {
    /// The XML text.
    public let source: SourceText
    /// The layouts, in document order (one per ``IBDocument/roots``).
    public let layouts: [ImportedLayout]
    /// Why the file could not be read (not well-formed XML, or not an IB document); then
    /// there are no layouts.
    public let error: IBImportError?
    private let document: IBDocument?
    /// The view of each XML element that is a view, by element index.
    private let viewByElement: [Int: Int]
    /// The constraint of each `<constraint>` element, by its start tag's first byte.
    private let constraintByStart: [Int: Int]

    /// Reads the file; `baseName` (its name without the extension) names a xib's view that
    /// has no label or class.
    public init(source: SourceText, baseName: String) {
        self.source = source
        switch IBDocumentReader.read(source) {
        case .success(let document):
            self.document = document
            layouts = IBImport.layouts(of: document, baseName: baseName)
            error = nil
            var views: [Int: Int] = [:]
            for (index, view) in document.views.enumerated() { views[view.element] = index }
            viewByElement = views
            var constraints: [Int: Int] = [:]
            for (index, constraint) in document.constraints.enumerated() {
                constraints[constraint.startTag.start] = index
            }
            constraintByStart = constraints
        case .failure(let failure):
            document = nil
            layouts = []
            error = failure
            viewByElement = [:]
            constraintByStart = [:]
        }
    }

    /// The layouts' texts one after another, as one `.stack` text: what `frames` and `render`
    /// lay out.
    public var stackText: SourceText { SourceText(layouts.map(\.text).joined()) }

    /// A report of findings on ``stackText``, placed in the XML; for a file that could not
    /// be read, its one error.
    public func report(path: String, placing diagnostics: [Diagnostic]) -> FileReport {
        if let error { return FileReport(path: path, source: source, diagnostics: [Diagnostic(error.issue)]) }
        var starts: [Int] = []
        var offset = 0
        for layout in layouts {
            starts.append(offset)
            offset += layout.text.utf8.count
        }
        let placed = diagnostics.map { diagnostic in
            let index = max(0, (starts.lastIndex { $0 <= diagnostic.range.start }) ?? 0)
            var local = diagnostic
            let shift = starts.isEmpty ? 0 : starts[index]
            local.range = SourceRange(start: local.range.start - shift, end: local.range.end - shift)
            local.related = local.related.map {
                RelatedLocation(
                    range: SourceRange(start: $0.range.start - shift, end: $0.range.end - shift), message: $0.message)
            }
            return place(local, inLayout: index)
        }
        return FileReport(path: path, source: source, diagnostics: placed.sorted(by: Diagnostic.sourceOrder))
    }

    /// A finding on the text of layout `index` placed in the XML: its range and related
    /// locations at the element, constraint or attribute they came from, its fixes dropped
    /// (the XML is not edited), and the view named as IB names it, with its IB id.
    public func place(_ diagnostic: Diagnostic, inLayout index: Int) -> Diagnostic {
        var placed = diagnostic
        placed.range = xmlRange(for: diagnostic.range, inLayout: index)
        placed.related = diagnostic.related.map {
            RelatedLocation(range: xmlRange(for: $0.range, inLayout: index), message: $0.message)
        }
        placed.fixes = []
        if let name = ibName(at: placed.range.start) { placed.message += " (\(name))" }
        return placed
    }

    /// The XML range of a range of layout `index`'s text: the innermost statement's origin,
    /// else the element line that holds it (a property the mapping computed, such as an
    /// estimated `intrinsic`, is placed at its view), else the layout's root view. A header
    /// comment maps nowhere, so nothing is placed there.
    func xmlRange(for range: SourceRange, inLayout index: Int) -> SourceRange {
        guard layouts.indices.contains(index) else { return SourceRange(start: 0, end: 0) }
        let layout = layouts[index]
        if let xml = layout.sourceMap.xmlRange(for: range) { return xml }
        let bytes = Array(layout.text.utf8)
        var line = lineContent(before: min(max(range.start, 0), bytes.count), in: bytes)
        // Each step moves to an earlier line: the walk ends at the text's start.
        while let current = line {
            if let xml = layout.sourceMap.xmlRange(for: current.content) { return xml }
            line = enclosingLine(of: current, in: bytes)
        }
        return rootStartTag(ofLayout: index)
    }

    /// The start tag of layout `index`'s root view.
    private func rootStartTag(ofLayout index: Int) -> SourceRange {
        guard let document, document.roots.indices.contains(index) else { return SourceRange(start: 0, end: 0) }
        let view = document.roots[index].view
        return document.views.indices.contains(view) ? document.views[view].startTag : document.roots[index].startTag
    }

    /// A line of the canonical text: where its content (after the indentation) starts and ends.
    private struct Line {
        var content: SourceRange
        var indent: Int
        var start: Int
    }

    /// The line holding `offset`.
    private func lineContent(before offset: Int, in bytes: [UInt8]) -> Line? {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var contentStart = start
        while contentStart < bytes.count, bytes[contentStart] == UInt8(ascii: " ") { contentStart += 1 }
        var end = contentStart
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        guard end > contentStart else { return nil }
        return Line(content: SourceRange(start: contentStart, end: end), indent: contentStart - start, start: start)
    }

    /// The nearest earlier line indented less than `line`: in the canonical format, the
    /// line of the element (or layout) whose body holds it.
    private func enclosingLine(of line: Line, in bytes: [UInt8]) -> Line? {
        var cursor = line.start
        while cursor > 0 {
            guard let previous = lineContent(before: cursor - 1, in: bytes) else {
                cursor -= 1
                continue
            }
            if previous.indent < line.indent { return previous }
            cursor = previous.start
        }
        return nil
    }

    /// How a finding at `offset` names what it is on: the view by its user label, outlet or
    /// text where it has one, and its IB id always; a constraint by its IB id.
    func ibName(at offset: Int) -> String? {
        guard let document else { return nil }
        let tree = document.tree
        var element = innermostElement(holding: offset, in: tree)
        // Up the tree, within its depth.
        var steps = 0
        while let current = element, steps <= tree.elements.count {
            steps += 1
            if let constraint = constraintByStart[tree.elements[current].startTag.start] {
                return "IB constraint \(document.constraints[constraint].id)"
            }
            if let index = viewByElement[current] {
                let view = document.views[index]
                let name = view.userLabel ?? document.outletNames[view.id] ?? view.text.map { "\"\($0)\"" }
                return name.map { "IB: \($0), id \(view.id)" } ?? "IB id \(view.id)"
            }
            element = tree.elements[current].parentIndex
        }
        return nil
    }

    /// The deepest element whose range holds `offset`.
    private func innermostElement(holding offset: Int, in tree: XMLTree) -> Int? {
        // The last element starting at or before the offset, found by bisection over
        // the elements in document order; then up to the first that holds it.
        var low = 0
        var high = tree.elements.count
        while low < high {
            let middle = (low + high) / 2
            if tree.elements[middle].startTag.start <= offset { low = middle + 1 } else { high = middle }
        }
        var element = low > 0 ? low - 1 : nil
        while let current = element {
            let range = tree.elements[current].range
            if range.start <= offset, offset < max(range.end, range.start + 1) { return current }
            element = tree.elements[current].parentIndex
        }
        return nil
    }
}

extension Analyzer {
    /// The findings of an Interface Builder file, placed in its XML: one `syntax-error` at
    /// the first bad byte where it is not well-formed XML or not an IB document (as the
    /// `.stack` parser's errors are), else the findings of every layout read from it.
    public func diagnostics(of file: InterfaceBuilderFile) -> [Diagnostic] {
        if let error = file.error { return [Diagnostic(error.issue)] }
        var found: [Diagnostic] = []
        for (index, layout) in file.layouts.enumerated() {
            for diagnostic in diagnostics(of: SourceText(layout.text)) {
                found.append(file.place(diagnostic, inLayout: index))
            }
        }
        return found.sorted(by: Diagnostic.sourceOrder)
    }
}
