import Foundation
import StackLint
import XCTest

/// The runner analyses inputs in parallel; its result does not depend on the order in
/// which they finish or were given.
final class LintRunnerTests: XCTestCase {
    func testRunnerOrderIsByPathWhateverTheInputOrder() {
        let inputs = (0..<50).reversed().map {
            LintInput.text(bytes: Array("layout A { view v }".utf8), name: String(format: "f%02d.stack", $0))
        }
        let result = LintRunner().run(inputs)
        XCTAssertEqual(result.reports.map(\.path), (0..<50).map { String(format: "f%02d.stack", $0) })
    }
}
