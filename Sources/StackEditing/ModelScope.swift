import StackDiagnostics
import StackLint
import StackModel
import StackSyntax

/// The model a request about one position answers from: the document's piece under the
/// cursor (a layout read as a file of its own, or the whole text when it does not cut
/// cleanly), its ranges counted from the piece's start. A hover on a 5 MB document then
/// reads one layout's model, not tens of thousands.
package struct ModelScope {
    /// The piece's model.
    package let model: SemanticModel
    /// The piece's index in the document's model (-1: none).
    package let piece: Int
    /// The document offset of the model's first byte.
    package let start: Int
    /// The findings the document's model has in this piece (syntax errors and the model's
    /// own, before the solve), counted from ``start``, in source order.
    package let findings: [Diagnostic]

    /// The piece `index` of a document's model.
    package init(piece index: Int, in document: DocumentModel) {
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
    package static var empty: ModelScope { ModelScope(empty: Analyzer().model(of: SourceText(bytes: []))) }

    /// The offset in the model's text of a document offset.
    package func local(_ offset: Int) -> Int { offset - start }

    /// The document range of a range of the model's text.
    package func document(_ range: SourceRange) -> SourceRange {
        SourceRange(start: range.start + start, end: range.end + start)
    }
}
