import StackModel
import StackDiagnostics
import StackSyntax
import XCTest

/// Format version 3 canvases: size classes of every device and of sizes, device names of
/// the same screens, `auto` sides, both directions (stack-format.md §4, §10.2, §13).
final class CanvasVersion3Tests: XCTestCase {
    private func findings(_ text: String) -> [String] {
        modelFindings(text, withSeverity: true)
    }

    private func canvases(_ value: String) throws -> [Canvas] {
        try cleanLayout("layout A {\n  canvas: \(value)\n  view v { pin: edges }\n}\n").canvasEntries
    }

    func testEveryDeviceHasTheSizeClassesOfItsTable() throws {
        let expected: [(Device, portrait: String, landscape: String)] = [
            (.iPhoneSE, "wC hR", "wC hC"), (.iPhone13mini, "wC hR", "wC hC"), (.iPhone14, "wC hR", "wC hC"),
            (.iPhone16, "wC hR", "wC hC"), (.iPhone16Plus, "wC hR", "wR hC"), (.iPhone16Pro, "wC hR", "wC hC"),
            (.iPhone16ProMax, "wC hR", "wR hC"), (.iPadMini, "wR hR", "wR hR"), (.iPad, "wR hR", "wR hR"),
            (.iPadPro11, "wR hR", "wR hR"), (.iPadPro13, "wR hR", "wR hR"),
        ]
        XCTAssertEqual(expected.map(\.0), Device.allCases)
        for (device, portrait, landscape) in expected {
            let written = try canvases("\(device.rawValue), \(device.rawValue) landscape")
            XCTAssertEqual(written.map(\.sizeClasses.description), [portrait, landscape], device.rawValue)
            XCTAssertEqual(written.map(\.description), [device.rawValue, "\(device.rawValue) landscape"])
        }
    }

    func testModelsOfTheSameScreenNameTheDeviceWithoutCase() throws {
        let written = try canvases(
            "iPhone8, iphone13, iPhone12, IPHONE15, iPhone14Pro, iPhone15Plus, iPhone15ProMax landscape, iPhone14ProMax"
        )
        XCTAssertEqual(
            written.map(\.description),
            [
                "iPhoneSE", "iPhone14", "iPhone14", "iPhone16", "iPhone16", "iPhone16Plus", "iPhone16Plus landscape",
                "iPhone16Plus",
            ])
        XCTAssertEqual(written[6].sizeClasses.description, "wR hC")
        XCTAssertEqual(Device(name: "iphone14pro"), .iPhone16)
        XCTAssertNil(Device(name: "iPhone17"))
    }

    func testSizesTakeTheClassesWrittenAfterThem() throws {
        let written = try canvases("375 x 667, 1024 x 768 wR hC, 768 x 1024 hR wR, 320 x 64 hC, 600 x 400 wR")
        XCTAssertEqual(written.map(\.sizeClasses.description), ["wC hR", "wR hC", "wR hR", "wC hC", "wR hR"])
        XCTAssertEqual(written.map(\.description), ["375 x 667", "1024 x 768", "768 x 1024", "320 x 64", "600 x 400"])
    }

    func testAutoSides() throws {
        let written = try canvases("375 x auto, auto x 44 wR")
        XCTAssertEqual(written.map(\.autoAxis), [.vertical, .horizontal])
        XCTAssertEqual(written.map(\.description), ["375 x auto", "auto x 44"])
        XCTAssertEqual(written.map(\.size), [Size(width: 375, height: 44), Size(width: 44, height: 44)])
        XCTAssertEqual(written[1].sizeClasses.description, "wR hR")
        XCTAssertNil(try canvases("375 x 667")[0].autoAxis)
    }

    func testBadCanvasesAreReportedAndTheOthersKept() throws {
        let text =
            "layout A {\n  canvas: auto x auto, iPhone16 auto, 375 x auto wc, 320 x 568 wC wR, iPhone16 wR, 375 x none, 400 x 300 wR wR\n  view v { pin: edges }\n}\n"
        XCTAssertEqual(
            findings(text),
            [
                "invalid-value error 2:11-2:22 a canvas cannot be `auto` on both sides: give the side its container fixes, as in `375 x auto` for a self-sizing cell",
                "invalid-value error 2:33-2:37 a device canvas has no `auto` side: a device name always means the whole screen; for a self-sizing cell as wide as the device, write `393 x auto`",
                "invalid-value error 2:50-2:52 `wc` is not a size class; did you mean `wC`?",
                "invalid-value error 2:67-2:69 `wC` and `wR` contradict each other: a canvas's width is either compact or regular; keep one",
                "invalid-value error 2:80-2:82 a device has its own size classes (`iPhone16` is wC hR in portrait): write classes only after a size, as in `768 x 1024 wR hR`",
                "invalid-value error 2:84-2:94 a canvas needs both a width and a height; `none` is for intrinsic sizes",
                "invalid-value error 2:109-2:111 `wR` is listed twice",
            ])
        let layout = try XCTUnwrap(SemanticModel(text).layouts.first)
        XCTAssertEqual(layout.canvasEntries.map(\.description), ["400 x 300"])
        XCTAssertEqual(layout.canvasEntries.map(\.sizeClasses.description), ["wR hR"])
    }

    func testAutoAloneIsNoCanvas() {
        XCTAssertEqual(
            findings("layout A {\n  canvas: auto, 320 x 64\n  view v { pin: edges }\n}\n"),
            [
                "invalid-value error 2:11-2:15 `auto` is one side of a canvas size, not a canvas: give the other side, as in `375 x auto` for a self-sizing cell"
            ])
    }

    func testAutoIsOnlyForACanvas() {
        XCTAssertEqual(
            findings("layout A {\n  view v {\n    pin: edges\n    intrinsic: auto x 20\n  }\n}\n"),
            [
                "invalid-value error 4:16-4:20 `auto` is for a side of a `canvas` (the content decides it); an intrinsic width is a number or `none`"
            ])
    }

    func testBothDirections() throws {
        let layout = try XCTUnwrap(
            SemanticModel("layout A {\n  direction: rtl, ltr\n  view v { pin: edges }\n}\n").layouts.first)
        XCTAssertEqual(layout.directions, [.rtl, .ltr])
        XCTAssertEqual(layout.direction, .rtl)
        XCTAssertEqual(
            try XCTUnwrap(SemanticModel("layout A {\n  view v { pin: edges }\n}\n").layouts.first).directions, [.ltr])
        XCTAssertEqual(
            findings("layout A {\n  direction: ltr, ltr, up\n  view v { pin: edges }\n}\n"),
            [
                "invalid-value error 2:19-2:22 `ltr` is listed twice",
                "invalid-value error 2:24-2:26 `direction` has no value `up` (one of `ltr`, `rtl`)",
            ])
    }
}
