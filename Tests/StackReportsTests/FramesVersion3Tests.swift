import StackJSON
import StackModel
import StackReports
import XCTest

/// The frames document's canvas fields of format version 3 (stack-format.md §7).
final class FramesVersion3Tests: XCTestCase {
    private let source = """
        layout Cell {
          canvas: 320 x auto, 768 x auto wR hR
          direction: ltr, rtl
          cell: true
          stack row {
            pin: edges
            axis: horizontal
            image icon { intrinsic: 24 x 24; installed[wR]: false }
            label title { intrinsic: 100 x 21 }
          }
        }

        """

    /// Each entry with its size classes, its solved `auto` side, its direction; the element
    /// not installed at `wR` left out there; ordered canvas, then direction.
    func testCanvasFields() throws {
        let document = FramesDocument(model: SemanticModel(source), path: "Cell.stack")
        let canvases = try XCTUnwrap(try document.value()["layouts"]?[0]?["canvases"]?.array)
        let summary = canvases.map { canvas in
            let classes =
                "\(canvas["sizeClass"]?["horizontal"]?.string ?? "-") \(canvas["sizeClass"]?["vertical"]?.string ?? "-")"
            let paths = (canvas["elements"]?.array ?? []).compactMap { $0["path"]?.string }.joined(separator: " ")
            return
                "\(canvas["width"]?.double ?? 0) x \(canvas["height"]?.double ?? 0) \(canvas["auto"]?[0]?.string ?? "-") "
                + "\(classes) \(canvas["direction"]?.string ?? "-"): \(paths)"
        }
        XCTAssertEqual(
            summary,
            [
                "320.0 x 24.0 height compact regular ltr: row row/icon row/title",
                "320.0 x 24.0 height compact regular rtl: row row/icon row/title",
                "768.0 x 21.0 height regular regular ltr: row row/title",
                "768.0 x 21.0 height regular regular rtl: row row/title",
            ])
        XCTAssertEqual(
            try document.encodeText().split(separator: "\n").filter { $0.hasPrefix("  canvas") },
            [
                "  canvas 320 x auto (320 x 24) wC hR, ltr", "  canvas 320 x auto (320 x 24) wC hR, rtl",
                "  canvas 768 x auto (768 x 21) wR hR, ltr", "  canvas 768 x auto (768 x 21) wR hR, rtl",
            ])
    }

    /// `runtime[wR]: true` marks the element `"runtime": true` at the `wR` canvas only, and
    /// `runtime[wR]: false` leaves an element `runtime` everywhere else (§7, §12, §13).
    func testARuntimeVariantMarksTheElementWhereItApplies() throws {
        let source = """
            layout A {
              canvas: 375 x 667, 1024 x 768 wR hR
              stack row {
                pin: top, leading
                image photo { intrinsic: 80 x 60; runtime[wR]: true }
                image icon { intrinsic: 20 x 20; runtime: true; runtime[wR]: false }
              }
            }

            """
        let document = FramesDocument(model: SemanticModel(source), path: "A.stack")
        let canvases = try XCTUnwrap(try document.value()["layouts"]?[0]?["canvases"]?.array)
        let marked = canvases.map { canvas in
            (canvas["elements"]?.array ?? []).filter { $0["runtime"]?.bool == true }.compactMap { $0["path"]?.string }
        }
        XCTAssertEqual(marked, [["row/icon"], ["row/photo"]])
    }

    /// A layout laid out left to right alone has no `direction`; every canvas its classes.
    func testNoDirectionLeftToRightAlone() throws {
        let document = FramesDocument(model: SemanticModel("layout A {\n  view v { pin: edges }\n}\n"), path: "A.stack")
        let canvas = try XCTUnwrap(try document.value()["layouts"]?[0]?["canvases"]?[0])
        XCTAssertNil(canvas["direction"])
        XCTAssertNil(canvas["auto"])
        XCTAssertEqual(canvas["sizeClass"]?["horizontal"]?.string, "compact")
        XCTAssertEqual(canvas["sizeClass"]?["vertical"]?.string, "regular")
    }
}
