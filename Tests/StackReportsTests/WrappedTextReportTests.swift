import StackModel
import StackReports
import XCTest

/// A wrapping label (stack-format.md §10.1) in the frames document, its text output and
/// the picture: its lines, and its text drawn as lines.
final class WrappedTextReportTests: XCTestCase {
    static let layout = """
        layout Chat {
          canvas: 200 x 200
          contentSize: large, AX5
          label body {
            pin: top 16, leading 16, trailing 16
            text: "Are we still on for lunch tomorrow at the usual place?"
            intrinsic: 300 x 20
            textStyle: body
            lines: 0
          }
          label caption {
            pin: bottom, leading
            intrinsic: 80 x 20
          }
        }

        """

    private func document() -> FramesDocument {
        FramesDocument(model: SemanticModel(Self.layout), path: "Chat.stack")
    }

    /// 168 < 300: 2 lines at `large`; AX5: ceil(935.294 / 168) = 6 lines of 62.353. The
    /// label that does not wrap has no `lines`.
    func testTheDocumentGivesAWrappingLabelsLines() throws {
        let value = try document().value()
        let canvases = value["layouts"]?[0]?["canvases"]?.array ?? []
        XCTAssertEqual(canvases.map { $0["elements"]?[0]?["lines"] }, [.number(2), .number(6)])
        XCTAssertEqual(canvases.map { $0["elements"]?[1]?["lines"] }, [nil, nil])
        XCTAssertEqual(canvases.map { $0["elements"]?[0]?["frame"]?["height"] }, [.number(40), .number(374.118)])
    }

    func testTheTextOutputShowsLines() throws {
        let text = try document().encodeText()
        XCTAssertTrue(
            text.contains("    body (label)  frame (16, 16, 168, 40)  canvas (16, 16, 168, 40)  2 lines\n"), text)
        XCTAssertTrue(
            text.contains("    body (label)  frame (16, 16, 168, 374.118)  canvas (16, 16, 168, 374.118)  6 lines\n"),
            text)
        XCTAssertTrue(text.contains("    caption (label)  frame (0, 180, 80, 20)  canvas (0, 180, 80, 20)\n"), text)
    }

    /// At `large` the text is drawn on the label's 2 lines, words kept whole (30 characters
    /// of 5.5 points fit in 168): the name, then each line 12 points below the one before.
    func testThePictureDrawsWrappedTextAsLines() throws {
        let svg = try SVGRenderer().render(document())
        XCTAssertTrue(
            svg.contains(
                "<text x=\"100\" y=\"28\" text-anchor=\"middle\" class=\"name\">body</text>"
                    + "<text x=\"100\" y=\"40\" text-anchor=\"middle\" class=\"text\">Are we still on for lunch</text>"
                    + "<text x=\"100\" y=\"52\" text-anchor=\"middle\" class=\"text\">tomorrow at the usual place?</text></g>"
            ), svg)
    }
}
