import StackDiagnostics
import StackModel
import StackSyntax
import XCTest

/// The fixes of the model's "did you mean" findings and of the `invalid-constraint` lines
/// it spells out: each finding's fix, with its edit's exact place, text and safety.
final class DidYouMeanFixTests: XCTestCase {
    /// `rule line:col-line:col: title | line:col-line:col -> new text (safety)`, one line a
    /// fix; findings without a fix are left out.
    private func fixes(_ text: String) -> [String] {
        let model = SemanticModel(text)
        func place(_ range: SourceRange) -> String {
            "\(model.source.location(of: range.start, unit: .scalars))-\(model.source.location(of: range.end, unit: .scalars))"
        }
        return model.diagnostics.flatMap { diagnostic in
            diagnostic.fixes.map { fix in
                let edits = fix.edits.map { "\(place($0.range)) -> \($0.newText)" }.joined(separator: ", ")
                return "\(diagnostic.ruleID) \(place(diagnostic.range)): \(fix.title) | \(edits) (\(fix.safety))"
            }
        }
    }

    func testAnUnknownPropertyIsReplacedByTheNearestName() {
        XCTAssertEqual(
            fixes("layout A {\n  stack s {\n    pin: edges\n    spcing: 8\n  }\n}\n"),
            [
                "unknown-property 4:5-4:11: Replace `spcing` with `spacing` | 4:5-4:11 -> spacing (safe)"
            ])
    }

    func testAnUnknownReferenceIsReplacedByTheNearestElement() {
        let text =
            "layout A {\n  stack s {\n    pin: edges\n    view v { width == avatr.width }\n    view avatar { width == 40; height == 40 }\n  }\n}\n"
        XCTAssertEqual(
            fixes(text),
            [
                "unknown-reference 4:23-4:28: Replace `avatr` with `avatar` | 4:23-4:28 -> avatar (safe)"
            ])
    }

    /// `iPhone17` is as near `iPhone14` as `iPhone16`: the fix is offered, as a choice
    /// (`iPhone15` is a name of `iPhone16` in format version 3).
    func testDevicesAreSafeOnlyWhenOneIsNearest() {
        let text = "layout A {\n  canvas: iPhoneS, iPhone17 landscape\n  view v { pin: edges }\n}\n"
        XCTAssertEqual(
            fixes(text),
            [
                "invalid-value 2:11-2:18: Replace `iPhoneS` with `iPhoneSE` | 2:11-2:18 -> iPhoneSE (safe)",
                "invalid-value 2:20-2:28: Replace `iPhone17` with `iPhone14` | 2:20-2:28 -> iPhone14 (unsafe)",
            ])
    }

    func testEnumValuesCategoriesPrioritiesAndEdges() {
        let text = """
            layout A {
              contentSize: larg, AX9
              stack s {
                pin: edgs
                distribution: fillEqualy
                alignment: centre
                marginsRelative: ture
                label t { intrinsic: 10 x 10; hugging: hihg }
              }
            }

            """
        XCTAssertEqual(
            fixes(text),
            [
                "invalid-value 2:16-2:20: Replace `larg` with `large` | 2:16-2:20 -> large (safe)",
                "invalid-value 2:22-2:25: Replace `AX9` with `AX1` | 2:22-2:25 -> AX1 (unsafe)",
                "invalid-value 4:10-4:14: Replace `edgs` with `edges` | 4:10-4:14 -> edges (safe)",
                "invalid-value 5:19-5:29: Replace `fillEqualy` with `fillEqually` | 5:19-5:29 -> fillEqually (safe)",
                "invalid-value 6:16-6:22: Replace `centre` with `center` | 6:16-6:22 -> center (safe)",
                "invalid-value 7:22-7:26: Replace `ture` with `true` | 7:22-7:26 -> true (safe)",
                "invalid-value 8:44-8:48: Replace `hihg` with `high` | 8:44-8:48 -> high (safe)",
            ])
    }

    func testNoFixWithoutASuggestion() {
        XCTAssertEqual(fixes("layout A {\n  canvas: wide\n  stack s {\n    pin: edges\n    carousel: 3\n  }\n}\n"), [])
    }

    /// The line the message spells out replaces the constraint, priority kept; a line to
    /// move into another element gets no fix; `centr` is as near `centerX` as `centerY`.
    func testInvalidConstraintsWrittenInPlace() {
        let text = """
            layout A {
              view card {
                pin: edges
                label title {
                  intrinsic: 80 x 20
                  pin: leading
                  top == 20 @750
                  title.height == 20
                  safeArea.bottom == bottom + 16
                  centerY == parent.centr
                }
                view other { pin: edges; title.width == 10 }
              }
            }

            """
        XCTAssertEqual(
            fixes(text),
            [
                "invalid-constraint 7:7-7:21: Write `top == parent.top + 20 @750` | 7:7-7:21 -> top == parent.top + 20 @750 (safe)",
                "invalid-constraint 8:7-8:19: Write `height == 20` | 8:7-8:25 -> height == 20 (safe)",
                "invalid-constraint 9:7-9:22: Write `bottom == safeArea.bottom - 16` | 9:7-9:37 -> bottom == safeArea.bottom - 16 (safe)",
                "invalid-constraint 10:25-10:30: Replace `centr` with `centerX` | 10:25-10:30 -> centerX (unsafe)",
            ])
    }
}
