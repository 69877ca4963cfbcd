import Foundation
import StackLint
import StackSyntax

/// Canvases × content size categories (issue: devices and Dynamic Type): the same
/// 1,000-line file of screens analysed at 1 canvas × 1 category and at 3 device canvases ×
/// 3 categories, its labels scaling with Dynamic Type. The second must stay under three times the
/// first: only text-styled elements change between categories and only constants between
/// canvases, so solves are shared wherever the layout does not read what differs.
struct DeviceBenchmark {
    let corpus: [[UInt8]]
    let rounds: Int
    /// Where to write the two files as well (`--write DIR`), for profiling them apart.
    var writeDirectory: String?

    /// Screens (no cells) from the corpus until the file has `lines` lines, each layout at
    /// `canvas` and `contentSize`, every label with `textStyle: body`.
    func fileText(lines target: Int, canvas: String, contentSize: String) -> String {
        var text = ""
        var lines = 0
        var index = 0
        while lines < target, !corpus.isEmpty, index < corpus.count * 10 {
            let file = String(decoding: corpus[index % corpus.count], as: UTF8.self)
            index += 1
            guard !file.contains("cell: true") else { continue }
            var screen = ""
            for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("  canvas:") {
                    screen += "  canvas: \(canvas)\n  contentSize: \(contentSize)\n"
                } else if line.hasPrefix("layout ") {
                    screen += line.replacingOccurrences(of: "layout Screen", with: "layout D\(index)Screen") + "\n"
                } else {
                    screen += line + "\n"
                    if line.trimmingCharacters(in: .whitespaces).hasPrefix("text: "), !line.contains("\"Go\"") {
                        screen += String(line.prefix { $0 == " " }) + "textStyle: body\n"
                    }
                }
            }
            text += screen
            lines += screen.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        return text
    }

    func run() -> [BenchmarkFigure] {
        print("canvases × content size categories (whole analysis of one 1,000-line file, one core):")
        let analyzer = Analyzer()
        let single = fileText(lines: 1000, canvas: "iPhone16", contentSize: "large")
        let grid = fileText(lines: 1000, canvas: "iPhoneSE, iPhone16, iPhone16ProMax", contentSize: "large, AX1, AX3")
        if let directory = writeDirectory {
            _ = FileManager.default.createFile(atPath: directory + "/devices-one.stack", contents: Data(single.utf8))
            _ = FileManager.default.createFile(atPath: directory + "/devices-nine.stack", contents: Data(grid.utf8))
        }
        var findings = (0, 0)
        let one = LayoutBenchmark.best(rounds: rounds) {
            findings.0 = analyzer.analyze(SourceText(bytes: Array(single.utf8)), path: "one.stack").diagnostics.count
        }
        let nine = LayoutBenchmark.best(rounds: rounds) {
            findings.1 = analyzer.analyze(SourceText(bytes: Array(grid.utf8)), path: "nine.stack").diagnostics.count
        }
        let lines = single.split(separator: "\n", omittingEmptySubsequences: false).count
        print(String(format: "  %d lines, 1 canvas × 1 category:   %8.1f ms  (%d findings)", lines, one, findings.0))
        print(String(format: "  %d lines, 3 canvases × 3 categories: %8.1f ms  (%d findings)", lines, nine, findings.1))
        print(String(format: "  ratio %.2f× (target: under 3×)", nine / one))
        return [
            BenchmarkFigure(
                section: "devices", name: "\(lines) lines, 1 canvas × 1 category", value: one, unit: .milliseconds),
            BenchmarkFigure(
                section: "devices", name: "\(lines) lines, 3 canvases × 3 categories", value: nine, unit: .milliseconds),
            BenchmarkFigure(section: "devices", name: "3 × 3 over 1 × 1", value: nine / one, unit: .ratio),
        ]
    }
}
