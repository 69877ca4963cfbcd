import Dispatch
import StackDiagnostics
import StackSyntax
import StackWorkspace

/// The analysis state a long-running front end (the language server) keeps, in the manner
/// of rust-analyzer's `AnalysisHost`: the configurations (discovered once per directory,
/// forgotten when a watched configuration file changes), each document's latest revision,
/// its memo (``DocumentMemo``: the cut, and each layout's model and solve, keyed by the
/// layout's text and the settings), and the analysis under way for each document.
///
/// - A caller asking for the analysis of a revision that is being analysed waits for it
///   instead of computing it again.
/// - A newer revision (``edited(_:revision:)``) cancels the analyses of older ones; an
///   analysis checks between layouts and answers nil when cancelled.
///
/// Safe to call from any thread.
public final class AnalysisHost: Sendable {
    /// One analysis under way: its revision and settings, and those waiting for it.
    private final class InFlight: Sendable {
        let revision: Int
        let settings: RuleSettings
        private let done = DispatchSemaphore(value: 0)
        private let result = Locked<DocumentAnalysis??>(nil)

        init(revision: Int, settings: RuleSettings) {
            self.revision = revision
            self.settings = settings
        }

        func finish(_ analysis: DocumentAnalysis?) {
            result.withLock { $0 = .some(analysis) }
            done.signal()
        }

        /// Waits for the analysis (nil: it was cancelled).
        func wait() -> DocumentAnalysis? {
            done.wait()
            done.signal()  // the next waiter
            return result.withLock { $0 ?? nil }
        }
    }

    private struct Document {
        var latest: Int
        var memo = DocumentMemo(solveAlways: true)
        var memoRevision = Int.min
        var inFlight: [InFlight] = []

        /// Takes what a computation for `revision` derived on a copy of the memo, unless a
        /// later revision's already replaced it.
        mutating func keep(_ derived: DocumentMemo, of revision: Int) {
            guard revision >= memoRevision else { return }
            memo.absorb(derived)
            memoRevision = revision
        }
    }

    private struct State {
        var configurations = ConfigurationStore()
        var documents: [String: Document] = [:]
    }

    private let state = Locked(State())
    private let work = Locked((analyses: 0, layouts: 0))

    /// How many analyses the host has computed (not waited for), and how many layouts they
    /// analysed in all (not taken from the cache): for tests and benchmarks.
    public var workDone: (analyses: Int, layouts: Int) { work.withLock { $0 } }

    /// An empty host.
    public init() {}

    // MARK: Configuration and file selection

    /// The configuration that applies to a file (the defaults when none does).
    public func configuration(for path: String) throws -> Configuration {
        try state.withLock { try $0.configurations.configuration(for: path) }
    }

    /// Whether the configuration that applies to a file selects it (`include`/`exclude`),
    /// as a directory walk would.
    public func selects(_ path: String) throws -> Bool {
        try configuration(for: path).includes(path)
    }

    /// Files changed on disk (a watched-files notification): configurations are looked up
    /// again if one of them is a configuration file. Answers whether settings may have changed.
    @discardableResult
    public func filesChanged(_ paths: [String]) -> Bool {
        state.withLock { $0.configurations.filesChanged(paths) }
    }

    /// The settings changed another way (the client's configuration): everything is looked
    /// up again.
    public func configurationsChanged() {
        state.withLock { $0.configurations.clear() }
    }

    // MARK: Documents

    /// A document has a new revision (opened or edited): analyses of older ones are cancelled.
    public func edited(_ document: String, revision: Int) {
        state.withLock { state in
            state.documents[document, default: Document(latest: revision)].latest = revision
        }
    }

    /// A document was closed: its analyses are cancelled, its results forgotten and the
    /// memory they held handed back to the system.
    public func closed(_ document: String) {
        let wasOpen = state.withLock { $0.documents.removeValue(forKey: document) != nil }
        if wasOpen { MemoryRelease.now() }
    }

    /// Whether a newer revision of the document (or its closing) has made `revision` stale.
    public func isStale(_ document: String, revision: Int) -> Bool {
        state.withLock { ($0.documents[document]?.latest ?? Int.max) > revision }
    }

    /// The model of one revision of a document (no solve): each layout's from the memo, or
    /// resolved here and left in the memo for the analysis (and the next requests).
    public func model(of source: SourceText, document: String, revision: Int, analyzer: Analyzer) -> DocumentModel {
        var memo = state.withLock { $0.documents[document]?.memo } ?? DocumentMemo(solveAlways: true)
        let model = analyzer.model(of: source, memo: &memo)
        state.withLock { state in
            guard var entry = state.documents[document] else { return }
            entry.keep(memo, of: revision)
            state.documents[document] = entry
        }
        return model
    }

    /// The analysis of one revision of a document (frames always solved): computed here,
    /// re-analysing only the layouts whose text changed since the last one, or, when the
    /// same revision and settings are being analysed already, waited for. Nil when the
    /// revision is stale or goes stale meanwhile.
    public func analysis(of source: SourceText, document: String, revision: Int, analyzer: Analyzer)
        -> DocumentAnalysis?
    {
        enum Step {
            case stale
            case wait(InFlight)
            case compute(InFlight, DocumentMemo)
        }
        let step: Step = state.withLock { state in
            var entry = state.documents[document] ?? Document(latest: revision)
            guard entry.latest <= revision else { return .stale }
            entry.latest = revision
            if let running = entry.inFlight.first(where: { $0.revision == revision && $0.settings == analyzer.settings }
            ) {
                return .wait(running)
            }
            let flight = InFlight(revision: revision, settings: analyzer.settings)
            entry.inFlight.append(flight)
            state.documents[document] = entry
            return .compute(flight, entry.memo)
        }
        switch step {
        case .stale:
            return nil
        case .wait(let flight):
            return flight.wait()
        case .compute(let flight, var memo):
            let result = analyzer.analysis(
                of: source, memo: &memo, isCancelled: { [self] in isStale(document, revision: revision) })
            work.withLock {
                $0.analyses += 1; $0.layouts += result?.analysedLayouts ?? 0
            }
            state.withLock { state in
                guard var entry = state.documents[document] else { return }
                entry.inFlight.removeAll { $0 === flight }
                if result != nil { entry.keep(memo, of: revision) }
                state.documents[document] = entry
            }
            // Before the waiters take it (and the server writes its findings): the analysis's
            // garbage goes back to the system first.
            MemoryRelease.afterAnalysis(layouts: result?.analysedLayouts ?? 0, frames: result?.analysedFrames ?? 0)
            flight.finish(result)
            return result
        }
    }
}
