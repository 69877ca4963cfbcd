import StackJSON
import StackLSP
import XCTest

/// Value completion at every value position: after `;` in a one-line block, after `,` in a
/// list, after a blank where a value takes several words.
final class ValueCompletionTests: XCTestCase {
    private let uri = "file:///tmp/values.stack"
    private static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline",
        "footnote", "caption1", "caption2",
    ]
    private static let devices = [
        "iPhoneSE", "iPhone13mini", "iPhone14", "iPhone16", "iPhone16Plus", "iPhone16Pro", "iPhone16ProMax",
        "iPadMini", "iPad", "iPadPro11", "iPadPro13",
    ]
    private static let categories = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5",
    ]

    /// The completion items at the `|` of `marked` (which is taken out of the text).
    private func items(_ marked: String) throws -> [JSON] {
        let marker = try XCTUnwrap(marked.range(of: "|"))
        let before = marked[..<marker.lowerBound]
        let line = before.filter { $0 == "\n" }.count
        let character = before.utf16.count - (before.lastIndex(of: "\n").map { before[...$0].utf16.count } ?? 0)
        let harness = ServerHarness()
        harness.initialize(textDocument: ["completion": ["completionItem": ["insertReplaceSupport": true]]])
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": .string(uri), "languageId": "stack", "version": 1,
                    "text": .string(marked.replacingCharacters(in: marker, with: "")),
                ]
            ],
        ])
        _ = harness.take()
        harness.send([
            "jsonrpc": "2.0", "id": 9, "method": "textDocument/completion",
            "params": [
                "textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)],
            ],
        ])
        return harness.take().first { $0["id"] == 9 }?["result"]?["items"]?.array ?? []
    }

    private func labels(_ marked: String) throws -> [String] {
        try items(marked).compactMap { $0["label"]?.string }
    }

    private func layout(_ lines: String) -> String {
        "layout A {\n\(lines)\n  stack s {\n    pin: edges\n    label t { intrinsic: 85 x 17 }\n  }\n}\n"
    }

    func testAfterASemicolonInAOneLineBlock() throws {
        let text = "layout A {\n  stack s {\n    pin: edges\n    label t { intrinsic: 85 x 17; textStyle: | }\n  }\n}\n"
        XCTAssertEqual(try labels(text), Self.textStyles)
        // The item replaces nothing: the cursor stands between blanks.
        let body = try XCTUnwrap(try items(text).first)
        XCTAssertEqual(body["label"], "largeTitle")
        XCTAssertEqual(body["kind"], 20)
        XCTAssertEqual(body["detail"], "textStyle")
        XCTAssertEqual(body["textEdit"]?["newText"], "largeTitle")
        let cursor: JSON = ["start": ["line": 3, "character": 45], "end": ["line": 3, "character": 45]]
        XCTAssertEqual(body["textEdit"]?["insert"], cursor)
        XCTAssertEqual(body["textEdit"]?["replace"], cursor)
    }

    func testAPartWordAfterASemicolonIsReplaced() throws {
        let text =
            "layout A {\n  stack s {\n    pin: edges\n    label t { intrinsic: 85 x 17; textStyle: he|x }\n  }\n}\n"
        XCTAssertEqual(try labels(text), Self.textStyles)
        let first = try XCTUnwrap(try items(text).first)
        XCTAssertEqual(
            first["textEdit"]?["insert"],
            ["start": ["line": 3, "character": 45], "end": ["line": 3, "character": 47]])
        XCTAssertEqual(
            first["textEdit"]?["replace"],
            ["start": ["line": 3, "character": 45], "end": ["line": 3, "character": 48]])
    }

    func testAStatementAfterABraceOrSemicolonOffersProperties() throws {
        let labels = try labels(
            "layout A {\n  stack s {\n    pin: edges\n    label t { intrinsic: 85 x 17; | }\n  }\n}\n")
        XCTAssertTrue(labels.contains("textStyle"), "\(labels)")
        XCTAssertFalse(labels.contains("intrinsic"), "set already")
        XCTAssertFalse(labels.contains("axis"), "a label is no stack")
    }

    func testASemicolonInAStringIsNoStatementBoundary() throws {
        XCTAssertEqual(
            try labels("layout A {\n  stack s {\n    pin: edges\n    label t { text: \"a; b: |\" }\n  }\n}\n"), [])
    }

    func testDevicesAfterACommaAndLandscapeAfterADevice() throws {
        XCTAssertEqual(try labels(layout("  canvas: 375 x 667, |")), Self.devices + ["landscape"])
        XCTAssertEqual(try labels(layout("  canvas: iPhoneSE landscape, iPh|")), Self.devices + ["landscape"])
        XCTAssertEqual(try labels(layout("  canvas: iPhoneSE |")), ["landscape"])
        XCTAssertEqual(try labels(layout("  canvas: 375 x 667; contentSize: |")), Self.categories)
    }

    func testCategoriesAfterACommaOrABlank() throws {
        XCTAssertEqual(try labels(layout("  contentSize: large, |")), Self.categories)
        XCTAssertEqual(try labels(layout("  contentSize: large AX|")), Self.categories)
    }

    func testTheSecondPriorityAndNothingAfterAOneWordValue() throws {
        let text =
            "layout A {\n  stack s {\n    pin: edges\n    label t { intrinsic: 85 x 17; hugging: high | }\n  }\n}\n"
        XCTAssertEqual(try labels(text), ["required", "high", "low", "fittingSize"])
        XCTAssertEqual(try labels("layout A {\n  stack s {\n    pin: edges\n    axis: vertical |\n  }\n}\n"), [])
    }
}
