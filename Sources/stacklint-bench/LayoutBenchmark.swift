import Dispatch
import Foundation
import StackLayout
import StackModel
import StackSyntax

/// Solve time per layout at several sizes: a vertical stack of rows, each row a
/// horizontal stack of an image, a label stack and a switch (5 views a row, plus stacks).
struct LayoutBenchmark {
    let rounds: Int
    let sizes: [Int]

    static func layoutText(views: Int) -> String {
        var text = "layout Bench {\n  canvas: 375 x 20000\n  stack list {\n    pin: top, leading, trailing\n    axis: vertical\n    spacing: 1\n"
        var count = 1
        var row = 0
        while count < views {
            text += "    stack row\(row) {\n      alignment: center\n      spacing: 12\n      margins: 8 16 8 16\n      marginsRelative: true\n"
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

    func run() {
        print("layout solving (frames with ambiguity marks, one core):")
        for views in sizes {
            let model = SemanticModel(Self.layoutText(views: views))
            guard let layout = model.layouts.first else { continue }
            var best = Double.infinity
            var conflicts = 0
            for _ in 0..<rounds {
                let start = DispatchTime.now().uptimeNanoseconds
                let result = LayoutEngine.solve(layout, canvas: layout.canvases[0])
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                conflicts = result.conflicts.count
            }
            print(String(format: "  %5d views (%5d elements): %9.3f ms  (best of %d; %d conflicts)",
                         views, layout.elements.count, best, rounds, conflicts))
        }
    }
}
