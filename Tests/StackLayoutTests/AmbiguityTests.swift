import StackLayout
import StackModel
import XCTest

/// Ambiguity is never hidden (uistackview-constraints.md, "Conflicts and ambiguity"): the
/// `size >= 0` tie-breaker may choose a printed value but never makes it determined.
final class AmbiguityTests: XCTestCase {
    /// The equalSpacing gaps are free at every real level (the spacing only has to be
    /// `>= 0`), so `gap`'s position and width can move together: gap x = 80 + s, width =
    /// −60 − 2s. It is reported ambiguous, negative width and all; a and b are determined.
    func testAViewSqueezedByAnEqualSpacingFitIsAmbiguous() throws {
        let solved = try SolvedLayout(
            """
            layout Squeeze {
              canvas: 100 x 100
              stack row {
                pin: top, leading, trailing
                axis: horizontal
                distribution: equalSpacing
                label a { intrinsic: 80 x 20 }
                view gap { height == 20 }
                label b { intrinsic: 80 x 20 }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "row (0, 0, 100, 20)",
                "a (0, 0, 80, 20)",
                "gap (80, 0, -60, 20) ambiguous",
                "b (20, 0, 80, 20)",
            ])
    }

    /// Two plain views in a free equalCentering column: every printed size is 0, yet a's
    /// height and b's position and height can move at every real level.
    func testZeroSizesChosenByTheTieBreakerAreStillAmbiguous() throws {
        let solved = try SolvedLayout(
            """
            layout Column {
              canvas: 200 x 200
              stack column {
                pin: top 0, leading 0
                axis: vertical
                distribution: equalCentering
                view a { }
                view b { }
              }
            }
            """)
        XCTAssertEqual(solved.table[1], "a (0, 0, 0, 0) ambiguous")
        XCTAssertEqual(solved.table[2], "b (0, 0, 0, 0) ambiguous")
    }
}
