import StackDiagnostics
import StackLayout
import StackModel
import XCTest

/// The worked examples of uistackview-constraints.md: three views of intrinsic size
/// 160×200, 80×100 and 40×50 (hugging 250, compression 750) in a horizontal stack.
final class WorkedExampleTests: XCTestCase {
    private func solve(_ stackBody: String, views: [String] = ["", "", ""], canvas: String = "1000 x 1000") throws -> (
        CanvasLayout, Layout
    ) {
        let sizes = ["160 x 200", "80 x 100", "40 x 50"]
        var text = "layout T {\n  canvas: \(canvas)\n  stack s {\n    \(stackBody)\n"
        for (index, extra) in views.enumerated() {
            text += "    view v\(index) { intrinsic: \(sizes[index]); \(extra) }\n"
        }
        text += "  }\n}\n"
        let model = SemanticModel(text)
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        let layout = try XCTUnwrap(model.layouts.first)
        return (LayoutEngine.solve(layout, canvas: layout.canvases[0]), layout)
    }

    private func frames(_ result: CanvasLayout) -> [String] {
        result.frames.map { "\($0.frame)" }
    }

    func testFillFree() throws {
        let (result, _) = try solve("pin: top, leading")
        XCTAssertEqual(
            frames(result), ["(0, 0, 280, 200)", "(0, 0, 160, 200)", "(160, 0, 80, 200)", "(240, 0, 40, 200)"])
        XCTAssertEqual(result.conflicts.count, 0)
    }

    func testFillEquallyFree() throws {
        let (result, _) = try solve("pin: top, leading; distribution: fillEqually")
        XCTAssertEqual(
            frames(result), ["(0, 0, 480, 200)", "(0, 0, 160, 200)", "(160, 0, 160, 200)", "(320, 0, 160, 200)"])
    }

    func testFillProportionally() throws {
        let (result, _) = try solve("pin: top, leading; distribution: fillProportionally; width == 200")
        XCTAssertEqual(result.frames.dropFirst().map(\.frame.width), [114.286, 57.143, 28.571])
        let (spaced, _) = try solve("pin: top, leading; distribution: fillProportionally; spacing: 10; width == 400")
        XCTAssertEqual(spaced.frames.dropFirst().map(\.frame.width), [213.333, 106.667, 60])
    }

    func testEqualSpacingAndCentering() throws {
        let (spacing, _) = try solve("pin: top, leading; distribution: equalSpacing; spacing: 10; width == 400")
        XCTAssertEqual(spacing.frames.dropFirst().map(\.frame.x), [0, 220, 360])
        let (centering, _) = try solve("pin: top, leading; distribution: equalCentering; width == 400")
        XCTAssertEqual(centering.frames.dropFirst().map(\.frame.x), [0, 190, 360])
    }

    func testCenterAlignment() throws {
        let (result, _) = try solve("pin: top, leading; alignment: center")
        XCTAssertEqual(frames(result)[2], "(160, 50, 80, 100)")
        XCTAssertEqual(frames(result)[3], "(240, 75, 40, 50)")
    }

    func testHiddenFirstView() throws {
        let (result, _) = try solve("pin: top, leading; spacing: 10", views: ["hidden: true", "", ""])
        XCTAssertEqual(frames(result)[2], "(0, 0, 80, 200)")
        XCTAssertEqual(frames(result)[3], "(90, 0, 40, 200)")
        XCTAssertEqual(result.frames[0].frame.width, 130)
        XCTAssertEqual(result.frames[0].frame.height, 200)
        XCTAssertTrue(result.frames[1].isHidden)
    }

    func testCompressionDecidesWhoShrinks() throws {
        let (result, _) = try solve(
            "pin: top, leading; width == 250",
            views: ["compression: 750", "compression: 749", "compression: 748"])
        XCTAssertEqual(result.frames.dropFirst().map(\.frame.width), [160, 80, 10])
        XCTAssertFalse(result.frames.contains(where: \.isAmbiguous))
    }

    func testHuggingDecidesWhoStretches() throws {
        let (result, _) = try solve("pin: top, leading; width == 400", views: ["", "hugging: 249", ""])
        XCTAssertEqual(result.frames[2].frame.width, 200)
        XCTAssertFalse(result.frames.contains(where: \.isAmbiguous))
    }

    func testEqualHuggingIsAmbiguous() throws {
        let (result, _) = try solve("pin: top, leading; width == 400")
        XCTAssertEqual(result.frames.dropFirst().map(\.frame.width).reduce(0, +), 400)
        XCTAssertTrue(result.frames.dropFirst().contains(where: \.isAmbiguous))
        XCTAssertFalse(result.frames[0].isAmbiguous, "the stack itself is fully determined")
    }

    func testNegativeSpacingOverlaps() throws {
        let (result, _) = try solve("pin: top, leading; spacing: -10")
        XCTAssertEqual(result.frames.dropFirst().map(\.frame.x), [0, 150, 220])
        XCTAssertEqual(result.frames[0].frame.width, 260)
    }

    func testVerticalFill() throws {
        let (result, _) = try solve("pin: top, leading; axis: vertical")
        XCTAssertEqual(result.frames.dropFirst().map(\.frame.y), [0, 200, 300])
        XCTAssertEqual(result.frames.dropFirst().map(\.frame.width), [160, 160, 160])
        XCTAssertEqual(result.frames[0].frame.width, 160)
        XCTAssertEqual(result.frames[0].frame.height, 350)
    }
}
