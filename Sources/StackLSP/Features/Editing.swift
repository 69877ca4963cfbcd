import StackFormatter
import StackLint
import StackModel
import StackRules
import StackSyntax

extension LanguageServer {
    func textEdit(_ edit: TextEdit, in document: OpenDocument) -> JSON {
        ["range": Positions.range(edit.range, in: document.source, unit: unit), "newText": .string(edit.newText)]
    }

    // MARK: Formatting

    /// `formatting` replaces the whole text; `rangeFormatting` keeps the changed lines that
    /// touch the range. A document with syntax errors is left alone (no edits).
    func formatting(_ params: JSON, range: JSON?) throws -> JSON {
        let document = try self.document(params)
        guard let formatted = try? Formatter.format(document.source) else { return [] }
        let original = String(decoding: document.source.bytes, as: UTF8.self)
        guard formatted != original else { return [] }
        // Range formatting maps changed lines by `\n`; a text with a lone `\r` line end is
        // formatted whole instead (the formatter writes `\n` there).
        guard let range, !document.source.hasLoneCarriageReturn else {
            let whole = SourceRange(start: 0, end: document.source.bytes.count)
            return [textEdit(TextEdit(range: whole, newText: formatted), in: document)]
        }
        let source = document.source
        let firstLine = source.location(of: Positions.offset(range["start"], in: source, unit: unit) ?? 0, unit: .utf8).line
        let lastLine = source.location(of: Positions.offset(range["end"], in: source, unit: unit) ?? source.bytes.count, unit: .utf8).line
        let newline = source.usesCRLF ? "\r\n" : "\n"
        let oldLines = UnifiedDiff.lines(original.replacingCRLF)
        let newLines = UnifiedDiff.lines(formatted.replacingCRLF)
        var edits: [JSON] = []
        for change in UnifiedDiff.changes(oldLines, newLines) {
            let changeEnd = change.oldStart + max(change.oldCount, 1) - 1
            guard changeEnd >= firstLine, change.oldStart <= lastLine else { continue }
            let start = change.oldStart < source.lineCount ? source.lineStarts[change.oldStart] : source.bytes.count
            let endLine = change.oldStart + change.oldCount
            let end = endLine < source.lineCount ? source.lineStarts[endLine] : source.bytes.count
            let text = change.newLines.map { $0 + newline }.joined()
            edits.append(textEdit(TextEdit(range: SourceRange(start: start, end: end), newText: text), in: document))
        }
        return .array(edits)
    }

    // MARK: Code actions

    func codeActions(_ params: JSON) throws -> JSON {
        let document = try self.document(params)
        let source = document.source
        let start = Positions.offset(params["range"]?["start"], in: source, unit: unit) ?? 0
        let end = Positions.offset(params["range"]?["end"], in: source, unit: unit) ?? start
        let requested = SourceRange(start: min(start, end), end: max(start, end))
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        func wanted(_ kind: String) -> Bool { only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        let analysis = try analysis(document)
        var actions: [JSON] = []
        if wanted("quickfix") {
            // A finding is offered when the cursor or selection touches any of its lines, as
            // editors show the light bulb for the whole line.
            let lines = source.line(containing: requested.start)...source.line(containing: requested.end)
            let docsURL = docsURL(for: document)  // one configuration lookup, not one a fix
            for diagnostic in analysis.diagnostics
            where lines.overlaps(source.line(containing: diagnostic.range.start)...source.line(containing: max(diagnostic.range.start, diagnostic.range.end))) {
                for (index, fix) in diagnostic.fixes.enumerated() {
                    actions.append([
                        "title": .string(fix.title),
                        "kind": JSON(CodeActionKind.quickFix),
                        "diagnostics": [DiagnosticConversion.json(diagnostic, document: document, unit: unit, docsURL: docsURL)],
                        "isPreferred": .bool(index == 0),
                        "edit": ["changes": [document.uri: .array(fix.edits.map { textEdit($0, in: document) })]],
                    ])
                }
            }
        }
        if wanted("source.fixAll"), analysis.diagnostics.contains(where: { !$0.fixes.isEmpty }) {
            let fixed = FixApplier.fixAll(source, analyzer: analyzer(for: document), diagnostics: analysis.diagnostics)
            if fixed.applied > 0 {
                let edit = TextEdit(range: SourceRange(start: 0, end: source.bytes.count), newText: String(decoding: fixed.bytes, as: UTF8.self))
                actions.append(["title": .string("Fix all stacklint problems (\(fixed.applied))"), "kind": JSON(CodeActionKind.fixAll),
                                "edit": ["changes": [document.uri: [textEdit(edit, in: document)]]]])
            }
        }
        if wanted("refactor.rewrite"), !analysis.model.syntax.hasErrors {
            actions += Refactors(model: analysis.model, source: source).actions(at: requested.start).map { title, edit in
                ["title": .string(title), "kind": JSON(CodeActionKind.refactorRewrite), "edit": ["changes": [document.uri: [textEdit(edit, in: document)]]]]
            }
        }
        return .array(actions)
    }

    // MARK: Names: definition, references, highlights, rename

    /// The element named at a position (its declaration or a reference to it), from the
    /// model of the layout under the cursor where it can be (``ModelScope``: names resolve
    /// within their layout).
    private func namedElement(_ params: JSON) throws -> NamedElement? {
        let document = try self.document(params)
        let offset = try self.offset(params, in: document)
        return namedElement(at: offset, in: document, scope: scope(at: offset, in: document))
    }

    /// The element named at a document offset, found in `scope`'s model.
    func namedElement(at offset: Int, in document: OpenDocument, scope: ModelScope) -> NamedElement? {
        let model = scope.model
        switch SyntaxLocator(model: model).hit(at: scope.local(offset)) {
        case .elementName(let layout, let element)?:
            guard let range = model.layouts[layout].elements[element].nameRange else { return nil }
            return NamedElement(document: document, scope: scope, layout: layout, element: element, at: scope.document(range))
        case .reference(let layout, _, let target, let resolved)?:
            guard let element = resolved else { return nil }
            return NamedElement(document: document, scope: scope, layout: layout, element: element, at: scope.document(target.range))
        default:
            return nil
        }
    }

    /// The declaration's name range and every reference's, for one element, in the document.
    func occurrences(of found: NamedElement) -> (declaration: SourceRange?, references: [SourceRange]) {
        let model = found.scope.model
        let references = SyntaxLocator(model: model).references(in: found.layout).filter { $0.resolved == found.element }.map { found.scope.document($0.target.range) }
        return (model.layouts[found.layout].elements[found.element].nameRange.map(found.scope.document), references)
    }

    private func location(_ range: SourceRange, _ document: OpenDocument) -> JSON {
        ["uri": .string(document.uri), "range": Positions.range(range, in: document.source, unit: unit)]
    }

    func definition(_ params: JSON) throws -> JSON {
        guard let found = try namedElement(params),
              let name = found.scope.model.layouts[found.layout].elements[found.element].nameRange.map(found.scope.document) else { return .null }
        return location(name, found.document)
    }

    func references(_ params: JSON) throws -> JSON {
        guard let found = try namedElement(params) else { return [] }
        let (declaration, references) = occurrences(of: found)
        let includeDeclaration = params["context"]?["includeDeclaration"]?.bool ?? true
        let ranges = (includeDeclaration ? [declaration].compactMap { $0 } : []) + references
        return .array(ranges.map { location($0, found.document) })
    }

    func documentHighlights(_ params: JSON) throws -> JSON {
        guard let found = try namedElement(params) else { return [] }
        let (declaration, references) = occurrences(of: found)
        var highlights: [JSON] = []
        if let declaration { highlights.append(["range": Positions.range(declaration, in: found.document.source, unit: unit), "kind": JSON(DocumentHighlightKind.write)]) }
        highlights += references.map { ["range": Positions.range($0, in: found.document.source, unit: unit), "kind": JSON(DocumentHighlightKind.read)] }
        return .array(highlights)
    }

    func prepareRename(_ params: JSON) throws -> JSON {
        guard let found = try namedElement(params) else { return .null }
        return ["range": Positions.range(found.at, in: found.document.source, unit: unit),
                "placeholder": .string(found.document.source.text(in: found.at))]
    }

    /// Renames an element and every reference to it, or answers `RequestFailed` (LSP 3.17:
    /// the request was well formed but cannot be done) when the new name is not an
    /// identifier, is reserved for a constraint target, or is taken in the layout: any of
    /// them would change what the layout's constraints mean, or make it invalid.
    func rename(_ params: JSON) throws -> JSON {
        guard let newName = params["newName"]?.string else { throw ResponseError(.invalidParams, "missing `newName`") }
        let bytes = Array(newName.utf8)
        let valid = !bytes.isEmpty && !(bytes[0] >= UInt8(ascii: "0") && bytes[0] <= UInt8(ascii: "9"))
            && bytes.allSatisfy { ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
        guard valid else { throw ResponseError(.requestFailed, "`\(newName)` is not a valid element name: use letters, digits and `_`, not starting with a digit") }
        guard ReservedName(spelling: newName) == nil else {
            throw ResponseError(.requestFailed, "`\(newName)` is reserved for constraint targets (`parent`, `canvas`, `margins`, `safeArea`): choose another name")
        }
        guard let found = try namedElement(params) else { throw ResponseError(.requestFailed, "there is no element name here to rename") }
        let layout = found.scope.model.layouts[found.layout]
        if ScrollGuideName(rawValue: newName) != nil, let parent = layout.elements[found.element].parent,
           layout.elements[parent].kindName == ScrollGuideName.scrollKind {
            throw ResponseError(.requestFailed, "`\(newName)` names a scroll view's layout guide for its children (`content`, `frame`): choose another name")
        }
        if let existing = layout.element(named: newName), existing.id != found.element {
            throw ResponseError(.requestFailed, "layout already has an element named `\(newName)`")
        }
        let (declaration, references) = occurrences(of: found)
        let edits = ([declaration].compactMap { $0 } + references).map { textEdit(TextEdit(range: $0, newText: newName), in: found.document) }
        return ["changes": [found.document.uri: .array(edits)]]
    }
}

extension String {
    fileprivate var replacingCRLF: String {
        var result = ""
        var previousCR = false
        for scalar in unicodeScalars {
            if previousCR, scalar != "\n" { result += "\r" }
            previousCR = scalar == "\r"
            if !previousCR { result.unicodeScalars.append(scalar) }
        }
        if previousCR { result += "\r" }
        return result
    }
}

extension SourceText {
    /// Whether some line ends at a `\r` not followed by `\n`.
    fileprivate var hasLoneCarriageReturn: Bool {
        lineStarts.dropFirst().contains { bytes[$0 - 1] == UInt8(ascii: "\r") }
    }
}

/// An element named at a position: the model it was found in, its layout and index there,
/// and the document range of the name under the cursor.
struct NamedElement {
    var document: OpenDocument
    var scope: ModelScope
    var layout: Int
    var element: Int
    var at: SourceRange
}
