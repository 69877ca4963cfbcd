import StackLayout
import StackModel
import StackRuleKit
import StackRules
import StackSyntax
import XCTest

/// Format version 3's content set in code (stack-format.md §12) and designed truncation
/// (§5, `mayTruncate`): the rules that judge an element's content stay silent on a `runtime`
/// element and on what it contains, and `truncation` on a `mayTruncate` view. Each silent
/// case has a twin, the same file without the property, on which the rule fires exactly as
/// marked.
final class RuntimeContentTests: XCTestCase {
    /// The findings of one rule alone on `text`, solved where the rule reads frames.
    private func findings(_ rule: any Rule, _ text: String) -> [ExpectedFinding] {
        let model = SemanticModel(text)
        let solved = rule.usesFrames ? model.layouts.map { $0.roots.isEmpty ? [] : LayoutEngine.solve($0) } : []
        return rule.check(RuleContext(model: model, frames: solved)).map {
            ExpectedFinding(ruleID: $0.ruleID, severity: $0.severity, range: $0.range, message: $0.message)
        }
    }

    /// The twin (marker lines give its exact findings) fires as marked; the same file with
    /// `property` added to the element whose header line is `header` finds nothing.
    private func assertSilent(
        _ rule: any Rule, twin: String, adding property: String, to headers: String...,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let firing = RuleExample(twin)
        XCTAssertFalse(firing.expectations.isEmpty, "the twin marks no finding", file: file, line: line)
        XCTAssertEqual(
            findings(rule, firing.text).map { $0.description }, firing.expectations.map(\.description), "twin",
            file: file, line: line)
        for header in headers {
            var lines = firing.text.components(separatedBy: "\n")
            guard
                let at = lines.firstIndex(where: {
                    [header, header + " {"].contains($0.trimmingCharacters(in: .whitespaces))
                })
            else { return XCTFail("the twin has no `\(header)`", file: file, line: line) }
            if lines[at].hasSuffix("{") {
                let indent = lines[at].prefix { $0 == " " }
                lines.insert(indent + "  " + property, at: at + 1)
            } else {
                lines[at] += " { \(property) }"
            }
            XCTAssertEqual(
                findings(rule, lines.joined(separator: "\n")).map(\.description), [],
                "with `\(property)` on `\(header)`", file: file, line: line)
        }
    }

    // MARK: truncation

    private static let compressedDetail = """
        layout A {
          canvas: 100 x 50
          stack s {
            pin: edges
            label title { intrinsic: 80 x 20 }
            label detail {
        //  ^^^^^^^^^^^^ truncation warning: `detail` is 60 points below its intrinsic width (80) at 100 x 50: its text would truncate
              intrinsic: 80 x 20
              compression: 749
            }
          }
        }

        """

    func testTruncationIsSilentOnAMayTruncateLabel() {
        assertSilent(
            RuleCatalog.rule(.truncation), twin: Self.compressedDetail,
            adding: "mayTruncate: true", to: "label detail")
    }

    func testTruncationIsSilentOnARuntimeViewAndInsideOne() {
        assertSilent(
            RuleCatalog.rule(.truncation), twin: Self.compressedDetail,
            adding: "runtime: true", to: "label detail", "stack s")
    }

    /// `mayTruncate` silences only the view that says it: its compressed sibling still fires.
    func testMayTruncateOnOneLabelLeavesItsSiblingJudged() {
        let text = RuleExample(
            """
            layout A {
              canvas: 100 x 50
              stack s {
                pin: edges
                label title {
                  intrinsic: 80 x 20
                  mayTruncate: true
                }
                label detail {
            //  ^^^^^^^^^^^^ truncation warning: `detail` is 60 points below its intrinsic width (80) at 100 x 50: its text would truncate
                  intrinsic: 80 x 20
                  compression: 749
                }
              }
            }

            """)
        XCTAssertEqual(
            findings(RuleCatalog.rule(.truncation), text.text).map(\.description), text.expectations.map(\.description))
    }

    // MARK: missing-intrinsic-size

    func testMissingIntrinsicSizeIsSilentOnARuntimeLabel() {
        assertSilent(
            RuleCatalog.rule(.missingIntrinsicSize),
            twin: """
                layout A {
                  stack s {
                    pin: top, leading
                    label name
                //  ^^^^^^^^^^ missing-intrinsic-size warning: `name` has no `intrinsic` size: a UILabel's size comes from its text and font, so state it (for example `intrinsic: 120 x 21`)
                  }
                }

                """,
            adding: "runtime: true", to: "label name")
    }

    /// A custom view class that sizes itself in code does not collapse.
    func testMissingIntrinsicSizeIsSilentOnARuntimeView() {
        assertSilent(
            RuleCatalog.rule(.missingIntrinsicSize),
            twin: """
                layout A {
                  stack s {
                    pin: top, leading
                    view rating
                //  ^^^^^^^^^^^ missing-intrinsic-size warning: `rating` has no intrinsic width and no size constraint, and its stack `s` keeps views at their natural size: it collapses to zero
                    label l { intrinsic: 40 x 20 }
                  }
                }

                """,
            adding: "runtime: true", to: "view rating")
    }

    func testMissingIntrinsicSizeIsSilentInsideARuntimeView() {
        assertSilent(
            RuleCatalog.rule(.missingIntrinsicSize),
            twin: """
                layout A {
                  view card {
                    pin: edges
                    label title { pin: top, leading }
                //  ^^^^^^^^^^^ missing-intrinsic-size warning: `title` has no `intrinsic` size: a UILabel's size comes from its text and font, so state it (for example `intrinsic: 120 x 21`)
                  }
                }

                """,
            adding: "runtime: true", to: "view card")
    }

    // MARK: empty-stack

    func testEmptyStackIsSilentOnAStackFilledInCode() {
        assertSilent(
            RuleCatalog.rule(.emptyStack),
            twin: """
                layout A {
                  stack outer {
                    pin: edges
                    stack tags
                //  ^^^^^^^^^^ empty-stack warning: the stack `tags` has no arranged views
                    label l { intrinsic: 40 x 20 }
                  }
                }

                """,
            adding: "runtime: true", to: "stack tags")
    }

    func testEmptyStackIsSilentInsideARuntimeView() {
        assertSilent(
            RuleCatalog.rule(.emptyStack),
            twin: """
                layout A {
                  view host {
                    pin: edges
                    stack tags { pin: edges }
                //  ^^^^^^^^^^ empty-stack warning: the stack `tags` has no arranged views
                  }
                }

                """,
            adding: "runtime: true", to: "view host")
    }

    // MARK: single-child-stack

    func testSingleChildStackIsSilentOnAStackFilledInCode() {
        assertSilent(
            RuleCatalog.rule(.singleChildStack),
            twin: """
                layout A {
                  stack card {
                    pin: top, leading, trailing
                    axis: vertical
                    spacing: 8
                    stack titleRow {
                //  ^^^^^^^^^^^^^^ single-child-stack info: the stack `titleRow` arranges only `title` and changes nothing about where it goes: with `title` in its place every frame stays the same at every canvas, so it only adds a layer
                      label title { intrinsic: 120 x 20 }
                    }
                    label body { intrinsic: 200 x 40 }
                  }
                }

                """,
            adding: "runtime: true", to: "stack titleRow")
    }

    // MARK: all-hidden

    func testAllHiddenIsSilentOnAStackFilledInCode() {
        assertSilent(
            RuleCatalog.rule(.allHidden),
            twin: """
                layout A {
                  stack s {
                  ^^^^^^^ all-hidden info: every arranged view of `s` is hidden: the stack collapses along its axis
                    pin: top, leading
                    label placeholder {
                      intrinsic: 40 x 20
                      hidden: true
                    }
                  }
                }

                """,
            adding: "runtime: true", to: "stack s")
    }

    // MARK: fill-proportionally-zero-length

    func testFillProportionallyZeroLengthIsSilentOnARuntimeViewAndInsideOne() {
        assertSilent(
            RuleCatalog.rule(.fillProportionallyZeroLength),
            twin: """
                layout A {
                  stack s {
                    pin: edges
                    distribution: fillProportionally
                    label a { intrinsic: 40 x 20 }
                    view chart
                //  ^^^^^^^^^^ fill-proportionally-zero-length warning: `chart` gets zero length in the `fillProportionally` stack `s`: it has no intrinsic width
                  }
                }

                """,
            adding: "runtime: true", to: "view chart", "stack s")
    }
}
