import StackModel
import StackDiagnostics
import StackSyntax
import XCTest

/// Scroll views in the model (stack-format.md §5, §11): the kind, its guides as typed
/// targets, where a descendant's constraints and pins attach, and what is reported.
final class ScrollModelTests: XCTestCase {
    private func findings(_ text: String) -> [String] {
        modelFindings(text, withSeverity: true)
    }

    private func targets(_ element: Element) -> [String] {
        element.constraints.map { constraint in
            guard let target = constraint.target else { return "-" }
            let item: String
            switch target.item {
            case .scrollGuide(let guide, let scroll): item = "\(guide.rawValue)(\(scroll))"
            default: item = "\(target.item)"
            }
            return "\(item).\(target.attribute.rawValue)"
        }
    }

    func testTheKindAndItsDefaults() throws {
        let layout = try cleanLayout(
            "layout A {\n  scroll s {\n    pin: edges\n    contentInset: always\n    view content { pin: edges content }\n  }\n}\n"
        )
        let scroll = layout.elements[0]
        XCTAssertEqual(scroll.kind, .scroll)
        XCTAssertEqual(ElementKind.scroll.uiKitClass, "UIScrollView")
        XCTAssertEqual(scroll.properties.hugging, AxisPair(horizontal: 250, vertical: 250))
        XCTAssertEqual(scroll.properties.compression, AxisPair(horizontal: 750, vertical: 750))
        XCTAssertEqual(scroll.properties.intrinsic, OptionalSize(width: nil, height: nil))
        XCTAssertEqual(scroll.properties.contentInset, .always)
        XCTAssertNil(scroll.stack)
        XCTAssertEqual(scroll.children, [1])
        XCTAssertFalse(layout.elements[1].isArranged)
        XCTAssertEqual(ElementProperties(kind: .scroll).contentInset, .automatic)
    }

    func testGuidesAsWrittenAndWhereADescendantsConstraintsAttach() throws {
        let layout = try cleanLayout(
            """
            layout A {
              view root {
                pin: edges
                scroll s {
                  pin: edges
                  stack form {
                    pin: top content 16, leading, bottom margins
                    top == content.top + 16
                    width == frame.width - 32
                    leading == parent.leading
                    centerX == parent.centerX
                    trailing == parent.margins.trailing
                    height == parent.margins.height
                    label l {
                      intrinsic: 40 x 20
                      top == s.top
                      width == s.width
                      bottom == s.frame.bottom
                    }
                  }
                }
                view other {
                  pin: top, leading
                  top == s.content.bottom
                  width == s.width
                }
              }
            }
            """)
        let form = layout.elements[2]
        XCTAssertEqual(
            targets(form),
            [
                "content(1).top",
                "frame(1).width",
                "content(1).leading",
                "frame(1).centerX",
                "contentMargins(1).trailing",
                "margins(of: Optional(1)).height",
            ])
        XCTAssertEqual(
            targets(layout.elements[3]),
            [
                "content(1).top",
                "frame(1).width",
                "frame(1).bottom",
            ])
        // From outside the scroll view, its own anchors are its frame's.
        XCTAssertEqual(
            targets(layout.elements[4]),
            [
                "content(1).bottom",
                "element(1).width",
            ])
        // A pin with no guide attaches to the content, one to `margins` to the content inset by them.
        XCTAssertEqual(form.properties.pins.map(\.description), ["top content 16", "leading", "bottom margins"])
        XCTAssertEqual(
            form.properties.pins.map { layout.pinTarget($0, of: 2) },
            [.scrollGuide(.content, of: 1), .scrollGuide(.content, of: 1), .scrollGuide(.contentMargins, of: 1)])
        XCTAssertEqual(layout.pinTarget(Pin(edge: .top, guide: .frame), of: 2), .scrollGuide(.frame, of: 1))
        XCTAssertEqual(layout.pinTarget(Pin(edge: .top), of: 1), .element(0))
        XCTAssertEqual(layout.pinTarget(Pin(edge: .top, guide: .margins), of: 1), .margins(of: 0))
        XCTAssertEqual(layout.pinTarget(Pin(edge: .top, guide: .safeArea), of: 0), .safeArea)
        // The model keeps no `safeArea` pin below the root (§5); asked, it is the canvas's safe
        // area still, across the scroll view (UIKit's guide of the view controller), not the content.
        XCTAssertEqual(layout.pinTarget(Pin(edge: .top, guide: .safeArea), of: 2), .safeArea)
        XCTAssertEqual(layout.pinTarget(Pin(edge: .top, guide: .safeArea), of: 1), .safeArea)
        XCTAssertTrue(ConstraintItem.scrollGuide(.content, of: 1).isGuide)
        XCTAssertEqual(ConstraintItem.scrollGuide(.frame, of: 1).element, 1)
    }

    func testContentAndFrameAreOrdinaryNamesOutsideAScrollViewsChildren() throws {
        XCTAssertEqual(
            findings(
                "layout A {\n  view v {\n    pin: edges\n    view w {\n      pin: top content, leading frame\n      top == content.top\n    }\n  }\n}\n"
            ),
            [
                "property-not-applicable warning 5:12-5:23 `content` in a pin is a scroll view's content guide: it applies only to a child of a `scroll`; here the parent is not a scroll view, so `top` is left unpinned; pin to the parent's edge or `margins`",
                "property-not-applicable warning 5:25-5:38 `frame` in a pin is a scroll view's frame guide: it applies only to a child of a `scroll`; here the parent is not a scroll view, so `leading` is left unpinned; pin to the parent's edge or `margins`",
                "unknown-reference error 6:14-6:21 no element named `content` in layout `A` (`content` names a scroll view's content guide only in a child of a `scroll`; elsewhere write `NAME.content.ANCHOR`)",
            ])
        // An element may be named `content`; outside a scroll view's children the name is its.
        let layout = try cleanLayout(
            "layout A {\n  stack s {\n    pin: edges\n    view content { height == 10 }\n    view v { height == content.height }\n  }\n}\n"
        )
        XCTAssertEqual(targets(layout.elements[2]), ["element(1).height"])
    }

    func testGuidesOfWhatIsNotAScrollView() {
        XCTAssertEqual(
            findings(
                "layout A {\n  view v {\n    pin: edges\n    view w {\n      pin: top, leading\n      top == v.content.top\n      width == parent.frame.width\n      height == canvas.frame.height\n      bottom == nope.content.bottom\n    }\n  }\n}\n"
            ),
            [
                "invalid-constraint error 6:16-6:23 `v` is a `view`, not a `scroll`: only a scroll view has `content` and `frame` guides",
                "invalid-constraint error 7:23-7:28 `v` is a `view`, not a `scroll`: only a scroll view has `content` and `frame` guides",
                "invalid-constraint error 8:24-8:29 `canvas` is not a scroll view: only a scroll view has `content` and `frame` guides",
                "unknown-reference error 9:17-9:21 no element named `nope` in layout `A`",
            ])
    }

    func testAGuideHasNoBaselinesAndNoMargins() {
        XCTAssertEqual(
            findings(
                "layout A {\n  scroll s {\n    pin: edges\n    label l {\n      intrinsic: 4 x 4\n      pin: edges content\n      firstBaseline == content.firstBaseline\n      top == content.margins.top\n    }\n  }\n}\n"
            ),
            [
                "invalid-constraint error 7:24-7:45 a layout guide has no baselines (UILayoutGuide has none): relate `firstBaseline` of a view, or use the guide's `top`/`bottom`",
                "invalid-constraint error 8:22-8:29 the scroll view's `content` guide is a layout guide and has no margins guide of its own; use `content.ANCHOR`, or `parent.margins.ANCHOR`",
            ])
    }

    func testAScrollViewWithNoChildren() {
        XCTAssertEqual(
            findings("layout A {\n  stack s {\n    pin: edges\n    scroll list\n    scroll other {}\n  }\n}\n"),
            [
                "scroll-content-ambiguous warning 4:5-4:16 scroll view `list` has no children: it has no content, so its content size is undetermined and nothing scrolls; add the view that scrolls inside it, pinned with `pin: edges content`",
                "scroll-content-ambiguous warning 5:5-5:17 scroll view `other` has no children: it has no content, so its content size is undetermined and nothing scrolls; add the view that scrolls inside it, pinned with `pin: edges content`",
            ])
    }

    func testNewElementProperties() throws {
        let layout = try cleanLayout(
            """
            layout A {
              stack s {
                pin: edges
                label l { intrinsic: 40 x 20; mayTruncate: true; runtime: true }
                image i { runtime: true; installed: false }
              }
            }
            """)
        XCTAssertEqual(layout.elements.map(\.properties.mayTruncate), [false, true, false])
        XCTAssertEqual(layout.elements.map(\.properties.isRuntime), [false, true, true])
        XCTAssertEqual(layout.elements.map(\.properties.isInstalled), [true, true, false])
        XCTAssertEqual(
            findings(
                "layout A {\n  stack s {\n    pin: edges\n    contentInset: never\n    image i { mayTruncate: true }\n    scroll c { contentInset: sometimes; view v { pin: edges } }\n  }\n}\n"
            ),
            [
                "property-not-applicable warning 4:5-4:24 `contentInset` applies to scroll views only; it has no effect on a `stack`",
                "property-not-applicable warning 5:15-5:32 `mayTruncate` has no effect on a `image`: only labels, buttons and fields show text that can truncate",
                "invalid-value error 6:30-6:39 `contentInset` has no value `sometimes` (one of `automatic`, `always`, `never`)",
            ])
    }
}
