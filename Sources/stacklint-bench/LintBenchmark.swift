import Dispatch
import Foundation

/// A full lint, through the `stacklint` binary built next to this one, over the corpus
/// written to a temporary directory: cold (no cache) and warm (cache filled).
struct LintBenchmark {
    let corpus: [[UInt8]]
    let rounds: Int

    func run() throws -> [BenchmarkFigure] {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("stacklint").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            print("full lint: skipped (build the stacklint product first: swift build -c release)")
            return []
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stacklint-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, bytes) in corpus.enumerated() {
            try Data(bytes).write(to: directory.appendingPathComponent(String(format: "screen%04d.stack", index)))
        }
        let cache = directory.appendingPathComponent(".cache").path
        // The lint runs in the corpus's directory, as a user runs `stacklint .` there.
        let previousDirectory = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory.path) else {
            print("full lint: skipped (cannot enter \(directory.path))")
            return []
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory) }
        struct NotStarted: Error {}
        func time(_ arguments: [String]) throws -> Double {
            guard let seconds = ChildProcess.secondsToExit(executable, arguments) else { throw NotStarted() }
            return seconds
        }
        var cold = Double.infinity
        for _ in 0..<rounds { cold = min(cold, try time(["--no-cache", "."])) }
        _ = try time(["--cache-dir", cache, "."])
        var warm = Double.infinity
        var warmQuiet = Double.infinity
        for _ in 0..<rounds {
            warm = min(warm, try time(["--cache-dir", cache, "."]))
            warmQuiet = min(warmQuiet, try time(["--cache-dir", cache, "--quiet", "."]))
        }
        let files = Double(corpus.count)
        print(
            "full lint through stacklint (\(corpus.count) files, layouts solved at 2 canvases, \(ProcessInfo.processInfo.activeProcessorCount) cores, best of \(rounds)):"
        )
        print(String(format: "  cold:           %7.0f files/s  (%.3f s)", files / cold, cold))
        print(String(format: "  warm:           %7.0f files/s  (%.3f s, full text report)", files / warm, warm))
        print(String(format: "  warm, --quiet:  %7.0f files/s  (%.3f s)", files / warmQuiet, warmQuiet))
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return [
            BenchmarkFigure(
                section: "lint", name: "cold, \(corpus.count) files, \(cores) cores", value: files / cold,
                unit: .filesPerSecond),
            BenchmarkFigure(
                section: "lint", name: "warm, full text report", value: files / warm, unit: .filesPerSecond),
            BenchmarkFigure(section: "lint", name: "warm, --quiet", value: files / warmQuiet, unit: .filesPerSecond),
        ]
    }
}
