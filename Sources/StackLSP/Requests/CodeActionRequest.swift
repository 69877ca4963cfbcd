import StackLint
import StackRules
import StackSyntax

/// `textDocument/codeAction`.
struct CodeActionRequest: RequestHandler {
    static let method = LSPMethod.codeAction

    static func answer(_ params: CodeActionParams, server: LanguageServer) throws -> LanguageServer.Reply {
        .value(try server.codeActions(params))
    }
}

extension LanguageServer {
    func codeActions(_ params: CodeActionParams) throws -> JSON {
        let document = try self.document(params.textDocument)
        let source = document.source
        let start = params.range?.start.offset(in: source, unit: unit) ?? 0
        let end = params.range?.end.offset(in: source, unit: unit) ?? start
        let requested = SourceRange(start: min(start, end), end: max(start, end))
        func wanted(_ kind: String) -> Bool { params.only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
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
}
