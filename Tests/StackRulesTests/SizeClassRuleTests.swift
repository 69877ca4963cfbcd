import StackLayout
import StackModel
import StackRuleKit
import StackConstraintRules
import StackContentRules
import XCTest

/// The solver rules judge each canvas's layout as it stands at its size classes
/// (stack-format.md §13): variants applied, elements not installed left out.
final class SizeClassRuleTests: XCTestCase {
    /// `hero` is not installed in landscape (`hC`): there `title` is alone and nothing ties.
    func testAnElementNotInstalledAtACanvasIsNotJudgedThere() {
        let source = """
            layout A {
              canvas: iPhoneSE, iPhoneSE landscape
              stack content {
                pin: top safeArea, leading safeArea, trailing safeArea
                axis: horizontal
                axis[hC]: vertical
                image hero { intrinsic: 40 x 40; installed[hC]: false }
                label title { intrinsic: 100 x 20 }
              }
            }

            """
        let model = SemanticModel(source)
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        let context = RuleContext(model: model, frames: model.layouts.map { LayoutEngine.solve($0) })
        XCTAssertEqual(
            ContentPriorityAmbiguity().check(context).map(\.message),
            [
                "`hero`, `title` share the hugging priority 251 that decides which one stretches in `content` at iPhoneSE (wC hR): the layout is ambiguous (Content Priority Ambiguity); raise one of them by 1. Reported at `title`; a suppression above any of them or above `content` applies too"
            ])
        XCTAssertEqual(Truncation().check(context).map(\.message), [])
    }
}
