import StackDiagnostics
import StackLint
import StackSyntax
import XCTest

/// The findings wrapping text gives (stack-format.md §10.1): `truncation` judges a wrapping
/// label by its lines, `text-layout-unstable` names a label whose width never settles.
final class WrappingTextFindingTests: XCTestCase {
    private func findings(_ text: String) -> [String] {
        let source = SourceText(text)
        return Analyzer().analyze(source, path: "w.stack").diagnostics
            .filter { $0.ruleID == .truncation || $0.ruleID == .textLayoutUnstable }
            .map { "\($0.ruleID) \(source.text(in: $0.range)): \($0.message)" }
    }

    /// Narrower than its one-line text, a wrapping label wraps: no truncation where its height
    /// shows every line (375: 2 lines of 20 in 40; AX5: 5 lines).
    func testAWrappingLabelThatShowsEveryLineIsNotTruncated() {
        XCTAssertEqual(
            findings(
                """
                layout Wrap {
                  canvas: 375 x 667, 320 x 568
                  contentSize: large, AX5
                  label title {
                    pin: top, leading, trailing
                    intrinsic: 500 x 20
                    textStyle: body
                    lines: 0
                  }
                }

                """), [])
    }

    /// A cell 44 high: at 200 the text takes ceil(500 / 200) = 3 lines, 2 show; at 100, 5
    /// lines, 2 show (3 cut off, the worst); at 320, 2 lines fit.
    func testAHeightThatCutsLinesOffIsTruncationInLines() {
        XCTAssertEqual(
            findings(
                """
                layout Cell {
                  canvas: 200 x 44, 320 x 44, 100 x 44
                  label body {
                    pin: edges
                    intrinsic: 500 x 20
                    lines: 0
                  }
                }

                """),
            [
                "truncation label body: `body` shows 2 of 3 lines at 200 x 44 and 100 x 44 (up to 3 lines cut off): its text would truncate"
            ])
    }

    /// `lines: 2` caps the 3 lines the text needs at 200; at 320 it needs 2.
    func testALinesCapBelowWhatTheTextNeedsIsTruncation() {
        XCTAssertEqual(
            findings(
                """
                layout Row {
                  canvas: 200 x 100, 320 x 100
                  label body {
                    pin: top, leading, trailing
                    intrinsic: 500 x 20
                    lines: 2
                  }
                }

                """),
            ["truncation label body: `body` shows 2 of 3 lines (`lines: 2`) at 200 x 100: its text would truncate"])
    }

    func testAnUnstableLabelIsNamed() {
        XCTAssertEqual(
            findings(
                """
                layout A {
                  canvas: 100 x 400
                  stack row {
                    pin: top, leading, trailing
                    label text {
                      intrinsic: 90 x 30
                      lines: 0
                      compression: 1 1000
                      hugging: 251 1000
                    }
                    view spacer { width == text.height }
                  }
                }

                """),
            [
                "text-layout-unstable label text: the width of `text` still changes after 8 passes of text layout at 100 x 400: its height and width feed each other; the frames shown are the eighth pass's"
            ])
    }
}
