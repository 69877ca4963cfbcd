import StackJSON
import StackLSP
import StackLint
import XCTest

/// Parameters that do not have the shape LSP 3.17 gives them: a request is answered
/// `InvalidParams` (-32602) naming the member at fault, a notification is ignored and the
/// client told in a log message; the server goes on either way.
final class InvalidParamsTests: XCTestCase {
    private let uri = "file:///project/a.stack"

    private func answer(_ harness: ServerHarness, _ method: String, _ params: JSON) -> JSON? {
        harness.send(["jsonrpc": "2.0", "id": 7, "method": .string(method), "params": params])
        return harness.take().first { $0["id"] == 7 }
    }

    private func openedHarness() -> ServerHarness {
        let harness = ServerHarness()
        harness.initialize()
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": .string(uri), "languageId": "stack", "version": 1, "text": "layout A {\n  view v\n}\n",
                ]
            ],
        ])
        _ = harness.take()
        return harness
    }

    func testMalformedRequestParamsAreInvalidParamsNamingTheMember() {
        let harness = openedHarness()
        let document: JSON = ["uri": .string(uri)]
        let cases: [(method: String, params: JSON, message: String)] = [
            ("textDocument/hover", .null, "`params` must be an object"),
            ("textDocument/hover", ["textDocument": document], "missing `position`"),
            (
                "textDocument/hover", ["textDocument": document, "position": ["line": -1, "character": 0]],
                "`position.line` must be a non-negative integer"
            ),
            (
                "textDocument/hover", ["textDocument": document, "position": ["line": 0, "character": "3"]],
                "`position.character` must be an integer"
            ),
            ("textDocument/documentSymbol", [:], "missing `textDocument`"),
            ("textDocument/documentSymbol", ["textDocument": ["uri": 3]], "`textDocument.uri` must be a string"),
            (
                "textDocument/selectionRange", ["textDocument": document, "positions": [["line": 0]]],
                "missing `positions[0].character`"
            ),
            ("textDocument/rangeFormatting", ["textDocument": document], "missing `range`"),
            (
                "textDocument/codeAction", ["textDocument": document, "context": ["only": "quickfix"]],
                "`context.only` must be an array of strings"
            ),
            (
                "textDocument/references",
                [
                    "textDocument": document, "position": ["line": 0, "character": 0],
                    "context": ["includeDeclaration": "yes"],
                ], "`context.includeDeclaration` must be a boolean"
            ),
            (
                "textDocument/rename", ["textDocument": document, "position": ["line": 0, "character": 0]],
                "missing `newName`"
            ),
            (
                "textDocument/diagnostic", ["textDocument": document, "previousResultId": 4],
                "`previousResultId` must be a string"
            ),
        ]
        for (method, params, message) in cases {
            let error = answer(harness, method, params)?["error"]
            XCTAssertEqual(error?["code"], -32602, method)
            XCTAssertEqual(error?["message"]?.string, message, method)
        }
        // The server goes on.
        let hover = answer(
            harness, "textDocument/hover", ["textDocument": document, "position": ["line": 1, "character": 3]])
        XCTAssertNotNil(hover?["result"]?["contents"])
    }

    func testMalformedNotificationsAreIgnoredAndLogged() {
        let harness = openedHarness()
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": "file:///project/b.stack"]],
        ])
        let logs = harness.take().filter { $0["method"] == "window/logMessage" }
        XCTAssertEqual(
            logs.map { $0["params"]?["message"]?.string },
            ["stack-lsp: `textDocument/didOpen` ignored: missing `textDocument.text`"])
        XCTAssertEqual(logs.first?["params"]?["type"], 1)
        XCTAssertEqual(
            answer(harness, "textDocument/documentSymbol", ["textDocument": ["uri": "file:///project/b.stack"]])?[
                "error"]?["code"], -32602)
        // A change whose range is malformed changes nothing: the whole notification is ignored.
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [["text": "B"], ["range": ["start": ["line": 0, "character": 7]], "text": "C"]],
            ],
        ])
        XCTAssertEqual(
            harness.take().compactMap { $0["params"]?["message"]?.string },
            ["stack-lsp: `textDocument/didChange` ignored: missing `contentChanges[1].range.end`"])
        let symbols = answer(harness, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
        XCTAssertEqual(symbols?["result"]?[0]?["name"], "A")
    }
}
