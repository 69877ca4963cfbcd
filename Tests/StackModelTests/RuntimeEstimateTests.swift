import StackModel
import XCTest

/// Content set in code (stack-format.md §12): a `runtime` element is sized by the estimate
/// written in its `intrinsic`, and has no intrinsic size without one, whatever its kind's
/// default.
final class RuntimeEstimateTests: XCTestCase {
    private func intrinsic(_ body: String) throws -> OptionalSize {
        let layout = try cleanLayout("layout A {\n  stack s {\n    pin: edges\n    \(body)\n  }\n}\n")
        return try XCTUnwrap(layout.element(named: "x")).properties.intrinsic
    }

    func testARuntimeSwitchWithoutAnEstimateHasNoIntrinsicSize() throws {
        XCTAssertEqual(try intrinsic("switch x { runtime: true }"), OptionalSize(width: nil, height: nil))
        XCTAssertEqual(try intrinsic("switch x { }"), OptionalSize(width: 51, height: 31))
    }

    func testARuntimeElementKeepsTheEstimateWritten() throws {
        XCTAssertEqual(
            try intrinsic("image x { runtime: true; intrinsic: 351 x 200 }"), OptionalSize(width: 351, height: 200))
    }
}
