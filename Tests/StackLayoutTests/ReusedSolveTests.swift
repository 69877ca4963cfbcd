import Foundation
@testable import StackLayout
import StackModel
import StackRecipe
import StackSolver
import XCTest

/// Reusing solved components across canvases and content size categories
/// (``SolvedComponentCache``) must change nothing a user sees: every frame (bit for bit),
/// ambiguity mark, conflict, level error and budget outcome equals the solve from scratch.
final class ReusedSolveTests: XCTestCase {
    private var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// Every example and corpus file, at its own canvases and at three devices × three
    /// categories (each layout's canvas lines replaced).
    func testExamplesAndCorpusMatchTheSolveFromScratch() throws {
        let texts = try examplesAndCorpus()
        XCTAssertGreaterThanOrEqual(texts.count, 18)
        var layouts = 0
        for text in texts {
            layouts += assertSameResults(text)
            layouts += assertSameResults(Self.onDevices(text))
        }
        XCTAssertGreaterThan(layouts, 36)
    }

    /// Generated screens: nested stacks of labels (most with a text style), views with
    /// fixed sizes, roots pinned to the canvas, its margins or its safe area, some with
    /// constraint lines that conflict at the narrower canvases.
    func testGeneratedLayoutsMatchTheSolveFromScratch() {
        var generator = Generator(state: 2026)
        var layouts = 0
        var conflicted = 0
        var exceeded = 0
        for index in 0..<300 {
            let text = generator.layout(index: index)
            layouts += assertSameResults(text)
            let model = SemanticModel(text)
            guard let layout = model.layouts.first else { continue }
            let results = LayoutSolveSession.solve(
                layout, budget: .default, reusesSolves: true, warmStarts: false, retention: .constraints)
            if results.contains(where: { !$0.conflicts.isEmpty }) { conflicted += 1 }
            exceeded += results.filter(\.budgetExceeded).count
        }
        XCTAssertEqual(layouts, 300)
        // The generator reaches conflicts, within the default budget.
        XCTAssertGreaterThan(conflicted, 10)
        XCTAssertEqual(exceeded, 0)
    }

    /// Warm starts (components of the same shape starting from each other with other
    /// constants) reach the optimum of the solve from scratch: every frame that is not
    /// ambiguous, every ambiguity mark, conflict and broken constraint, and the level errors.
    func testWarmStartsMatchTheSolveFromScratch() throws {
        var texts = try examplesAndCorpus().flatMap { [$0, Self.onDevices($0)] }
        var generator = Generator(state: 2026)
        texts += (0..<300).map { generator.layout(index: $0) }
        var frames = 0
        var warmStarted = 0
        for text in texts {
            for layout in SemanticModel(text).layouts {
                let cold = LayoutSolveSession.solve(
                    layout, budget: .default, reusesSolves: false, retention: .constraints)
                let warm = LayoutSolveSession.solve(
                    layout, budget: .default, reusesSolves: true, warmStarts: true, retention: .constraints)
                let identical = LayoutSolveSession.solve(
                    layout, budget: .default, reusesSolves: true, warmStarts: false, retention: .constraints)
                XCTAssertEqual(warm.count, cold.count)
                if signature(of: warm) != signature(of: identical) { warmStarted += 1 }
                for (left, right) in zip(warm, cold) {
                    let context = "layout \(layout.name ?? "") at \(right.name):\n\(text)"
                    XCTAssertEqual(left.budgetExceeded, right.budgetExceeded, context)
                    XCTAssertEqual(left.broken, right.broken, context)
                    XCTAssertEqual(left.conflicts.map(\.descriptions), right.conflicts.map(\.descriptions), context)
                    XCTAssertEqual(left.levelErrors.map(\.level), right.levelErrors.map(\.level), context)
                    for (a, b) in zip(left.levelErrors, right.levelErrors) {
                        XCTAssertEqual(a.error, b.error, accuracy: 1e-6, context)
                    }
                    XCTAssertEqual(left.frames.count, right.frames.count, context)
                    for (a, b) in zip(left.frames, right.frames) {
                        XCTAssertEqual(a.isAmbiguous, b.isAmbiguous, "element \(a.element), \(context)")
                        guard !b.isAmbiguous else { continue }
                        XCTAssertEqual(a.frame, b.frame, "element \(a.element), \(context)")
                        XCTAssertEqual(a.canvasFrame, b.canvasFrame, "element \(a.element), \(context)")
                        frames += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(frames, 10_000)
        // The check is not empty: warm starts happened (their step counts differ at least).
        XCTAssertGreaterThan(warmStarted, 0)
    }

    /// The text of every example and corpus file, in name order.
    private func examplesAndCorpus() throws -> [String] {
        var texts: [String] = []
        for folder in ["Examples", "Tests/Corpus"] {
            let directory = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
                $0.hasSuffix(".stack")
            }.sorted()
            for name in names {
                texts.append(try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            }
        }
        return texts
    }

    /// Small budgets run out at the same canvas, with the same results before it.
    func testBudgetsRunOutWhereTheSolveFromScratchDoes() {
        var generator = Generator(state: 7)
        var exceeded = 0
        for index in 0..<40 {
            let text = generator.layout(index: index)
            guard let layout = SemanticModel(text).layouts.first else { continue }
            for steps in [50, 400, 1_500, 4_000] {
                let cold = LayoutSolveSession.solve(
                    layout, budget: WorkBudget(maxSteps: steps), reusesSolves: false, retention: .constraints)
                let warm = LayoutSolveSession.solve(
                    layout, budget: WorkBudget(maxSteps: steps), reusesSolves: true, warmStarts: false,
                    retention: .constraints)
                XCTAssertEqual(signature(of: warm), signature(of: cold), "budget \(steps):\n\(text)")
                exceeded += cold.filter(\.budgetExceeded).count
            }
        }
        XCTAssertGreaterThan(exceeded, 0)
    }

    /// A fitting solve over the subtree's variables only gives exactly the solve over every
    /// variable of the layout.
    func testFittingSizesMatchTheSolveOverEveryVariable() {
        var generator = Generator(state: 99)
        var compared = 0
        for index in 0..<120 {
            guard let layout = SemanticModel(generator.layout(index: index)).layouts.first else { continue }
            for category in [ContentSizeCategory.large, .AX3] {
                let scaled = layout.scaled(to: category)
                let cache = FittingSizeCache(layout: scaled)
                for element in scaled.elements {
                    let size = cache.size(of: element.id)
                    let reference = Self.referenceFittingSize(element.id, in: scaled, nested: cache)
                    XCTAssertEqual(
                        size.width.bitPattern, reference.width.bitPattern, "\(element.name ?? "") at \(category)")
                    XCTAssertEqual(
                        size.height.bitPattern, reference.height.bitPattern, "\(element.name ?? "") at \(category)")
                    compared += 1
                }
            }
        }
        XCTAssertGreaterThan(compared, 1_000)
    }

    /// The fitting solve as it was written first: a solver with a variable for every
    /// element of the layout.
    private static func referenceFittingSize(_ element: Int, in layout: Layout, nested: FittingSizeCache) -> Size {
        var builder = ConstraintBuilder(
            layout: layout, canvas: Size(width: 0, height: 0), fittingRoot: element, fitting: nested)
        builder.build()
        var solver = LexicographicSolver()
        solver.makeVariables(upTo: builder.variableCount)
        let constraints = builder.constraints
        var broken: [Int] = []
        for index in constraints.indices where constraints[index].isRequired {
            do {
                try solver.add(builder.linear(index, strength: .required))
            } catch {
                broken.append(index)
            }
        }
        for index in broken {
            try? solver.add(builder.linear(index, strength: .optional(LayoutEngine.brokenPriority)))
        }
        let optional = constraints.indices.filter { !constraints[$0].isRequired }.sorted {
            constraints[$0].priority != constraints[$1].priority
                ? constraints[$0].priority > constraints[$1].priority : $0 < $1
        }
        for index in optional {
            try? solver.add(builder.linear(index, strength: constraints[index].strength))
        }
        let frame = builder.frames[element]
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return Size(width: finite(solver.value(of: frame.width)), height: finite(solver.value(of: frame.height)))
    }

    /// Checks every layout of `text`; returns how many there were.
    @discardableResult
    private func assertSameResults(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let layouts = SemanticModel(text).layouts
        for layout in layouts {
            let cold = LayoutSolveSession.solve(layout, budget: .default, reusesSolves: false, retention: .constraints)
            let warm = LayoutSolveSession.solve(
                layout, budget: .default, reusesSolves: true, warmStarts: false, retention: .constraints)
            XCTAssertEqual(
                signature(of: warm), signature(of: cold), "layout \(layout.name ?? ""):\n\(text)", file: file,
                line: line)
        }
        return layouts.count
    }

    /// Everything a result holds, with numbers as bit patterns.
    private func signature(of results: [CanvasLayout]) -> [String] {
        func bits(_ rect: Rect) -> String {
            [rect.x, rect.y, rect.width, rect.height].map { String($0.bitPattern, radix: 16) }.joined(separator: ",")
        }
        return results.map { result in
            var lines = ["\(result.name) \(result.canvas) exceeded=\(result.budgetExceeded) broken=\(result.broken)"]
            for frame in result.frames {
                lines.append(
                    "\(frame.element) \(bits(frame.frame)) \(bits(frame.canvasFrame)) hidden=\(frame.isHidden) ambiguous=\(frame.isAmbiguous)"
                )
            }
            for conflict in result.conflicts {
                lines.append("conflict \(conflict.descriptions) breaks \(conflict.brokenDescription)")
            }
            for (level, error) in result.levelErrors {
                lines.append("level \(level.bitPattern) \(error.bitPattern)")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// `text` with every layout's canvas lines replaced by three devices and three
    /// categories.
    private static func onDevices(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("contentSize:") { return "" }
            guard trimmed.hasPrefix("canvas:") else { return String(line) }
            let indent = line.prefix { $0 == " " }
            return
                "\(indent)canvas: iPhoneSE, iPhone16, iPhone16ProMax landscape\n\(indent)contentSize: large, AX1, AX3"
        }.joined(separator: "\n")
    }

    /// A deterministic generator of screens (a linear congruential sequence).
    private struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        mutating func pick(_ options: [String]) -> String {
            options[next(options.count)]
        }

        mutating func layout(index: Int) -> String {
            let canvases = pick([
                "iPhoneSE, iPhone16, iPhone16ProMax", "iPhoneSE, iPhone16 landscape, iPadMini",
                "320 x 600, 375 x 667, 430 x 932",
            ])
            let categories = pick(["large, AX1, AX3", "small, large", "large", "xSmall, xxxLarge, AX5"])
            var text = "layout G\(index) {\n  canvas: \(canvases)\n  contentSize: \(categories)\n"
            if next(3) == 0 { text += "  margins: 0 20 0 20\n" }
            let pins = pick([
                "top, leading", "top, leading, trailing", "edges", "top 20, leading 16, trailing 16", "edges safeArea",
                "top safeArea, leading margins, trailing margins", "centerX, centerY",
            ])
            text += stack(name: "root", depth: 0, indent: "  ", pins: pins)
            text += "}\n"
            return text
        }

        var counter = 0

        mutating func stack(name: String, depth: Int, indent: String, pins: String?) -> String {
            var text = "\(indent)stack \(name) {\n"
            let inner = indent + "  "
            if let pins { text += "\(inner)pin: \(pins)\n" }
            text += "\(inner)axis: \(pick(["vertical", "horizontal"]))\n"
            text += "\(inner)alignment: \(pick(["fill", "leading", "center", "trailing", "firstBaseline"]))\n"
            text +=
                "\(inner)distribution: \(pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]))\n"
            text += "\(inner)spacing: \(pick(["0", "8", "system"]))\n"
            if next(4) == 0 { text += "\(inner)margins: 8 16 8 16\n" }
            for _ in 0..<(1 + next(4)) {
                counter += 1
                switch next(depth < 2 ? 5 : 3) {
                case 0:
                    text += "\(inner)label l\(counter) {\n\(inner)  text: \"Label \(counter)\"\n"
                    text +=
                        "\(inner)  intrinsic: \(20 + next(200)) x \(14 + next(30))\n\(inner)  baseline: \(10 + next(10))\n"
                    if next(5) > 0 {
                        text += "\(inner)  textStyle: \(pick(["body", "headline", "caption1", "largeTitle"]))\n"
                    }
                    if next(3) == 0 { text += "\(inner)  hugging: \(pick(["250", "251", "252"]))\n" }
                    text += "\(inner)}\n"
                case 1:
                    text += "\(inner)view v\(counter) {\n\(inner)  intrinsic: \(10 + next(300)) x \(10 + next(60))\n"
                    if next(4) == 0 { text += "\(inner)  width == \(200 + next(300))\n" }
                    text += "\(inner)}\n"
                case 2:
                    text +=
                        "\(inner)button b\(counter) {\n\(inner)  text: \"Go\"\n\(inner)  intrinsic: \(40 + next(80)) x 44\n\(inner)  baseline: 27\n"
                    if next(2) == 0 { text += "\(inner)  textStyle: body\n" }
                    text += "\(inner)}\n"
                default:
                    text += stack(name: "s\(counter)", depth: depth + 1, indent: inner, pins: nil)
                }
            }
            text += "\(indent)}\n"
            return text
        }
    }
}
