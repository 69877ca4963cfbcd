import StackLayout
import StackModel
import XCTest

/// Canvases that size to their content (stack-format.md §10.2): the `auto` side fitted,
/// then the layout solved at that size; exact sizes and frames.
final class AutoCanvasTests: XCTestCase {
    private func layout(_ source: String) throws -> Layout {
        let model = SemanticModel(source)
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        return try XCTUnwrap(model.layouts.first)
    }

    static let selfSizingCell = """
        layout Cell {
          canvas: 375 x auto
          contentSize: large, AX5
          cell: true
          stack row {
            pin: edges margins
            axis: vertical
            spacing: 4
            label title { intrinsic: 100 x 21; textStyle: headline }
            label detail { intrinsic: 80 x 16; textStyle: footnote }
          }
        }

        """

    /// A self-sizing cell takes its content's height at each category: taller at AX5,
    /// where its text is larger, instead of truncating it.
    func testASelfSizingCellGrowsWithItsText() throws {
        let results = LayoutEngine.solve(try layout(Self.selfSizingCell))
        XCTAssertEqual(results.map(\.name), ["375 x auto, large", "375 x auto, AX5"])
        XCTAssertEqual(results.map { "\($0.canvas)" }, ["375 x 41", "375 x 123.624"])
        XCTAssertEqual(
            results.map { "\($0.frames[2].canvasFrame)" }, ["(16, 25, 343, 16)", "(16, 69.471, 343, 54.154)"])
        XCTAssertEqual(results.map(\.autoSizeUndetermined), [false, false])
    }

    /// Where the content does not decide the side, UIKit's standard 44 points.
    func testAnUndecidedSideTakesFortyFourPoints() throws {
        let source =
            "layout Loose {\n  canvas: 375 x auto\n  cell: true\n  view box { pin: top, leading, trailing; height == 20 }\n}\n"
        let results = LayoutEngine.solve(try layout(source))
        XCTAssertEqual(results.map { "\($0.canvas)" }, ["375 x 44"])
        XCTAssertEqual(results.map(\.autoSizeUndetermined), [true])
        XCTAssertEqual(results.map { "\($0.frames[0].canvasFrame)" }, ["(0, 0, 375, 20)"])
    }

    /// A side bounded only from below takes its bound, which is not the fallback.
    func testASideBoundedFromBelowTakesItsBound() throws {
        let source =
            "layout Below {\n  canvas: auto x 50\n  view box { pin: top, leading; width == 30; height == 10; trailing <= canvas.trailing - 12 }\n}\n"
        let results = LayoutEngine.solve(try layout(source))
        XCTAssertEqual(results.map(\.name), ["auto x 50"])
        XCTAssertEqual(results.map { "\($0.canvas)" }, ["42 x 50"])
        XCTAssertEqual(results.map(\.autoSizeUndetermined), [false])
    }

    /// A required constraint that cannot hold while the side is fitted is broken there, and
    /// the fit goes on with the ones after it: the side is what the constraints that hold
    /// give (30 + 8 + 12), not what a broken one asked for.
    func testTheFitBreaksAConflictAndGoesOn() throws {
        let source = """
            layout C {
              canvas: 375 x auto
              view root {
                pin: edges
                view box { pin: top, leading, trailing; height == 30; height == 50 }
                view tag { pin: leading, bottom; width == 10; height == 12; height == 16; top == box.bottom + 8 }
              }
            }

            """
        let result = try XCTUnwrap(LayoutEngine.solve(try layout(source)).first)
        XCTAssertEqual("\(result.canvas)", "375 x 50")
        XCTAssertEqual(result.autoSizeUndetermined, false)
        XCTAssertEqual(
            result.frames.map { "\($0.canvasFrame)" }, ["(0, 0, 375, 50)", "(0, 0, 375, 30)", "(0, 38, 10, 12)"])
        XCTAssertEqual(
            result.conflicts.map(\.brokenDescription), ["box.height == 50", "tag.height == 16"])
    }

    /// The fitting pull sits in the level of every other priority-50 constraint: a
    /// 50-priority wish for a taller canvas weighs the same as the pull, and a 51 one wins.
    func testThePullIsInTheFiftyLevel() throws {
        func height(_ priority: Int) throws -> String {
            let source =
                "layout P {\n  canvas: 375 x auto\n  view box { pin: edges; height >= 10; height >= 30 @\(priority) }\n}\n"
            return "\(LayoutEngine.solve(try layout(source))[0].canvas)"
        }
        XCTAssertEqual(try height(51), "375 x 30")
        XCTAssertEqual(try height(49), "375 x 10")
    }

    /// A 50-priority wish ties with the pull: the fit settles the side, and the frames are
    /// those at that length, none ambiguous (the side is not left free in the pass's solve).
    func testATieWithThePullLeavesNoFrameAmbiguous() throws {
        let source = "layout P {\n  canvas: 375 x auto\n  view box { pin: edges; height >= 10; height >= 30 @50 }\n}\n"
        let result = try XCTUnwrap(LayoutEngine.solve(try layout(source)).first)
        XCTAssertEqual("\(result.canvas)", "375 x 30")
        XCTAssertEqual(result.frames.map { "\($0.canvasFrame)" }, ["(0, 0, 375, 30)"])
        XCTAssertEqual(result.frames.map(\.isAmbiguous), [false])
    }
}
