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
    private func form(
        _ count: Int, inset: String? = nil, canvas: String = "iPhone16", direction: String = "ltr",
        formPin: String = "edges content", formLines: String = "width == frame.width",
        extra: String = "", blockHeight: Int = 200
    ) throws -> (layout: Layout, results: [CanvasLayout]) {
        let blocks = (0..<count).map { "      view block\($0) { intrinsic: 100 x \(blockHeight) }" }.joined(
            separator: "\n")
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

    private func frames(
        _ solved: (layout: Layout, results: [CanvasLayout]), at index: Int = 0,
        canvas: Bool = false
    ) -> [String] {
        solved.layout.elements.map { element in
            let frame = solved.results[index].frames[element.id]
            var line = "\(element.displayName) \(canvas ? frame.canvasFrame : frame.frame)"
            if let content = solved.results[index].content(of: element.id) {
                line += " content \(formatPoints(content.size.width)) x \(formatPoints(content.size.height))"
                line +=
                    " inset (\(formatPoints(content.inset.top)), \(formatPoints(content.inset.left)), "
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
        XCTAssertEqual(
            frames(solved, canvas: true).prefix(3),
            [
                "scroller (0, 0, 393, 852) content 393 x 1000 inset (59, 0, 34, 0)",
                "form (0, 59, 393, 1000)",
                "block0 (0, 59, 393, 200)",
            ])
        XCTAssertEqual(
            frames(solved).prefix(4),
            [
                "scroller (0, 0, 393, 852) content 393 x 1000 inset (59, 0, 34, 0)",
                "form (0, 0, 393, 1000)",
                "block0 (0, 0, 393, 200)",
                "block1 (0, 200, 393, 200)",
            ])
    }

    /// A sign-up form 716 tall (20 + 34 + 8 × 56 + 50 + 9 × 16 + 20): taller than the iPhone SE
    /// (667), so its content starts below the status bar (20; no bottom inset there); it fits
    /// the iPhone 16 (852) and does not move.
    func testSignUpFormOnTheIPhoneSEAndTheIPhone16() throws {
        let fields = (0..<8).map { "      field field\($0) { intrinsic: 100 x 56 }" }.joined(separator: "\n")
        let model = SemanticModel(
            """
            layout SignUp {
              canvas: iPhoneSE, iPhone16
              scroll scroller {
                pin: edges
                stack form {
                  axis: vertical
                  spacing: 16
                  pin: top content 20, leading content 16, trailing content 16, bottom content 20
                  width == frame.width - 32
                  label title { intrinsic: 200 x 34 }
            \(fields)
                  button submit { intrinsic: 100 x 50 }
                }
              }
            }

            """)
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        let layout = try XCTUnwrap(model.layouts.first)
        let solved = (layout, LayoutEngine.solve(layout))
        XCTAssertEqual(
            frames(solved, at: 0).prefix(4),
            [
                "scroller (0, 0, 375, 667) content 375 x 716 inset (20, 0, 0, 0)",
                "form (16, 20, 343, 676)", "title (0, 0, 343, 34)", "field0 (0, 50, 343, 56)",
            ])
        XCTAssertEqual(
            frames(solved, at: 0, canvas: true)[1...3],
            ["form (16, 40, 343, 676)", "title (16, 40, 343, 34)", "field0 (16, 90, 343, 56)"])
        XCTAssertEqual(frames(solved, at: 0, canvas: true).last, "submit (16, 666, 343, 50)")
        XCTAssertEqual(
            frames(solved, at: 1).prefix(2),
            [
                "scroller (0, 0, 393, 852) content 393 x 716 inset (0, 0, 0, 0)", "form (16, 20, 361, 676)",
            ])
        XCTAssertEqual(frames(solved, at: 1, canvas: true).last, "submit (16, 646, 361, 50)")
    }

    /// `always` insets a form that fits by the whole safe area; `never` leaves a form that
    /// scrolls at the scroll view's origin.
    func testAlwaysAndNever() throws {
        XCTAssertEqual(
            frames(try form(3, inset: "always"), canvas: true).prefix(3),
            [
                "scroller (0, 0, 393, 852) content 393 x 600 inset (59, 0, 34, 0)",
                "form (0, 59, 393, 600)", "block0 (0, 59, 393, 200)",
            ])
        XCTAssertEqual(
            frames(try form(5, inset: "never"), canvas: true).prefix(3),
            [
                "scroller (0, 0, 393, 852) content 393 x 1000 inset (0, 0, 0, 0)",
                "form (0, 0, 393, 1000)", "block0 (0, 0, 393, 200)",
            ])
        XCTAssertEqual(frames(try form(3)).first, "scroller (0, 0, 393, 852) content 393 x 600 inset (0, 0, 0, 0)")
    }

    /// A content side no constraint decides is 0; one bounded only from below takes its bound.
    func testUndeterminedContentSides() throws {
        let model = SemanticModel(
            """
            layout A {
              canvas: iPhone16
              scroll scroller {
                pin: edges
                view box {
                  pin: top content, leading content, trailing content >= 0
                  width == 100
                  height == 50
                }
              }
            }

            """)
        let layout = try XCTUnwrap(model.layouts.first)
        XCTAssertEqual(
            frames((layout, LayoutEngine.solve(layout))),
            [
                "scroller (0, 0, 393, 852) content 100 x 0 inset (0, 0, 0, 0) width undetermined height undetermined",
                "box (0, 0, 100, 50)",
            ])
    }

    /// A view tied to the frame stays on screen at rest: in content coordinates it sits
    /// above the content by the top inset.
    func testStickyViewTiedToTheFrame() throws {
        let solved = try form(
            5,
            extra: """
                    view sticky {
                      pin: top frame, leading frame, trailing frame
                      height == 44
                    }
                """)
        XCTAssertEqual(frames(solved).first, "scroller (0, 0, 393, 852) content 393 x 1000 inset (59, 0, 34, 0)")
        XCTAssertEqual(frames(solved).last, "sticky (0, -59, 393, 44)")
        XCTAssertEqual(frames(solved, canvas: true).last, "sticky (0, 0, 393, 44)")
    }

    /// In `rtl` the content is not mirrored inside the scroll view: a 300-wide form stays at
    /// the scroll view's left plus the left inset (59, landscape, `always`).
    func testRightToLeftKeepsTheContentAtTheLeft() throws {
        for direction in ["ltr", "rtl"] {
            let solved = try form(
                5, inset: "always", canvas: "iPhone16 landscape", direction: direction, formLines: "width == 300")
            XCTAssertEqual(
                frames(solved).prefix(3),
                [
                    "scroller (0, 0, 852, 393) content 300 x 1000 inset (0, 59, 21, 59)",
                    "form (0, 0, 300, 1000)", "block0 (0, 0, 300, 200)",
                ], direction)
            XCTAssertEqual(
                frames(solved, canvas: true)[1...2], ["form (59, 0, 300, 1000)", "block0 (59, 0, 300, 200)"], direction)
        }
    }

    /// Two canvases of one size that differ only in their safe area, a scroll view pinned at
    /// its top and leading edges only: each gets its own insets (the canvases share no solve).
    func testCanvasesThatDifferOnlyInTheirSafeAreaKeepTheirOwnInsets() throws {
        let model = SemanticModel(
            """
            layout A {
              canvas: iPhone16, 393 x 852
              scroll scroller {
                pin: top, leading
                contentInset: always
                width == 393
                height == 852
                view box {
                  pin: edges content
                  width == 393
                  height == 100
                }
              }
            }

            """)
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        let layout = try XCTUnwrap(model.layouts.first)
        let solved = (layout, LayoutEngine.solve(layout))
        XCTAssertEqual(
            frames(solved, at: 0, canvas: true),
            ["scroller (0, 0, 393, 852) content 393 x 100 inset (59, 0, 34, 0)", "box (0, 59, 393, 100)"])
        XCTAssertEqual(
            frames(solved, at: 1, canvas: true),
            ["scroller (0, 0, 393, 852) content 393 x 100 inset (0, 0, 0, 0)", "box (0, 0, 393, 100)"])
    }

    /// `pin: edges margins` in a scroll view's child attaches to the content inset by the
    /// scroll view's margins (8 by default), in `rtl` as in `ltr`: content 375 x 1216 on the
    /// iPhone SE, below its 20-point status bar at rest.
    func testMarginsPinsAttachToTheContentInsetByTheMargins() throws {
        let solved = try form(
            4, canvas: "iPhoneSE", direction: "rtl", formPin: "edges margins", formLines: "width == frame.width - 16",
            blockHeight: 300)
        XCTAssertEqual(
            frames(solved),
            [
                "scroller (0, 0, 375, 667) content 375 x 1216 inset (20, 0, 0, 0)",
                "form (8, 8, 359, 1200)", "block0 (0, 0, 359, 300)", "block1 (0, 300, 359, 300)",
                "block2 (0, 600, 359, 300)",
                "block3 (0, 900, 359, 300)",
            ])
        XCTAssertEqual(frames(solved, canvas: true)[1...2], ["form (8, 28, 359, 1200)", "block0 (8, 28, 359, 300)"])
    }
}
