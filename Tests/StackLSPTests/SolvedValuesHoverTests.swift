import StackJSON
import StackLSP
import StackLint
import XCTest

/// Format version 3's solved values in hovers and inlay hints (stack-format.md §10–§13): a
/// wrapping label's lines per canvas and category, an `auto` canvas's solved size and the
/// 44-point fallback, a scroll view's content size and inset, an element not installed at a
/// canvas, the variants that apply. Exact responses.
final class SolvedValuesHoverTests: XCTestCase {
    private let uri = "file:///tmp/solved.stack"
    static let text = """
        layout Cell {
          canvas: 375 x auto
          cell: true
          contentSize: large, AX5
          stack row {
            pin: edges
            axis: vertical
            label title {
              lines: 0
              textStyle: body
              intrinsic: 800 x 22
            }
            label caption {
              lines: 2
              mayTruncate: true
              intrinsic: 800 x 16
            }
          }
        }

        layout Loose {
          canvas: 375 x auto
          stack bar {
            pin: top, leading
            label name { intrinsic: 80 x 20 }
          }
        }

        layout Form {
          canvas: iPad, iPhone16
          scroll page {
            pin: edges
            stack form {
              pin: edges content
              width == frame.width
              axis: vertical
              spacing: 8
              spacing[wR]: 24
              label body { intrinsic: 100 x 800 }
              image hero {
                intrinsic: 100 x 100
                installed[wR]: false
              }
            }
          }
        }

        """

    private func server(_ text: String = SolvedValuesHoverTests.text) -> ServerHarness {
        ServerHarness.opened(text, uri: uri, textDocument: ["hover": ["contentFormat": ["markdown"]]])
    }

    private func request(_ harness: ServerHarness, _ method: String, _ params: [String: JSON]) -> JSON? {
        harness.request(method, uri: uri, params)
    }

    private func position(_ line: Int, _ character: Int) -> JSON { ServerHarness.position(line, character) }

    private func hover(_ harness: ServerHarness, _ line: Int, _ character: Int) -> String {
        request(harness, "textDocument/hover", ["position": position(line, character)])?["contents"]?["value"]?.string
            ?? ""
    }

    private func hint(_ line: Int, _ character: Int, _ label: String, _ tooltip: String) -> JSON {
        [
            "position": position(line, character), "label": .string(label), "paddingLeft": true,
            "tooltip": .string(tooltip),
        ]
    }

    func testHoverOnAWrappingLabelGivesItsLinesAndHeightAtEveryCategory() {
        let harness = server()
        XCTAssertEqual(
            hover(harness, 7, 10),
            """
            **label** `title`: UILabel

            path `row/title`

            hugging 251/251, compression 750/750, intrinsic 800 x 22

            | canvas | frame in parent | frame in canvas | lines |
            | --- | --- | --- | --- |
            | 375 x auto, large | (0, 0, 375, 66) | (0, 0, 375, 66) | 3 |
            | 375 x auto, AX5 | (0, 0, 375, 480.118) | (0, 0, 375, 480.118) | 7 |

            """)
        // `lines: 2` caps what the text needs (the caption has no text style: it does not scale).
        XCTAssertTrue(
            hover(harness, 12, 10).hasSuffix(
                """
                | canvas | frame in parent | frame in canvas | lines |
                | --- | --- | --- | --- |
                | 375 x auto, large | (0, 66, 375, 32) | (0, 66, 375, 32) | 2 (text needs 3) |
                | 375 x auto, AX5 | (0, 480.118, 375, 32) | (0, 480.118, 375, 32) | 2 (text needs 3) |

                """))
    }

    func testHoverOnTheHeaderOfAnAutoCanvasLayoutGivesItsSolvedSize() {
        let harness = server()
        XCTAssertEqual(
            hover(harness, 0, 2),
            """
            **layout `Cell`**: 3 elements; canvases `375 x auto`; a reusable cell

            | `auto` canvas | solved size |
            | --- | --- |
            | 375 x auto, large | 375 x 98 |
            | 375 x auto, AX5 | 375 x 512.118 |

            """)
        // The root is not pinned to the bottom: UIKit's standard row height, and the finding.
        XCTAssertTrue(
            hover(harness, 20, 2).hasPrefix(
                """
                **layout `Loose`**: 2 elements; canvases `375 x auto`

                | `auto` canvas | solved size |
                | --- | --- |
                | 375 x auto | 375 x 44 (undetermined: UIKit's 44-point fallback) |

                """))
        XCTAssertEqual(
            hover(harness, 28, 2), "**layout `Form`**: 4 elements; canvases `820 x 1180`, `393 x 852`",
            "a layout without an `auto` canvas has no table")
    }

    func testHoverOnAScrollViewGivesItsContentSizeAndInset() {
        XCTAssertTrue(
            hover(server(), 30, 4).hasSuffix(
                """
                | canvas | frame in parent | frame in canvas | content size | inset |
                | --- | --- | --- | --- | --- |
                | iPad (wR hR) | (0, 0, 820, 1180) | (0, 0, 820, 1180) | 820 x 800 | none |
                | iPhone16 (wC hR) | (0, 0, 393, 852) | (0, 0, 393, 852) | 393 x 908 | top 59, bottom 34 |

                """))
        // Nothing ties the content's height to the child: `scroll-content-ambiguous`, and 0.
        let open = Self.text.replacingOccurrences(
            of: "pin: edges content", with: "pin: top content, leading content, trailing content")
        XCTAssertTrue(
            hover(server(open), 30, 4).contains(
                "| iPhone16 (wC hR) | (0, 0, 393, 852) | (0, 0, 393, 852) | 393 x 0 (height undetermined) | none |"))
    }

    func testHoverOnAnElementNotInstalledAtACanvasSaysSoAndNamesTheVariants() {
        let harness = server()
        XCTAssertTrue(
            hover(harness, 39, 9).hasSuffix(
                """
                | canvas | frame in parent | frame in canvas | variants |
                | --- | --- | --- | --- |
                | iPad (wR hR) | not installed | - | `installed[wR]: false` |
                | iPhone16 (wC hR) | (0, 808, 393, 100) | (0, 867, 393, 100) | - |

                """))
        XCTAssertTrue(
            hover(harness, 32, 9).hasSuffix(
                """
                | canvas | frame in parent | frame in canvas | variants |
                | --- | --- | --- | --- |
                | iPad (wR hR) | (0, 0, 820, 800) | (0, 0, 820, 800) | `spacing[wR]: 24` |
                | iPhone16 (wC hR) | (0, 0, 393, 908) | (0, 59, 393, 908) | - |

                """))
    }

    func testHoverOnAnAnchorOfAnElementNotInstalledAtACanvasGivesNoValueThere() {
        let text = Self.text.replacingOccurrences(
            of: "label body { intrinsic: 100 x 800 }", with: "label body { intrinsic: 100 x 800; width == hero.width }")
        XCTAssertEqual(
            hover(server(text), 38, 56),
            """
            **`hero.width`**: The width (`widthAnchor`): relates to a constant, or to any width or height, with a multiplier. Of `hero` (UIImageView).

            | canvas | value |
            | --- | --- |
            | iPad (wR hR) | not installed |
            | iPhone16 (wC hR) | 393 |

            """)
    }

    func testInlayHintsGiveLinesSolvedSizesContentSizesAndNoFrameWhereNotInstalled() {
        let all: JSON = ["start": position(0, 0), "end": position(46, 0)]
        XCTAssertEqual(
            request(server(), "textDocument/inlayHint", ["range": all]),
            [
                hint(1, 20, "375 × 98", "solved size at 375 x auto, large: 375 x 98; 375 x auto, AX5: 375 x 512.118"),
                hint(4, 13, "375 × 98", "frame at 375 x auto, large: (0, 0, 375, 98)"),
                hint(7, 17, "375 × 66 · 3 lines", "frame at 375 x auto, large: (0, 0, 375, 66); 3 lines"),
                hint(
                    12, 19, "375 × 32 · 2 lines",
                    "frame at 375 x auto, large: (0, 66, 375, 32); 2 lines (text needs 3)"),
                hint(
                    21, 20, "375 × 44 (fallback)",
                    "solved size at 375 x auto: 375 x 44 (undetermined: UIKit's 44-point fallback)"),
                hint(22, 13, "80 × 20", "frame at 375 x auto: (0, 0, 80, 20)"),
                hint(24, 37, "80 × 20", "frame at 375 x auto: (0, 0, 80, 20)"),
                hint(
                    30, 15, "820 × 1180 · content 820 × 800",
                    "frame at iPad (wR hR): (0, 0, 820, 1180); content size 820 x 800, inset none"),
                hint(32, 16, "820 × 800", "frame at iPad (wR hR): (0, 0, 820, 800)"),
                hint(38, 41, "820 × 800", "frame at iPad (wR hR): (0, 0, 820, 800)"),
                hint(39, 18, "not installed", "not installed at iPad (wR hR)"),
            ])
        // A range that leaves out the `canvas` line leaves out its hint.
        let body: JSON = ["start": position(2, 0), "end": position(8, 0)]
        XCTAssertEqual(
            request(server(), "textDocument/inlayHint", ["range": body])?.array?.compactMap { $0["label"]?.string },
            ["375 × 98", "375 × 66 · 3 lines"])
    }
}
