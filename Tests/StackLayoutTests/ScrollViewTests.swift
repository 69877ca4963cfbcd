import StackDiagnostics
import StackLayout
import StackModel
import StackRecipe
import XCTest

/// Scroll views (stack-format.md §11): the content guide, content sizes and adjusted insets
/// at rest, exact frames (the same as the Python reference's, `recipe_reference.solve_layout`).
final class ScrollViewTests: XCTestCase {
    /// A scroll view pinned to the canvas's edges holding a vertical form of `count` blocks
    /// 200 tall, pinned to the content and as wide as the frame: content `width x 200 × count`.
    private func form(_ count: Int, inset: String? = nil, canvas: String = "iPhone16", direction: String = "ltr",
                      formPin: String = "edges content", formLines: String = "width == frame.width",
                      extra: String = "") throws -> (layout: Layout, results: [CanvasLayout]) {
        let blocks = (0..<count).map { "      view block\($0) { intrinsic: 100 x 200 }" }.joined(separator: "\n")
        let text = """
        layout A {
          canvas: \(canvas)
          direction: \(direction)
          scroll scroller {
            pin: edges
        \(inset.map { "    contentInset: \($0)" } ?? "")
            stack form {
              axis: vertical
              pin: \(formPin)
              \(formLines)
        \(blocks)
            }
        \(extra)
          }
        }

        """
        let model = SemanticModel(text)
        XCTAssertEqual(model.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let layout = try XCTUnwrap(model.layouts.first)
        return (layout, LayoutEngine.solve(layout))
    }

    private func frames(_ solved: (layout: Layout, results: [CanvasLayout]), at index: Int = 0,
                        canvas: Bool = false) -> [String] {
        solved.layout.elements.map { element in
            let frame = solved.results[index].frames[element.id]
            var line = "\(element.displayName) \(canvas ? frame.canvasFrame : frame.frame)"
            if let content = frame.content {
                line += " content \(formatPoints(content.size.width)) x \(formatPoints(content.size.height))"
                line += " inset (\(formatPoints(content.inset.top)), \(formatPoints(content.inset.left)), "
                    + "\(formatPoints(content.inset.bottom)), \(formatPoints(content.inset.right)))"
                if !content.isWidthDetermined { line += " width undetermined" }
                if !content.isHeightDetermined { line += " height undetermined" }
            }
            return line + (frame.isAmbiguous ? " ambiguous" : "")
        }
    }

    /// 5 × 200 = 1000 > 852: scrollable vertically, so at rest the content starts below the
    /// status bar (59) and ends above the home indicator (34); not horizontally (393 = 393).
    func testAutomaticOnAFormTallerThanTheScreen() throws {
        let solved = try form(5)
        XCTAssertEqual(frames(solved, canvas: true).prefix(3), [
            "scroller (0, 0, 393, 852) content 393 x 1000 inset (59, 0, 34, 0)",
            "form (0, 59, 393, 1000)",
            "block0 (0, 59, 393, 200)",
        ])
        XCTAssertEqual(frames(solved).prefix(4), [
            "scroller (0, 0, 393, 852) content 393 x 1000 inset (59, 0, 34, 0)",
            "form (0, 0, 393, 1000)",
            "block0 (0, 0, 393, 200)",
            "block1 (0, 200, 393, 200)",
        ])
    }
}
