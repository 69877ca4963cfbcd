import Dispatch
import StackDiagnostics
import StackModel
import StackSyntax

/// What a document's analyses have derived so far, each value memoized by its inputs (the
/// manner of rust-analyzer's queries, without a framework): the cut of the last text into
/// layouts, and for each piece's text (a layout, or the whole text when it does not cut
/// cleanly) what later requests need of it: its layout count, whether it parses, and once
/// asked, its solve and findings. A piece's model is not kept: it is resolved when a solve
/// or a request needs it and dropped after (``DocumentPiece/model()``), so a document
/// keeps little more than its findings and frames. Valid for one set of settings: other
/// settings start it afresh. The CLI hands each file an empty memo; the language server
/// keeps one per document (``AnalysisHost``).
public struct DocumentMemo: Sendable {
    /// What one piece's text gave.
    struct Entry: Sendable {
        /// How many layouts its model has.
        var layoutCount: Int
        /// Whether its text has syntax errors.
        var hasSyntaxErrors: Bool
        /// Its comments, kept only for a piece that is the whole text (a document that cuts
        /// into layouts has its comments from the cut).
        var comments: [CommentSyntax]
        /// Its solve, once an analysis asked for it.
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
    /// only around an edit, ``LayoutChunks``) and its pieces, each layout's text resolved
    /// once (in parallel) to learn what `memo` keeps of it. A text that does not cut
    /// cleanly, or whose layouts do not parse without an error, is one piece: the whole text.
    public func model(of source: SourceText, memo: inout DocumentMemo) -> DocumentModel {
        pieces(of: source, memo: &memo, solving: false, isCancelled: { false }).model
    }

    /// The analysis of a document: its pieces (``model(of:memo:)``) and each piece's solve
    /// and rules, taken from `memo` or computed (in parallel, the longest pieces first, each
    /// resolved, solved and its model dropped in one step) and left there; then what spans
    /// pieces (suppression comments, severities, a layout name used twice) applied to the
    /// whole document. Nil when `isCancelled` answers true, which it is asked between pieces.
    public func analysis(
        of source: SourceText, memo: inout DocumentMemo,
        isCancelled: @escaping @Sendable () -> Bool = { false }
    ) -> DocumentAnalysis? {
        let (document, entries, work) = pieces(of: source, memo: &memo, solving: true, isCancelled: isCancelled)
        guard !isCancelled() else { return nil }
        var solves: [PieceSolve] = []
        solves.reserveCapacity(entries.count)
        var found = document.duplicateNames
        for (piece, entry) in zip(document.pieces, entries) {
            guard let solve = entry?.solve else { return nil }
            solves.append(solve)
            found += solve.found.map(piece.document)
        }
        return DocumentAnalysis(
            model: document, solves: solves,
            diagnostics: finish(found, comments: document.comments, source: source),
            analysedLayouts: work.layouts, analysedFrames: work.frames)
    }

    /// A text analysed with an empty memo, never cancelled: what the CLI asks of each file.
    public func analysis(of source: SourceText) -> DocumentAnalysis? {
        var memo = DocumentMemo()
        return analysis(of: source, memo: &memo)
    }

    /// The document's pieces and what the memo holds for each, and how many pieces (and
    /// frames) were solved here; `memo` is left holding this text's pieces only (and, for a
    /// text with an error in a layout, its other layouts too, for when the error is mended).
    private func pieces(
        of source: SourceText, memo: inout DocumentMemo, solving: Bool,
        isCancelled: @escaping @Sendable () -> Bool
    )
        -> (model: DocumentModel, entries: [DocumentMemo.Entry?], work: (layouts: Int, frames: Int))
    {
        if memo.settings != settings {
            memo = DocumentMemo(solveAlways: memo.solveAlways)
            memo.settings = settings
        }
        let chunks = LayoutChunks(source, reusing: memo.cut)
        memo.cut = (chunks, source)
        var work = (layouts: 0, frames: 0)
        var entries: [LayoutKey: DocumentMemo.Entry] = [:]
        if chunks.isClean, !chunks.ranges.isEmpty {
            let keys = chunks.ranges.map { LayoutKey(source.bytes[$0.start..<$0.end]) }
            let derived = derive(keys, whole: false, memo: &memo, solving: solving, isCancelled: isCancelled)
            work = derived.work
            entries.reserveCapacity(keys.count)
            var pieces: [DocumentPiece] = []
            pieces.reserveCapacity(keys.count)
            var layout = 0
            for (index, range) in chunks.ranges.enumerated() {
                guard let entry = derived.entries[index], !entry.hasSyntaxErrors else { break }
                entries[keys[index]] = entry
                pieces.append(
                    DocumentPiece(
                        start: range.start, firstLayout: layout, layoutCount: entry.layoutCount,
                        hasSyntaxErrors: false, text: keys[index].text, options: modelOptions))
                layout += entry.layoutCount
            }
            if pieces.count == keys.count {
                memo.entries = entries
                return (
                    DocumentModel(source: source, pieces: pieces, comments: chunks.comments, names: chunks.names),
                    derived.entries, work
                )
            }
            // A layout with a syntax error: the memo keeps every layout (for when it is mended).
            for (key, entry) in zip(keys, derived.entries) where entries[key] == nil { entries[key] = entry }
        }
        // The whole text, parsed as the CLI always parsed a file.
        let key = LayoutKey(source.bytes[...])
        let derived = derive([key], whole: true, memo: &memo, solving: solving, isCancelled: isCancelled)
        work = (work.layouts + derived.work.layouts, work.frames + derived.work.frames)
        let whole = derived.entries[0]
        entries[key] = whole
        memo.entries = entries
        let piece = DocumentPiece(
            start: 0, firstLayout: 0, layoutCount: whole?.layoutCount ?? 0,
            hasSyntaxErrors: whole?.hasSyntaxErrors ?? false, text: key.text, options: modelOptions)
        return (
            DocumentModel(source: source, pieces: [piece], comments: whole?.comments ?? [], names: []), [whole], work
        )
    }

    /// What `memo` holds for each text of `keys`, in order, each looked up once (a lookup
    /// that finds its text compares all of it): what it lacks (or, `solving`, lacks the
    /// solve of) is resolved in parallel, the longest first, left in `memo`, and each model
    /// dropped as soon as it is solved. A layout with a syntax error is not solved (its
    /// document is analysed as one piece, the whole text); the whole text always is. Also
    /// answers how many pieces it solved and how many frames their solves gave.
    private func derive(
        _ keys: [LayoutKey], whole: Bool, memo: inout DocumentMemo, solving: Bool,
        isCancelled: @escaping @Sendable () -> Bool
    ) -> (entries: [DocumentMemo.Entry?], work: (layouts: Int, frames: Int)) {
        var entries = keys.map { memo.entries[$0] }
        var seen = Set<LayoutKey>()
        var wanted: [Int] = []
        var repeated: [Int] = []
        for (index, key) in keys.enumerated() {
            if let entry = entries[index], !solving || entry.solve != nil || (!whole && entry.hasSyntaxErrors) {
                continue
            }
            if seen.insert(key).inserted { wanted.append(index) } else { repeated.append(index) }
        }
        let order = wanted.sorted { keys[$0].text.count > keys[$1].text.count }
        let computed = Locked<[(index: Int, entry: DocumentMemo.Entry)]>([])
        let analyzer = self
        let solveAlways = memo.solveAlways
        DispatchQueue.concurrentPerform(iterations: order.count) { position in
            guard !isCancelled() else { return }
            let index = order[position]
            let model = analyzer.layoutModel(keys[index].text)
            var entry = DocumentMemo.Entry(
                layoutCount: model.layouts.count, hasSyntaxErrors: model.syntax.hasErrors,
                comments: whole ? model.syntax.comments : [], solve: nil)
            if solving, whole || !entry.hasSyntaxErrors,
                let raw = analyzer.rawFindings(of: model, solveAlways: solveAlways, isCancelled: isCancelled)
            {
                entry.solve = PieceSolve(frames: raw.frames, found: raw.found)
            }
            computed.withLock { $0.append((index, entry)) }
        }
        var work = (layouts: 0, frames: 0)
        for (index, entry) in computed.withLock({ $0 }) {
            if let solve = entry.solve {
                work.layouts += 1
                work.frames += solve.frames.reduce(0) { $0 + $1.frameCount }
            }
            memo.entries[keys[index]] = entry
            entries[index] = entry
        }
        // A text met again in the same document shares the entry its first meeting computed.
        for index in repeated { entries[index] = memo.entries[keys[index]] }
        return (entries, work)
    }

    /// The model of one layout's text read as a file of its own (ranges counted from the
    /// layout's start).
    func layoutModel(_ text: ArraySlice<UInt8>) -> SemanticModel {
        SemanticModel(source: SourceText(bytes: Array(text)), options: modelOptions)
    }
}
