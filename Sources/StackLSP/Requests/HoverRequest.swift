import StackDiagnostics
import StackEditing
import StackJSON
import StackLSPFeatures
import StackLSPProtocol
import StackLayout
import StackLint
import StackModel
import StackRules
import StackSyntax

/// `textDocument/hover`.
struct HoverRequest: RequestHandler {
    static let method = LSPMethod.hover

    static func answer(_ params: TextDocumentPositionParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.hover(params))
    }
}

extension LanguageServer {
    /// Hovers on properties, values, constraints and layout headers come from the model
    /// at once; hovers on elements (which show their frames) wait for the solve. The model
    /// is the one layout's under the cursor where it can be (``ModelScope``).
    func hover(_ params: TextDocumentPositionParams) throws -> JSON {
        let document = try self.document(params.textDocument)
        let offset = params.position.offset(in: document.source, unit: unit)
        return try hover(at: offset, in: document, scope: scope(at: offset, in: document))
    }

    /// The hover at a document offset, answered from `scope`'s model.
    func hover(at offset: Int, in document: OpenDocument, scope: ModelScope) throws -> JSON {
        let model = scope.model
        let local = scope.local(offset)
        let ready = arrivedAnalysis(document)
        /// The frames of a layout of the scope's model; the request waits for them.
        func frames(_ layout: Int) throws -> [CanvasLayout] {
            guard let ready else { throw AwaitingAnalysis(uri: document.uri) }
            let frames = ready.frames(ofPiece: scope.piece)
            return layout < frames.count ? frames[layout] : []
        }
        var sections: [String] = []
        var range: SourceRange?
        let locator = SyntaxLocator(model: model)
        switch locator.hit(at: local) {
        case .elementKind(let layout, let element)?, .elementName(let layout, let element)?:
            sections.append(
                elementHover(model.layouts[layout], element: element, frames: try frames(layout), source: model.source))
            range = model.layouts[layout].elements[element].headerRange
        case .propertyName(let layout, let element, let property)?:
            if let name = PropertyName(property.name, in: model.source) {
                var text = "**`\(name.rawValue)`**: `\(name.valueSyntax)`\n\n\(name.documentation)"
                if !name.keywords.isEmpty {
                    text += "\n\nValues: " + name.keywords.map { "`\($0)`" }.joined(separator: ", ")
                }
                if let element,
                    let variants = VariationHover.variants(
                        of: name, element: element, layout: model.layouts[layout], source: model.source)
                {
                    text += "\n\n" + variants
                }
                sections.append(text)
            }
            range = property.name.range
        case .propertyValue(let layout, let element, let property, let atom)?:
            let value = model.source.text(in: atom.range)
            if PropertyName(property.name, in: model.source) == .pin, ScrollGuideName(rawValue: value) != nil,
                let parent = element.flatMap({ model.layouts[layout].elements[$0].parent }),
                model.layouts[layout].elements[parent].kind == .scroll
            {
                sections.append(
                    VariationHover.scrollGuide(value, scroll: model.layouts[layout].elements[parent].displayName))
            } else {
                sections.append(ValueDocumentation.describe(property: model.syntax.text(property.name), value: value))
            }
            range = atom.range
        case .traits(let layout, _, let traits, let word)?:
            sections.append(VariationHover.traits(traits, in: model.syntax, word: word, layout: model.layouts[layout]))
            range = word?.range ?? traits.range
        case .scrollGuide(let layout, _, let word, let scroll)?:
            sections.append(
                VariationHover.scrollGuide(
                    model.syntax.text(word), scroll: scroll.map { model.layouts[layout].elements[$0].displayName }))
            range = word.range
        case .reference(let layout, _, let target, let resolved)?:
            if let element = resolved {
                sections.append(
                    elementHover(
                        model.layouts[layout], element: element, frames: try frames(layout), source: model.source))
            }
            range = target.range
        case .anchor(let layout, _, let reference, let resolved)?:
            sections.append(
                anchorHover(
                    model.layouts[layout], frames: try frames(layout),
                    written: model.source.text(in: reference.range), resolved: resolved))
            range = reference.range
        case .layoutHeader(let layout)?:
            let item = model.layouts[layout]
            // An `auto` canvas by what it says (`375 x auto`), not by its unsolved placeholder.
            let canvases = item.canvasEntries.map { "`\($0.autoAxis == nil ? "\($0.size)" : "\($0)")`" }
            var text =
                "**layout `\(item.name ?? "-")`**: \(item.elements.count) elements; canvases \(canvases.joined(separator: ", "))\(item.isCell ? "; a reusable cell" : "")"
            // Only an `auto` canvas needs the solve: its size is what the content decides.
            if item.canvasEntries.contains(where: { $0.autoAxis != nil }),
                let table = SolvedValues.autoSizeTable(try frames(layout))
            {
                text += "\n\n" + table
            }
            sections.append(text)
            range = item.headerRange
        case .constraint(let layout, _, let constraint)?:
            var text =
                "An Auto Layout constraint on this element's `\(model.syntax.text(constraint.anchor))`, at priority \(constraint.priority.map { model.source.text(in: $0.value.range) } ?? "1000 (required)")."
            if let traits = constraint.traits {
                text +=
                    " Installed only where the canvas has `\(VariationHover.traitSet(traits, in: model.syntax))`.\n\n"
                    + VariationHover.traits(traits, in: model.syntax, word: nil, layout: model.layouts[layout])
            }
            sections.append(text)
            range = constraint.range
        case nil:
            break
        }
        // The findings under the cursor: all of them once the solve is done, those of the
        // syntax and the model before.
        let findings =
            ready.map { ready in ready.diagnostics.filter { $0.range.contains(offset) } }
            ?? scope.findings.filter { $0.range.contains(local) }
        for diagnostic in findings {
            let rule = RuleCatalog.rule(diagnostic.ruleID)
            sections.append(
                "**\(diagnostic.ruleID)** (\(diagnostic.severity.rawValue)): \(rule.documentation.summary)\n\n\(rule.documentation.rationale)\n\nFix: \(rule.documentation.fix)"
            )
        }
        guard !sections.isEmpty else { return .null }
        let text = sections.joined(separator: "\n\n---\n\n")
        var result: [String: JSON] = [
            "contents": markdownInHover
                ? ["kind": JSON(MarkupKind.markdown), "value": .string(text)]
                : ["kind": JSON(MarkupKind.plaintext), "value": .string(MarkdownText.plain(text))]
        ]
        if let range { result["range"] = Positions.range(scope.document(range), in: document.source, unit: unit) }
        return .object(result)
    }

    private func elementHover(_ layout: Layout, element: Int, frames: [CanvasLayout], source: SourceText) -> String {
        let item = layout.elements[element]
        var text = "**\(item.kindName)** `\(item.displayName)`"
        if let kind = item.kind { text += ": \(kind.uiKitClass)" }
        text += "\n\npath `\(item.path)`"
        if item.kind != .stack {
            let p = item.properties
            text +=
                "\n\nhugging \(formatPoints(p.hugging.horizontal))/\(formatPoints(p.hugging.vertical)), compression \(formatPoints(p.compression.horizontal))/\(formatPoints(p.compression.vertical)), intrinsic \(p.intrinsic)"
        } else if let stack = item.stack {
            text +=
                "\n\n\(stack.axis.rawValue), \(stack.distribution.rawValue), \(stack.alignment.rawValue), spacing \(stack.spacing)"
        }
        if item.isHidden { text += "\n\nhidden" }
        if !frames.isEmpty {
            text += "\n\n" + SolvedValues.frameTable(of: element, in: layout, frames: frames, source: source)
        }
        return text
    }

    /// An anchor of a constraint line: what it is, and its value at every canvas (and
    /// content size category), in the canvas's coordinates.
    private func anchorHover(_ item: Layout, frames: [CanvasLayout], written: String, resolved: AnchorReference?)
        -> String
    {
        guard let resolved else { return "`\(written)`: not a valid anchor here (see the finding on this line)" }
        let target: String
        switch resolved.item {
        case .element(let element):
            target =
                "`\(item.elements[element].displayName)` (\(item.elements[element].kind?.uiKitClass ?? item.elements[element].kindName))"
        case .canvas: target = "the canvas"
        case .safeArea: target = "the canvas's safe area guide"
        case .margins(of: nil):
            target = "the canvas's layout margins guide (the safe area inset by the layout's `margins`)"
        case .margins(of: let element?):
            target =
                "the layout margins guide of `\(item.elements[element].displayName)` (its frame inset by \(item.elements[element].properties.margins))"
        case .scrollGuide(let guide, of: let element):
            let name = item.elements[element].displayName
            switch guide {
            case .content: target = "the content layout guide of scroll view `\(name)` (its content size)"
            case .frame: target = "the frame layout guide of scroll view `\(name)`"
            case .contentMargins: target = "the content of scroll view `\(name)`, inset by its margins"
            }
        }
        var text = "**`\(written)`**: \(resolved.attribute.documentation) Of \(target)."
        if !frames.isEmpty {
            text += "\n\n| canvas | value |\n| --- | --- |\n"
            for result in frames {
                if let element = resolved.item.element, !result.isInstalled(element) {
                    text += "| \(result.name) | \(SolvedValues.notInstalled) |\n"
                    continue
                }
                let value = AnchorValue.value(of: resolved, in: item, at: result).map(formatPoints) ?? "-"
                text += "| \(result.name) | \(value) |\n"
            }
        }
        return text
    }
}
