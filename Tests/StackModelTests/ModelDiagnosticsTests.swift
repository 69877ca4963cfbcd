import StackDiagnostics
import StackModel
import StackSyntax
import XCTest

/// Every diagnostic the model reports, with its exact range (1-based line:column) and message.
final class ModelDiagnosticsTests: XCTestCase {
    private func findings(_ text: String) -> [String] {
        modelFindings(text, withSeverity: true)
    }

    func testSyntaxErrorsComeThroughTheModel() {
        XCTAssertEqual(
            findings("layout A {\n  view v {\n}"),
            [
                "syntax-error error 1:10-1:11 this `{` is never closed: add a `}`"
            ])
    }

    /// One bad entry is reported and left out; the valid canvases beside it are kept, not
    /// replaced by the default.
    func testABadCanvasOrCategoryKeepsTheValidOnesBesideIt() throws {
        let text =
            "layout A {\n  canvas: 375 x 667, wide, 320 x 568, 0 x 10\n  contentSize: large, AX9, AX3, AX3\n  view v { pin: top, leading }\n}\n"
        XCTAssertEqual(
            findings(text),
            [
                "invalid-value error 2:22-2:26 unknown device `wide` (the devices are `iPhoneSE`, `iPhone13mini`, `iPhone14`, `iPhone16`, `iPhone16Plus`, `iPhone16Pro`, `iPhone16ProMax`, `iPadMini`, `iPad`, `iPadPro11`, `iPadPro13`)",
                "invalid-value error 2:39-2:40 a canvas width must be from 1 to 100000 points, found 0",
                "invalid-value error 3:23-3:26 `AX9` is not a content size category; did you mean `AX1`?",
                "invalid-value error 3:33-3:36 `AX3` is listed twice",
            ])
        let layout = try XCTUnwrap(SemanticModel(text).layouts.first)
        XCTAssertEqual(layout.canvases.map(\.description), ["375 x 667", "320 x 568"])
        XCTAssertEqual(layout.contentSizes, [.large, .AX3])
    }

    func testUnknownElement() {
        XCTAssertEqual(
            findings("layout A {\n  stak s\n}"),
            [
                "unknown-element error 2:3-2:7 unknown element kind `stak`; did you mean `stack`?"
            ])
        XCTAssertEqual(
            findings("layout A {\n  carousel c\n}"),
            [
                "unknown-element error 2:3-2:11 unknown element kind `carousel` (the kinds are `stack`, `view`, `label`, `button`, `image`, `field`, `switch`, `scroll`)"
            ])
    }

    func testPropertyWrittenWithoutAColonGetsAFix() throws {
        let model = SemanticModel("layout A {\n  stack s {\n    axis vertical\n  }\n}")
        XCTAssertEqual(
            model.diagnostics.map(\.message), ["`axis` is a property, not an element kind: write `axis: vertical`"])
        let fix = try XCTUnwrap(model.diagnostics.first?.fixes.first)
        XCTAssertEqual(fix.edits, [TextEdit(range: .empty(at: 31), newText: ":")])
    }

    func testUnknownProperty() {
        XCTAssertEqual(
            findings("layout A {\n  stack s {\n    alignmnet: center\n    colour: #fff\n  }\n}"),
            [
                "unknown-property error 3:5-3:14 unknown property `alignmnet`; did you mean `alignment`?",
                "unknown-property error 4:5-4:11 unknown property `colour`",
            ])
    }

    func testInvalidValues() {
        XCTAssertEqual(
            findings(
                """
                layout A {
                  canvas: 0 x 10
                  direction: ltl
                  target: ios 8
                  stack s {
                    distribution: fillEqualy
                    alignment: middle
                    spacing: wide
                    margins: 1 2
                    pin: top, sides, top
                    label l {
                      intrinsic: -4 x 20
                      hugging: 1001
                      compression: medium
                      lines: 1.5
                      hidden: yes
                      background: #12345
                      text: hello
                      width == -3
                      height == 20 @0
                    }
                  }
                }
                """),
            [
                "invalid-value error 2:11-2:12 a canvas width must be from 1 to 100000 points, found 0",
                "invalid-value error 3:14-3:17 `direction` has no value `ltl`; did you mean `ltr`?",
                "invalid-value error 4:15-4:16 UIStackView needs iOS 9 or later; found ios 8",
                "invalid-value error 6:19-6:29 `distribution` has no value `fillEqualy`; did you mean `fillEqually`?",
                "invalid-value error 7:16-7:22 `alignment` has no value `middle` (one of `fill`, `leading`, `top`, `center`, `trailing`, `bottom`, `firstBaseline`, `lastBaseline`)",
                "invalid-value error 8:14-8:18 `spacing` takes a number of points or `system`, not `wide`",
                "invalid-value error 9:14-9:17 `margins` takes 1 number (all sides) or 4 (top leading bottom trailing), found 2",
                "invalid-value error 10:15-10:20 `sides` is not an edge",
                "invalid-value error 12:18-12:20 an intrinsic width must be from 0 to 100000 points, found -4",
                "invalid-value error 13:16-13:20 a priority must be from 1 to 1000, found 1001",
                "invalid-value error 14:20-14:26 `medium` is not a priority (a number from 1 to 1000, or `required`, `high`, `low`, `fittingSize`)",
                "invalid-value error 15:14-15:17 `lines` takes a whole number, found 1.5",
                "invalid-value error 16:15-16:18 `hidden` takes `true` or `false`, not `yes`",
                "invalid-value error 17:19-17:25 `background` takes a color `#RRGGBB` or `#RRGGBBAA` in hex digits, not `#12345`",
                "invalid-value error 18:13-18:18 `text` takes a string in quotes, as in `\"Sign in\"`",
                "invalid-value error 19:16-19:18 a width must be from 0 to 100000 points, found -3",
                "invalid-value error 20:21-20:22 a priority must be from 1 to 1000, found 0",
            ])
    }

    func testPinnedTwiceAndTooManyInsets() {
        XCTAssertEqual(
            findings("layout A {\n  view v {\n    pin: edges, top 4\n  }\n}"),
            [
                "invalid-value error 3:17-3:22 `top` is pinned twice"
            ])
        XCTAssertEqual(
            findings("layout A {\n  view v {\n    pin: top 4 5\n  }\n}"),
            [
                "invalid-value error 3:10-3:17 a pinned edge takes at most one inset, as in `top 20`"
            ])
    }

    func testDuplicateNames() throws {
        let text = "layout A {\n  stack s {\n    label a\n    view a\n  }\n}\nlayout A {\n  view v\n}"
        XCTAssertEqual(
            findings(text),
            [
                "duplicate-name error 4:10-4:11 an element named `a` already exists in this layout; element names must be unique",
                "duplicate-name error 7:8-7:9 a layout named `A` already exists in this file; rename this one",
            ])
        let model = SemanticModel(text)
        XCTAssertEqual(model.diagnostics[0].related.map(\.range), [SourceRange(start: 33, end: 34)])
        XCTAssertEqual(model.diagnostics[1].related.map(\.range), [SourceRange(start: 7, end: 8)])
    }

    func testUnknownReference() {
        XCTAssertEqual(
            findings(
                "layout A {\n  stack s {\n    view avatar\n    view v {\n      width == avatr.width\n    }\n  }\n}"),
            [
                "unknown-reference error 5:16-5:21 no element named `avatr` in layout `A`; did you mean `avatar`?"
            ])
    }

    func testChildrenNotAllowed() {
        XCTAssertEqual(
            findings("layout A {\n  stack s {\n    label l {\n      image i\n    }\n  }\n}"),
            [
                "children-not-allowed error 4:7-4:14 a `label` cannot hold elements; only `stack`, `view` and `scroll` can. Move `i` out of `l`, or wrap both in a `view`"
            ])
    }

    func testRootCount() {
        XCTAssertEqual(
            findings("layout Empty {\n  canvas: 320 x 480\n}"),
            [
                "root-count error 1:1-1:13 layout `Empty` has no root element; add one `stack` or `view` that holds the screen"
            ])
        XCTAssertEqual(
            findings("layout Two {\n  view a\n  view b\n  view c\n}"),
            [
                "root-count error 3:3-3:9 layout `Two` has more than one root element; wrap them in one `stack` or `view`",
                "root-count error 4:3-4:9 layout `Two` has more than one root element; wrap them in one `stack` or `view`",
            ])
    }

    func testDuplicatePropertyIsReportedAtTheEarlierWithAFix() throws {
        let text = "layout A {\n  stack s {\n    spacing: 4\n    axis: vertical\n    spacing: 8\n  }\n}"
        XCTAssertEqual(
            findings(text),
            [
                "duplicate-property warning 3:5-3:15 `spacing` is set again later and the last one wins: this one has no effect; remove it"
            ])
        let model = SemanticModel(text)
        let diagnostic = try XCTUnwrap(model.diagnostics.first)
        XCTAssertTrue(diagnostic.isUnnecessary)
        XCTAssertEqual(diagnostic.related.map { model.source.text(in: $0.range) }, ["spacing: 8"])
        XCTAssertEqual(diagnostic.fixes.first?.edits.map { model.source.text(in: $0.range) }, ["    spacing: 4\n"])
        XCTAssertEqual(model.layouts[0].root?.stack?.spacing, .points(8), "the last one wins")
    }

    func testPropertyNotApplicable() {
        XCTAssertEqual(
            findings(
                """
                layout A {
                  axis: vertical
                  stack s {
                    canvas: 100 x 100
                    label l {
                      spacing: 4
                      pin: top
                      arranged: true
                    }
                    image i {
                      lines: 2
                      baseline: 12
                      text: "x"
                    }
                    intrinsic: 10 x 10
                    view v {
                      arranged: false
                      label inner { arranged: false }
                    }
                  }
                  width == 4
                }
                """),
            [
                "property-not-applicable warning 2:3-2:17 `axis` is an element property: it has no effect on a layout; move it into an element",
                "property-not-applicable warning 4:5-4:22 `canvas` is a layout property: it has no effect on an element; move it into the `layout` block",
                "property-not-applicable warning 6:7-6:17 `spacing` applies to stacks only; it has no effect on a `label`",
                "property-not-applicable warning 7:7-7:15 `pin` has no effect on an arranged view: its stack `s` places it; set `arranged: false` to pin it yourself, or wrap it in a `view`",
                "property-not-applicable warning 11:7-11:15 `lines` applies to labels only; it has no effect on a `image`",
                "property-not-applicable warning 12:7-12:19 a `image` (UIImageView) has no text baseline: `baseline` has no effect; baseline alignment uses its top and bottom",
                "property-not-applicable warning 13:7-13:16 `text` has no effect on a `image`; only labels, buttons and fields show text",
                "property-not-applicable warning 15:5-15:23 a stack has no intrinsic content size of its own: `intrinsic` has no effect (its size and baselines come from its arranged views)",
                "property-not-applicable warning 18:21-18:36 `arranged` applies to children of a stack only; a child of a `view` is never arranged",
                "property-not-applicable warning 21:3-21:13 a constraint in a layout block constrains no element; move it into the element it sizes",
            ])
    }

    func testNotApplicablePropertiesAreIgnoredAndFixable() throws {
        let model = SemanticModel("layout A {\n  stack s {\n    label l { spacing: 4; lines: 0 }\n  }\n}")
        let diagnostic = try XCTUnwrap(model.diagnostics.first)
        XCTAssertEqual(diagnostic.fixes.first?.edits.map { model.source.text(in: $0.range) }, ["spacing: 4; "])
        XCTAssertEqual(model.layouts[0].element(named: "l")?.properties.lines, 0)
    }
}
