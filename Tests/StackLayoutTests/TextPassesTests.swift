@testable import StackLayout
import StackModel
import XCTest

/// Wrapping text (stack-format.md §10.1): exact frames and lines. The same layouts are
/// solved by the Python reference in `Tests/python/test_text_passes_engine.py`.
final class TextPassesTests: XCTestCase {
    private func solve(_ text: String) throws -> [CanvasLayout] {
        let model = SemanticModel(text)
        XCTAssertEqual(model.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        return LayoutEngine.solve(try XCTUnwrap(model.layouts.first))
    }

    private func frame(_ result: CanvasLayout, _ element: Int) -> String {
        "\(result.frames[element].canvasFrame)"
    }

    /// A label pinned 16 inside a canvas's edges: its width is the canvas width − 32.
    /// W1 = 300, H1 = 20 at `large`; body at AX5 scales both by 53/17: W1 = 935.294,
    /// H1 = 62.353.
    func testLinesAndHeightsAtSeveralWidthsAndCategories() throws {
        let results = try solve(
            """
            layout Message {
              canvas: 375 x 600, 320 x 600
              contentSize: large, AX5
              label message {
                pin: top 16, leading 16, trailing 16
                intrinsic: 300 x 20
                textStyle: body
                lines: 0
              }
            }

            """)
        XCTAssertEqual(
            results.map(\.name), ["375 x 600, large", "375 x 600, AX5", "320 x 600, large", "320 x 600, AX5"])
        // 343 >= 300: one line; 288 < 300: 2 lines; AX5 at 343: ceil(2.727) = 3; at 288: ceil(3.248) = 4.
        XCTAssertEqual(results.map { $0.lines(of: 0)?.count }, [1, 3, 2, 4])
        XCTAssertEqual(
            results.map { frame($0, 0) },
            ["(16, 16, 343, 20)", "(16, 16, 343, 187.059)", "(16, 16, 288, 40)", "(16, 16, 288, 249.412)"])
        XCTAssertEqual(results.flatMap(\.unstableText), [])
    }

    /// A width of exactly W1 / k gives k lines: 150 = 300 / 2.
    func testAWidthOfExactlyW1OverKGivesKLines() throws {
        let results = try solve(
            "layout A {\n  canvas: 182 x 400\n  label message {\n    pin: top 16, leading 16, trailing 16\n    intrinsic: 300 x 20\n    lines: 0\n  }\n}\n"
        )
        XCTAssertEqual(results.map { $0.lines(of: 0) }, [TextLines(count: 2, needed: 2)])
        XCTAssertEqual(results.map { frame($0, 0) }, ["(16, 16, 150, 40)"])
    }

    /// A wrapping label that shares a `fillEqually` row with two views without a size: its
    /// width is a third of 343, and the next pass gives it exactly that width as its
    /// intrinsic one, so the row still fits exactly and nothing can move. (Read to a
    /// millionth of a point, the width left the row a millionth short and every frame
    /// beside the label turned ambiguous; the broken constraint is what the random layout
    /// that found it had.)
    func testTheWidthAPassGivesALabelIsTheWidthItGot() throws {
        let results = try solve(
            """
            layout Random {
              canvas: 375 x 667
              stack stack1 {
                pin: edges safeArea 8
                axis: vertical
                alignment: firstBaseline
                margins: 4 8 4 8
                marginsRelative: true
                width >= height * 2
                stack stack2 {
                  stack stack5 {
                    distribution: fillEqually
                    label label6 { intrinsic: 320 x 20; lines: 2 }
                    button button8 { }
                    image image9 { }
                  }
                }
                image image11 { }
              }
            }

            """)
        let result = try XCTUnwrap(results.first)
        XCTAssertEqual(result.lines(of: 3), TextLines(count: 2, needed: 3))
        XCTAssertEqual(
            (1...5).map { frame(result, $0) },
            [
                "(16, 12, 343, 40)", "(16, 12, 343, 40)", "(16, 12, 114.333, 40)", "(130.333, 12, 114.333, 40)",
                "(244.667, 12, 114.333, 40)",
            ])
        XCTAssertEqual(result.frames.map(\.isAmbiguous), [false, false, false, false, false, false, true])
    }

    /// `lines: 2` caps the 3 lines AX5 needs at 343: 2 × 62.353 tall; `truncation` fires.
    func testCappedLines() throws {
        let results = try solve(
            """
            layout Message {
              canvas: 375 x 600
              contentSize: AX5
              label message {
                pin: top 16, leading 16, trailing 16
                intrinsic: 300 x 20
                textStyle: body
                lines: 2
              }
            }

            """)
        XCTAssertEqual(results.map { $0.lines(of: 0) }, [TextLines(count: 2, needed: 3)])
        XCTAssertEqual(results.map { frame($0, 0) }, ["(16, 16, 343, 124.706)"])
    }

    /// 232 − 32 = 200 < 300: 2 lines, 40 tall from y 16. The first baseline stays 16 below
    /// the top (32); the last stays H1 − lastBaseline = 20 − 16 = 4 above the bottom (52).
    func testBaselinesOfAWrappedLabel() throws {
        let results = try solve(
            """
            layout A {
              canvas: 232 x 400
              view card {
                pin: edges
                label body {
                  pin: top 16, leading 16, trailing 16
                  intrinsic: 300 x 20
                  baseline: 16
                  lines: 0
                }
                view first {
                  top == body.firstBaseline
                  leading == parent.leading
                  width == 10
                  height == 1
                }
                view last {
                  top == body.lastBaseline
                  leading == parent.leading
                  width == 10
                  height == 1
                }
              }
            }

            """)
        XCTAssertEqual(
            results.flatMap { $0.frames.map { "\($0.canvasFrame)" } },
            ["(0, 0, 232, 400)", "(16, 16, 200, 40)", "(0, 32, 10, 1)", "(0, 52, 10, 1)"])
    }

    /// The label's width is 100 − its height (a spacer as wide as the label is tall shares a
    /// 100-wide row; required hugging and compression hold its height): W1 = 90, H1 = 30.
    /// Widths 70, 40, 10, −170 (a width of 0 or less keeps one line), 70, 40, 10, −170: still
    /// changing after pass 8, whose frames are reported.
    func testAnUnstableLabel() throws {
        let results = try solve(
            """
            layout A {
              canvas: 100 x 400
              stack row {
                pin: top, leading, trailing
                label text {
                  intrinsic: 90 x 30
                  lines: 0
                  compression: 1 1000
                  hugging: 251 1000
                }
                view spacer { width == text.height }
              }
            }

            """)
        XCTAssertEqual(results.flatMap(\.unstableText), [1])
        XCTAssertEqual(results.map { $0.lines(of: 1)?.count }, [1])
        XCTAssertEqual(
            results.flatMap { $0.frames.map { "\($0.canvasFrame)" } },
            ["(0, 0, 100, 270)", "(0, 0, -170, 270)", "(-170, 0, 270, 270)"])
    }

    /// Two 300-wide labels share 400 points at the same priorities: their widths are
    /// ambiguous, so both keep one line (20 tall). `lines: 3` keeps the multi-line width
    /// rule of `lines: 0` out.
    func testAnAmbiguousWidthKeepsOneLine() throws {
        let results = try solve(
            """
            layout A {
              canvas: 400 x 300
              stack pair {
                pin: top, leading, trailing
                label left {
                  intrinsic: 300 x 20
                  lines: 3
                }
                label right {
                  intrinsic: 300 x 20
                  lines: 3
                }
              }
            }

            """)
        XCTAssertEqual(results.map { [$0.lines(of: 1)?.count, $0.lines(of: 2)?.count] }, [[1, 1]])
        XCTAssertEqual(results.map { [$0.frames[1].canvasFrame.height, $0.frames[2].canvasFrame.height] }, [[20, 20]])
        XCTAssertEqual(results.map { [$0.frames[1].isAmbiguous, $0.frames[2].isAmbiguous] }, [[true, true]])
    }

    /// A label with `intrinsic: none x 20`, or `lines: 1`, keeps one line and has no lines.
    func testOnlyALabelWithBothIntrinsicSidesWraps() throws {
        let results = try solve(
            """
            layout A {
              canvas: 200 x 300
              stack column {
                pin: top, leading, trailing
                axis: vertical
                label open {
                  intrinsic: none x 20
                  lines: 0
                }
                label single { intrinsic: 300 x 20 }
              }
            }

            """)
        XCTAssertEqual(results.map { $0.textLines.isEmpty }, [true])
        XCTAssertEqual(
            results.flatMap { $0.frames.map { "\($0.canvasFrame)" } },
            ["(0, 0, 200, 40)", "(0, 0, 200, 20)", "(0, 20, 200, 20)"])
    }

    /// n(w): one line at or above W1 and at 0 or less; the cap; an ambiguous width.
    func testLineCountFormula() {
        XCTAssertEqual(
            [300, 400, 299.9, 150, 149.99, 100, 0, -5].map {
                TextPasses.lines(oneLineWidth: 300, width: $0, cap: 0).count
            },
            [1, 1, 2, 2, 3, 3, 1, 1])
        XCTAssertEqual(TextPasses.lines(oneLineWidth: 300, width: nil, cap: 0), TextLines(count: 1, needed: 1))
        XCTAssertEqual(TextPasses.lines(oneLineWidth: 300, width: 10, cap: 4), TextLines(count: 4, needed: 30))
        XCTAssertEqual(TextPasses.lines(oneLineWidth: 1.0e300, width: 1.0e-6, cap: 0).needed, Int(Int32.max))
    }
}
