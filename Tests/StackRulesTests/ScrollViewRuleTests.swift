import StackLayout
import StackModel
import StackRuleKit
import StackContentRules
import XCTest

/// The rules on scroll views (stack-format.md §11): what lies beyond a scroll view's frame
/// is not `overflow` nor `outside-safe-area`; an open content side is `scroll-content-ambiguous`.
final class ScrollViewRuleTests: XCTestCase {
    private func messages(_ text: String, _ rules: [any Rule]) -> [String] {
        let model = SemanticModel(text)
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        let context = RuleContext(model: model, frames: model.layouts.map { LayoutEngine.solve($0) })
        return rules.flatMap { $0.check(context) }.map { "\($0.ruleID) \($0.range.start): \($0.message)" }
    }

    /// A form of `count` labels 100 tall in a scroll view pinned to the canvas's edges.
    private func form(_ count: Int, formPin: String = "edges content", width: String = "width == frame.width") -> String
    {
        let labels = (0..<count).map { "      label row\($0) { intrinsic: 200 x 100 }" }.joined(separator: "\n")
        return """
            layout A {
              canvas: iPhoneSE, iPhone16
              scroll scroller {
                pin: edges
                stack form {
                  axis: vertical
                  pin: \(formPin)
                  \(width)
            \(labels)
                }
              }
            }

            """
    }

    /// Ten rows (1000 tall) scroll on both phones: the rows past the bottom, and those under
    /// the status bar's inset, are scrolled to, so neither rule fires.
    func testAFormTallerThanTheScreenNeitherOverflowsNorLeavesTheSafeArea() {
        XCTAssertEqual(messages(form(10), [Overflow(), OutsideSafeArea(), ScrollContentAmbiguous()]), [])
    }

    /// Five rows (500 tall) fit: nothing scrolls, no inset moves them, so the first row
    /// lies under the status bar on both phones, as UIKit shows it.
    func testAFormThatFitsStartsUnderTheStatusBar() {
        XCTAssertEqual(
            messages(form(5), [Overflow(), OutsideSafeArea()]),
            [
                "outside-safe-area 171: `row0` lies outside the safe area at iPhoneSE and iPhone16: under the status bar, the notch or the Dynamic Island at the top; pin the root to `safeArea` or constrain it to `safeArea`"
            ])
    }

    /// No bottom pin: the content height is open. With no width tie, the rows' hugging sizes
    /// the form and so the content (200 wide); with no trailing pin either, nothing does.
    func testOpenContentSides() {
        XCTAssertEqual(
            messages(form(3, formPin: "top content, leading content, trailing content"), [ScrollContentAmbiguous()]),
            [
                "scroll-content-ambiguous 42: the content height of scroll view `scroller` is undetermined at iPhoneSE and iPhone16: its children's constraints to `content` do not decide it, so it is taken as 0 and nothing scrolls vertically; pin the last view to `content.bottom` (`pin: bottom content`)"
            ])
        XCTAssertEqual(messages(form(3, width: ""), [ScrollContentAmbiguous()]), [])
        XCTAssertEqual(
            messages(
                form(3, formPin: "top content, leading content, bottom content", width: ""), [ScrollContentAmbiguous()]),
            [
                "scroll-content-ambiguous 42: the content width of scroll view `scroller` is undetermined at iPhoneSE and iPhone16: its children's constraints to `content` do not decide it, so it is taken as 0 and nothing scrolls horizontally; for a vertical scroller, make the content as wide as the frame (`width == frame.width`)"
            ])
    }
}
