import StackDiagnostics
import StackLint
import StackModel
import StackSyntax

/// The model a request about one position answers from: the document's piece under the
/// cursor (a layout read as a file of its own, or the whole text when it does not cut
/// cleanly), its ranges counted from the piece's start. A hover on a 5 MB document then
/// reads one layout's model, not tens of thousands.
struct ModelScope {
    /// The piece's model.
    let model: SemanticModel
    /// The piece's index in the document's model (-1: none).
    let piece: Int
    /// The document offset of the model's first byte.
    let start: Int
    /// The findings the document's model has in this piece (syntax errors and the model's
    /// own, before the solve), counted from ``start``, in source order.
    let findings: [Diagnostic]

    /// The piece `index` of a document's model.
    init(piece index: Int, in document: DocumentModel) {
        let model = document.pieces[index].model()
        self.model = model
        piece = index
        start = document.pieces[index].start
        findings = document.findings(inPiece: index, model: model)
    }

    private init(empty model: SemanticModel) {
        self.model = model
        piece = -1
        start = 0
        findings = []
    }

    /// No model: a position outside every layout of a document that cuts into layouts
    /// (nothing stands there but comments and line breaks).
    static var empty: ModelScope { ModelScope(empty: Analyzer().model(of: SourceText(bytes: []))) }

    /// The offset in the model's text of a document offset.
    func local(_ offset: Int) -> Int { offset - start }

    /// The document range of a range of the model's text.
    func document(_ range: SourceRange) -> SourceRange {
        SourceRange(start: range.start + start, end: range.end + start)
    }
}

extension LanguageServer {
    /// The document's analysis if it has arrived for its current text.
    func arrivedAnalysis(_ document: OpenDocument) -> DocumentAnalysis? {
        guard let cached = analyses[document.uri], cached.revision == document.revision else { return nil }
        return cached.analysis
    }

    /// The model that answers a request about `offset`: the piece of the document's model
    /// that holds it.
    func scope(at offset: Int, in document: OpenDocument) -> ModelScope {
        let model = self.model(document)
        guard let index = model.piece(containing: offset) else { return .empty }
        return ModelScope(piece: index, in: model)
    }
}
