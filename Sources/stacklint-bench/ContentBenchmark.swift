import Foundation
import StackLint
import StackSyntax

/// Screens sized by their content (format version 3): the cost of wrapping text in
/// self-sizing cells. One file of settings cells (`WIDTH x auto`, a title and a subtitle
/// that wrap) at 3 widths × 3 content size categories, beside its twin whose labels keep
/// to one line (`lines: 1`): the passes that wrap text and refit the cells must cost at
/// most twice the twin. Then one self-sizing cell holding a list of wrapping rows, at
/// 100 and 1,000 views: the passes stay linear in the number of views.
struct ContentBenchmark {
    let rounds: Int
    /// Where to write the files as well (`--write DIR`), for profiling them apart.
    var writeDirectory: String?

    /// The canvases and categories of every cell: 3 widths (an iPhone SE, 16 and 16 Pro
    /// Max table) × 3 categories.
    static let canvases = "320 x auto, 375 x auto, 430 x auto"
    static let categories = "large, AX1, AX5"

    /// `count` settings cells whose labels have `lines`, each subtitle a different length.
    static func cellsText(count: Int, lines: Int) -> String {
        var text = ""
        for index in 0..<count {
            let subtitleWidth = 180 + index % 9 * 40
            text += """
                layout Cell\(index) {
                  canvas: \(canvases)
                  cell: true
                  contentSize: \(categories)
                  stack row {
                    pin: edges
                    alignment: center
                    spacing: 12
                    margins: 11 16 11 16
                    marginsRelative: true
                    image icon { intrinsic: 29 x 29; hugging: 750; compression: 1000 }
                    stack text {
                      axis: vertical
                      spacing: 2
                      label title { lines: \(lines); textStyle: body; intrinsic: \(90 + index % 5 * 12) x 22; baseline: 17 }
                      label subtitle { lines: \(lines); textStyle: footnote; intrinsic: \(subtitleWidth) x 18; baseline: 14 }
                    }
                    switch toggle { compression: 1000 }
                  }
                }

                """
        }
        return text
    }

    /// One self-sizing cell of about `views` views: a vertical list of rows, each an icon
    /// beside a wrapping label.
    static func listText(views: Int, lines: Int) -> String {
        var text = """
            layout List {
              canvas: 375 x auto
              cell: true
              contentSize: AX5
              stack list {
                pin: edges
                axis: vertical
                spacing: 4

            """
        var count = 2
        var row = 0
        while count < views {
            text += """
                    stack row\(row) {
                      alignment: top
                      spacing: 8
                      image icon\(row) { intrinsic: 20 x 20; hugging: 750; compression: 1000 }
                      label text\(row) { lines: \(lines); textStyle: body; intrinsic: \(200 + row % 7 * 45) x 22; baseline: 17 }
                    }

                """
            count += 3
            row += 1
        }
        return text + "  }\n}\n"
    }

    func run() -> [BenchmarkFigure] {
        print("content-sized screens (whole analysis, one core):")
        let analyzer = Analyzer()
        func analyze(_ text: String, _ name: String) -> (milliseconds: Double, findings: Int) {
            if let directory = writeDirectory {
                _ = FileManager.default.createFile(atPath: directory + "/\(name).stack", contents: Data(text.utf8))
            }
            let source = SourceText(bytes: Array(text.utf8))
            var findings = 0
            let time = LayoutBenchmark.best(rounds: rounds) {
                findings = analyzer.analyze(source, path: "\(name).stack").diagnostics.count
            }
            return (time, findings)
        }
        let cells = 100
        let wrapping = analyze(Self.cellsText(count: cells, lines: 0), "content-cells-wrapping")
        let oneLine = analyze(Self.cellsText(count: cells, lines: 1), "content-cells-one-line")
        print(
            String(
                format: "  %d self-sizing cells, 3 widths × 3 categories, wrapping: %8.1f ms  (%d findings)", cells,
                wrapping.milliseconds, wrapping.findings))
        print(
            String(
                format: "  the same cells, one line each:                     %8.1f ms  (%d findings)",
                oneLine.milliseconds, oneLine.findings))
        let ratio = wrapping.milliseconds / oneLine.milliseconds
        print(String(format: "  ratio %.2f× (target: at most 2×)", ratio))
        var figures = [
            BenchmarkFigure(
                section: "content", name: "\(cells) self-sizing cells, 3 × 3, wrapping", value: wrapping.milliseconds,
                unit: .milliseconds),
            BenchmarkFigure(
                section: "content", name: "\(cells) self-sizing cells, 3 × 3, one line", value: oneLine.milliseconds,
                unit: .milliseconds),
            BenchmarkFigure(section: "content", name: "wrapping over one line", value: ratio, unit: .ratio),
        ]
        let small = analyze(Self.listText(views: 100, lines: 0), "content-list-100")
        let large = analyze(Self.listText(views: 1000, lines: 0), "content-list-1000")
        let exponent = log(large.milliseconds / small.milliseconds) / log(10)
        print(
            String(
                format:
                    "  one self-sizing list of wrapping rows: 100 views %.2f ms, 1,000 views %.2f ms: exponent %.2f",
                small.milliseconds, large.milliseconds, exponent))
        figures.append(
            BenchmarkFigure(
                section: "content", name: "wrapping list growth exponent 100 → 1,000 views", value: exponent,
                unit: .exponent))
        return figures
    }
}
