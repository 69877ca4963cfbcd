import Foundation
import StackModel
import StackReports
import StackTestSupport
import XCTest

/// The SVG picture of one small layout, compared whole with `Tests/Golden/svg/marks.svg`
/// (regenerate with `STACKLINT_UPDATE_GOLDEN=1 swift test --filter SVGGoldenTests` and
/// review the diff): a view squeezed to a negative height, an ambiguous one, and a label
/// whose text is wider than its box.
final class SVGGoldenTests: XCTestCase {
    static let layout = """
        layout Marks {
          canvas: 160 x 90
          view box {
            pin: edges
            image logo {
              pin: leading, trailing
              top == parent.top + 60
              bottom == parent.bottom - 40
            }
            label title {
              pin: top, leading
              intrinsic: 50 x 30
              text: "A title far wider than its label"
            }
            view loose {
              pin: top, trailing
            }
          }
        }

        """

    private func rendered() throws -> String {
        try SVGRenderer().render(FramesDocument(model: SemanticModel(Self.layout), path: "Marks.stack"))
    }

    func testTheWholePictureMatchesItsGoldenFile() throws {
        let svg = try rendered()
        let golden = TestSupport.packageRoot.appendingPathComponent("Tests/Golden/svg/marks.svg")
        if ProcessInfo.processInfo.environment["STACKLINT_UPDATE_GOLDEN"] == "1" {
            try svg.write(to: golden, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(svg, try String(contentsOf: golden, encoding: .utf8), "STACKLINT_UPDATE_GOLDEN=1 rewrites it")
    }

    func testAViewWithANegativeHeightIsMarkedNotDropped() throws {
        let svg = try rendered()
        XCTAssertTrue(
            svg.contains(
                "<g><title>box/logo (image) (0, 60, 160, -10): a negative height -10 at this canvas, so UIKit does not draw it</title>"
                    + "<rect x=\"0\" y=\"60\" width=\"160\" height=\"0\" fill=\"none\" stroke=\"#D70015\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"/>"
                    + "<circle cx=\"80\" cy=\"60\" r=\"7\" fill=\"#D70015\"/><text x=\"80\" y=\"63.5\" text-anchor=\"middle\" class=\"badge\">!</text></g>\n"
            ),
            svg)
        XCTAssertFalse(svg.contains("rx=\"-"), "no negative corner radius")
        XCTAssertFalse(svg.contains("height=\"-"), "no negative size")
    }

    func testTheLegendExplainsEveryBadge() throws {
        let svg = try rendered()
        XCTAssertTrue(svg.contains(">Legend</text>"), svg)
        XCTAssertTrue(svg.contains("class=\"legend\">? ambiguous: the constraints leave this frame undetermined"), svg)
        XCTAssertTrue(
            svg.contains("class=\"legend\">! negative size at this canvas: UIKit does not draw the view"), svg)
        XCTAssertTrue(svg.contains("class=\"badge\">?</text>"), "the loose view is ambiguous")
    }

    func testEveryTextOfAnElementIsClippedToItsBox() throws {
        let svg = try rendered()
        // The label's two texts sit in a group clipped to its 50 × 30 frame.
        XCTAssertTrue(
            svg.contains(
                "<clipPath id=\"clip-0-2\"><rect x=\"0\" y=\"0\" width=\"50\" height=\"30\"/></clipPath><g clip-path=\"url(#clip-0-2)\">"
                    + "<text x=\"25\" y=\"13\" text-anchor=\"middle\" class=\"name\">title</text>"), svg)
        for line in svg.split(separator: "\n")
        where line.contains("class=\"name\"") || line.contains("class=\"text\"") || line.contains("class=\"stackname\"")
        {
            XCTAssertTrue(line.contains("clip-path=\"url(#clip-0-"), String(line))
        }
    }
}
