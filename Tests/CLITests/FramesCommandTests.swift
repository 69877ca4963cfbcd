import Foundation
import StackTestSupport
import XCTest

final class FramesCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")
    static let row = """
        layout Row {
          canvas: 200 x 50
          stack row {
            pin: edges
            alignment: center
            label title {
              intrinsic: 60 x 20
              hugging: 249
            }
            switch toggle
          }
        }

        """

    func testTextTree() throws {
        let outcome = try stacklint.run(["frames", "-"], stdin: Self.row)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(
            outcome.stdout,
            """
            layout Row
              canvas 200 x 50
                row (stack)  frame (0, 0, 200, 50)  canvas (0, 0, 200, 50)
                  title (label)  frame (0, 15, 149, 20)  canvas (0, 15, 149, 20)
                  toggle (switch)  frame (149, 9.5, 51, 31)  canvas (149, 9.5, 51, 31)

            """)
    }

    /// The one category asked for is named in the canvas's heading, as it is when there are several.
    func testAContentSizeOtherThanLargeIsNamed() throws {
        let outcome = try stacklint.run(["frames", "--content-size", "AX5", "-"], stdin: Self.row)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(
            outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("  canvas") }, ["  canvas 200 x 50, AX5"])
    }

    func testCanvasOverrideAndJSON() throws {
        let outcome = try stacklint.run(["frames", "--canvas", "300x60", "--format", "json", "-"], stdin: Self.row)
        XCTAssertEqual(outcome.status, 0)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let layout = try XCTUnwrap((document["layouts"] as? [[String: Any]])?.first)
        let canvas = try XCTUnwrap((layout["canvases"] as? [[String: Any]])?.first)
        XCTAssertEqual(canvas["width"] as? Double, 300)
        let elements = try XCTUnwrap(canvas["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.map { $0["path"] as? String }, ["row", "row/title", "row/toggle"])
        XCTAssertEqual(elements[2]["frame"] as? [String: Double], ["x": 249, "y": 14.5, "width": 51, "height": 31])
        XCTAssertEqual(elements[2]["ambiguous"] as? Bool, false)
    }

    func testRenderWritesAnSVG() throws {
        let directory = try TemporaryDirectory()
        try directory.write("row.stack", Self.row)
        let outcome = try stacklint.run(["render", "row.stack", "-o", "row.svg"], in: directory.url)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let svg = try String(contentsOf: directory.url.appendingPathComponent("row.svg"), encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.contains(">Row · 200 × 50</text>"))
        XCTAssertTrue(svg.contains("stroke-dasharray=\"4 3\""), "the stack is a dashed outline")
        XCTAssertTrue(svg.contains(">title</text>"))
        XCTAssertEqual(try stacklint.run(["render", "row.stack"], in: directory.url).status, 2, "-o is required")
    }

    func testSyntaxErrorsAndUsage() throws {
        let broken = try stacklint.run(["frames", "-"], stdin: "layout A {\n  stack s {\n")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.hasPrefix("stacklint: error: cannot lay out -: it has syntax errors\n"))
        XCTAssertEqual(try stacklint.run(["frames"]).status, 2)
        XCTAssertEqual(try stacklint.run(["frames", "--canvas", "wide", "-"], stdin: Self.row).status, 2)
        XCTAssertEqual(try stacklint.run(["frames", "missing.stack"]).status, 2)
    }
}

final class FramesDeterminismTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    /// Each process hashes with a new random seed; frames must not depend on it.
    func testFramesAreBitIdenticalAcrossProcesses() throws {
        for url in TestSupport.stackFiles(in: TestSupport.examplesDirectory) {
            let first = try stacklint.run(["frames", "--format", "json", url.path])
            XCTAssertEqual(first.status, 0, url.lastPathComponent)
            for _ in 0..<3 {
                XCTAssertEqual(
                    try stacklint.run(["frames", "--format", "json", url.path]).stdout, first.stdout,
                    url.lastPathComponent)
            }
        }
    }
}
