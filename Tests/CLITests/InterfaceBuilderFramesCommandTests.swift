import Foundation
import StackTestSupport
import XCTest

/// `stacklint frames --format json` on an Interface Builder file: each element read from it
/// carries its IB id, the frame the file stores (in the canvas's coordinates) and the
/// estimate behind its size, beside the frame the layout gives it.
final class InterfaceBuilderFramesCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    func testEveryElementCarriesItsIBIDStoredFrameAndEstimate() throws {
        let path = TestSupport.packageRoot.appendingPathComponent("Tests/InterfaceBuilder/SwitchRow.xib").path
        let outcome = try stacklint.run(["frames", "--format", "json", path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let document = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        let layouts = document?["layouts"] as? [[String: Any]]
        let canvases = layouts?.first?["canvases"] as? [[String: Any]]
        let elements = canvases?.first?["elements"] as? [[String: Any]] ?? []
        func rect(_ value: Any?) -> String {
            guard let rect = value as? [String: Double] else { return "none" }
            let sides = [rect["x"], rect["y"], rect["width"], rect["height"]].map { side in
                side.map { String(format: "%g", ($0 * 100).rounded() / 100) } ?? "?"
            }
            return "(" + sides.joined(separator: ", ") + ")"
        }
        XCTAssertEqual(
            elements.map { element in
                [
                    element["path"] as? String ?? "?", element["ibID"] as? String ?? "no id",
                    "stored " + rect(element["storedFrame"]), "solved " + rect(element["canvasFrame"]),
                    element["estimate"] as? String ?? "exact",
                ].joined(separator: " ")
            },
            [
                "switchRow Row-00-001 stored (0, 0, 320, 44) solved (0, 0, 320, 44) exact",
                "switchRow/stack1 Stk-00-001 stored (16, 6.67, 288, 31) solved (16, 6.5, 288, 31) exact",
                "switchRow/stack1/titleLabel Lbl-00-001 stored (16, 12, 229, 20.33) solved (16, 11.75, 231, 20.5) font",
                // A switch's frames are its alignment rectangle, 2 points narrower than its frame.
                "switchRow/stack1/toggle Swi-00-001 stored (253, 6.67, 49, 31) solved (255, 6.5, 49, 31) exact",
            ])
    }
}
