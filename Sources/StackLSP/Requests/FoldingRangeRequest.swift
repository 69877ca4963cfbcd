import StackJSON
import StackLSPProtocol
import StackLint
import StackSyntax

/// `textDocument/foldingRange`.
struct FoldingRangeRequest: RequestHandler {
    static let method = LSPMethod.foldingRange

    static func answer(_ params: TextDocumentParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.foldingRanges(params))
    }
}

extension LanguageServer {
    func foldingRanges(_ params: TextDocumentParams) throws -> JSON {
        let document = try self.document(params.textDocument)
        let model = model(document)
        let source = document.source
        var ranges: [JSON] = []
        func add(_ block: BlockSyntax?, of syntax: FileSyntax, in piece: DocumentPiece) {
            guard let block, let close = block.closeBrace else { return }
            let start = source.line(containing: piece.document(block.openBrace).start)
            let end = source.line(containing: piece.document(close).start)
            if end - 1 > start { ranges.append(["startLine": .int(start), "endLine": .int(end - 1)]) }
            for case .element(let element) in syntax.members(of: block) { add(element.body, of: syntax, in: piece) }
        }
        model.forEachSyntax { index, syntax in
            for layout in syntax.layouts { add(layout.body, of: syntax, in: model.pieces[index]) }
        }
        var group: (start: Int, end: Int)?
        for comment in model.comments {
            let first = source.line(containing: comment.range.start)
            let last = source.line(containing: max(comment.range.end - 1, comment.range.start))
            if comment.isBlock, last > first {
                ranges.append(["startLine": .int(first), "endLine": .int(last), "kind": JSON(FoldingRangeKind.comment)])
            }
            if !comment.isBlock, let current = group, current.end + 1 == first {
                group = (current.start, first)
                continue
            }
            if let current = group, current.end > current.start {
                ranges.append([
                    "startLine": .int(current.start), "endLine": .int(current.end),
                    "kind": JSON(FoldingRangeKind.comment),
                ])
            }
            group = comment.isBlock ? nil : (first, first)
        }
        if let current = group, current.end > current.start {
            ranges.append([
                "startLine": .int(current.start), "endLine": .int(current.end), "kind": JSON(FoldingRangeKind.comment),
            ])
        }
        return .array(ranges)
    }
}
