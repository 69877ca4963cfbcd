import StackLayout
import StackModel
import StackRuleKit
import StackContentRules
import XCTest

/// The solver rules at canvases whose `auto` side the content decides (stack-format.md §10.2).
final class AutoSizeRuleTests: XCTestCase {
    /// A self-sizing cell grows with its text at AX5: no truncation, and its side decided.
    func testACellThatGrowsAtAX5IsNotTruncation() {
        let source = """
            layout Cell {
              canvas: 375 x auto
              contentSize: large, AX5
              cell: true
              stack row {
                pin: edges margins
                axis: vertical
                label title { intrinsic: 100 x 21; textStyle: headline }
                label detail { intrinsic: 80 x 16; textStyle: footnote }
              }
            }

            """
        let model = SemanticModel(source)
        let context = RuleContext(model: model, frames: model.layouts.map { LayoutEngine.solve($0) })
        XCTAssertEqual(context.frames.first?.map { "\($0.canvas)" }, ["375 x 37", "375 x 119.624"])
        XCTAssertEqual(Truncation().check(context).map(\.message), [])
        XCTAssertEqual(AutoSizeUndetermined().check(context).map(\.message), [])
    }

    /// A cell of a fixed height truncates its text at AX5: what `auto` is for.
    func testTheSameCellAtAFixedHeightTruncates() {
        let source = """
            layout Cell {
              canvas: 375 x 44
              contentSize: AX5
              cell: true
              stack row {
                pin: edges margins
                axis: vertical
                label title { intrinsic: 100 x 21; textStyle: headline }
              }
            }

            """
        let model = SemanticModel(source)
        let context = RuleContext(model: model, frames: model.layouts.map { LayoutEngine.solve($0) })
        XCTAssertEqual(
            Truncation().check(context).map(\.message),
            ["`title` is 21.471 points below its intrinsic height (65.471) at 375 x 44: its text would truncate"])
    }
}
