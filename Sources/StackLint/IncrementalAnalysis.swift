import Dispatch
import StackLayout
import StackModel
import StackRules
import StackSyntax

/// What one layout's text yields on its own: its model's and its rules' findings (before
/// suppressions and severities) and its frames, with every range counted from the start of
/// the layout, so that the result still holds when an edit elsewhere moves the layout.
struct LayoutResult: Sendable {
    var found: [Diagnostic]
    var frames: [CanvasLayout]
    /// Whether the layout's text has a syntax error (then the file is analysed whole, and
    /// not solved).
    var hasSyntaxErrors: Bool
}

/// A layout's text as a cache key: digested once, eight bytes at a time (``ByteRuns``);
/// every analysis looks up every layout of the document, so the whole text is hashed and
/// compared on each edit.
struct LayoutKey: Hashable, Sendable {
    let text: ArraySlice<UInt8>
    private let digest: UInt64

    init(_ text: ArraySlice<UInt8>) {
        self.text = text
        digest = ByteRuns.digest(text)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    static func == (lhs: LayoutKey, rhs: LayoutKey) -> Bool {
        lhs.digest == rhs.digest && ByteRuns.equal(lhs.text, rhs.text)
    }
}

/// The per-layout results of a document's last analysis, keyed by each layout's text; valid
/// for one set of settings (other settings start it afresh). A front end keeps one per
/// document and hands it to each analysis, which keeps only the layouts still present.
public struct LayoutCache: Sendable {
    fileprivate var settings: RuleSettings?
    fileprivate var solveAlways = false
    fileprivate var entries: [LayoutKey: LayoutResult] = [:]
    /// The last text's layouts and the text, for cutting the next text only around its edit.
    fileprivate var chunks: (chunks: LayoutChunks, source: SourceText)?

    /// An empty cache.
    public init() {}

    /// How many layouts it holds.
    public var count: Int { entries.count }
}

/// A document analysed incrementally: its text, the frames of each layout, the findings;
/// the model is built when a feature needs it (``Analyzer/model(of:)-swift.method``).
public struct DocumentAnalysis: Sendable {
    /// The text analysed.
    public var source: SourceText
    /// For each layout, its canvases solved (empty when not solved).
    public var frames: [[CanvasLayout]]
    /// The findings, in source order, exactly as ``Analyzer/analysis(of:solveAlways:)`` finds them.
    public var diagnostics: [Diagnostic]
    /// The whole file's model, when this analysis needed it (a file with syntax errors).
    public var model: SemanticModel?
    /// How many layouts were analysed afresh; the others came from the cache.
    public var analysedLayouts: Int
    /// How many element frames those layouts' solves gave.
    public var analysedFrames: Int
}

extension Analyzer {
    /// Analyses a whole text, re-analysing only the layouts whose text is not in `cache`
    /// (cache misses in parallel), and leaves in `cache` the layouts of this text. The
    /// findings and frames are those of ``analysis(of:solveAlways:)``: each layout's
    /// model, solve and rules depend on its own text only, and what spans layouts
    /// (suppression comments, severities, a layout name used twice) is applied to the whole
    /// file. The layouts are found by the lexer (``LayoutChunks``); a file with syntax errors
    /// or no layouts is analysed whole. Returns nil when
    /// `isCancelled` answers true, which it is asked between layouts.
    public func analysis(of source: SourceText, solveAlways: Bool, cache: inout LayoutCache,
                         isCancelled: @escaping @Sendable () -> Bool = { false }) -> DocumentAnalysis? {
        if cache.settings != settings || cache.solveAlways != solveAlways {
            cache = LayoutCache()
            cache.settings = settings
            cache.solveAlways = solveAlways
        }
        // The layouts are found by the lexer: parsing the whole text again on every edit
        // would cost more than analysing the layout the edit touched.
        let chunks = LayoutChunks(source, reusing: cache.chunks)
        cache.chunks = (chunks, source)
        guard chunks.isClean, !chunks.ranges.isEmpty else {
            return wholeAnalysis(of: source, solveAlways: solveAlways, cache: &cache, isCancelled: isCancelled)
        }
        let keys = chunks.ranges.map { LayoutKey(source.bytes[$0.start..<$0.end]) }
        let known = keys.map { cache.entries[$0] }
        // The longest layouts first: the threads then finish together instead of one
        // starting a long layout as the other runs out of work. (Results go by index: the
        // order of the work changes nothing else.)
        let missing = known.indices.filter { known[$0] == nil }
            .sorted { (keys[$0].text.count, $1) > (keys[$1].text.count, $0) }
        let computed = Locked<[Int: LayoutResult]>([:])
        let analyzer = self
        DispatchQueue.concurrentPerform(iterations: missing.count) { position in
            let index = missing[position]
            guard !isCancelled() else { return }
            if let result = analyzer.layoutResult(keys[index], solveAlways: solveAlways, isCancelled: isCancelled) {
                computed.withLock { $0[index] = result }
            }
        }
        let fresh = computed.withLock { $0 }
        guard fresh.count == missing.count, !isCancelled() else { return nil }
        if fresh.values.contains(where: \.hasSyntaxErrors) {
            return wholeAnalysis(of: source, solveAlways: solveAlways, cache: &cache, isCancelled: isCancelled)
        }
        var entries: [LayoutKey: LayoutResult] = [:]
        entries.reserveCapacity(keys.count)
        // The one finding that spans layouts: a layout name used twice.
        var found = LayoutNames.duplicates(chunks.names)
        var frames: [[CanvasLayout]] = []
        frames.reserveCapacity(keys.count)
        for index in keys.indices {
            guard let result = known[index] ?? fresh[index] else { return nil }
            entries[keys[index]] = result
            let start = chunks.ranges[index].start
            found += result.found.map { $0.shifted(by: start) }
            frames.append(result.frames.shifted(by: start))
        }
        cache.entries = entries
        return DocumentAnalysis(source: source, frames: frames, diagnostics: finish(found, comments: chunks.comments, source: source),
                                model: nil, analysedLayouts: missing.count,
                                analysedFrames: fresh.values.reduce(0) { $0 + $1.frames.frameCount })
    }

    /// A text the chunks cannot stand for (a syntax error, no layout) analysed whole, as
    /// the CLI does.
    private func wholeAnalysis(of source: SourceText, solveAlways: Bool, cache: inout LayoutCache,
                               isCancelled: () -> Bool) -> DocumentAnalysis? {
        let model = model(of: source)
        guard let raw = rawFindings(of: model, solveAlways: solveAlways, isCancelled: isCancelled) else { return nil }
        cache.entries = [:]
        return DocumentAnalysis(source: source, frames: raw.frames, diagnostics: finish(raw.found, syntax: model.syntax),
                                model: model, analysedLayouts: model.layouts.count,
                                analysedFrames: raw.frames.reduce(0) { $0 + $1.frameCount })
    }

    /// The model of an incremental analysis: the one it built, or one resolved from its syntax.
    public func model(of analysis: DocumentAnalysis) -> SemanticModel {
        analysis.model ?? model(of: analysis.source)
    }

    /// The model of one layout's text read as a file of its own (ranges counted from the
    /// layout's start): what the incremental analysis and the per-layout answers of the
    /// language server both build.
    func layoutModel(_ text: ArraySlice<UInt8>) -> SemanticModel {
        SemanticModel(source: SourceText(bytes: Array(text)), options: modelOptions)
    }

    /// One layout's text analysed as a file of its own.
    private func layoutResult(_ key: LayoutKey, solveAlways: Bool, isCancelled: () -> Bool) -> LayoutResult? {
        let model = layoutModel(key.text)
        // The file will be analysed whole: nothing more to find here.
        if model.syntax.hasErrors { return LayoutResult(found: [], frames: [], hasSyntaxErrors: true) }
        guard let raw = rawFindings(of: model, solveAlways: solveAlways, isCancelled: isCancelled) else { return nil }
        return LayoutResult(found: raw.found, frames: raw.frames.first ?? [], hasSyntaxErrors: model.syntax.hasErrors)
    }
}

extension SourceRange {
    /// The range moved `offset` bytes on.
    func shifted(by offset: Int) -> SourceRange {
        SourceRange(start: start + offset, end: end + offset)
    }
}

extension Diagnostic {
    /// The finding with every range (its own, its related places', its fixes' edits) moved
    /// `offset` bytes on.
    func shifted(by offset: Int) -> Diagnostic {
        guard offset != 0 else { return self }
        var moved = self
        moved.range = range.shifted(by: offset)
        moved.related = related.map { RelatedLocation(range: $0.range.shifted(by: offset), message: $0.message) }
        moved.fixes = fixes.map { fix in
            var fix = fix
            fix.edits = fix.edits.map { TextEdit(range: $0.range.shifted(by: offset), newText: $0.newText) }
            return fix
        }
        return moved
    }
}

extension [CanvasLayout] {
    /// The canvases with the source ranges of their constraints moved `offset` bytes on:
    /// the same array (shared, not copied) when none holds a range.
    func shifted(by offset: Int) -> [CanvasLayout] {
        guard offset != 0, contains(where: { !($0.conflicts.isEmpty && $0.constraints.isEmpty) }) else { return self }
        return map { $0.shifted(by: offset) }
    }
}

extension CanvasLayout {
    /// The canvas with the source ranges of its constraints moved `offset` bytes on (the
    /// frames, indexed by element, stay as they are).
    func shifted(by offset: Int) -> CanvasLayout {
        guard offset != 0, !(conflicts.isEmpty && constraints.isEmpty) else { return self }
        var moved = self
        func move(_ constraint: GeneratedConstraint) -> GeneratedConstraint {
            var constraint = constraint
            constraint.range = constraint.range.shifted(by: offset)
            return constraint
        }
        moved.constraints = constraints.map(move)
        moved.conflicts = conflicts.map { conflict in
            var conflict = conflict
            conflict.constraints = conflict.constraints.map(move)
            conflict.broken = move(conflict.broken)
            return conflict
        }
        return moved
    }
}

extension [CanvasLayout] {
    /// The element frames of these canvases together.
    var frameCount: Int { reduce(0) { $0 + $1.frames.count } }
}
