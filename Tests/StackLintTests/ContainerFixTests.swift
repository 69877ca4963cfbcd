import StackLint
import StackSyntax
import XCTest

/// `constraint-fights-stack`'s container fix never traps: where its two edits would
/// overlap (the constraint the last statement of a one-line block), it offers no fix.
final class ContainerFixTests: XCTestCase {
    func testAOneLineBlockGetsTheFindingWithoutATrap() {
        let text =
            "layout A {\n  stack s {\n    pin: top, leading\n    label t { intrinsic: 10 x 10 }\n"
            + "    view u { width == t.width; top == parent.top + 8 }\n  }\n}\n"
        let found = Analyzer().analyze(SourceText(text), path: "a.stack").diagnostics.filter {
            $0.ruleID == .constraintFightsStack
        }
        XCTAssertEqual(
            found.map(\.message),
            [
                "`top == parent.top + 8` sets the top of `u`, which its stack `s` already positions across its axis (alignment `fill`): the two clash as soon as they disagree; wrap `u` in a `view` and pin it inside with an inset"
            ])
        XCTAssertEqual(found.first?.fixes.count, 0)
    }
}
