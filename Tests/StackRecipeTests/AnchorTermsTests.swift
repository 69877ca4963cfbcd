import StackModel
import StackRecipe
import StackTestSupport
import XCTest

/// An anchor holds at most four terms inline (``AnchorExpression``): the recipe's widest
/// anchors, a right-to-left scroll view's content guide's center and trailing edge, are
/// built, and a constraint line between two of them that UIKit does not mirror is written
/// with all six terms of its difference, in order.
final class AnchorTermsTests: XCTestCase {
    func testTheWidestAnchorsKeepEveryTerm() throws {
        let text = """
            layout L {
              direction: rtl
              scroll s {
                pin: edges
                label t {
                  intrinsic: 40 x 20
                  centerX == content.centerX
                  trailing == content.trailing - 8
                }
              }
            }

            """
        let model = SemanticModel(text)
        XCTAssertEqual(model.diagnostics.filter { $0.severity == .error }, [], text)
        let layout = try XCTUnwrap(model.layouts.first)
        var builder = ConstraintBuilder(layout: layout, canvas: Size(width: 320, height: 480))
        builder.build()
        func terms(_ index: Int) -> [String] {
            builder.expressions.terms(of: index).map { "\($0.variable.index):\($0.coefficient)" }
        }
        let lines = builder.constraints.indices.filter {
            if case .user = builder.constraints[$0].origin { return true }
            return false
        }
        XCTAssertEqual(lines.count, 2)
        // The scroll view's x, y, width, height are variables 0–3, the label's 4–7, the
        // content guide's width and height 8 and 9. In `rtl` the content guide starts at
        // the scroll view's trailing end minus its width.
        // `centerX == content.centerX`, turned around: content.centerX − t.centerX.
        XCTAssertEqual(terms(lines[0]), ["0:1.0", "2:1.0", "8:-1.0", "8:0.5", "4:-1.0", "6:-0.5"])
        // `trailing == content.trailing - 8`, mirrored by UIKit: t.trailing − content.trailing.
        XCTAssertEqual(terms(lines[1]), ["4:1.0", "6:1.0", "0:-1.0", "2:-1.0", "8:1.0", "8:-1.0"])
        XCTAssertEqual(builder.expressions.constants[lines[1]].bitPattern, (8.0).bitPattern)
    }
}
