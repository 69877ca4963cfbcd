import StackLayout
import StackModel
import StackRecipe
import XCTest

/// Baseline alignment across the axis (uistackview-constraints.md, "Across the axis";
/// stack-format.md §5, a stack's baselines).
final class BaselineTests: XCTestCase {
    /// `badge`'s baseline view is `tag` (the taller by fitting height), which has no
    /// baseline: badge's last baseline falls back to tag's own bottom (24 below badge's
    /// top), not to badge's bottom (27), so badge sits 8 below amount's top.
    func testAStacksBaselineFallsBackToItsBaselineViewsOwnEdge() throws {
        let solved = try SolvedLayout(
            """
            layout Price {
              canvas: 375 x 100
              stack row {
                pin: top 20, leading 16
                alignment: lastBaseline
                spacing: 4
                label amount { intrinsic: 60 x 41; baseline: 32 }
                stack badge {
                  alignment: lastBaseline
                  spacing: 2
                  label save { intrinsic: 50 x 15; baseline: 12 }
                  image tag { intrinsic: 17 x 24 }
                }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "row (16, 20, 133, 41)",
                "amount (0, 0, 60, 41)",
                "badge (64, 8, 69, 27)",
                "save (0, 12, 50, 15)",
                "tag (52, 0, 17, 24)",
            ])
    }

    /// Only the edge alignments pull the spanner onto their edge at 999.5; center and the
    /// baselines add no such equality.
    func testTheSpannerEqualityBelongsToEdgeAlignmentsOnly() throws {
        func spannerEqualities(_ alignment: String) throws -> [String] {
            let solved = try SolvedLayout(
                """
                layout S {
                  canvas: 375 x 100
                  stack row {
                    pin: top, leading
                    alignment: \(alignment)
                    label a { intrinsic: 40 x 20; baseline: 15 }
                    label b { intrinsic: 40 x 30; baseline: 20 }
                  }
                }
                """)
            return solved.result.constraints
                .filter { $0.priority == StackPriority.spanningEdge }
                .map { $0.describe(in: solved.layout) }
        }
        XCTAssertEqual(
            try spannerEqualities("top"), ["row.spanner.top == a.top @999.5", "row.spanner.top == b.top @999.5"])
        XCTAssertEqual(
            try spannerEqualities("bottom"),
            ["row.spanner.bottom == a.bottom @999.5", "row.spanner.bottom == b.bottom @999.5"])
        XCTAssertEqual(try spannerEqualities("center"), [])
        XCTAssertEqual(try spannerEqualities("firstBaseline"), [])
        XCTAssertEqual(try spannerEqualities("lastBaseline"), [])
    }

    /// A baseline-aligned nested stack is not stretched towards its sibling's bottom:
    /// with no spanner equality for lastBaseline, `inner` keeps its fitting height (16) and
    /// only its baseline (small's, 12 below its top) lines up with big's (30).
    func testABaselineAlignedNestedStackKeepsItsHeight() throws {
        let solved = try SolvedLayout(
            """
            layout Stretch {
              canvas: 375 x 200
              stack row {
                pin: top, leading
                alignment: lastBaseline
                label big { intrinsic: 60 x 40; baseline: 30 }
                stack inner {
                  alignment: top
                  label small { intrinsic: 40 x 16; baseline: 12 }
                  view bar { width == 4 }
                }
              }
            }
            """)
        XCTAssertEqual(
            solved.table,
            [
                "row (0, 0, 104, 40)",
                "big (0, 0, 60, 40)",
                "inner (60, 18, 44, 16)",
                "small (0, 0, 40, 16)",
                "bar (40, 0, 4, 0)",
            ])
    }

    /// A single arranged view in a baseline-aligned stack has inequality connections on
    /// both sides: in a taller stack its position across is ambiguous, and it is reported so.
    func testASingleViewInATallerBaselineStackIsAmbiguous() throws {
        let solved = try SolvedLayout(
            """
            layout Single {
              canvas: 375 x 100
              stack row {
                pin: top, leading
                alignment: firstBaseline
                height == 60
                label title { intrinsic: 80 x 20; baseline: 16 }
              }
            }
            """)
        XCTAssertEqual(solved.table[0], "row (0, 0, 80, 60)")
        XCTAssertTrue(solved.table[1].hasSuffix(" ambiguous"), solved.table[1])
        XCTAssertTrue(solved.table[1].hasPrefix("title (0, "), solved.table[1])
        XCTAssertEqual(solved.result.conflicts.count, 0)
    }

    /// With nothing else holding its height, the canvas fit at 49 hugs the single view.
    func testASingleViewInAFreeBaselineStackIsHugged() throws {
        let solved = try SolvedLayout(
            """
            layout SingleFit {
              canvas: 375 x 100
              stack row {
                pin: top, leading
                alignment: lastBaseline
                label title { intrinsic: 80 x 20; baseline: 16 }
              }
            }
            """)
        XCTAssertEqual(solved.table, ["row (0, 0, 80, 20)", "title (0, 0, 80, 20)"])
    }
}
