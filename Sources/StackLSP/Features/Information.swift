import StackLayout
import StackLint
import StackModel
import StackRules
import StackSyntax

extension LanguageServer {
    func offset(_ params: JSON, in document: OpenDocument) throws -> Int {
        guard let offset = Positions.offset(params["position"], in: document.source, unit: unit) else {
            throw ResponseError(.invalidParams, "missing or invalid `position`")
        }
        return offset
    }

    // MARK: Diagnostics (pull)

    func pullDiagnostics(_ params: JSON) throws -> JSON {
        let document = try self.document(params)
        let resultID = "\(document.revision)"
        if params["previousResultId"]?.string == resultID {
            return ["kind": JSON(DocumentDiagnosticReportKind.unchanged), "resultId": .string(resultID)]  // the client has this revision's findings
        }
        // The findings only: the whole document's model is not needed (nor built).
        guard let analysis = arrivedAnalysis(document) else { throw AwaitingAnalysis(uri: document.uri) }
        let docsURL = docsURL(for: document)
        return ["kind": JSON(DocumentDiagnosticReportKind.full), "resultId": .string(resultID),
                "items": .array(analysis.diagnostics.map { DiagnosticConversion.json($0, document: document, unit: unit, docsURL: docsURL) })]
    }

    // MARK: stack/computedFrames

    /// The frames of every layout, in the shape of stack-format.md §7. A file whose
    /// frames cannot be computed (a syntax error) or are not all finite numbers gets an
    /// error response (RequestFailed), never a success-shaped empty object.
    func computedFrames(_ params: JSON) throws -> JSON {
        let document = try self.document(params)
        let analysis = try analysis(document)
        if analysis.model.syntax.hasErrors {
            throw ResponseError(.requestFailed, "the frames of `\(document.path)` cannot be computed: fix its syntax errors first")
        }
        // The frames document refuses what it cannot write (a layout over budget, a value
        // that is not finite) with the reasons.
        do {
            return try FramesDocument(analysis: analysis, path: document.path).value()
        } catch let error as FramesError {
            throw ResponseError(.requestFailed, error.description)
        }
    }

    // MARK: Hover

    /// Hovers on properties, values, constraints and layout headers come from the model
    /// at once; hovers on elements (which show their frames) wait for the solve. The model
    /// is the one layout's under the cursor where it can be (``ModelScope``).
    func hover(_ params: JSON) throws -> JSON {
        let document = try self.document(params)
        let offset = try self.offset(params, in: document)
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
            let index = scope.firstLayout + layout
            return index < ready.frames.count ? ready.frames[index] : []
        }
        var sections: [String] = []
        var range: SourceRange?
        let locator = SyntaxLocator(model: model)
        switch locator.hit(at: local) {
        case .elementKind(let layout, let element)?, .elementName(let layout, let element)?:
            sections.append(elementHover(model.layouts[layout], element: element, frames: try frames(layout)))
            range = model.layouts[layout].elements[element].headerRange
        case .propertyName(_, _, let property)?:
            if let name = PropertyName(keyword: property.name.text) {
                var text = "**`\(name.rawValue)`**: `\(name.valueSyntax)`\n\n\(name.documentation)"
                if !name.keywords.isEmpty { text += "\n\nValues: " + name.keywords.map { "`\($0)`" }.joined(separator: ", ") }
                sections.append(text)
            }
            range = property.name.range
        case .propertyValue(_, _, let property, let atom)?:
            sections.append(ValueDocumentation.describe(property: property.name.text, value: model.source.text(in: atom.range)))
            range = atom.range
        case .reference(let layout, _, let target, let resolved)?:
            if let element = resolved {
                sections.append(elementHover(model.layouts[layout], element: element, frames: try frames(layout)))
            }
            range = target.range
        case .anchor(let layout, _, let reference, let resolved)?:
            sections.append(anchorHover(model.layouts[layout], frames: try frames(layout),
                                        written: model.source.text(in: reference.range), resolved: resolved))
            range = reference.range
        case .layoutHeader(let layout)?:
            let item = model.layouts[layout]
            sections.append("**layout `\(item.name ?? "-")`**: \(item.elements.count) elements; canvases \(item.canvases.map { "`\($0)`" }.joined(separator: ", "))\(item.isCell ? "; a reusable cell" : "")")
            range = item.headerRange
        case .constraint(_, _, let constraint)?:
            sections.append("An Auto Layout constraint on this element's `\(constraint.anchor.text)`, at priority \(constraint.priority.map { model.source.text(in: $0.value.range) } ?? "1000 (required)").")
            range = constraint.range
        case nil:
            break
        }
        // The findings under the cursor: all of them once the solve is done, those of the
        // syntax and the model before.
        let findings = ready.map { ready in ready.diagnostics.filter { $0.range.contains(offset) } }
            ?? scope.findings.filter { $0.range.contains(local) }
        for diagnostic in findings {
            let rule = RuleCatalog.rule(diagnostic.ruleID)
            sections.append("**\(diagnostic.ruleID)** (\(diagnostic.severity.rawValue)): \(rule.documentation.summary)\n\n\(rule.documentation.rationale)\n\nFix: \(rule.documentation.fix)")
        }
        guard !sections.isEmpty else { return .null }
        let text = sections.joined(separator: "\n\n---\n\n")
        var result: [String: JSON] = ["contents": markdownInHover ? ["kind": JSON(MarkupKind.markdown), "value": .string(text)]
                                                                 : ["kind": JSON(MarkupKind.plaintext), "value": .string(MarkdownText.plain(text))]]
        if let range { result["range"] = Positions.range(scope.document(range), in: document.source, unit: unit) }
        return .object(result)
    }

    private func elementHover(_ layout: Layout, element: Int, frames: [CanvasLayout]) -> String {
        let item = layout.elements[element]
        var text = "**\(item.kindName)** `\(item.displayName)`"
        if let kind = item.kind { text += ": \(kind.uiKitClass)" }
        text += "\n\npath `\(item.path)`"
        if item.kind != .stack {
            let p = item.properties
            text += "\n\nhugging \(formatPoints(p.hugging.horizontal))/\(formatPoints(p.hugging.vertical)), compression \(formatPoints(p.compression.horizontal))/\(formatPoints(p.compression.vertical)), intrinsic \(p.intrinsic)"
        } else if let stack = item.stack {
            text += "\n\n\(stack.axis.rawValue), \(stack.distribution.rawValue), \(stack.alignment.rawValue), spacing \(stack.spacing)"
        }
        if item.isHidden { text += "\n\nhidden" }
        if !frames.isEmpty {
            text += "\n\n| canvas | frame in parent | frame in canvas |\n| --- | --- | --- |\n"
            for result in frames {
                let frame = result.frames[element]
                text += "| \(result.name) | \(frame.frame) | \(frame.canvasFrame)\(frame.isAmbiguous ? " (ambiguous)" : "") |\n"
            }
        }
        return text
    }

    /// An anchor of a constraint line: what it is, and its value at every canvas (and
    /// content size category), in the canvas's coordinates.
    private func anchorHover(_ item: Layout, frames: [CanvasLayout], written: String, resolved: AnchorReference?) -> String {
        guard let resolved else { return "`\(written)`: not a valid anchor here (see the finding on this line)" }
        let target: String
        switch resolved.item {
        case .element(let element): target = "`\(item.elements[element].displayName)` (\(item.elements[element].kind?.uiKitClass ?? item.elements[element].kindName))"
        case .canvas: target = "the canvas"
        case .safeArea: target = "the canvas's safe area guide"
        case .margins(of: nil): target = "the canvas's layout margins guide (the safe area inset by the layout's `margins`)"
        case .margins(of: let element?): target = "the layout margins guide of `\(item.elements[element].displayName)` (its frame inset by \(item.elements[element].properties.margins))"
        }
        var text = "**`\(written)`**: \(resolved.attribute.documentation) Of \(target)."
        if !frames.isEmpty {
            text += "\n\n| canvas | value |\n| --- | --- |\n"
            for result in frames {
                let value = AnchorValue.value(of: resolved, in: item, at: result).map(formatPoints) ?? "-"
                text += "| \(result.name) | \(value) |\n"
            }
        }
        return text
    }

    // MARK: Symbols, folding, selection

    /// The symbols, written as JSON layout by layout into the answer's message: a document
    /// of tens of thousands of layouts never holds them all as a tree, nor (when its layouts
    /// stand for its text) its whole model: each layout's model is built, written and
    /// dropped in turn.
    func documentSymbols(_ params: JSON) throws -> WrittenAnswer {
        let document = try self.document(params)
        if modelAtHand(document) == nil {
            let layouts = self.layouts(document)
            if layouts.isClean, let answer = symbolsLayoutByLayout(document, layouts: layouts) { return answer }
        }
        let model = model(document)
        let writer = SymbolWriter(model: model, document: document, start: 0, unit: unit)
        let answer = WrittenAnswer()
        answer.append(UInt8(ascii: "["))
        for index in model.syntax.layouts.indices {
            if index > 0 { answer.append(UInt8(ascii: ",")) }
            answer.append(writer.layout(index), done: writer.share(before: index))
        }
        answer.append(UInt8(ascii: "]"))
        return answer
    }

    /// The symbols from each layout's own model; nil when one has a syntax error (then the
    /// whole document's model answers, as the CLI would parse it).
    private func symbolsLayoutByLayout(_ document: OpenDocument, layouts: DocumentLayouts) -> WrittenAnswer? {
        let analyzer = self.analyzer(for: document)
        let answer = WrittenAnswer()
        answer.append(UInt8(ascii: "["))
        var first = true
        for (index, range) in layouts.ranges.enumerated() {
            guard let model = analyzer.model(ofLayout: index, in: layouts, of: document.source) else { return nil }
            let writer = SymbolWriter(model: model, document: document, start: range.start, unit: unit)
            for layout in model.syntax.layouts.indices {
                if !first { answer.append(UInt8(ascii: ",")) }
                first = false
                answer.append(writer.layout(layout), done: writer.share(before: layout))
            }
        }
        answer.append(UInt8(ascii: "]"))
        return answer
    }

    func foldingRanges(_ params: JSON) throws -> JSON {
        let document = try self.document(params)
        let syntax = model(document).syntax  // parsed once, with the model
        let source = document.source
        var ranges: [JSON] = []
        func add(_ block: BlockSyntax?) {
            guard let block, let close = block.closeBrace else { return }
            let start = source.line(containing: block.openBrace.start)
            let end = source.line(containing: close.start)
            if end - 1 > start { ranges.append(["startLine": .int(start), "endLine": .int(end - 1)]) }
            for case .element(let element) in block.members { add(element.body) }
        }
        for layout in syntax.layouts { add(layout.body) }
        var group: (start: Int, end: Int)?
        for comment in syntax.comments {
            let first = source.line(containing: comment.range.start)
            let last = source.line(containing: max(comment.range.end - 1, comment.range.start))
            if comment.isBlock, last > first { ranges.append(["startLine": .int(first), "endLine": .int(last), "kind": JSON(FoldingRangeKind.comment)]) }
            if !comment.isBlock, let current = group, current.end + 1 == first {
                group = (current.start, first)
                continue
            }
            if let current = group, current.end > current.start { ranges.append(["startLine": .int(current.start), "endLine": .int(current.end), "kind": JSON(FoldingRangeKind.comment)]) }
            group = comment.isBlock ? nil : (first, first)
        }
        if let current = group, current.end > current.start { ranges.append(["startLine": .int(current.start), "endLine": .int(current.end), "kind": JSON(FoldingRangeKind.comment)]) }
        return .array(ranges)
    }

    func selectionRanges(_ params: JSON) throws -> JSON {
        let document = try self.document(params)
        let syntax = model(document).syntax  // parsed once, with the model
        let positions = params["positions"]?.array ?? []
        return .array(positions.map { position in
            let offset = Positions.offset(position, in: document.source, unit: unit) ?? 0
            var chain: [SourceRange] = []
            for layout in syntax.layouts where layout.range.contains(offset) {
                chain.append(layout.range)
                var members = layout.members
                var descending = true
                while descending {
                    descending = false
                    for member in members where member.range.contains(offset) {
                        chain.append(member.range)
                        switch member {
                        case .element(let element):
                            if element.headerRange.contains(offset) { chain.append(element.headerRange) }
                            members = element.body?.members ?? []
                            descending = true
                        case .property(let property):
                            if property.value.range.contains(offset) { chain.append(property.value.range) }
                            for item in property.value.items where item.range.contains(offset) {
                                chain.append(item.range)
                                for atom in item.atoms where atom.range.contains(offset) { chain.append(atom.range) }
                            }
                            if property.name.range.contains(offset) { chain.append(property.name.range) }
                        case .constraint(let constraint):
                            if constraint.expression.range.contains(offset) { chain.append(constraint.expression.range) }
                        }
                        break
                    }
                }
            }
            var result: JSON = .null
            var previous: SourceRange?
            for range in chain where range != previous {
                var node: [String: JSON] = ["range": Positions.range(range, in: document.source, unit: unit)]
                if result != .null { node["parent"] = result }
                result = .object(node)
                previous = range
            }
            return result == .null ? ["range": Positions.range(.empty(at: offset), in: document.source, unit: unit)] : result
        })
    }

    // MARK: Inlay hints

    func inlayHints(_ params: JSON) throws -> JSON {
        let document = try self.document(params)
        let analysis = try analysis(document)
        let source = document.source
        let start = Positions.offset(params["range"]?["start"], in: source, unit: unit) ?? 0
        let end = Positions.offset(params["range"]?["end"], in: source, unit: unit) ?? source.bytes.count
        var hints: [JSON] = []
        for (layoutIndex, layout) in analysis.model.layouts.enumerated() where layoutIndex < analysis.frames.count {
            // The primary canvas at the default text size (`large`), or the first solve.
            let solves = analysis.frames[layoutIndex]
            guard let primary = solves.first(where: { $0.contentSize == .large }) ?? solves.first else { continue }
            for element in layout.elements where element.headerRange.start >= start && element.headerRange.start <= end {
                let frame = primary.frames[element.id]
                let lineEnd = source.lineRange(source.line(containing: element.headerRange.start)).end
                hints.append([
                    "position": Positions.position(lineEnd, in: source, unit: unit),
                    "label": .string("\(formatPoints(frame.frame.width)) × \(formatPoints(frame.frame.height))\(frame.isAmbiguous ? " ?" : "")"),
                    "paddingLeft": true,
                    "tooltip": .string("frame at \(primary.name): \(frame.frame)\(frame.isAmbiguous ? ", not uniquely determined" : "")"),
                ])
            }
        }
        return .array(hints)
    }
}

/// What enumeration values mean, for hovers.
enum ValueDocumentation {
    static let meanings: [String: [String: String]] = [
        "distribution": [
            "fill": "Views keep their natural size along the axis; the view with the lowest hugging priority takes the extra space, the one with the lowest compression resistance gives up space.",
            "fillEqually": "Every view gets the same length along the axis.",
            "fillProportionally": "Views share the length in proportion to their intrinsic lengths.",
            "equalSpacing": "Views keep their natural size; the gaps between them are equal (`spacing` is the minimum gap).",
            "equalCentering": "The distances between the views' centers are equal (`spacing` is the minimum gap).",
        ],
        "alignment": [
            "fill": "Views are stretched to fill the stack across its axis.",
            "leading": "Views align to the leading edge (top, on a horizontal stack).",
            "top": "Views align to the top (the same value as `leading`; meant for horizontal stacks).",
            "center": "Views are centered across the axis.",
            "trailing": "Views align to the trailing edge (bottom, on a horizontal stack).",
            "bottom": "Views align to the bottom (the same value as `trailing`; meant for horizontal stacks).",
            "firstBaseline": "Views align their first baselines (horizontal stacks only).",
            "lastBaseline": "Views align their last baselines (horizontal stacks only).",
        ],
        "axis": ["horizontal": "Views are arranged left to right (leading to trailing).", "vertical": "Views are arranged top to bottom."],
        "spacing": ["system": "The system spacing between siblings: 8 points."],
        "spacingAfter": ["system": "The system spacing: 8 points.", "default": "The stack's own `spacing`."],
    ]

    static func describe(property: String, value: String) -> String {
        if let meaning = meanings[property]?[value] { return "**`\(value)`** (`\(property)`): \(meaning)" }
        if let priority = Priority.value(named: value) { return "**`\(value)`**: priority \(formatPoints(priority))." }
        return "**`\(value)`**: a value of `\(property)`."
    }
}

extension Rect {
    /// Whether every coordinate is a finite number.
    fileprivate var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
