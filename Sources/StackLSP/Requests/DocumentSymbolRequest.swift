import StackLint

/// `textDocument/documentSymbol`.
struct DocumentSymbolRequest: RequestHandler {
    static let method = LSPMethod.documentSymbol

    static func answer(_ params: TextDocumentParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .written(try server.documentSymbols(params))
    }
}

extension LanguageServer {
    /// The symbols, written as JSON layout by layout into the answer's message: a document
    /// of tens of thousands of layouts never holds them all as a tree, nor (when its layouts
    /// stand for its text) its whole model: each layout's model is built, written and
    /// dropped in turn.
    func documentSymbols(_ params: TextDocumentParams) throws -> WrittenAnswer {
        let document = try self.document(params.textDocument)
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
}
