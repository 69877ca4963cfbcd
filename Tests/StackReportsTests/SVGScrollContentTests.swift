import StackModel
import StackReports
import XCTest

/// A scroll view in the SVG picture (stack-format.md §11): its content drawn whole at rest,
/// what lies beyond the frame faded, the frame outlined.
final class SVGScrollContentTests: XCTestCase {
    func testTheContentBeyondTheFrameIsDrawnFadedAndTheFrameOutlined() throws {
        let svg = try SVGRenderer().render(
            FramesDocument(
                model: SemanticModel(
                    """
                    layout A {
                      canvas: iPhone16
                      scroll scroller {
                        pin: edges
                        stack form {
                          axis: vertical
                          pin: edges content
                          width == frame.width
                          view block0 { intrinsic: 100 x 500 }
                          view block1 { intrinsic: 100 x 500 }
                        }
                      }
                    }

                    """), path: "Scroll.stack"))
        // Content 393 x 1000 from y = 59 (the top inset at rest) to 1059: 207 below the frame.
        XCTAssertTrue(
            svg.contains(
                "<g><title>scroller: content 393 × 1000 at rest; faded beyond the scroll view&apos;s frame</title>"
                    + "<rect x=\"0\" y=\"852\" width=\"393\" height=\"207\" fill=\"#FAFAFC\" fill-opacity=\"0.75\"/>"
                    + "<rect x=\"0\" y=\"59\" width=\"393\" height=\"1000\" fill=\"none\" stroke=\"#5856D6\" stroke-width=\"1\" stroke-dasharray=\"2 3\"/>"
                    + "<rect x=\"0\" y=\"0\" width=\"393\" height=\"852\" fill=\"none\" stroke=\"#5856D6\" stroke-width=\"2\"/></g>\n"
            ), svg)
        // The panel reaches the content's bottom, not only the canvas's.
        XCTAssertTrue(
            svg.contains(
                "<clipPath id=\"clip-0\"><rect x=\"-40\" y=\"-40\" width=\"473\" height=\"1139\"/></clipPath>"), svg)
    }
}
