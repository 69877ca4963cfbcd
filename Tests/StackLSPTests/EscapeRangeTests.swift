import StackJSON
import StackLSP
import StackLint
import XCTest

/// The range of an invalid escape of a character outside the Basic Multilingual Plane
/// (`"\😀"`) ends after the character in every position encoding, as the CLI's
/// `2:20`–`2:22` (scalars) and byte offsets `30..<35` do.
final class EscapeRangeTests: XCTestCase {
    private let uri = "file:///tmp/escape.stack"
    private let text = "layout A {\n  label a { text: \"\\😀x\"; intrinsic: 10 x 10; pin: top, leading }\n}\n"

    private func escapeRange(encoding: String) -> JSON? {
        let harness = ServerHarness()
        harness.initialize(encodings: [encoding])
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": .string(uri), "languageId": "stack", "version": 1, "text": .string(text)]
            ],
        ])
        let published = harness.take().first { $0["method"] == "textDocument/publishDiagnostics" }
        let diagnostics = published?["params"]?["diagnostics"]?.array ?? []
        return diagnostics.first { $0["message"]?.string?.hasPrefix("invalid escape") == true }?["range"]
    }

    func testTheRangeEndsAfterTheEscapedCharacterInEveryEncoding() {
        XCTAssertEqual(
            escapeRange(encoding: "utf-16"),
            ["start": ["line": 1, "character": 19], "end": ["line": 1, "character": 22]])
        XCTAssertEqual(
            escapeRange(encoding: "utf-8"),
            ["start": ["line": 1, "character": 19], "end": ["line": 1, "character": 24]])
    }
}
