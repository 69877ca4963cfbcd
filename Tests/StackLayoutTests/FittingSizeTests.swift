import StackLayout
import StackModel
import StackRecipe
import XCTest

/// Compressed fitting sizes are solved, not estimated (uistackview-constraints.md,
/// "Fitting sizes"): fillProportionally weighs a nested stack by it, and a horizontal
/// stack picks its baseline view by it.
final class FittingSizeTests: XCTestCase {
    /// A nested fillEqually stack is n × the common length (80, from the compression of
    /// `follow`), not the sum of its views' intrinsic widths: 80 + 10 + 80 = 170, so the
    /// caption gets 375 × 100 / 270.
    func testFillProportionallyWeighsANestedFillEquallyStackByItsSolvedWidth() throws {
        let solved = try SolvedLayout(
            """
            layout Stats {
              canvas: 375 x 100
              stack bar {
                pin: top 0, leading 0, trailing 0
                distribution: fillProportionally
                label caption { intrinsic: 100 x 20 }
                stack buttons {
                  distribution: fillEqually
                  spacing: 10
                  button share { intrinsic: 40 x 30 }
                  button follow { intrinsic: 80 x 30 }
                }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "bar (0, 0, 375, 30)",
                "caption (0, 0, 138.889, 30)",
                "buttons (138.889, 0, 236.111, 30)",
                "share (0, 0, 113.056, 30)",
                "follow (123.056, 0, 113.056, 30)",
            ])
    }

    /// An optional `width >= 150 @999` beats the label's hugging (251) in the fitting solve.
    func testAnOptionalSizeConstraintCountsInTheFittingSize() throws {
        let solved = try SolvedLayout(
            """
            layout Optional {
              canvas: 300 x 100
              stack bar {
                pin: top, leading, trailing
                distribution: fillProportionally
                label caption { intrinsic: 100 x 20 }
                stack inner {
                  label name {
                    intrinsic: 50 x 20
                    width >= 150 @999
                  }
                }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "bar (0, 0, 300, 20)",
                "caption (0, 0, 120, 20)",
                "inner (120, 0, 180, 20)",
                "name (0, 0, 180, 20)",
            ])
    }

    /// A leaf weighs its intrinsic length in fillProportionally, whatever its constraints:
    /// `icon` is held at 60 by a required width, yet weighs 20.
    func testALeafWeighsItsIntrinsicLengthWhateverItsConstraints() throws {
        let solved = try SolvedLayout(
            """
            layout Leaf {
              canvas: 300 x 100
              stack bar {
                pin: top, leading, trailing
                distribution: fillProportionally
                label caption { intrinsic: 80 x 20 }
                image icon {
                  intrinsic: 20 x 20
                  width >= 60 @999
                }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "bar (0, 0, 300, 20)",
                "caption (0, 0, 240, 20)",
                "icon (240, 0, 60, 20)",
            ])
    }

    /// The tallest arranged view by fitting height: `a` is 30 tall there (its optional
    /// `height >= 30 @999`), so it, not the 24-point `b`, gives `r` its first baseline
    /// (15 below r's top), and `r` sits 1 point below `x` (whose baseline is at 16).
    func testTheBaselineViewIsTheTallestByFittingHeight() throws {
        let solved = try SolvedLayout(
            """
            layout Tallest {
              canvas: 375 x 100
              stack outer {
                pin: top, leading
                alignment: firstBaseline
                label x { intrinsic: 30 x 20; baseline: 16 }
                stack r {
                  alignment: top
                  label a {
                    intrinsic: 40 x 20
                    baseline: 15
                    height >= 30 @999
                  }
                  label b { intrinsic: 40 x 24; baseline: 10 }
                }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "outer (0, 0, 110, 31)",
                "x (0, 0, 30, 20)",
                "r (30, 1, 80, 30)",
                "a (0, 0, 40, 30)",
                "b (40, 0, 40, 24)",
            ])
    }

    /// The public API: a baseline-aligned row is taller than its tallest view when a view
    /// sticks out; a fillEqually stack is n × the common length; hidden views take no room.
    func testCompressedFittingSizes() throws {
        let model = SemanticModel(
            """
            layout Sizes {
              stack root {
                pin: top, leading
                axis: vertical
                stack row {
                  alignment: firstBaseline
                  label a { intrinsic: 20 x 20; baseline: 18 }
                  label b { intrinsic: 20 x 20; baseline: 2 }
                }
                stack equal {
                  distribution: fillEqually
                  spacing: 4
                  view p { intrinsic: 10 x 10 }
                  view q { intrinsic: 30 x 10 }
                  view r { intrinsic: 50 x 10; hidden: true }
                }
              }
            }
            """)
        let layout = try XCTUnwrap(model.layouts.first)
        func size(_ name: String) throws -> String {
            "\(FittingSize.compressed(try XCTUnwrap(layout.element(named: name)), in: layout))"
        }
        XCTAssertEqual(try size("row"), "40 x 36")
        XCTAssertEqual(try size("equal"), "64 x 10")
        XCTAssertEqual(try size("b"), "20 x 20")
        XCTAssertEqual(try size("root"), "64 x 46")
    }
}
