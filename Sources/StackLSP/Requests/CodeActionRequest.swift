import StackDiagnostics
import StackEditing
import StackJSON
import StackLSPProtocol
import StackLint
import StackSyntax

/// `textDocument/codeAction`.
struct CodeActionRequest: RequestHandler {
    static let method = LSPMethod.codeAction

    static func answer(_ params: CodeActionParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .bytes(try server.codeActions(params))
    }
}

extension LanguageServer {
    /// The actions, each written as JSON: a quick fix carries its diagnostic as
    /// ``DiagnosticConversion`` writes it, the one writer of diagnostics.
    func codeActions(_ params: CodeActionParams) throws -> [UInt8] {
        let document = try self.document(params.textDocument)
        let source = document.source
        let start = params.range?.start.offset(in: source, unit: unit) ?? 0
        let end = params.range?.end.offset(in: source, unit: unit) ?? start
        let requested = SourceRange(start: min(start, end), end: max(start, end))
        func wanted(_ kind: String) -> Bool {
            params.only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
        }
        let analysis = try analysis(document)
        var actions: [[UInt8]] = []
        if wanted("quickfix") {
            // A finding is offered when the cursor or selection touches any of its lines, as
            // editors show the light bulb for the whole line.
            let lines = source.line(containing: requested.start)...source.line(containing: requested.end)
            let docsURL = docsURL(for: document)  // one configuration lookup, not one a fix
            for diagnostic in analysis.diagnostics
            where lines.overlaps(
                source.line(
                    containing: diagnostic.range.start)...source.line(
                        containing: max(diagnostic.range.start, diagnostic.range.end)))
            {
                for (index, fix) in diagnostic.fixes.enumerated() {
                    let edit: JSON = ["changes": [document.uri: .array(fix.edits.map { textEdit($0, in: document) })]]
                    actions.append(
                        JSON.objectBytes([
                            ("title", JSON.string(fix.title).utf8),
                            ("kind", JSON(CodeActionKind.quickFix).utf8),
                            (
                                "diagnostics",
                                JSON.arrayBytes([
                                    DiagnosticConversion.bytes(
                                        diagnostic, document: document, unit: unit, docsURL: docsURL)
                                ])
                            ),
                            ("isPreferred", JSON.bool(index == 0).utf8),
                            ("edit", edit.utf8),
                        ]))
                }
            }
        }
        if wanted("source.fixAll"), analysis.diagnostics.contains(where: { !$0.fixes.isEmpty }) {
            let fixed = FixApplier.fixAll(source, analyzer: analyzer(for: document), diagnostics: analysis.diagnostics)
            if fixed.applied > 0 {
                let edit = TextEdit(
                    range: SourceRange(start: 0, end: source.bytes.count),
                    newText: String(decoding: fixed.bytes, as: UTF8.self))
                let action: JSON = [
                    "title": .string("Fix all stacklint problems (\(fixed.applied))"),
                    "kind": JSON(CodeActionKind.fixAll),
                    "edit": ["changes": [document.uri: [textEdit(edit, in: document)]]],
                ]
                actions.append(action.utf8)
            }
        }
        if wanted("refactor.rewrite"), !analysis.model.hasSyntaxErrors,
            let index = analysis.model.piece(containing: requested.start)
        {
            // The piece under the cursor, read as a file of its own; its edits placed back.
            let piece = analysis.model.pieces[index]
            let model = piece.model()
            actions += Refactors(model: model, source: model.source).actions(at: piece.local(requested.start)).map {
                title, edit in
                let placed = TextEdit(range: piece.document(edit.range), newText: edit.newText)
                let action: JSON = [
                    "title": .string(title), "kind": JSON(CodeActionKind.refactorRewrite),
                    "edit": ["changes": [document.uri: [textEdit(placed, in: document)]]],
                ]
                return action.utf8
            }
        }
        return JSON.arrayBytes(actions)
    }
}
