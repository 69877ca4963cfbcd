import StackDiagnostics
import StackLayout
import StackModel
import XCTest

/// Device canvases (stack-format.md §4) and Dynamic Type (§9): exact frames.
final class DeviceCanvasTests: XCTestCase {
    /// A root pinned to the safe area on every edge takes exactly the safe area.
    func testEveryDeviceInBothOrientations() throws {
        let expected: [(String, String)] = [
            ("iPhoneSE", "(0, 20, 375, 647)"), ("iPhoneSE landscape", "(0, 0, 667, 375)"),
            ("iPhone13mini", "(0, 50, 375, 728)"), ("iPhone13mini landscape", "(50, 0, 712, 354)"),
            ("iPhone14", "(0, 47, 390, 763)"), ("iPhone14 landscape", "(47, 0, 750, 369)"),
            ("iPhone16", "(0, 59, 393, 759)"), ("iPhone16 landscape", "(59, 0, 734, 372)"),
            ("iPhone16Plus", "(0, 59, 430, 839)"), ("iPhone16Plus landscape", "(59, 0, 814, 409)"),
            ("iPhone16Pro", "(0, 62, 402, 778)"), ("iPhone16Pro landscape", "(62, 0, 750, 381)"),
            ("iPhone16ProMax", "(0, 62, 440, 860)"), ("iPhone16ProMax landscape", "(62, 0, 832, 419)"),
            ("iPadMini", "(0, 24, 744, 1089)"), ("iPadMini landscape", "(0, 24, 1133, 700)"),
            ("iPad", "(0, 24, 820, 1136)"), ("iPad landscape", "(0, 24, 1180, 776)"),
            ("iPadPro11", "(0, 24, 834, 1150)"), ("iPadPro11 landscape", "(0, 24, 1194, 790)"),
            ("iPadPro13", "(0, 24, 1032, 1332)"), ("iPadPro13 landscape", "(0, 24, 1376, 988)"),
        ]
        XCTAssertEqual(expected.count, Device.allCases.count * 2)
        let model = SemanticModel(
            "layout A {\n  canvas: \(expected.map(\.0).joined(separator: ", "))\n  view screen { pin: edges safeArea }\n}\n"
        )
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        let layout = try XCTUnwrap(model.layouts.first)
        let results = LayoutEngine.solve(layout)
        XCTAssertEqual(results.map(\.name), expected.map(\.0))
        XCTAssertEqual(results.map { "\($0.frames[0].canvasFrame)" }, expected.map(\.1))
    }

    func testDeviceNamesIgnoreCaseAndSuggestOnATypo() {
        let model = SemanticModel("layout A {\n  canvas: iphonese, IPHONE16 Landscape\n  view v { pin: edges }\n}\n")
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        XCTAssertEqual(model.layouts.first?.canvasEntries.map(\.description), ["iPhoneSE", "iPhone16 landscape"])
        XCTAssertEqual(
            modelMessages("layout A {\n  canvas: iPhone61\n  view v { pin: edges }\n}\n"),
            ["unknown device `iPhone61`; did you mean `iPhone16`?"])
        XCTAssertEqual(
            modelMessages("layout A {\n  canvas: iPhone16 sideways\n  view v { pin: edges }\n}\n"),
            ["a device canvas is `DEVICE` or `DEVICE landscape`, as in `iPhone16 landscape`, not `iPhone16 sideways`"])
    }

    private func modelMessages(_ text: String) -> [String] {
        SemanticModel(text).diagnostics.map(\.message)
    }

    /// Sizes and baselines of a text-styled label scale by points(style, category) /
    /// points(style, large), unrounded; other views keep theirs.
    func testDynamicTypeScalesTextStyledViewsOnly() throws {
        let model = SemanticModel(
            """
            layout A {
              canvas: 400 x 800
              contentSize: xSmall, large, AX1, AX5, accessibilityExtraLarge
              stack column {
                pin: top, leading
                axis: vertical
                alignment: leading
                label title { intrinsic: 100 x 34; baseline: 27; textStyle: largeTitle }
                label note { intrinsic: 80 x 13; baseline: 10; textStyle: footnote }
                label plain { intrinsic: 50 x 20; baseline: 15 }
                image icon { intrinsic: 20 x 20 }
              }
            }
            """)
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        let layout = try XCTUnwrap(model.layouts.first)
        let results = LayoutEngine.solve(layout)
        XCTAssertEqual(
            results.map(\.name),
            ["400 x 800, xSmall", "400 x 800, large", "400 x 800, AX1", "400 x 800, AX5", "400 x 800, AX3"])
        func table(_ result: CanvasLayout) -> [String] { result.frames.dropFirst().map { "\($0.frame)" } }
        // largeTitle 31/34/44/60/52 of 34; footnote 12/13/23/44/33 of 13.
        XCTAssertEqual(
            table(results[0]), ["(0, 0, 91.176, 31)", "(0, 31, 73.846, 12)", "(0, 43, 50, 20)", "(0, 63, 20, 20)"])
        XCTAssertEqual(table(results[1]), ["(0, 0, 100, 34)", "(0, 34, 80, 13)", "(0, 47, 50, 20)", "(0, 67, 20, 20)"])
        XCTAssertEqual(
            table(results[2]), ["(0, 0, 129.412, 44)", "(0, 44, 141.538, 23)", "(0, 67, 50, 20)", "(0, 87, 20, 20)"])
        XCTAssertEqual(
            table(results[3]), ["(0, 0, 176.471, 60)", "(0, 60, 270.769, 44)", "(0, 104, 50, 20)", "(0, 124, 20, 20)"])
        XCTAssertEqual(
            table(results[4]), ["(0, 0, 152.941, 52)", "(0, 52, 203.077, 33)", "(0, 85, 50, 20)", "(0, 105, 20, 20)"])
        // The baseline scales with the size: 27 × 60/34 at AX5.
        let scaled = layout.scaled(to: .AX5)
        XCTAssertEqual(
            try XCTUnwrap(scaled.element(named: "title")?.properties.baseline), 27 * 60 / 34, accuracy: 1e-12)
        XCTAssertEqual(scaled.element(named: "plain")?.properties.baseline, 15)
    }

    /// A layout without text styles has the same frames at every category (it is then
    /// solved once per canvas; that sharing itself is checked by `ReusedSolveTests`).
    func testCategoriesLeaveUnstyledViewsAlone() throws {
        let model = SemanticModel(
            "layout A {\n  canvas: 300 x 100\n  contentSize: large, AX3\n  label l { intrinsic: 50 x 20; pin: top, leading }\n}\n"
        )
        let layout = try XCTUnwrap(model.layouts.first)
        let results = LayoutEngine.solve(layout)
        XCTAssertEqual(results.map(\.name), ["300 x 100, large", "300 x 100, AX3"])
        XCTAssertEqual(results.map { "\($0.frames[0].frame)" }, ["(0, 0, 50, 20)", "(0, 0, 50, 20)"])
    }
}
