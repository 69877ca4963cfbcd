import Foundation
import StackTestSupport
import XCTest

/// `stacklint --fix` applies the model's "did you mean" fixes that are unambiguous and
/// leaves a tie, which `--unsafe-fixes` then writes.
final class DidYouMeanFixCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    static let misspelt = """
        layout A {
          canvas: iPhoneS, iPhone17
          stack s {
            pin: edges safeArea
            spcing: 8
            distribution: fillEqualy
            label t { intrinsic: 10 x 10 }
            view u {
              width == t.widht
              height == 10 @750
            }
          }
        }

        """

    func testFixWritesTheUnambiguousSuggestionsAndLeavesATie() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", Self.misspelt)
        let fixed = try stacklint.run(
            ["check", "--no-cache", "--isolated", "--no-color", "--fix", "a.stack"], in: directory.url)
        XCTAssertEqual(fixed.status, 1, fixed.stderr)
        XCTAssertEqual(
            try String(contentsOf: file, encoding: .utf8),
            """
            layout A {
              canvas: iPhoneSE, iPhone17
              stack s {
                pin: edges safeArea
                spacing: 8
                distribution: fillEqually
                label t { intrinsic: 10 x 10 }
                view u {
                  width == t.width
                  height == 10 @750
                }
              }
            }

            """)
        XCTAssertTrue(
            fixed.stdout.contains(
                "a.stack:2:21: error: unknown device `iPhone17`; did you mean `iPhone14`? [invalid-value]\n"),
            fixed.stdout)
        XCTAssertTrue(fixed.stdout.contains("Fixed 4 problems in 1 file.\n"), fixed.stdout)
        XCTAssertTrue(fixed.stderr.contains("1 unsafe fix not applied"), fixed.stderr)

        let unsafe = try stacklint.run(
            ["check", "--no-cache", "--isolated", "--no-color", "--fix", "--unsafe-fixes", "a.stack"], in: directory.url
        )
        XCTAssertEqual(unsafe.status, 0, unsafe.stdout + unsafe.stderr)
        XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).contains("  canvas: iPhoneSE, iPhone14\n"))
    }
}
