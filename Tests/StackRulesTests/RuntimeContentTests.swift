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

    /// The twin (marker lines give its exact findings) fires as marked; `silent` finds nothing.
    private func assertSilent(
        _ rule: any Rule, _ silent: String, twin: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let firing = RuleExample(twin)
        XCTAssertFalse(firing.expectations.isEmpty, "the twin marks no finding", file: file, line: line)
        XCTAssertEqual(
            findings(rule, firing.text).map { $0.description }, firing.expectations.map(\.description), "twin",
            file: file, line: line)
        XCTAssertEqual(findings(rule, silent).map(\.description), [], "silent", file: file, line: line)
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
            RuleCatalog.rule(.truncation),
            """
            layout A {
              canvas: 100 x 50
              stack s {
                pin: edges
                label title { intrinsic: 80 x 20 }
                label detail {
                  intrinsic: 80 x 20
                  compression: 749
                  mayTruncate: true
                }
              }
            }

            """, twin: Self.compressedDetail)
    }

    func testTruncationIsSilentOnARuntimeLabel() {
        assertSilent(
            RuleCatalog.rule(.truncation),
            """
            layout A {
              canvas: 100 x 50
              stack s {
                pin: edges
                label title { intrinsic: 80 x 20 }
                label detail {
                  intrinsic: 80 x 20
                  compression: 749
                  runtime: true
                }
              }
            }

            """, twin: Self.compressedDetail)
    }

    func testTruncationIsSilentInsideARuntimeStack() {
        assertSilent(
            RuleCatalog.rule(.truncation),
            """
            layout A {
              canvas: 100 x 50
              stack s {
                pin: edges
                runtime: true
                label title { intrinsic: 80 x 20 }
                label detail {
                  intrinsic: 80 x 20
                  compression: 749
                }
              }
            }

            """, twin: Self.compressedDetail)
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
            """
            layout A {
              stack s {
                pin: top, leading
                label name { runtime: true }
              }
            }

            """,
            twin: """
                layout A {
                  stack s {
                    pin: top, leading
                    label name
                //  ^^^^^^^^^^ missing-intrinsic-size warning: `name` has no `intrinsic` size: a UILabel's size comes from its text and font, so state it (for example `intrinsic: 120 x 21`)
                  }
                }

                """)
    }

    /// A custom view class that sizes itself in code does not collapse.
    func testMissingIntrinsicSizeIsSilentOnARuntimeView() {
        assertSilent(
            RuleCatalog.rule(.missingIntrinsicSize),
            """
            layout A {
              stack s {
                pin: top, leading
                view rating { runtime: true }
                label l { intrinsic: 40 x 20 }
              }
            }

            """,
            twin: """
                layout A {
                  stack s {
                    pin: top, leading
                    view rating
                //  ^^^^^^^^^^^ missing-intrinsic-size warning: `rating` has no intrinsic width and no size constraint, and its stack `s` keeps views at their natural size: it collapses to zero
                    label l { intrinsic: 40 x 20 }
                  }
                }

                """)
    }

    func testMissingIntrinsicSizeIsSilentInsideARuntimeView() {
        assertSilent(
            RuleCatalog.rule(.missingIntrinsicSize),
            """
            layout A {
              view card {
                pin: edges
                runtime: true
                label title { pin: top, leading }
              }
            }

            """,
            twin: """
                layout A {
                  view card {
                    pin: edges
                    label title { pin: top, leading }
                //  ^^^^^^^^^^^ missing-intrinsic-size warning: `title` has no `intrinsic` size: a UILabel's size comes from its text and font, so state it (for example `intrinsic: 120 x 21`)
                  }
                }

                """)
    }

    // MARK: empty-stack

    func testEmptyStackIsSilentOnAStackFilledInCode() {
        assertSilent(
            RuleCatalog.rule(.emptyStack),
            """
            layout A {
              stack outer {
                pin: edges
                stack tags { runtime: true }
                label l { intrinsic: 40 x 20 }
              }
            }

            """,
            twin: """
                layout A {
                  stack outer {
                    pin: edges
                    stack tags
                //  ^^^^^^^^^^ empty-stack warning: the stack `tags` has no arranged views
                    label l { intrinsic: 40 x 20 }
                  }
                }

                """)
    }

    func testEmptyStackIsSilentInsideARuntimeView() {
        assertSilent(
            RuleCatalog.rule(.emptyStack),
            """
            layout A {
              view host {
                pin: edges
                runtime: true
                stack tags { pin: edges }
              }
            }

            """,
            twin: """
                layout A {
                  view host {
                    pin: edges
                    stack tags { pin: edges }
                //  ^^^^^^^^^^ empty-stack warning: the stack `tags` has no arranged views
                  }
                }

                """)
    }

    // MARK: single-child-stack

    func testSingleChildStackIsSilentOnAStackFilledInCode() {
        assertSilent(
            RuleCatalog.rule(.singleChildStack),
            """
            layout A {
              stack card {
                pin: top, leading, trailing
                axis: vertical
                spacing: 8
                stack titleRow {
                  runtime: true
                  label title { intrinsic: 120 x 20 }
                }
                label body { intrinsic: 200 x 40 }
              }
            }

            """,
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

                """)
    }

    // MARK: all-hidden

    func testAllHiddenIsSilentOnAStackFilledInCode() {
        assertSilent(
            RuleCatalog.rule(.allHidden),
            """
            layout A {
              stack s {
                pin: top, leading
                runtime: true
                label placeholder {
                  intrinsic: 40 x 20
                  hidden: true
                }
              }
            }

            """,
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

                """)
    }

    // MARK: fill-proportionally-zero-length

    func testFillProportionallyZeroLengthIsSilentOnARuntimeView() {
        assertSilent(
            RuleCatalog.rule(.fillProportionallyZeroLength),
            """
            layout A {
              stack s {
                pin: edges
                distribution: fillProportionally
                label a { intrinsic: 40 x 20 }
                view chart { runtime: true }
              }
            }

            """,
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

                """)
    }

    func testFillProportionallyZeroLengthIsSilentInARuntimeStack() {
        assertSilent(
            RuleCatalog.rule(.fillProportionallyZeroLength),
            """
            layout A {
              stack s {
                pin: edges
                runtime: true
                distribution: fillProportionally
                label a { intrinsic: 40 x 20 }
                view chart
              }
            }

            """,
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

                """)
    }
}
