import StackLSPFeatures
import StackLSPProtocol
import StackLint

/// `textDocument/documentSymbol`.
struct DocumentSymbolRequest: RequestHandler {
    static let method = LSPMethod.documentSymbol

    static func answer(_ params: TextDocumentParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .written(try server.documentSymbols(params))
    }
}

extension LanguageServer {
    /// The symbols, written as JSON piece by piece into the answer's message: a document
    /// of tens of thousands of layouts never holds them all as a tree.
    func documentSymbols(_ params: TextDocumentParams) throws -> WrittenAnswer {
        let document = try self.document(params.textDocument)
        let answer = WrittenAnswer()
        answer.append(UInt8(ascii: "["))
        var first = true
        let pieces = model(document)
        pieces.forEachModel { index, model in
            let writer = SymbolWriter(
                model: model, source: document.source, start: pieces.pieces[index].start, unit: unit)
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
