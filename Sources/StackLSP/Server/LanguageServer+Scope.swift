import StackEditing
import StackLint

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
