import Dispatch
import Foundation
import StackSyntax

/// Where the text of one input comes from.
public enum LintInput: Sendable {
    /// A file on disk.
    case file(path: String)
    /// Text given directly (standard input), with the name to report it under.
    case text(bytes: [UInt8], name: String)
}

/// The outcome of reading and analysing inputs.
public struct LintResult: Sendable {
    /// One report per readable input, sorted by path.
    public var reports: [FileReport]
    /// Inputs that could not be read: path and reason.
    public var unreadable: [(path: String, message: String)]
}

/// Analyses many inputs in parallel across the cores; the result does not depend on the
/// order in which they finish.
public struct LintRunner: Sendable {
    /// The analyzer every input goes through.
    public var analyzer: Analyzer

    /// Creates a runner.
    public init(analyzer: Analyzer = Analyzer()) {
        self.analyzer = analyzer
    }

    /// Reads and analyses the inputs.
    public func run(_ inputs: [LintInput]) -> LintResult {
        let slots = ResultSlots<Result<FileReport, ReadFailure>>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            slots.set(index, analyze(inputs[index]))
        }
        var reports: [FileReport] = []
        var unreadable: [(path: String, message: String)] = []
        for outcome in slots.values {
            switch outcome {
            case .success(let report): reports.append(report)
            case .failure(let failure): unreadable.append((failure.path, failure.message))
            case nil: break
            }
        }
        reports.sort { $0.path < $1.path }
        unreadable.sort { $0.path < $1.path }
        return LintResult(reports: reports, unreadable: unreadable)
    }

    struct ReadFailure: Error {
        var path: String
        var message: String
    }

    private func analyze(_ input: LintInput) -> Result<FileReport, ReadFailure> {
        switch input {
        case .file(let path):
            switch InputReader.read(path) {
            case .success(let bytes): return .success(analyzer.analyze(SourceText(bytes: bytes), path: path))
            case .failure(let failure): return .failure(ReadFailure(path: path, message: failure.message))
            }
        case .text(let bytes, let name):
            return .success(analyzer.analyze(SourceText(bytes: bytes), path: name))
        }
    }
}

/// Reads files, turning every failure into a message.
public enum InputReader {
    /// A read failure.
    public struct Failure: Error, Sendable {
        /// What went wrong.
        public var message: String
    }

    /// The bytes of a file.
    public static func read(_ path: String) -> Result<[UInt8], Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Failure(message: "no such file"))
        }
        guard !isDirectory.boolValue else { return .failure(Failure(message: "is a directory")) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(Failure(message: "cannot be read (permission denied?)"))
        }
        defer { try? handle.close() }
        do {
            let data = try handle.readToEnd() ?? Data()
            return .success([UInt8](data))
        } catch {
            return .failure(Failure(message: "cannot be read: \(error.localizedDescription)"))
        }
    }
}

/// Fixed slots written from concurrent workers, each slot by one worker only.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
