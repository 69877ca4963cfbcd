import StackDiagnostics
import StackLint
import StackSyntax
import XCTest

/// A finding met at many canvases names the first and how many more, with the first
/// canvas's figure and the worst, and lists them all in its related information (rules.md
/// version 3): an editor that shows one line shows the advice, not a list of twelve names.
final class CanvasListingTests: XCTestCase {
    private func findings(_ text: String) -> [Diagnostic] {
        Analyzer().analyze(SourceText(text), path: "a.stack").diagnostics.filter { $0.ruleID == .truncation }
    }

    private func layout(canvases: String) -> String {
        "layout A {\n  canvas: \(canvases)\n  stack s {\n    pin: top, leading, trailing\n"
            + "    label title { intrinsic: 80 x 20; hugging: 251 }\n    label detail { intrinsic: 200 x 20 }\n  }\n}\n"
    }

    func testManyCanvasesNameTheFirstAndHowManyMore() throws {
        let found = findings(layout(canvases: "250 x 50, 200 x 50, 150 x 50, 120 x 50"))
        XCTAssertEqual(
            found.map(\.message),
            [
                "`detail` is 30 points below its intrinsic width (200) at 250 x 50 and 3 more (up to 160 points): its text would truncate"
            ])
        XCTAssertEqual(found.first?.related.map(\.message), ["at every canvas: 250 x 50, 200 x 50, 150 x 50, 120 x 50"])
        XCTAssertEqual(found.first?.related.first?.range, found.first?.range)
    }

    func testTwoCanvasesAreBothNamed() {
        let found = findings(layout(canvases: "250 x 50, 200 x 50"))
        XCTAssertEqual(
            found.map(\.message),
            [
                "`detail` is 30 points below its intrinsic width (200) at 250 x 50 and 200 x 50 (up to 80 points): its text would truncate"
            ])
        XCTAssertEqual(found.first?.related.count, 0)
    }
}
