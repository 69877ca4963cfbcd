import Dispatch
import Foundation
import StackLayout
import StackSolver
import StackLint
import StackModel
import StackSyntax

/// Solve time per layout at several sizes: a vertical stack of rows, each row a
/// horizontal stack of an image, a label stack and a switch (5 views a row, plus stacks);
/// the growth exponent from 100 to 1,000 and 3,000 views; long single stacks of labels; a whole
/// 5,000-element file through the analysis.
struct LayoutBenchmark {
    let rounds: Int
    let sizes: [Int]
    let corpus: [[UInt8]]

    static func layoutText(views: Int) -> String {
        var text =
            "layout Bench {\n  canvas: 375 x 20000\n  stack list {\n    pin: top, leading, trailing\n    axis: vertical\n    spacing: 1\n"
        var count = 1
        var row = 0
        while count < views {
            text +=
                "    stack row\(row) {\n      alignment: center\n      spacing: 12\n      margins: 8 16 8 16\n      marginsRelative: true\n"
            text += "      image icon\(row) { intrinsic: 29 x 29; hugging: 750 }\n"
            text += "      stack text\(row) {\n        axis: vertical\n        spacing: 2\n"
            text += "        label title\(row) { intrinsic: 120 x 20; baseline: 16 }\n"
            text += "        label detail\(row) { intrinsic: 90 x 16; baseline: 12; hugging: 250 }\n      }\n"
            text += "      switch toggle\(row)\n    }\n"
            count += 6
            row += 1
        }
        return text + "  }\n}\n"
    }

    /// One horizontal stack of `labels` labels of varied widths, pinned across a 375-point
    /// canvas: far too narrow, so every label is squeezed (and ambiguous).
    static func labelStackText(labels: Int, distribution: String) -> String {
        var text =
            "layout Labels {\n  canvas: 375 x 800\n  stack list {\n    pin: top, leading, trailing\n    axis: horizontal\n"
        text += "    distribution: \(distribution)\n    spacing: 4\n"
        for index in 0..<labels {
            text += "    label l\(index) { intrinsic: \(40 + index % 7 * 10) x 20; baseline: 16 }\n"
        }
        return text + "  }\n}\n"
    }

    /// Milliseconds of the best of `rounds` runs of `body` (one run when a run is slow).
    static func best(rounds: Int, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for round in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            if round == 0, best > 2000 { break }
        }
        return best
    }

    func run() -> [BenchmarkFigure] {
        var figures: [BenchmarkFigure] = []
        print("layout solving (frames with ambiguity marks, one core):")
        var times: [Int: Double] = [:]
        for views in sizes {
            let model = SemanticModel(Self.layoutText(views: views))
            guard let layout = model.layouts.first else { continue }
            var conflicts = 0
            var exceeded = false
            var steps = 0
            let time = Self.best(rounds: rounds) {
                let result = LayoutEngine.solveCountingSteps(layout, canvas: layout.canvases[0])
                conflicts = result.layout.conflicts.count
                exceeded = result.layout.budgetExceeded
                steps = result.steps
            }
            times[views] = time
            print(
                String(
                    format: "  %5d views (%5d elements): %9.3f ms  (best of %d; %d conflicts; %d budget steps)%@",
                    views, layout.elements.count, time, rounds, conflicts, steps, exceeded ? "  BUDGET EXCEEDED" : ""))
            figures.append(
                BenchmarkFigure(
                    section: "layout", name: "vertical list, \(views) views", value: time, unit: .milliseconds))
        }
        if let layout = SemanticModel(Self.layoutText(views: 100)).layouts.first {
            let start = DispatchTime.now().uptimeNanoseconds
            let results = LayoutEngine.solve(layout, budget: WorkBudget(maxSteps: 1_000))
            let time = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            print(
                String(
                    format: "  100 views with a budget of 1,000 steps: %@ in %.3f ms (%d canvases, %d frames)",
                    results.allSatisfy(\.budgetExceeded) ? "budget exceeded" : "NOT EXCEEDED", time, results.count,
                    results.reduce(0) { $0 + $1.frames.count }))
        }
        for (largest, written) in [(1000, "1,000"), (3000, "3,000")] {
            guard let small = times[100], let large = times[largest] else { continue }
            let exponent = log(large / small) / log(Double(largest) / 100)
            print(
                String(
                    format: "  growth 100 → %@ views: exponent %.2f (time ∝ views^exponent)",
                    written, exponent))
            figures.append(
                BenchmarkFigure(
                    section: "layout", name: "growth exponent 100 → \(written) views", value: exponent,
                    unit: .exponent))
        }
        for (labels, distribution) in [(400, "fill"), (500, "equalCentering")] {
            let model = SemanticModel(Self.labelStackText(labels: labels, distribution: distribution))
            guard let layout = model.layouts.first else { continue }
            var exceeded = false
            var ambiguous = 0
            var steps = 0
            let time = Self.best(rounds: rounds) {
                let result = LayoutEngine.solveCountingSteps(layout, canvas: layout.canvases[0])
                exceeded = result.layout.budgetExceeded
                ambiguous = result.layout.frames.filter(\.isAmbiguous).count
                steps = result.steps
            }
            print(
                String(
                    format: "  one stack of %d labels (%@): %9.3f ms  (%d ambiguous; %d budget steps)%@", labels,
                    distribution, time,
                    ambiguous, steps, exceeded ? "  BUDGET EXCEEDED" : ""))
            figures.append(
                BenchmarkFigure(
                    section: "layout", name: "one stack of \(labels) labels (`\(distribution)`, squeezed)", value: time,
                    unit: .milliseconds))
        }
        var largest = (steps: 0, layout: "")
        for bytes in corpus {
            for layout in SemanticModel(source: SourceText(bytes: bytes)).layouts {
                for canvas in layout.canvases {
                    let steps = LayoutEngine.solveCountingSteps(layout, canvas: canvas).steps
                    if steps > largest.steps { largest = (steps, layout.name ?? "?") }
                }
            }
        }
        print("  most budget steps for one canvas of a corpus layout: \(largest.steps) (\(largest.layout))")
        figures.append(
            BenchmarkFigure(
                section: "layout", name: "most budget steps for one canvas of a corpus layout",
                value: Double(largest.steps),
                unit: .steps))
        let (file, elements) = fileText(elements: 5000)
        let analyzer = Analyzer()
        var exceededLayouts = 0
        let time = Self.best(rounds: min(rounds, 3)) {
            exceededLayouts = analyzer.analyze(SourceText(bytes: Array(file.utf8)), path: "big.stack").diagnostics.count
        }
        print(
            String(
                format: "  one file of %d elements (%d layouts of the corpus), whole analysis: %.1f ms  (%d findings)",
                elements.elements, elements.layouts, time, exceededLayouts))
        figures.append(
            BenchmarkFigure(
                section: "layout", name: "one file of \(elements.elements) elements, whole analysis", value: time,
                unit: .milliseconds))
        return figures
    }

    /// Corpus files joined until they hold `elements` elements.
    private func fileText(elements target: Int) -> (String, (elements: Int, layouts: Int)) {
        var text = ""
        var elements = 0
        var layouts = 0
        var index = 0
        while elements < target, !corpus.isEmpty {
            let file = String(decoding: corpus[index % corpus.count], as: UTF8.self)
            let model = SemanticModel(file)
            elements += model.layouts.reduce(0) { $0 + $1.elements.count }
            layouts += model.layouts.count
            // Layout names must stay unique in one file.
            text += file.replacingOccurrences(of: "layout Screen", with: "layout R\(index / corpus.count)Screen")
            index += 1
        }
        return (text, (elements, layouts))
    }
}
