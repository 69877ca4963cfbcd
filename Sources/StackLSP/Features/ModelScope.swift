import StackLint
import StackModel
import StackSyntax

/// The model a request about one position answers from: the layout under the cursor
/// analysed as a file of its own (its ranges counted from the layout's start), or the whole
/// document's model. A hover on a 5 MB document then resolves one layout, not tens of
/// thousands; the answer is the same, once its ranges are moved by ``start``.
struct ModelScope {
    /// The model: one layout's, or the whole document's.
    let model: SemanticModel
    /// The document's index of the model's first layout (to find its frames).
    let firstLayout: Int
    /// The document offset of the model's first byte.
    let start: Int
    /// The findings the whole document's model has in this model's text (syntax errors and
    /// the model's own, before the solve), counted from ``start``, in source order.
    let findings: [Diagnostic]

    /// The whole document's model.
    init(whole model: SemanticModel) {
        self.model = model
        firstLayout = 0
        start = 0
        findings = model.diagnostics
    }

    /// The layout `index` of a document, from its own model.
    init(layout index: Int, model: SemanticModel, in layouts: DocumentLayouts) {
        self.model = model
        firstLayout = index
        start = layouts.ranges[index].start
        // The document's model sorts its findings, those spanning layouts (a name used
        // twice) first among equals: the same order here.
        findings = (layouts.duplicateNames(in: index) + model.diagnostics).sorted(by: Diagnostic.sourceOrder)
    }

    /// No model: a position outside every layout of a document whose analysis has arrived
    /// (nothing stands there; its findings come from the analysis).
    static var empty: ModelScope { ModelScope(whole: Analyzer().model(of: SourceText(bytes: []))) }

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

    /// The document's layouts as the lexer finds them, once per revision.
    func layouts(_ document: OpenDocument) -> DocumentLayouts {
        sharedModel(document).layouts { DocumentLayouts(document.source) }
    }

    /// The whole document's model if it is at hand without computing it: the analysis
    /// built it (a text with syntax errors), or a request already did.
    func modelAtHand(_ document: OpenDocument) -> SemanticModel? {
        if let model = arrivedAnalysis(document)?.model { return model }
        guard let cached = models[document.uri], cached.revision == document.revision else { return nil }
        return cached.model.computedModel
    }

    /// The model that answers a request about `offset`: the whole document's when it is at
    /// hand or the layouts do not stand for the text (a syntax error), the one layout's
    /// that holds `offset` otherwise.
    func scope(at offset: Int, in document: OpenDocument) -> ModelScope {
        if let model = modelAtHand(document) { return ModelScope(whole: model) }
        let layouts = self.layouts(document)
        if layouts.isClean {
            guard let index = layouts.layout(containing: offset) else {
                // Outside every layout nothing stands; only the findings there are asked,
                // and the analysis has them all (the model alone: only the whole one).
                return arrivedAnalysis(document) == nil ? ModelScope(whole: model(document)) : .empty
            }
            if let model = analyzer(for: document).model(ofLayout: index, in: layouts, of: document.source) {
                return ModelScope(layout: index, model: model, in: layouts)
            }
        }
        return ModelScope(whole: model(document))
    }
}
