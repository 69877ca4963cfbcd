import StackDiagnostics
import StackModel
import StackSyntax
import XCTest

/// Format version 2 in the model: constraint targets, what UIKit refuses, pins with guides.
final class ConstraintModelTests: XCTestCase {
    private func findings(_ text: String) -> [String] {
        modelFindings(text, withSeverity: true)
    }

    private func layout(_ text: String) throws -> Layout {
        let model = SemanticModel(text)
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        return try XCTUnwrap(model.layouts.first)
    }

    func testTargetsResolve() throws {
        let model = SemanticModel(
            """
            layout A {
              view card {
                pin: edges
                image icon { intrinsic: 40 x 40; pin: top 16, leading 16 }
                label title {
                  intrinsic: 100 x 20
                  top == icon.top
                  leading == icon.trailing + 12
                  trailing <= parent.margins.trailing
                  bottom <= margins.bottom @999
                  width <= canvas.width * 0.5
                  top >= safeArea.top
                  leading >= canvas.margins.leading
                  firstBaseline == icon.bottom
                }
              }
            }
            """)
        XCTAssertEqual(model.diagnostics.map(\.message), [])
        let layout = try XCTUnwrap(model.layouts.first)
        let title = try XCTUnwrap(layout.element(named: "title"))
        XCTAssertEqual(
            title.constraints.map {
                "\($0.attribute.rawValue) \($0.relation.rawValue) \($0.target.map { "\($0.item).\($0.attribute.rawValue)" } ?? "-") * \($0.multiplier) + \($0.constant) @\($0.priority)"
            },
            [
                "top == element(1).top * 1.0 + 0.0 @1000.0",
                "leading == element(1).trailing * 1.0 + 12.0 @1000.0",
                "trailing <= margins(of: Optional(0)).trailing * 1.0 + 0.0 @1000.0",
                "bottom <= margins(of: Optional(0)).bottom * 1.0 + 0.0 @999.0",
                "width <= canvas.width * 0.5 + 0.0 @1000.0",
                "top >= safeArea.top * 1.0 + 0.0 @1000.0",
                "leading >= margins(of: nil).leading * 1.0 + 0.0 @1000.0",
                "firstBaseline == element(1).bottom * 1.0 + 0.0 @1000.0",
            ])
        XCTAssertEqual(title.constraints[0].syntax(in: model.syntax)?.range, title.constraints[0].range)
    }

    func testParentOfTheRootIsTheCanvas() throws {
        let layout = try layout(
            "layout A {\n  view v {\n    pin: top, leading\n    width == parent.width - 32\n    height == parent.margins.height\n  }\n}"
        )
        let constraints = try XCTUnwrap(layout.element(named: "v")?.constraints)
        XCTAssertEqual(constraints.map(\.target?.item), [.canvas, .margins(of: nil)])
    }

    func testWhatUIKitRefusesIsInvalidConstraint() {
        XCTAssertEqual(
            findings(
                """
                layout A {
                  view v {
                    pin: edges
                    label a {
                      intrinsic: 50 x 20
                      top == 20
                      leading == b.left
                      width == b.top
                      top >= b.leading
                      safeArea.bottom == bottom + 16
                      centerX == parent.centerX * 2
                      width == width
                      top == safeArea.firstBaseline
                      widht == 10
                      b.top == a.bottom + 8
                      top == nope.top
                      top == margins.margins.top
                    }
                    label b { intrinsic: 50 x 20; pin: top, leading }
                  }
                }
                """),
            [
                "invalid-constraint error 6:7-6:16 `top` is a position: it relates to another anchor, never to a constant alone (UIKit cannot make `top == 20`); write `top == parent.top + 20`",
                "invalid-constraint error 7:18-7:24 `leading` cannot relate to `left`: UIKit raises an exception when leading/trailing meet left/right; use `leading`/`trailing` on both sides: `leading == b.leading`",
                "invalid-constraint error 8:16-8:21 `width == b.top` relates a size (`width`) to a position (`top`): a size relates only to a size (`width`, `height`) or a constant, a position only to a position on the same axis",
                "invalid-constraint error 9:14-9:23 `top` is a y-axis anchor and `leading` an x-axis one: UIKit relates anchors of one axis only; use one of `top`, `bottom`, `centerY`, `firstBaseline`, `lastBaseline`",
                "invalid-constraint error 10:7-10:22 the left side of a constraint is this element's own anchor, not `safeArea.bottom`: write `bottom == safeArea.bottom - 16`",
                "invalid-constraint error 11:35-11:36 a position takes no multiplier (`centerX` is a position); remove `* 2`, or relate sizes (`width`, `height`) for proportions",
                "invalid-constraint error 12:7-12:21 `width == width` relates `width` to itself: name another element's anchor (`NAME.width`) or a constant",
                "invalid-constraint error 13:14-13:36 a layout guide has no baselines (UILayoutGuide has none): relate `firstBaseline` of a view, or use the guide's `top`/`bottom`",
                "invalid-constraint error 14:7-14:12 `widht` is not an anchor; did you mean `width`?",
                "invalid-constraint error 15:7-15:12 the left side of a constraint is this element's own anchor, not `b.top`: write `bottom == b.top - 8`",
                "unknown-reference error 16:14-16:18 no element named `nope` in layout `A`",
                "invalid-constraint error 17:22-17:29 `margins` is already the parent's margins guide; write `margins.ANCHOR` or `parent.margins.ANCHOR`",
            ])
    }

    func testReservedNamesAndSafeAreaPinsBelowTheRoot() {
        XCTAssertEqual(
            findings(
                """
                layout A {
                  view parent {
                    pin: edges safeArea
                    label safeArea { intrinsic: 10 x 10; pin: top safeArea 8, leading }
                  }
                }
                """),
            [
                "invalid-value error 2:8-2:14 `parent` is reserved for constraint targets (`parent`, `canvas`, `margins`, `safeArea`): give the element another name",
                "invalid-value error 4:11-4:19 `safeArea` is reserved for constraint targets (`parent`, `canvas`, `margins`, `safeArea`): give the element another name",
                "property-not-applicable warning 4:47-4:61 `safeArea` in a pin applies only to the root (whose parent is the canvas): here `top` is pinned to a parent element; write a constraint line instead, as in `top >= safeArea.top`",
            ])
    }

    func testPinsWithGuidesRelationsAndPriorities() throws {
        let layout = try layout(
            """
            layout A {
              margins: 0 20 0 20
              safeArea: 47 0 34 0
              view v {
                pin: top safeArea 8, leading margins, bottom >= 20 @750, trailing margins <= 4
                margins: 4 8 4 8
              }
            }
            """)
        XCTAssertEqual(layout.margins, DirectionalInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        XCTAssertEqual(layout.safeArea, DirectionalInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let view = try XCTUnwrap(layout.element(named: "v"))
        XCTAssertEqual(
            view.properties.pins.map(\.description),
            ["top safeArea 8", "leading margins", "bottom >= 20 @750", "trailing margins <= 4"])
        XCTAssertEqual(view.properties.margins, DirectionalInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
    }

    func testPinModifiersInTheWrongOrder() {
        XCTAssertEqual(
            findings("layout A {\n  view v {\n    pin: top 8 margins, bottom @750 >= 2, leading sideways\n  }\n}"),
            [
                "invalid-value error 3:16-3:23 unexpected `margins` in a pin: write `top [margins | safeArea] [== | >= | <=] [INSET] [@ PRIORITY]`, as in `top margins 8` or `top >= 20 @750`"
            ])
        XCTAssertEqual(
            findings("layout A {\n  view v {\n    pin: leading sideways\n  }\n}"),
            [
                "invalid-value error 3:18-3:26 `sideways` is not a guide to pin to: write `leading [margins | safeArea] [== | >= | <=] [INSET] [@ PRIORITY]`, as in `leading margins 8` or `leading >= 20 @750`"
            ])
    }

    func testMarginsApplyToViewsAndStacksOnly() {
        XCTAssertEqual(
            findings("layout A {\n  view v {\n    pin: edges\n    margins: 4\n    label l { margins: 2 }\n  }\n}"),
            [
                "property-not-applicable warning 5:15-5:25 a `label` keeps UIView's default layout margins, 8 on every side, and lays nothing out inside them: `margins` has no effect; set it on a `view` or a `stack`"
            ])
    }
}
