import Foundation
import StackDiagnostics
import StackModel
import StackSyntax
import StackTestSupport
import XCTest

private enum StackTestSupportExamples {
    static var files: [URL] { TestSupport.stackFiles(in: TestSupport.examplesDirectory) }
}

final class DefaultsTests: XCTestCase {
    private func model(_ text: String) -> SemanticModel {
        let model = SemanticModel(text)
        XCTAssertEqual(model.diagnostics, [], "fixture should be clean")
        return model
    }

    func testPerKindDefaults() throws {
        let layout = try XCTUnwrap(
            model(
                """
                layout A {
                  stack s {
                    view v
                    label l
                    button b
                    image i
                    field f
                    switch w
                  }
                }
                """
            ).layouts.first)
        let expected: [(String, Double, Double, OptionalSize)] = [
            ("v", 250, 750, OptionalSize(width: nil, height: nil)),
            ("l", 251, 750, OptionalSize(width: nil, height: nil)),
            ("b", 250, 750, OptionalSize(width: nil, height: nil)),
            ("i", 251, 750, OptionalSize(width: nil, height: nil)),
            ("f", 250, 750, OptionalSize(width: nil, height: nil)),
            ("w", 750, 750, OptionalSize(width: 51, height: 31)),
        ]
        for (name, hugging, compression, intrinsic) in expected {
            let element = try XCTUnwrap(layout.element(named: name))
            XCTAssertEqual(element.properties.hugging, AxisPair(horizontal: hugging, vertical: hugging), name)
            XCTAssertEqual(
                element.properties.compression, AxisPair(horizontal: compression, vertical: compression), name)
            XCTAssertEqual(element.properties.intrinsic, intrinsic, name)
            XCTAssertEqual(element.properties.lines, 1)
            XCTAssertFalse(element.isHidden)
            XCTAssertTrue(element.isArranged)
            XCTAssertEqual(element.properties.pins, [])
            XCTAssertEqual(element.properties.spacingAfter, .default)
            XCTAssertNil(element.stack)
        }
        let stack = try XCTUnwrap(layout.root)
        XCTAssertEqual(stack.stack, StackProperties())
        XCTAssertEqual(stack.stack?.axis, .horizontal)
        XCTAssertEqual(stack.stack?.distribution, .fill)
        XCTAssertEqual(stack.stack?.alignment, .fill)
        XCTAssertEqual(stack.stack?.spacing, .points(0))
        XCTAssertEqual(stack.stack?.margins, .zero)
        XCTAssertEqual(
            stack.properties.pins, [Pin(edge: .top), Pin(edge: .leading)], "the root defaults to top, leading")
    }

    func testLayoutDefaultsAndSettings() throws {
        let defaults = try XCTUnwrap(model("layout A { view v }").layouts.first)
        XCTAssertEqual(defaults.canvases, [Size(width: 375, height: 667)])
        XCTAssertFalse(defaults.hasExplicitCanvas)
        XCTAssertFalse(defaults.isCell)
        XCTAssertEqual(defaults.direction, .ltr)
        XCTAssertEqual(defaults.target, 17)

        let set = try XCTUnwrap(
            model(
                """
                layout B {
                  canvas: 320 x 64, 375x64
                  cell: true
                  direction: rtl
                  target: ios 13.4
                  view v
                }
                """
            ).layouts.first)
        XCTAssertEqual(set.canvases, [Size(width: 320, height: 64), Size(width: 375, height: 64)])
        XCTAssertTrue(set.hasExplicitCanvas)
        XCTAssertTrue(set.isCell)
        XCTAssertEqual(set.direction, .rtl)
        XCTAssertEqual(set.target, 13.4)
    }

    func testConfiguredDefaultCanvas() throws {
        let options = ModelOptions(defaultCanvases: [Size(width: 390, height: 844)])
        let layout = try XCTUnwrap(SemanticModel("layout A { view v }", options: options).layouts.first)
        XCTAssertEqual(layout.canvases, [Size(width: 390, height: 844)])
    }

    func testExplicitPropertiesResolve() throws {
        let layout = try XCTUnwrap(
            model(
                """
                layout A {
                  stack s {
                    pin: edges 8, centerX
                    axis: vertical
                    distribution: equalCentering
                    alignment: lastBaseline
                    spacing: system
                    baselineRelative: true
                    marginsRelative: true
                    margins: 1 2 3 4
                    label l {
                      intrinsic: 44 x none
                      hugging: 249 high
                      compression: required
                      baseline: 16
                      hidden: true
                      spacingAfter: system
                      background: #11223380
                      text: "a\\tb"
                      lines: 0
                    }
                    view v {
                      arranged: false
                      pin: top 4
                    }
                  }
                }
                """
            ).layouts.first)
        let stack = try XCTUnwrap(layout.root)
        XCTAssertEqual(
            stack.properties.pins.map(\.description), ["top 8", "leading 8", "bottom 8", "trailing 8", "centerX"])
        XCTAssertEqual(stack.stack?.axis, .vertical)
        XCTAssertEqual(stack.stack?.distribution, .equalCentering)
        XCTAssertEqual(stack.stack?.alignment, .lastBaseline)
        XCTAssertEqual(stack.stack?.spacing.points, 8)
        XCTAssertEqual(stack.stack?.isBaselineRelative, true)
        XCTAssertEqual(stack.stack?.isMarginsRelative, true)
        XCTAssertEqual(stack.stack?.margins, DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))

        let label = try XCTUnwrap(layout.element(named: "l"))
        XCTAssertEqual(label.properties.intrinsic, OptionalSize(width: 44, height: nil))
        XCTAssertEqual(label.properties.hugging, AxisPair(horizontal: 249, vertical: 750))
        XCTAssertEqual(label.properties.compression, AxisPair(horizontal: 1000, vertical: 1000))
        XCTAssertEqual(label.properties.baseline, 16)
        XCTAssertEqual(label.properties.lastBaseline, 16, "lastBaseline defaults to baseline")
        XCTAssertTrue(label.isHidden)
        XCTAssertEqual(label.properties.spacingAfter, .spacing(.system))
        XCTAssertEqual(label.properties.background?.description, "#11223380")
        XCTAssertEqual(label.properties.text, "a\tb")
        XCTAssertEqual(label.properties.lines, 0)

        let view = try XCTUnwrap(layout.element(named: "v"))
        XCTAssertFalse(view.isArranged)
        XCTAssertEqual(view.properties.pins, [Pin(edge: .top, inset: 4)])
        XCTAssertEqual(layout.arrangedChildren(of: stack).map(\.name), ["l"])
    }

    func testPathsParentsAndChildren() throws {
        let layout = try XCTUnwrap(
            model(
                """
                layout A {
                  stack {
                    label title
                    view {
                      image
                    }
                    label
                  }
                }
                """
            ).layouts.first)
        XCTAssertEqual(
            layout.elements.map(\.path),
            ["stack#0", "stack#0/title", "stack#0/view#1", "stack#0/view#1/image#0", "stack#0/label#2"])
        XCTAssertEqual(layout.elements.map(\.parent), [nil, 0, 0, 2, 0])
        XCTAssertEqual(layout.elements[0].children, [1, 2, 4])
        XCTAssertEqual(layout.elements.map(\.isArranged), [false, true, true, false, true])
        XCTAssertEqual(layout.roots, [0])
    }

    func testConstraintsResolveForwardAndSelfReferences() throws {
        let layout = try XCTUnwrap(
            model(
                """
                layout A {
                  stack s {
                    view a {
                      width == b.width * 0.5 - 4 @999
                      height == width * 0.75
                      height >= 44 @low
                    }
                    view b
                  }
                }
                """
            ).layouts.first)
        let constraints = try XCTUnwrap(layout.element(named: "a")?.constraints)
        XCTAssertEqual(constraints.count, 3)
        XCTAssertEqual(constraints[0].target, AnchorReference(item: .element(2), attribute: .width))
        XCTAssertEqual(constraints[0].multiplier, 0.5)
        XCTAssertEqual(constraints[0].constant, -4)
        XCTAssertEqual(constraints[0].priority, 999)
        XCTAssertEqual(constraints[1].target, AnchorReference(item: .element(1), attribute: .width))
        XCTAssertEqual(constraints[1].dimension, .height)
        XCTAssertEqual(constraints[2].relation, .greaterThanOrEqual)
        XCTAssertNil(constraints[2].target)
        XCTAssertEqual(constraints[2].priority, 250)
        XCTAssertFalse(constraints[2].isRequired)
    }

    func testEveryExampleResolvesWithoutErrors() throws {
        for url in StackTestSupportExamples.files {
            let model = SemanticModel(source: SourceText(bytes: [UInt8](try Data(contentsOf: url))))
            XCTAssertEqual(model.diagnostics.filter { $0.severity == .error }.map(\.message), [], url.lastPathComponent)
            XCTAssertFalse(model.layouts.isEmpty)
        }
    }
}
