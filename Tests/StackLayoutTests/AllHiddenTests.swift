import StackLayout
import StackModel
import XCTest

/// A stack whose arranged views are all hidden (uistackview-constraints.md, "Along the
/// axis"): a guide collapses its length at 0.001 and each hidden view is attached to the
/// guide's end at 50.
final class AllHiddenTests: XCTestCase {
    /// Free to collapse: the stack takes no room between its siblings and the hidden views
    /// sit at its start, with nothing ambiguous.
    func testAnAllHiddenStackCollapsesAndItsViewsSitAtItsStart() throws {
        let solved = try SolvedLayout(
            """
            layout AllHiddenFree {
              canvas: 375 x 200
              stack outer {
                pin: top, leading, trailing
                axis: vertical
                label title { intrinsic: 80 x 20 }
                stack column {
                  axis: vertical
                  spacing: 8
                  label a { intrinsic: 80 x 20; hidden: true }
                  label b { intrinsic: 80 x 20; hidden: true }
                }
                label footer { intrinsic: 80 x 20 }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "outer (0, 0, 375, 40)",
                "title (0, 0, 375, 20)",
                "column (0, 20, 375, 0)",
                "a (0, 0, 375, 0)",
                "b (0, 0, 375, 0)",
                "footer (0, 20, 375, 20)",
            ])
    }

    /// Pinned at both ends, the stack cannot collapse; that is no conflict (the collapse is
    /// optional), and the hidden views follow the guide's end.
    func testAnAllHiddenStackPinnedAtBothEndsIsNoConflict() throws {
        let solved = try SolvedLayout(
            """
            layout AllHidden {
              canvas: 375 x 200
              stack column {
                pin: edges
                axis: vertical
                label a { intrinsic: 80 x 20; hidden: true }
                label b { intrinsic: 80 x 20; hidden: true }
              }
            }
            """)
        XCTAssertEqual(solved.result.conflicts.count, 0)
        XCTAssertEqual(
            solved.table,
            [
                "column (0, 0, 375, 200)",
                "a (0, 200, 375, 0)",
                "b (0, 200, 375, 0)",
            ])
    }
}
