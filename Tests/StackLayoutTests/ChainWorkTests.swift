import StackLayout
import StackModel
import StackSolver
import XCTest

/// Long chains of arranged views solve in work linear in their length (the engine measures
/// each view from the one before it), so they fit budgets that a quadratic tableau would
/// exceed, with the same frames and ambiguity marks.
final class ChainWorkTests: XCTestCase {
    private func labels(_ count: Int, axis: String, distribution: String) -> String {
        var text =
            "layout Chain {\n  canvas: 375 x 800\n  stack list {\n    pin: top, leading, trailing\n    axis: \(axis)\n"
        text += "    distribution: \(distribution)\n    spacing: 2\n"
        for index in 0..<count {
            text += "    label l\(index) { intrinsic: \(40 + index % 7 * 10) x 20 }\n"
        }
        return text + "  }\n}\n"
    }

    private func solve(_ text: String, budget: Int) throws -> (Layout, CanvasLayout) {
        let model = SemanticModel(text)
        let layout = try XCTUnwrap(model.layouts.first)
        return (layout, LayoutEngine.solve(layout, canvas: layout.canvases[0], budget: WorkBudget(maxSteps: budget)))
    }

    /// 300 labels one under the other: each sits 22 points below the one before, and the
    /// whole column takes well under 100,000 steps (with absolute positions, every label's
    /// row held a term per label above it).
    func testAVerticalColumnOf300LabelsIsExactWithinASmallBudget() throws {
        let (layout, result) = try solve(labels(300, axis: "vertical", distribution: "fill"), budget: 100_000)
        XCTAssertFalse(result.budgetExceeded)
        let last = try XCTUnwrap(layout.element(named: "l299"))
        XCTAssertEqual("\(result.frames[last.id].canvasFrame)", "\(Rect(x: 0, y: 6578, width: 375, height: 20))")
        XCTAssertFalse(result.frames[last.id].isAmbiguous)
        let list = try XCTUnwrap(layout.element(named: "list"))
        XCTAssertEqual("\(result.frames[list.id].canvasFrame)", "\(Rect(x: 0, y: 0, width: 375, height: 6598))")
        XCTAssertEqual(result.frames.filter(\.isAmbiguous).count, 0)
    }

    /// 300 labels in a column whose canvas is exactly their height (a degenerate optimum:
    /// each label's hugging and compression both hold with no error): every frame is
    /// unique, settled without probing each label: a probe per label would not fit the
    /// budget, which is why it is a test.
    func testAColumnThatFitsItsCanvasExactlyIsUniqueWithinAMillionSteps() throws {
        var text = "layout Chain {\n  canvas: 375 x 6598\n  stack list {\n    pin: edges\n    axis: vertical\n"
        text += "    spacing: 2\n"
        for index in 0..<300 { text += "    label l\(index) { intrinsic: \(200 + index % 7 * 40) x 20 }\n" }
        let (layout, result) = try solve(text + "  }\n}\n", budget: 1_000_000)
        XCTAssertFalse(result.budgetExceeded)
        let last = try XCTUnwrap(layout.element(named: "l299"))
        XCTAssertEqual("\(result.frames[last.id].canvasFrame)", "\(Rect(x: 0, y: 6578, width: 375, height: 20))")
        XCTAssertEqual(result.frames.filter(\.isAmbiguous).count, 0)
    }

    /// A self-sizing cell of 300 wrapping labels: its height is fitted to the labels in
    /// each text pass and fits them exactly; the whole solve (fits, passes, marks) stays
    /// within a million steps, every frame unique.
    func testASelfSizingListOf300WrappingLabelsFitsAMillionSteps() throws {
        var text = "layout Chain {\n  canvas: 375 x auto\n  cell: true\n  stack list {\n    pin: edges\n"
        text += "    axis: vertical\n    spacing: 2\n"
        for index in 0..<300 { text += "    label l\(index) { lines: 0; intrinsic: \(200 + index % 7 * 40) x 20 }\n" }
        let layout = try XCTUnwrap(SemanticModel(text + "  }\n}\n").layouts.first)
        let result = try XCTUnwrap(LayoutEngine.solve(layout, budget: WorkBudget(maxSteps: 1_000_000)).first)
        XCTAssertFalse(result.budgetExceeded)
        XCTAssertEqual(result.canvas.height, 8298)
        let last = try XCTUnwrap(layout.element(named: "l299"))
        XCTAssertEqual("\(result.frames[last.id].canvasFrame)", "\(Rect(x: 0, y: 8258, width: 375, height: 40))")
        XCTAssertEqual(result.frames.filter(\.isAmbiguous).count, 0)
    }

    /// 200 labels squeezed into 375 points by an equalCentering stack: which labels give
    /// way is not determined, so every label is marked ambiguous; the stack itself is
    /// exact. The budget is the bound that keeps the squeezed stack linear.
    func testASqueezedEqualCenteringStackOf200LabelsFitsAMillionSteps() throws {
        let (layout, result) = try solve(
            labels(200, axis: "horizontal", distribution: "equalCentering"), budget: 1_000_000)
        XCTAssertFalse(result.budgetExceeded)
        let list = try XCTUnwrap(layout.element(named: "list"))
        XCTAssertEqual("\(result.frames[list.id].canvasFrame)", "\(Rect(x: 0, y: 0, width: 375, height: 20))")
        XCTAssertFalse(result.frames[list.id].isAmbiguous)
        XCTAssertEqual(result.frames.filter(\.isAmbiguous).count, 200)
    }

    /// A self-sizing cell of 333 rows, each an icon and a wrapping label on top: the cell
    /// is fitted to the rows in each pass and solved with its height still free, so that
    /// the height is exactly what the rows add up to. Solved at the fitted height instead,
    /// the few units in the last place between the two are pushed from row to row by
    /// every row's spanning fit, which grows with the square of the rows; the budget holds
    /// the solve to linear work (docs/dev/solver.md).
    func testASelfSizingListOf333RowsWithWrappingLabelsFitsTwoMillionSteps() throws {
        var text = "layout List {\n  canvas: 375 x auto\n  cell: true\n  contentSize: AX5\n  stack list {\n"
        text += "    pin: edges\n    axis: vertical\n    spacing: 4\n"
        for index in 0..<333 {
            text += "    stack row\(index) {\n      alignment: top\n      spacing: 8\n"
            text += "      image icon\(index) { intrinsic: 20 x 20; hugging: 750; compression: 1000 }\n"
            text +=
                "      label text\(index) { lines: 0; textStyle: body; intrinsic: \(200 + index % 7 * 45) x 22; baseline: 17 }\n    }\n"
        }
        let layout = try XCTUnwrap(SemanticModel(text + "  }\n}\n").layouts.first)
        let result = try XCTUnwrap(LayoutEngine.solve(layout, budget: WorkBudget(maxSteps: 2_000_000)).first)
        XCTAssertFalse(result.budgetExceeded)
        XCTAssertEqual("\(result.canvas)", "375 x 141316.588")
        let last = try XCTUnwrap(layout.element(named: "row332"))
        XCTAssertEqual("\(result.frames[last.id].canvasFrame)", "(0, 140905.059, 375, 411.529)")
        XCTAssertEqual(result.frames.filter(\.isAmbiguous).count, 0)
    }
}
