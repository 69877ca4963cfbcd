import StackLayout
import StackModel
import XCTest

/// Format version 3's canvases (stack-format.md §4, §13): each canvas solved with the
/// layout resolved for its size classes, in each direction; exact frames.
final class CanvasVariantsTests: XCTestCase {
    /// Each solve as its name and the canvas frames of its installed elements.
    private func solved(_ source: String) throws -> [String] {
        let model = SemanticModel(source)
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        let layout = try XCTUnwrap(model.layouts.first)
        return LayoutEngine.solve(layout).map { result in
            let frames = result.frames.filter { result.isInstalled($0.element) }
                .map { "\(layout.elements[$0.element].displayName) \($0.canvasFrame)" }
            return "\(result.name): " + frames.joined(separator: ", ")
        }
    }

    /// The devices' classes (landscape exceptions: iPhone16ProMax is `wR hC`), a size's
    /// written class with `hR` for the axis not written, the variant with more classes
    /// winning (`spacing[wR hR]` over `spacing[wR]`), `axis[hC]`, a constraint installed
    /// only at `[wR]` and an element not installed at `[hC]`.
    func testEachCanvasSolvesTheLayoutOfItsSizeClasses() throws {
        let source = """
            layout A {
              canvas: iPhoneSE, iPhoneSE landscape, iPhone16ProMax landscape, iPad landscape, 600 x 400 wR
              stack content {
                pin: top, leading
                axis: vertical
                axis[hC]: horizontal
                spacing: 8
                spacing[wR]: 16
                spacing[wR hR]: 24
                image hero { intrinsic: 40 x 40; installed[hC]: false }
                view box { intrinsic: 50 x 10; width == 600 @999 [wR] }
              }
            }

            """
        XCTAssertEqual(
            try solved(source),
            [
                "iPhoneSE (wC hR): content (0, 0, 50, 58), hero (0, 0, 50, 40), box (0, 48, 50, 10)",
                "iPhoneSE landscape (wC hC): content (0, 0, 50, 10), box (0, 0, 50, 10)",
                "iPhone16ProMax landscape (wR hC): content (0, 0, 600, 10), box (0, 0, 600, 10)",
                "iPad landscape (wR hR): content (0, 0, 600, 74), hero (0, 0, 600, 40), box (0, 64, 600, 10)",
                "600 x 400 (wR hR): content (0, 0, 600, 74), hero (0, 0, 600, 40), box (0, 64, 600, 10)",
            ])
    }

    /// `runtime[wR]: true` does at `wR` all that `runtime: true` does (§12, §13): the switch,
    /// with no `intrinsic` written, has no intrinsic size there (0 x 0, centred on the label;
    /// the row as wide as the label), and its 51 x 31 elsewhere; `runtime[wR]: false` gives the 51 x 31 back
    /// to a switch that is `runtime` everywhere else; an `intrinsic` written stays the estimate.
    func testARuntimeVariantSizesTheElementAsRuntimeDoes() throws {
        func source(_ toggle: String) -> String {
            """
            layout A {
              canvas: 375 x 667, 1024 x 768 wR hR
              stack row {
                pin: top, leading
                alignment: center
                switch toggle { \(toggle) }
                label title { intrinsic: 100 x 20 }
                width == 100 @300
              }
            }

            """
        }
        XCTAssertEqual(
            try solved(source("runtime[wR]: true")),
            [
                "375 x 667 (wC hR): row (0, 0, 151, 31), toggle (0, 0, 51, 31), title (51, 5.5, 100, 20)",
                "1024 x 768 (wR hR): row (0, 0, 100, 20), toggle (0, 10, 0, 0), title (0, 0, 100, 20)",
            ])
        XCTAssertEqual(
            try solved(source("runtime: true; runtime[wR]: false")),
            [
                "375 x 667 (wC hR): row (0, 0, 100, 20), toggle (0, 10, 0, 0), title (0, 0, 100, 20)",
                "1024 x 768 (wR hR): row (0, 0, 151, 31), toggle (0, 0, 51, 31), title (51, 5.5, 100, 20)",
            ])
        XCTAssertEqual(
            try solved(source("runtime[wR]: true; intrinsic[wR]: 60 x 40")),
            [
                "375 x 667 (wC hR): row (0, 0, 151, 31), toggle (0, 0, 51, 31), title (51, 5.5, 100, 20)",
                "1024 x 768 (wR hR): row (0, 0, 160, 40), toggle (0, 0, 60, 40), title (60, 10, 100, 20)",
            ])
    }

    /// Every iPhone is `wC hC` in landscape but the two large ones, `wR hC`; iPads `wR hR`.
    func testDeviceSizeClasses() throws {
        let canvases = "iPhoneSE landscape, iPhone16Plus landscape, iPhone16ProMax, iPadMini landscape"
        let source =
            "layout A {\n  canvas: \(canvases)\n  view v { pin: top, leading; width == 10; height == 10; width == 20 [wR] }\n}\n"
        XCTAssertEqual(
            try solved(source),
            [
                "iPhoneSE landscape (wC hC): v (0, 0, 10, 10)", "iPhone16Plus landscape (wR hC): v (0, 0, 10, 10)",
                "iPhone16ProMax (wC hR): v (0, 0, 10, 10)", "iPadMini landscape (wR hR): v (0, 0, 10, 10)",
            ])
    }

    /// A layout without variations names its canvases as before, whatever their classes.
    func testALayoutWithoutVariationsNamesNoSizeClasses() throws {
        let source =
            "layout A {\n  canvas: iPhoneSE, iPhoneSE landscape\n  view v { pin: top, leading; width == 10; height == 10 }\n}\n"
        XCTAssertEqual(try solved(source), ["iPhoneSE: v (0, 0, 10, 10)", "iPhoneSE landscape: v (0, 0, 10, 10)"])
    }

    /// `direction: ltr, rtl`: entries ordered canvas, then category, then direction; in
    /// `rtl` leading is the right edge.
    func testBothDirectionsAtEachCategory() throws {
        let source = """
            layout B {
              canvas: 300 x 100
              direction: ltr, rtl
              contentSize: large, AX5
              stack row {
                pin: top, leading 10
                axis: horizontal
                spacing: 8
                label title { intrinsic: 100 x 20; textStyle: body }
                view badge { width == 30; height == 30 }
              }
            }

            """
        XCTAssertEqual(
            try solved(source),
            [
                "300 x 100, large, ltr: row (10, 0, 138, 30), title (10, 0, 100, 30), badge (118, 0, 30, 30)",
                "300 x 100, large, rtl: row (152, 0, 138, 30), title (190, 0, 100, 30), badge (152, 0, 30, 30)",
                "300 x 100, AX5, ltr: row (10, 0, 349.765, 30), title (10, 0, 311.765, 30), badge (329.765, 0, 30, 30)",
                "300 x 100, AX5, rtl: row (-59.765, 0, 349.765, 30), title (-21.765, 0, 311.765, 30), badge (-59.765, 0, 30, 30)",
            ])
    }
}
