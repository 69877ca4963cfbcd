import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackPersistence
import StackSyntax
import StackWorkspace
import StackPlatform

/// Where the text of one input comes from.
public enum LintInput: Sendable {
    /// A file on disk.
    case file(path: String)
    /// Text given directly (standard input), with the name to report it under.
    case text(bytes: [UInt8], name: String)
}

/// One input with the analyzer (from its configuration) and the cache that apply to it.
public struct LintJob: Sendable {
    /// What to read.
    public var input: LintInput
    /// How to analyse it.
    public var analyzer: Analyzer
    /// Where earlier findings may be remembered (nil: no cache).
    public var cache: LintCache?

    /// Creates a job.
    public init(input: LintInput, analyzer: Analyzer, cache: LintCache? = nil) {
        self.input = input
        self.analyzer = analyzer
        self.cache = cache
    }
}

/// What one job produced.
public struct LintJobResult: Sendable {
    /// The findings.
    public var report: FileReport
    /// The content hash, for the cache (empty when the job had no cache).
    public var hash: String
    /// Whether the findings came from the cache.
    public var fromCache: Bool
    /// The file's stamp when it was read (nil for text given directly), so that a fix
    /// can tell whether the file changed since.
    public var stamp: FileSnapshot.Stamp?
}

/// The outcome of reading and analysing inputs.
public struct LintResult: Sendable {
    /// One result per readable input, in job order.
    public var results: [LintJobResult?]
    /// Inputs that could not be read: path and reason.
    public var unreadable: [(path: String, message: String)]

    /// The reports, sorted by path.
    public var reports: [FileReport] { results.compactMap { $0?.report }.sorted { $0.path < $1.path } }
}

/// Analyses many inputs in parallel across the cores; the result does not depend on the
/// order in which they finish.
public struct LintRunner: Sendable {
    /// Creates a runner.
    public init() {}

    /// Reads and analyses the jobs.
    public func run(_ jobs: [LintJob]) -> LintResult {
        let slots = ResultSlots<Result<LintJobResult, ReadFailure>>(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            slots.set(index, run(jobs[index]))
        }
        var results: [LintJobResult?] = []
        var unreadable: [(path: String, message: String)] = []
        for outcome in slots.values {
            switch outcome {
            case .success(let result): results.append(result)
            case .failure(let failure):
                results.append(nil)
                unreadable.append((failure.path, failure.message))
            case nil: results.append(nil)
            }
        }
        unreadable.sort { $0.path < $1.path }
        return LintResult(results: results, unreadable: unreadable)
    }

    /// Analyses texts with one analyzer (for tools and tests).
    public func run(_ inputs: [LintInput], analyzer: Analyzer = Analyzer()) -> LintResult {
        run(inputs.map { LintJob(input: $0, analyzer: analyzer) })
    }

    struct ReadFailure: Error {
        var path: String
        var message: String
    }

    private func run(_ job: LintJob) -> Result<LintJobResult, ReadFailure> {
        let path: String
        let bytes: [UInt8]
        var stamp: FileSnapshot.Stamp?
        switch job.input {
        case .file(let file):
            path = file
            switch InputReader.readStamped(file) {
            case .success(let read): (bytes, stamp) = (read.bytes, read.stamp)
            case .failure(let failure): return .failure(ReadFailure(path: file, message: failure.message))
            }
        case .text(let text, let name):
            path = name
            bytes = text
        }
        let source = SourceText(bytes: bytes)
        let hash = job.cache == nil ? "" : ContentHash.hex(bytes)
        if let cached = job.cache?.lookup(path: path, hash: hash) {
            return .success(
                LintJobResult(
                    report: FileReport(path: path, source: source, diagnostics: cached), hash: hash, fromCache: true,
                    stamp: stamp))
        }
        return .success(
            LintJobResult(report: job.analyzer.analyze(source, path: path), hash: hash, fromCache: false, stamp: stamp))
    }
}
