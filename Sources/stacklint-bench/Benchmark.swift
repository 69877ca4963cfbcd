import Dispatch
import Foundation
import StackLint
import StackModel
import StackSyntax

/// Command-line options of the benchmark.
struct BenchmarkOptions {
    var files = 2000
    var rounds = 5
    var writeDirectory: String?
    var statistics: Int?
    var statisticsFile: String?
    /// Time only the engine on the first layout of this file (for profiling).
    var timeFile: String?
    /// Time the whole analysis of this file (for profiling: nothing else runs).
    var analyzeFile: String?
    var views: [Int] = [10, 100, 1000, 3000]
    /// Only this section (parse, layout, devices, content, lint, lsp, xml), or every one.
    var only: String?
    /// Where to write the figures measured (``BenchmarkResults``), besides printing them.
    var resultsFile: String?

    static func parse(_ arguments: [String]) -> BenchmarkOptions? {
        var options = BenchmarkOptions()
        var rest = arguments
        while !rest.isEmpty {
            let option = rest.removeFirst()
            guard let value = rest.first else { return nil }
            rest.removeFirst()
            switch option {
            case "--files": guard let number = Int(value), number > 0 else { return nil }; options.files = number
            case "--rounds": guard let number = Int(value), number > 0 else { return nil }; options.rounds = number
            case "--write": options.writeDirectory = value
            case "--views": options.views = value.split(separator: ",").compactMap { Int($0) }
            case "--only":
                guard ["parse", "layout", "devices", "content", "lint", "lsp", "xml"].contains(value) else {
                    return nil
                };
                options.only = value
            case "--statistics-file": options.statisticsFile = value
            case "--time-file": options.timeFile = value
            case "--analyze-file": options.analyzeFile = value
            case "--results": options.resultsFile = value
            case "--statistics":
                guard let number = Int(value), number > 0 else { return nil }; options.statistics = number
            default: return nil
            }
        }
        return options
    }
}

/// Parse and model throughput over a generated corpus, on one core.
struct Benchmark {
    let options: BenchmarkOptions
    let corpus: [[UInt8]]

    init(options: BenchmarkOptions) {
        self.options = options
        var generator = CorpusGenerator(seed: 2026)
        // The single-file modes need no corpus (and a profiler should not see it built).
        let needsCorpus =
            options.timeFile == nil && options.analyzeFile == nil && options.statisticsFile == nil
            && options.statistics == nil && options.only != "xml"
        corpus = needsCorpus ? (0..<options.files).map { Array(generator.file(index: $0).utf8) } : []
    }

    var totalBytes: Int { corpus.reduce(0) { $0 + $1.count } }

    func run() throws {
        if let path = options.timeFile {
            SolverStatistics.timeEngine(file: path, rounds: options.rounds)
            return
        }
        if let path = options.analyzeFile {
            SolverStatistics.timeAnalysis(file: path, rounds: options.rounds)
            return
        }
        if let path = options.statisticsFile {
            SolverStatistics.run(file: path)
            return
        }
        if let views = options.statistics {
            SolverStatistics.run(views: views)
            return
        }
        if let directory = options.writeDirectory {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for (index, bytes) in corpus.enumerated() {
                let url = URL(fileURLWithPath: directory).appendingPathComponent(
                    String(format: "screen%04d.stack", index))
                try Data(bytes).write(to: url)
            }
            print("wrote \(corpus.count) files (\(totalBytes) bytes) to \(directory)")
        }
        func wanted(_ section: String) -> Bool { options.only.map { $0 == section } ?? true }
        print("corpus: \(corpus.count) files, \(totalBytes) bytes, one core")
        var figures: [BenchmarkFigure] = []
        if wanted("parse") {
            figures.append(measure("parse") { Parser.parse(SourceText(bytes: $0)).layouts.count })
            figures.append(measure("parse+model") { SemanticModel(source: SourceText(bytes: $0)).layouts.count })
            let analyzer = Analyzer()
            figures.append(measure("analyze") { analyzer.analyze(SourceText(bytes: $0), path: "x").diagnostics.count })
        }
        if wanted("layout") {
            figures += LayoutBenchmark(rounds: options.rounds, sizes: options.views, corpus: corpus).run()
        }
        if wanted("devices") {
            figures += DeviceBenchmark(
                corpus: corpus, rounds: min(options.rounds, 5), writeDirectory: options.writeDirectory
            ).run()
        }
        if wanted("content") {
            figures += ContentBenchmark(rounds: min(options.rounds, 5), writeDirectory: options.writeDirectory).run()
        }
        if wanted("lint") { figures += try LintBenchmark(corpus: corpus, rounds: min(options.rounds, 3)).run() }
        if wanted("lsp") { figures += try LSPBenchmark(corpus: corpus, rounds: min(options.rounds, 3)).run() }
        if wanted("xml") {
            figures += XMLBenchmark(rounds: options.rounds, writeDirectory: options.writeDirectory).run()
        }
        if let path = options.resultsFile {
            let text = BenchmarkResults.markdown(
                figures, arguments: Array(CommandLine.arguments.dropFirst()), rounds: options.rounds)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            print("wrote \(figures.count) figures to \(path)")
        }
    }

    /// Runs `body` over the corpus `rounds` times, prints the best round and returns its
    /// throughput.
    private func measure(_ label: String, _ body: ([UInt8]) -> Int) -> BenchmarkFigure {
        var best = Double.infinity
        var check = 0
        for _ in 0..<options.rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for bytes in corpus { check &+= body(bytes) }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        let megabytes = Double(totalBytes) / 1_000_000
        let line = String(
            format: "%8.1f MB/s  %9.0f files/s  (best of %d rounds: %.1f ms for %d files, %.2f MB)",
            megabytes / best, Double(corpus.count) / best, options.rounds, best * 1000, corpus.count, megabytes)
        print(label.padding(toLength: 12, withPad: " ", startingAt: 0) + line + (check < 0 ? "!" : ""))
        return BenchmarkFigure(
            section: "parse", name: "\(label), \(corpus.count) files", value: megabytes / best,
            unit: .megabytesPerSecond)
    }
}
