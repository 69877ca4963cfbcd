import Foundation
import StackInterfaceBuilder
import StackLint
import StackSyntax
import StackXML

/// Reading Interface Builder XML, against issue 34's target for a storyboard of a megabyte: a
/// generated storyboard of nested stack views with constraints, read into an `XMLTree`, text
/// table included, best of the rounds, on one core; then its lint beside the lint of the
/// `.stack` text of the same layouts imported.
struct XMLBenchmark {
    let rounds: Int
    /// Where to write the storyboard as well (`--write DIR`), for reading it with other tools.
    var writeDirectory: String?

    func run() -> [BenchmarkFigure] {
        var generator = StoryboardGenerator(seed: 2026)
        let bytes = Array(generator.storyboard(bytes: 1_000_000).utf8)
        if let directory = writeDirectory {
            _ = FileManager.default.createFile(atPath: directory + "/screens.storyboard", contents: Data(bytes))
        }
        var elements = 0
        var failure: String?
        let best = LayoutBenchmark.best(rounds: rounds) {
            switch XMLReader.read(SourceText(bytes: bytes)) {
            case .success(let tree): elements = tree.elements.count
            case .failure(let error): failure = error.message
            }
        }
        if let failure { print("xml: the generated storyboard does not read: \(failure)") }
        // The whole import: the read, the mapping to layouts and each layout's text, formatted.
        var layouts = 0
        let imported = LayoutBenchmark.best(rounds: rounds) {
            if case .success(let result) = IBImport.layouts(of: SourceText(bytes: bytes), baseName: "screens") {
                layouts = result.count
            }
        }
        let megabytes = Double(bytes.count) / 1_000_000
        let (ibLint, stackLint, stackBytes) = lint(bytes)
        print("Interface Builder XML (one storyboard, one core):")
        print(
            String(
                format: "  read %.2f MB (%d elements): %8.2f ms, %6.1f MB/s  (target: under 50 ms)", megabytes,
                elements, best, megabytes / (best / 1000)))
        print(
            String(
                format: "  import it (%d layouts):   %8.2f ms, %6.1f MB/s", layouts, imported,
                megabytes / (imported / 1000)))
        let stackMegabytes = Double(stackBytes) / 1_000_000
        print(
            String(
                format: "  lint it (read, import, analyse each layout's text): %8.2f ms, %6.1f MB/s of storyboard",
                ibLint, megabytes / (ibLint / 1000)))
        print(
            String(
                format: "  lint the %d imported .stack texts (%.2f MB):  %8.2f ms, %6.1f MB/s of .stack", layouts,
                stackMegabytes, stackLint, stackMegabytes / (stackLint / 1000)))
        return [
            BenchmarkFigure(
                section: "xml", name: "lint throughput, storyboard (read, import, analysis)",
                value: megabytes / (ibLint / 1000), unit: .megabytesPerSecond),
            BenchmarkFigure(
                section: "xml", name: "lint throughput, the same layouts as .stack",
                value: stackMegabytes / (stackLint / 1000), unit: .megabytesPerSecond),
            BenchmarkFigure(
                section: "xml", name: String(format: "read a %.1f MB storyboard", megabytes), value: best,
                unit: .milliseconds),
            BenchmarkFigure(
                section: "xml", name: "storyboard read throughput", value: megabytes / (best / 1000),
                unit: .megabytesPerSecond),
            BenchmarkFigure(
                section: "xml", name: String(format: "import a %.1f MB storyboard", megabytes), value: imported,
                unit: .milliseconds),
        ]
    }

    /// The lint of a storyboard where it is (`Analyzer.analyze` of an IB path: read, import,
    /// the analysis of each layout's text, `misplaced-view`, each finding placed in the XML),
    /// and the analysis of the same texts as `.stack` files: the best times of each, in
    /// milliseconds, and the texts' size in bytes.
    func lint(_ bytes: [UInt8]) -> (ib: Double, stack: Double, stackBytes: Int) {
        let analyzer = Analyzer()
        var findings = 0
        let ib = LayoutBenchmark.best(rounds: rounds) {
            findings += analyzer.analyze(SourceText(bytes: bytes), path: "screens.storyboard").diagnostics.count
        }
        guard case .success(let layouts) = IBImport.layouts(of: SourceText(bytes: bytes), baseName: "screens") else {
            return (ib, .infinity, 0)
        }
        let texts = layouts.map { SourceText($0.text) }
        let stack = LayoutBenchmark.best(rounds: rounds) {
            for text in texts { findings += analyzer.diagnostics(of: text).count }
        }
        // The count is printed so that the optimizer keeps the analyses.
        print("  (\(findings) findings in all the rounds)")
        return (ib, stack, texts.reduce(0) { $0 + $1.bytes.count })
    }
}
