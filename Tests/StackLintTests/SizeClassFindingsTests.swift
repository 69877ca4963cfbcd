import StackDiagnostics
import StackLint
import StackSyntax
import XCTest

/// A layout with size-class variations is judged per combination of size classes
/// (stack-format.md §13); a finding the same in several combinations is reported once,
/// naming every canvas where it holds, as a finding met at several canvases of one
/// combination is.
final class SizeClassFindingsTests: XCTestCase {
    /// Every finding of the analysis, with its related information, each range as its text.
    private func findings(_ text: String) -> [String] {
        let source = SourceText(text)
        return Analyzer().analyze(source, path: "s.stack").diagnostics.map { finding in
            (["\(finding.ruleID) `\(source.text(in: finding.range))`: \(finding.message)"]
                + finding.related.map { "  note `\(source.text(in: $0.range))`: \($0.message)" })
                .joined(separator: "\n")
        }
    }

    /// Three canvases in three combinations: `box` is sizeless and `wide` leaves the canvas
    /// at all three, `wide` leaves the safe area at two (one in each of two combinations).
    func testAFindingInSeveralCombinationsIsReportedOnce() {
        XCTAssertEqual(
            findings(
                """
                layout A {
                  canvas: iPhoneSE, iPhoneSE landscape, iPadPro11
                  view content {
                    pin: edges
                    background[hC]: #FF0000
                    view box { pin: top, leading }
                    label wide { intrinsic: 2000 x 20; pin: top 40, leading }
                  }
                }

                """),
            [
                """
                ambiguous-layout `view box`: the frame of `box` is not uniquely determined at iPhoneSE (wC hR) and 2 more: it has no intrinsic size and no width or height constraint, and nothing else sizes it; give it a size (`width == 40`) or an `intrinsic` size
                  note `view content`: the view that contains it, `content`
                  note `view box`: at every canvas: iPhoneSE (wC hR), iPhoneSE landscape (wC hC), iPadPro11 (wR hR)
                """,
                """
                outside-safe-area `label wide`: `wide` lies outside the safe area at iPhoneSE (wC hR) and iPadPro11 (wR hR): under the sensor housing or the rounded corners at the right side; pin the root to `safeArea` or constrain it to `safeArea`
                """,
                """
                overflow `label wide`: `wide` leaves the canvas at iPhoneSE (wC hR) and 2 more: the content does not fit
                  note `label wide`: at every canvas: iPhoneSE (wC hR), iPhoneSE landscape (wC hC), iPadPro11 (wR hR)
                """,
            ])
    }

    /// Names with a category hold a comma, so the list joins them with `;`; a finding that
    /// names no canvas (the model's) is reported once, and a conflict merges with its related lines.
    func testFindingsNamingCategoriesMergeAndTheModelsAreOnce() {
        XCTAssertEqual(
            findings(
                """
                layout A {
                  canvas: iPhoneSE, iPadPro11
                  contentSize: large, AX3
                  view content {
                    pin: edges
                    background[wR]: #FF0000
                    view box {
                      pin: top, leading
                      width == 40
                      width == 50
                    }
                    label wide { intrinsic: 2000 x 20; pin: top 40, leading; spacing: 4 }
                  }
                }

                """),
            [
                """
                ambiguous-layout `view box`: the frame of `box` is not uniquely determined at iPhoneSE (wC hR), large and 3 more: it has no intrinsic height and no height constraint, and nothing else sizes it; give it a size (`height == 40`) or an `intrinsic` size
                  note `view content`: the view that contains it, `content`
                  note `view box`: at every canvas: iPhoneSE (wC hR), large; iPhoneSE (wC hR), AX3; iPadPro11 (wR hR), large; iPadPro11 (wR hR), AX3
                """,
                """
                conflicting-constraints `width == 50`: unable to simultaneously satisfy constraints at iPhoneSE (wC hR), large and 3 more: "box.width == 40", "box.width == 50"; will attempt to recover by breaking "box.width == 50"
                  note `width == 40`: box.width == 40 (NSLayoutConstraint)
                  note `width == 50`: at every canvas: iPhoneSE (wC hR), large; iPhoneSE (wC hR), AX3; iPadPro11 (wR hR), large; iPadPro11 (wR hR), AX3
                """,
                """
                outside-safe-area `label wide`: `wide` lies outside the safe area at iPhoneSE (wC hR), large and 3 more: under the sensor housing or the rounded corners at the right side; pin the root to `safeArea` or constrain it to `safeArea`
                  note `label wide`: at every canvas: iPhoneSE (wC hR), large; iPhoneSE (wC hR), AX3; iPadPro11 (wR hR), large; iPadPro11 (wR hR), AX3
                """,
                """
                overflow `label wide`: `wide` leaves the canvas at iPhoneSE (wC hR), large and 3 more: the content does not fit
                  note `label wide`: at every canvas: iPhoneSE (wC hR), large; iPhoneSE (wC hR), AX3; iPadPro11 (wR hR), large; iPadPro11 (wR hR), AX3
                """,
                """
                property-not-applicable `spacing: 4`: `spacing` applies to stacks only; it has no effect on a `label`
                """,
            ])
    }

    /// The rules gather a finding over every combination as they do over the canvases of
    /// one: the figure is the first canvas's, the worst added where another is worse, where
    /// two findings with different figures would otherwise name each combination apart.
    func testAFindingWhoseFigureDiffersBetweenCombinationsIsOneWithItsWorst() {
        XCTAssertEqual(
            findings(
                """
                layout A {
                  canvas: iPhoneSE landscape, iPhoneSE
                  view content {
                    pin: edges
                    background[hC]: #FF0000
                    label title { intrinsic: 700 x 20; pin: top 40, leading, trailing }
                  }
                }

                """),
            [
                """
                truncation `label title`: `title` is 33 points below its intrinsic width (700) at iPhoneSE landscape (wC hC) and iPhoneSE (wC hR) (up to 325 points): its text would truncate
                """
            ])
    }
}
