import StackDiagnostics
import StackIBDocument
import StackInterfaceBuilder
import StackSyntax
import StackWorkspace

/// An Interface Builder file read for linting where it is (docs/dev/ib-mapping.md): the
/// layouts the mapping reads from it, each as `.stack` text with its source map. Linting it
/// is linting those texts; ``place(_:inLayout:)`` carries a finding back to the XML.
public struct InterfaceBuilderFile: Sendable {
    /// The XML text.
    public let source: SourceText
    /// Why the file could not be read (not well-formed XML, or not an IB document); then
    /// there are no layouts.
    public let error: IBImportError?
    /// The layouts and where their text stands in the XML; nil when the file was not read.
    public let placement: IBPlacement?

    /// Reads the file; `baseName` (its name without the extension) names a xib's view that
    /// has no label or class.
    public init(source: SourceText, baseName: String) {
        self.source = source
        switch IBDocumentReader.read(source) {
        case .success(let document):
            placement = IBPlacement(document: document, layouts: IBImport.layouts(of: document, baseName: baseName))
            error = nil
        case .failure(let failure):
            placement = nil
            error = failure
        }
    }

    /// Reads the file at `path` (its name gives the base name).
    public init(source: SourceText, path: String) {
        self.init(source: source, baseName: DocumentKind.baseName(of: path))
    }

    /// The layouts, in document order.
    public var layouts: [ImportedLayout] { placement?.layouts ?? [] }

    /// The layouts' texts one after another, as one `.stack` text: what `frames` and `render`
    /// lay out.
    public var stackText: SourceText { SourceText(layouts.map(\.text).joined()) }

    /// A finding on the text of layout `index` placed in the XML: its range and related
    /// locations at the element, constraint or attribute they came from, its fixes dropped
    /// (the XML is not edited), and what it is on named as IB names it, with its IB id.
    public func place(_ diagnostic: Diagnostic, inLayout index: Int) -> Diagnostic {
        guard let placement else { return diagnostic }
        var placed = diagnostic
        placed.range = placement.xmlRange(for: diagnostic.range, inLayout: index)
        placed.related = diagnostic.related.map {
            RelatedLocation(range: placement.xmlRange(for: $0.range, inLayout: index), message: $0.message)
        }
        placed.fixes = []
        if let name = placement.name(at: placed.range.start) { placed.message += " (\(name))" }
        return placed
    }

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
            let index = starts.lastIndex { $0 <= diagnostic.range.start } ?? 0
            let shift = starts.isEmpty ? 0 : starts[index]
            let local = { (range: SourceRange) in SourceRange(start: range.start - shift, end: range.end - shift) }
            var inLayout = diagnostic
            inLayout.range = local(diagnostic.range)
            inLayout.related = diagnostic.related.map { RelatedLocation(range: local($0.range), message: $0.message) }
            return place(inLayout, inLayout: index)
        }
        return FileReport(path: path, source: source, diagnostics: placed.sorted(by: Diagnostic.sourceOrder))
    }

    /// Where a finding stands in the file's structure, for baselines and `--since`: the
    /// layout read from it and the IB id of the view (the view that holds a constraint),
    /// which survive edits elsewhere in the file.
    func findingPlace(of range: SourceRange) -> FindingPlace {
        guard let placement, let view = placement.view(at: range.start) else {
            return FindingPlace(layout: "", elementPath: "", elementRange: nil, isElementLevel: false)
        }
        let layout = placement.layout(at: range.start).map { layouts[$0].name } ?? ""
        let ibView = placement.document.views[view]
        let element = placement.document.tree.elements[ibView.element]
        return FindingPlace(
            layout: layout, elementPath: ibView.id, elementRange: element.range,
            isElementLevel: range == ibView.startTag)
    }
}

extension Analyzer {
    /// The findings of an Interface Builder file, placed in its XML: one `syntax-error` at
    /// the first bad byte where it is not well-formed XML or not an IB document (as the
    /// `.stack` parser's errors are), else the findings of every layout read from it.
    public func diagnostics(of file: InterfaceBuilderFile) -> [Diagnostic] {
        if let error = file.error { return [Diagnostic(error.issue)] }
        // `misplaced-view` reads the frames at the file's device, whatever other rule is on.
        let misplaced = settings.severity(of: .misplacedView)
        var found: [Diagnostic] = []
        for (index, imported) in file.layouts.enumerated() {
            // An imported text is one layout: parsed and resolved once, with no document to
            // cut into pieces or memo to keep; its model serves the rules and `misplaced-view`.
            let source = SourceText(imported.text)
            let model = model(of: source)
            guard let (frames, raw) = rawFindings(of: model, solveAlways: misplaced != nil, isCancelled: { false })
            else { continue }
            var diagnostics = finish(raw, comments: model.syntax.comments, source: source)
            if let misplaced, let layout = model.layouts.first, let canvases = frames.first {
                diagnostics += MisplacedViews.findings(
                    of: imported, layout: layout, canvases: canvases, severity: misplaced)
            }
            for diagnostic in diagnostics {
                found.append(file.place(diagnostic, inLayout: index))
            }
        }
        return found.sorted(by: Diagnostic.sourceOrder)
    }
}
