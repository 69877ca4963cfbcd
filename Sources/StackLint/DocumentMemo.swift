import Dispatch
import StackDiagnostics
import StackModel
import StackSyntax

/// What a document's analyses have derived so far, each value memoized by its inputs (the
/// manner of rust-analyzer's queries, without a framework): the cut of the last text into
/// layouts, and for each piece's text (a layout, or the whole text when it does not cut
/// cleanly) its model and, once asked, its solve and findings. Valid for one set of
/// settings: other settings start it afresh. The CLI hands each file an empty memo; the
/// language server keeps one per document (``AnalysisHost``).
public struct DocumentMemo: Sendable {
    /// One piece's text derived: its model, and its solve once an analysis asked for it.
    struct Entry: Sendable {
        var model: SemanticModel
        var solve: PieceSolve?
    }

    /// Whether every layout is solved, or only when an enabled rule reads frames.
    let solveAlways: Bool
    var settings: RuleSettings?
    var entries: [LayoutKey: Entry] = [:]
    /// The last text's cut into layouts, for cutting the next text only around its edit.
    var cut: (chunks: LayoutChunks, source: SourceText)?

    /// An empty memo; with `solveAlways`, every layout is solved (as the language server
    /// wants for hovers and hints), not only when an enabled rule reads frames.
    public init(solveAlways: Bool = false) {
        self.solveAlways = solveAlways
    }

    /// How many pieces it holds.
    public var count: Int { entries.count }

    /// Takes what `newer`, a copy of this memo that a computation for a later text filled,
    /// derived: its entries (the later text's pieces) and its cut, keeping the solves this
    /// memo gained meanwhile for the same texts.
    public mutating func absorb(_ newer: DocumentMemo) {
        guard newer.settings == settings, newer.solveAlways == solveAlways else {
            self = newer
            return
        }
        var merged = newer.entries
        for (key, entry) in newer.entries where entry.solve == nil {
            if let solve = entries[key]?.solve { merged[key]?.solve = solve }
        }
        entries = merged
        cut = newer.cut
    }
}

extension Analyzer {
    /// The model of a document: its cut into layouts (the lexer between layouts, cut again
    /// only around an edit, ``LayoutChunks``) and each layout's model, taken from `memo` or
    /// resolved (in parallel) and left there. A text that does not cut cleanly, or whose
    /// layouts do not parse without an error, is one piece: the whole text.
    public func model(of source: SourceText, memo: inout DocumentMemo) -> DocumentModel {
        pieces(of: source, memo: &memo).model
    }

    /// The analysis of a document: its model (``model(of:memo:)``) and each piece's solve
    /// and rules, taken from `memo` or computed (in parallel, the longest pieces first) and
    /// left there; then what spans pieces (suppression comments, severities, a layout name
    /// used twice) applied to the whole document. Nil when `isCancelled` answers true, which
    /// it is asked between pieces.
    public func analysis(of source: SourceText, memo: inout DocumentMemo,
                         isCancelled: @escaping @Sendable () -> Bool = { false }) -> DocumentAnalysis? {
        let (document, keys) = pieces(of: source, memo: &memo)
        let known = keys.map { memo.entries[$0]?.solve }
        // The longest pieces first: the threads then finish together instead of one
        // starting a long piece as the other runs out of work. (Results go by index.)
        let missing = known.indices.filter { known[$0] == nil }
            .sorted { (keys[$0].text.count, $1) > (keys[$1].text.count, $0) }
        let computed = Locked<[Int: PieceSolve]>([:])
        let analyzer = self
        let solveAlways = memo.solveAlways
        DispatchQueue.concurrentPerform(iterations: missing.count) { position in
            let index = missing[position]
            guard !isCancelled() else { return }
            let model = document.pieces[index].model
            if let raw = analyzer.rawFindings(of: model, solveAlways: solveAlways, isCancelled: isCancelled) {
                computed.withLock { $0[index] = PieceSolve(frames: raw.frames, found: raw.found) }
            }
        }
        let fresh = computed.withLock { $0 }
        guard fresh.count == missing.count, !isCancelled() else { return nil }
        var solves: [PieceSolve] = []
        solves.reserveCapacity(keys.count)
        var found = document.duplicateNames
        for index in keys.indices {
            guard let solve = known[index] ?? fresh[index] else { return nil }
            if known[index] == nil { memo.entries[keys[index]]?.solve = solve }
            solves.append(solve)
            let piece = document.pieces[index]
            found += solve.found.map(piece.document)
        }
        return DocumentAnalysis(model: document, solves: solves,
                                diagnostics: finish(found, comments: document.comments, source: source),
                                analysedLayouts: missing.count,
                                analysedFrames: fresh.values.reduce(0) { $0 + $1.frames.reduce(0) { $0 + $1.frameCount } })
    }

    /// A text analysed with an empty memo, never cancelled: what the CLI asks of each file.
    public func analysis(of source: SourceText) -> DocumentAnalysis? {
        var memo = DocumentMemo()
        return analysis(of: source, memo: &memo)
    }

    /// The document's pieces and their memo keys; `memo` is left holding this text's
    /// pieces only (and, for a text with an error in a layout, its other layouts too, for
    /// when the error is mended).
    private func pieces(of source: SourceText, memo: inout DocumentMemo) -> (model: DocumentModel, keys: [LayoutKey]) {
        if memo.settings != settings {
            memo = DocumentMemo(solveAlways: memo.solveAlways)
            memo.settings = settings
        }
        let chunks = LayoutChunks(source, reusing: memo.cut)
        memo.cut = (chunks, source)
        var entries: [LayoutKey: DocumentMemo.Entry] = [:]
        if chunks.isClean, !chunks.ranges.isEmpty {
            let keys = chunks.ranges.map { LayoutKey(source.bytes[$0.start..<$0.end]) }
            let models = layoutModels(keys, memo: memo)
            entries.reserveCapacity(keys.count)
            for (key, model) in zip(keys, models) where entries[key] == nil {
                entries[key] = memo.entries[key] ?? DocumentMemo.Entry(model: model)
            }
            if !models.contains(where: \.syntax.hasErrors) {
                memo.entries = entries
                var pieces: [DocumentPiece] = []
                pieces.reserveCapacity(keys.count)
                var layout = 0
                for (range, model) in zip(chunks.ranges, models) {
                    pieces.append(DocumentPiece(start: range.start, firstLayout: layout, model: model))
                    layout += model.layouts.count
                }
                return (DocumentModel(source: source, pieces: pieces, comments: chunks.comments, names: chunks.names), keys)
            }
        }
        // The whole text, parsed as the CLI always parsed a file.
        let key = LayoutKey(source.bytes[...])
        let whole = memo.entries[key] ?? DocumentMemo.Entry(model: model(of: source))
        entries[key] = whole
        memo.entries = entries
        let piece = DocumentPiece(start: 0, firstLayout: 0, model: whole.model)
        return (DocumentModel(source: source, pieces: [piece], comments: whole.model.syntax.comments, names: []), [key])
    }

    /// Each layout's model, from `memo` or resolved (in parallel, the longest first).
    private func layoutModels(_ keys: [LayoutKey], memo: DocumentMemo) -> [SemanticModel] {
        let missing = keys.indices.filter { memo.entries[keys[$0]] == nil }
            .sorted { (keys[$0].text.count, $1) > (keys[$1].text.count, $0) }
        let computed = Locked<[Int: SemanticModel]>([:])
        let analyzer = self
        DispatchQueue.concurrentPerform(iterations: missing.count) { position in
            let index = missing[position]
            let model = analyzer.layoutModel(keys[index].text)
            computed.withLock { $0[index] = model }
        }
        let fresh = computed.withLock { $0 }
        return keys.indices.map { memo.entries[keys[$0]]?.model ?? fresh[$0] ?? analyzer.layoutModel(keys[$0].text) }
    }

    /// The model of one layout's text read as a file of its own (ranges counted from the
    /// layout's start).
    func layoutModel(_ text: ArraySlice<UInt8>) -> SemanticModel {
        SemanticModel(source: SourceText(bytes: Array(text)), options: modelOptions)
    }
}
