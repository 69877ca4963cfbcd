import StackDiagnostics
import StackLayout
import StackLint
import StackModel
import StackReports
import StackSyntax
import XCTest

/// No layout takes unbounded time: one over the work budget gets `layout-too-complex` and
/// is left unsolved; the rest of the file is checked as usual. Frames are never written
/// in a success-shaped but empty or partial form.
final class WorkBudgetTests: XCTestCase {
    /// A small layout with an ambiguous view (a solver finding), then a stack of 30 labels.
    static let file = """
        layout Small {
          view v { pin: top, leading }
        }

        layout Large {
          stack s {
            pin: top, leading
        \((0..<30).map { "    label l\($0) { intrinsic: 40 x 20 }\n" }.joined())  }
        }

        """

    private func findings(_ settings: RuleSettings) -> [String] {
        let report = Analyzer(settings: settings).analyze(SourceText(Self.file), path: "f.stack")
        return report.diagnostics.map {
            "\($0.ruleID)@\(report.source.location(of: $0.range.start, unit: .scalars)) \($0.message)"
        }
    }

    func testALayoutOverBudgetIsReportedAndTheRestIsChecked() {
        XCTAssertEqual(
            findings(RuleSettings(solveBudget: 20)),
            [
                "ambiguous-layout@2:3 the frame of `v` is not uniquely determined at 375 x 667: it has no intrinsic size and no width or height constraint, and nothing else sizes it; give it a size (`width == 40`) or an `intrinsic` size",
                "layout-too-complex@5:1 solving layout `Large` takes more than the work budget of 20 solver steps: its frames were not computed and no solver rule checked it; split it into smaller layouts, or raise `solveBudget` in .stacklint.json",
                "too-many-arranged-views@6:3 the stack `s` arranges 30 views, more than 12: use a table or collection view for long lists",
            ])
    }

    func testTheDefaultBudgetSolvesBoth() {
        let found = findings(RuleSettings())
        XCTAssertFalse(found.contains { $0.hasPrefix("layout-too-complex") })
        XCTAssertTrue(found.contains { $0.hasPrefix("overflow@6:3") }, "the large layout was solved: \(found)")
    }

    func testALayoutWithTooManyFramesIsReportedWithItsCounts() {
        let sizes = (0..<1_400).map { "\(300 + $0) x 600" }.joined(separator: ", ")
        let labels = (0..<63).map { "    label l\($0) { intrinsic: 40 x 20 }\n" }.joined()
        let text =
            "layout Wide {\n  canvas: \(sizes)\n  contentSize: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5\n"
            + "  stack s {\n    pin: edges\n\(labels)  }\n}\n"
        let report = Analyzer().analyze(SourceText(text), path: "f.stack")
        XCTAssertEqual(
            report.diagnostics.filter { $0.ruleID == .layoutTooComplex }.map(\.message),
            [
                "solving layout `Wide` at 1400 canvases × 12 content size categories gives 1075200 frames (64 views each time), more than the 1048576 a layout may have: its frames were not computed and no solver rule checked it; check fewer canvases or categories at once, or split it into smaller layouts"
            ])
    }

    func testTheRuleCanBeConfigured() {
        XCTAssertFalse(
            findings(RuleSettings(levels: [.layoutTooComplex: .off], solveBudget: 20)).contains {
                $0.hasPrefix("layout-too-complex")
            })
    }

    func testFramesOverBudgetAreNotWritten() throws {
        let document = FramesDocument(model: SemanticModel(Self.file), path: "f.stack", solveBudget: 20)
        XCTAssertEqual(document.layouts.map { $0.layout.name }, ["Small"])
        let message =
            "solving layout `Large` takes more than the work budget of 20 solver steps; split it into smaller layouts, or raise `solveBudget` in .stacklint.json"
        XCTAssertEqual(document.obstacles, [message])
        XCTAssertThrowsError(try document.encodeJSON()) { XCTAssertEqual(($0 as? FramesError)?.messages, [message]) }
        XCTAssertThrowsError(try document.encodeText())
        XCTAssertThrowsError(try document.encodeProblems())
        XCTAssertThrowsError(try SVGRenderer().render(document))
        XCTAssertThrowsError(try document.value())
    }

    func testNonFiniteFramesAreAnErrorNotAnEmptyDocument() throws {
        var document = FramesDocument(
            model: SemanticModel("layout A {\n  view v { pin: top, leading; intrinsic: 10 x 10 }\n}\n"), path: "a.stack"
        )
        XCTAssertNoThrow(try document.encodeJSON())
        document.layouts[0].canvases[0].frames[0].canvasFrame.x = .infinity
        document.layouts[0].canvases[0].frames[0].frame.x = .infinity
        let message = "layout `A` at 375 x 667: the frame of `v` is not a finite number (inf, 0, 10, 10)"
        XCTAssertEqual(document.obstacles, [message])
        XCTAssertThrowsError(try document.encodeJSON()) { XCTAssertEqual(($0 as? FramesError)?.messages, [message]) }
        XCTAssertThrowsError(try document.encodeText()) { XCTAssertEqual(($0 as? FramesError)?.messages, [message]) }
        XCTAssertThrowsError(try SVGRenderer().render(document)) {
            XCTAssertEqual(($0 as? FramesError)?.messages, [message])
        }
    }

    func testTheRendererIsTotalOnHugeFiniteValues() throws {
        var document = FramesDocument(
            model: SemanticModel("layout A {\n  label v { pin: top, leading; intrinsic: 10 x 10; text: \"hi\" }\n}\n"),
            path: "a.stack")
        // Wider than Int.max (the label's name is fitted to its width) on a canvas wider
        // than Int.max (it names the clip path): both once trapped converting to Int.
        document.layouts[0].canvases[0].frames[0].canvasFrame = Rect(x: 1e300, y: -1e300, width: 1e300, height: 1e300)
        document.layouts[0].canvases[0].canvas = Size(width: 9.3e18, height: 1e300)
        let svg = try SVGRenderer().render(document)
        XCTAssertTrue(svg.contains("<rect x=\"1e+300\" y=\"-1e+300\" width=\"1e+300\" height=\"1e+300\""), svg)
        XCTAssertTrue(svg.contains(">v</text>"), "the name is drawn")
    }
}
