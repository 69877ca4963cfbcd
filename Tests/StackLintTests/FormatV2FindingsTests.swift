import StackLint
import StackModel
import StackSyntax
import XCTest

/// The rules of format version 2 through the analysis: exact ranges, messages and fixes.
final class FormatV2FindingsTests: XCTestCase {
    private let analyzer = Analyzer()

    private func findings(_ text: String) -> [String] {
        let source = SourceText(text)
        return analyzer.analyze(source, path: "a.stack").diagnostics.map { diagnostic in
            let start = source.location(of: diagnostic.range.start, unit: .scalars)
            let end = source.location(of: diagnostic.range.end, unit: .scalars)
            return "\(diagnostic.ruleID) \(start)-\(end) \(diagnostic.message)"
        }
    }

    static let xamarin = """
        layout Xamarin {
          canvas: 375 x 200
          stack form {
            pin: top, leading, trailing
            axis: vertical
            label title {
              intrinsic: 80 x 20
              leading == parent.leading + 16
            }
            label body { intrinsic: 120 x 20 }
          }
        }

        """

    func testTheXamarinPitfall() {
        XCTAssertEqual(
            findings(Self.xamarin),
            [
                "conflicting-constraints 8:7-8:37 unable to simultaneously satisfy constraints at 375 x 200: \"form.leading == title.leading\", \"title.leading == form.leading + 16\"; will attempt to recover by breaking \"title.leading == form.leading + 16\"",
                "constraint-fights-stack 8:7-8:37 `leading == parent.leading + 16` sets the leading of `title`, which its stack `form` already positions across its axis (alignment `fill`): the two clash as soon as they disagree; wrap `title` in a `view` and pin it inside with an inset",
            ])
    }

    func testTheContainerFixWrapsTheViewAndKeepsTheInsetAsAPin() throws {
        let source = SourceText(Self.xamarin)
        let report = analyzer.analyze(source, path: "a.stack")
        let finding = try XCTUnwrap(report.diagnostics.first { $0.ruleID == .constraintFightsStack })
        let fix = try XCTUnwrap(finding.fixes.first)
        XCTAssertEqual(fix.safety, .unsafe)
        XCTAssertEqual(fix.title, "Wrap `title` in a container `view` with a `pin` inset")
        let fixed = String(decoding: FixApplier.apply([fix], to: source).bytes, as: UTF8.self)
        XCTAssertEqual(
            fixed,
            """
            layout Xamarin {
              canvas: 375 x 200
              stack form {
                pin: top, leading, trailing
                axis: vertical
                view titleContainer {
                  label title {
                    pin: top, leading 16, bottom, trailing
                    intrinsic: 80 x 20
                  }
                }
                label body { intrinsic: 120 x 20 }
              }
            }

            """)
        XCTAssertEqual(findings(fixed), [])
        // `fixAll` never takes it unless asked for unsafe fixes.
        let safeOnly = FixApplier.fixAll(source, analyzer: analyzer)
        XCTAssertFalse(String(decoding: safeOnly.bytes, as: UTF8.self).contains("titleContainer"))
    }

    func testFightsOnlyWhereTheStackPositions() {
        // Across a `center`-aligned vertical stack, `leading` is free; `centerX` is not.
        XCTAssertEqual(
            findings(
                """
                layout A {
                  stack col {
                    pin: edges
                    axis: vertical
                    alignment: center
                    label a { intrinsic: 80 x 20; leading >= parent.leading + 16 @999 }
                    label b { intrinsic: 80 x 20; leading >= parent.leading + 16 }
                    label c { intrinsic: 80 x 20; centerX == parent.centerX + 4 }
                  }
                }
                """
            ).filter { $0.hasPrefix("constraint-fights-stack") },
            [
                "constraint-fights-stack 8:35-8:64 `centerX == parent.centerX + 4` sets the centerX of `c`, which its stack `col` already positions across its axis (alignment `center`): the two clash as soon as they disagree; wrap `c` in a `view` and pin it inside with an inset"
            ])
    }

    func testSiblingAndStackLinesFightToo() {
        XCTAssertEqual(
            findings(
                """
                layout A {
                  stack row {
                    pin: edges
                    spacing: 8
                    label a { intrinsic: 80 x 20 }
                    label b { intrinsic: 80 x 20 }
                    view spacer { width >= 0 @1 }
                  }
                  view other { }
                }
                """
            ).filter { $0.hasPrefix("constraint-fights-stack") }, [])
        let text = """
            layout A {
              view screen {
                pin: edges
                stack row {
                  pin: top, leading
                  spacing: 8
                  label a { intrinsic: 80 x 20 }
                  label b { intrinsic: 80 x 20 }
                  leading == b.leading - 100
                }
                label c { intrinsic: 10 x 10; pin: bottom, trailing; leading == a.leading }
              }
            }
            """
        XCTAssertEqual(
            findings(text).filter { $0.hasPrefix("constraint-fights-stack") },
            [
                "constraint-fights-stack 9:7-9:33 `leading == b.leading - 100` sets the leading of `b`, which its stack `row` already positions along its axis: the two clash as soon as they disagree; wrap `b` in a `view` and pin it inside with an inset"
            ])
    }

    func testLeftRightAnchorFixIsSafeInLeftToRightOnly() throws {
        for (direction, safety) in [("ltr", FixSafety.safe), ("rtl", .unsafe)] {
            let text =
                "layout A {\n  direction: \(direction)\n  view v {\n    pin: edges\n    label l {\n      intrinsic: 10 x 10\n      pin: top\n      left == parent.left + 8\n    }\n  }\n}\n"
            let source = SourceText(text)
            let report = analyzer.analyze(source, path: "a.stack")
            let finding = try XCTUnwrap(report.diagnostics.first { $0.ruleID == .leftRightAnchor })
            XCTAssertEqual(source.location(of: finding.range.start, unit: .scalars).description, "8:7")
            XCTAssertEqual(finding.range.length, 4)
            XCTAssertEqual(
                finding.message,
                "`left` in `left == parent.left + 8` stays on the same side in right-to-left languages; use `leading`, which UIKit flips"
            )
            let fix = try XCTUnwrap(finding.fixes.first)
            XCTAssertEqual(fix.safety, safety, direction)
            let fixed = String(decoding: FixApplier.apply([fix], to: source).bytes, as: UTF8.self)
            XCTAssertTrue(fixed.contains("      leading == parent.leading + 8\n"), fixed)
        }
    }

    func testMarginsIgnoredStaysQuietWhenTheGuideIsUsed() {
        let base = """
            layout A {
              stack s {
                pin: edges
                margins: 8
                label l { intrinsic: 40 x 20 }
                view badge { arranged: false; pin: top margins, trailing margins; width == 10; height == 10 }
              }
            }
            """
        XCTAssertEqual(findings(base).filter { $0.hasPrefix("margins-ignored") }, [])
        let unused = base.replacingOccurrences(of: "pin: top margins, trailing margins", with: "pin: top, trailing")
        XCTAssertEqual(
            findings(unused).filter { $0.hasPrefix("margins-ignored") },
            [
                "margins-ignored 4:5-4:15 `margins` has no effect on `s`: the stack arranges its views against its edges unless `marginsRelative` is true"
            ])
    }
}

/// `outside-safe-area` at devices in both orientations, with its fix.
final class OutsideSafeAreaTests: XCTestCase {
    private let analyzer = Analyzer()

    func testLandscapeSidesAndTheFixOnEdges() throws {
        let text =
            "layout A {\n  canvas: iPhone16 landscape, iPhoneSE landscape\n  stack s {\n    pin: edges\n    axis: vertical\n    label title { intrinsic: 120 x 21 }\n    label note { intrinsic: 80 x 16 }\n  }\n}\n"
        let source = SourceText(text)
        let report = analyzer.analyze(source, path: "a.stack")
        let findings = report.diagnostics.filter { $0.ruleID == .outsideSafeArea }
        XCTAssertEqual(
            findings.map(\.message),
            [
                "`title` lies outside the safe area at iPhone16 landscape: under the sensor housing or the rounded corners at both sides; pin the root to `safeArea` or constrain it to `safeArea`",
                "`note` lies outside the safe area at iPhone16 landscape: under the home indicator at the bottom, and under the sensor housing or the rounded corners at both sides; pin the root to `safeArea` or constrain it to `safeArea`",
            ], "the iPhone SE has no insets in landscape")
        let fix = try XCTUnwrap(findings.last?.fixes.first)
        XCTAssertEqual(fix.safety, .unsafe)
        let fixed = String(decoding: FixApplier.apply([fix], to: source).bytes, as: UTF8.self)
        XCTAssertTrue(fixed.contains("    pin: edges safeArea\n"), fixed)
        XCTAssertEqual(
            analyzer.analyze(SourceText(fixed), path: "a.stack").diagnostics.filter { $0.ruleID == .outsideSafeArea }
                .count, 0)
    }

    func testCellsAndViewsWithoutContentAreExempt() {
        let cell =
            "layout A {\n  canvas: iPhone16\n  cell: true\n  label l { intrinsic: 10 x 10; pin: top, leading }\n}\n"
        XCTAssertEqual(
            analyzer.analyze(SourceText(cell), path: "a.stack").diagnostics.filter { $0.ruleID == .outsideSafeArea }
                .count, 0)
        let view = "layout A {\n  canvas: iPhone16\n  view background { pin: edges }\n}\n"
        XCTAssertEqual(
            analyzer.analyze(SourceText(view), path: "a.stack").diagnostics.filter { $0.ruleID == .outsideSafeArea }
                .count, 0)
    }
}
