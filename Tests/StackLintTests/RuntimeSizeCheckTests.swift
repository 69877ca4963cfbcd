import StackDiagnostics
import StackLayout
import StackLint
import StackModel
import StackRuleKit
import StackSyntax
import XCTest

/// stack-format.md §12's second solve: an `ambiguous-layout`, `overflow` or
/// `content-priority-ambiguity` finding whose only cause is a `runtime` element's missing or
/// estimated size disappears when the layout is solved again with those sizes fixed, and is
/// not reported. Each case is written once: the twin (its marker lines give the file's exact
/// findings) fires; the same file with `runtime: true` added to the element named finds what
/// the `silent` markers say (nothing, or the finding that has another cause).
final class RuntimeSizeCheckTests: XCTestCase {
    /// Every finding of the whole analysis of `text`.
    private func findings(_ text: String) -> [String] {
        Analyzer().analyze(SourceText(text), path: "r.stack").diagnostics.map {
            ExpectedFinding(ruleID: $0.ruleID, severity: $0.severity, range: $0.range, message: $0.message)
                .description
        }
    }

    /// The twin fires as marked; with `runtime: true` added to the element whose header line
    /// is `header`, the file finds `silent` (marker lines in a copy of the twin, or none).
    private func assertRuntime(
        twin: String, adding header: String, finds silent: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let firing = RuleExample(twin)
        XCTAssertFalse(firing.expectations.isEmpty, "the twin marks no finding", file: file, line: line)
        XCTAssertEqual(findings(firing.text), firing.expectations.map(\.description), "twin", file: file, line: line)
        var lines = firing.text.components(separatedBy: "\n")
        guard
            let at = lines.firstIndex(where: {
                let trimmed = $0.trimmingCharacters(in: .whitespaces)
                return trimmed == header || trimmed.hasPrefix(header + " {")
            })
        else { return XCTFail("the twin has no `\(header)`", file: file, line: line) }
        if lines[at].hasSuffix("{") {
            let indent = lines[at].prefix { $0 == " " }
            lines.insert(indent + "  runtime: true", at: at + 1)
        } else if lines[at].hasSuffix(" }") {
            lines[at] = lines[at].dropLast(2) + "; runtime: true }"
        } else {
            lines[at] += " { runtime: true }"
        }
        let expected = silent.map { RuleExample($0) }
        if let expected {
            XCTAssertEqual(
                expected.text, lines.joined(separator: "\n"), "the marked file is the twin with `runtime: true`",
                file: file, line: line)
        }
        XCTAssertEqual(
            findings(lines.joined(separator: "\n")), expected?.expectations.map(\.description) ?? [],
            "with `runtime: true`", file: file, line: line)
    }

    // MARK: ambiguous-layout

    /// A view whose class sizes itself in code has no size in the file: that alone leaves
    /// its frame undetermined.
    func testAmbiguousLayoutOfAMissingRuntimeSizeIsNotReported() {
        assertRuntime(
            twin: """
                layout A {
                  canvas: 200 x 100
                  view card {
                    pin: edges
                    view chart { pin: top, leading }
                //  ^^^^^^^^^^ ambiguous-layout warning: the frame of `chart` is not uniquely determined at 200 x 100: it has no intrinsic size and no width or height constraint, and nothing else sizes it; give it a size (`width == 40`) or an `intrinsic` size
                    label title { intrinsic: 80 x 20; pin: top 40, leading }
                  }
                }

                """,
            adding: "view chart")
    }

    /// Without a leading pin the view's place is undetermined too, whatever its size.
    func testAmbiguousLayoutWithAMissingPositionTooIsReported() {
        let twin = """
            layout A {
              canvas: 200 x 100
              view card {
                pin: edges
                view chart {
            //  ^^^^^^^^^^ ambiguous-layout warning: the frame of `chart` is not uniquely determined at 200 x 100: it has no intrinsic size and no width or height constraint, and nothing else sizes it; give it a size (`width == 40`) or an `intrinsic` size
                  pin: top
                }
                label title { intrinsic: 80 x 20; pin: top 40, leading }
              }
            }

            """
        assertRuntime(
            twin: twin, adding: "view chart",
            finds: """
                layout A {
                  canvas: 200 x 100
                  view card {
                    pin: edges
                    view chart {
                //  ^^^^^^^^^^ ambiguous-layout warning: the frame of `chart` is not uniquely determined at 200 x 100: it has no intrinsic size and no width or height constraint, and nothing else sizes it; give it a size (`width == 40`) or an `intrinsic` size
                      runtime: true
                      pin: top
                    }
                    label title { intrinsic: 80 x 20; pin: top 40, leading }
                  }
                }

                """)
    }

    // MARK: content-priority-ambiguity

    /// A label whose text is set in code ties with its sibling only through its estimate.
    func testContentPriorityAmbiguityWithARuntimeLabelIsNotReported() {
        assertRuntime(
            twin: """
                layout A {
                  canvas: 300 x 100
                  stack row {
                    pin: edges
                    label name { intrinsic: 80 x 20 }
                    label detail { intrinsic: 80 x 20 }
                //  ^^^^^^^^^^^^ content-priority-ambiguity warning: `name`, `detail` share the hugging priority 251 that decides which one stretches in `row` at 300 x 100: the layout is ambiguous (Content Priority Ambiguity); raise one of them by 1. Reported at `detail`; a suppression above any of them or above `row` applies too
                  }
                }

                """,
            adding: "label name")
    }

    /// Two labels as written still tie with each other once the runtime label's size is fixed.
    func testContentPriorityAmbiguityBetweenWrittenLabelsTooIsReported() {
        let marker = """
            //  ^^^^^^^^^^ content-priority-ambiguity warning: `name`, `detail`, `more` share the hugging priority 251 that decides which one stretches in `row` at 300 x 100: the layout is ambiguous (Content Priority Ambiguity); raise one of them by 1. Reported at `more`; a suppression above any of them or above `row` applies too
            """
        assertRuntime(
            twin: """
                layout A {
                  canvas: 300 x 100
                  stack row {
                    pin: edges
                    label name { intrinsic: 80 x 20 }
                    label detail { intrinsic: 80 x 20 }
                    label more { intrinsic: 80 x 20 }
                \(marker)
                  }
                }

                """,
            adding: "label name",
            finds: """
                layout A {
                  canvas: 300 x 100
                  stack row {
                    pin: edges
                    label name { intrinsic: 80 x 20; runtime: true }
                    label detail { intrinsic: 80 x 20 }
                    label more { intrinsic: 80 x 20 }
                \(marker)
                  }
                }

                """)
    }

    // MARK: overflow

    /// The second solve fixes each `runtime` size at the size the first gave it, which moves
    /// no determined frame: content too wide with an estimate in it is still reported.
    func testOverflowWithARuntimeEstimateIsReported() {
        let marker = """
              ^^^^^^^ overflow warning: `s` leaves the canvas at 100 x 50: the content does not fit
            """
        assertRuntime(
            twin: """
                layout A {
                  canvas: 100 x 50
                  stack s {
                \(marker)
                    pin: top, leading
                    label title { intrinsic: 80 x 20 }
                    label detail { intrinsic: 80 x 20 }
                  }
                }

                """,
            adding: "label title",
            finds: """
                layout A {
                  canvas: 100 x 50
                  stack s {
                \(marker)
                    pin: top, leading
                    label title { intrinsic: 80 x 20; runtime: true }
                    label detail { intrinsic: 80 x 20 }
                  }
                }

                """)
    }

    // MARK: the budget

    /// The second solve takes its steps from what the first left of the layout's budget:
    /// with none left, the finding stands unchecked; with enough, it goes.
    func testTheSecondSolveIsWithinTheLayoutsBudget() throws {
        let text = """
            layout A {
              canvas: 200 x 100
              view card {
                pin: edges
                view chart { pin: top, leading; runtime: true }
                label title { intrinsic: 80 x 20; pin: top 40, leading }
              }
            }

            """
        let layout = try XCTUnwrap(SemanticModel(text).layouts.first)
        var left = 1_000_000
        _ = LayoutSolveSession.solve(layout, remaining: &left)
        let first = 1_000_000 - left
        XCTAssertGreaterThan(first, 0)
        func found(budget: Int) -> [String] {
            Analyzer(settings: RuleSettings(solveBudget: budget)).analyze(SourceText(text), path: "r.stack")
                .diagnostics.map { "\($0.ruleID)" }
        }
        XCTAssertEqual(found(budget: first), ["ambiguous-layout"])
        XCTAssertEqual(found(budget: 3 * first), [])
    }
}
