import StackJSON
import StackLSP
import StackLint
import XCTest

/// Each feature through the in-process server, with exact results.
final class FeatureTests: XCTestCase {
    private let uri = "file:///tmp/features.stack"
    private let text = """
        layout Row {
          canvas: 200 x 40
          stack row {
            pin: top, leading
            spacing: 4
            label title {
              intrinsic: 40 x 20
              width == icon.width
            }
            image icon { intrinsic: 20 x 20 }
          }
        }

        """

    private func server(textDocument: JSON = [:]) -> ServerHarness {
        ServerHarness.opened(text, uri: uri, textDocument: textDocument)
    }

    private func request(_ harness: ServerHarness, _ method: String, _ params: [String: JSON]) -> JSON? {
        harness.request(method, uri: uri, params)
    }

    private func position(_ line: Int, _ character: Int) -> JSON { ServerHarness.position(line, character) }

    func testHoverShowsFramesForEveryCanvas() {
        let markdown = server(textDocument: ["hover": ["contentFormat": ["markdown", "plaintext"]]])
        let result = request(markdown, "textDocument/hover", ["position": position(9, 11)])
        let value = result?["contents"]?["value"]?.string ?? ""
        XCTAssertEqual(result?["contents"]?["kind"], "markdown")
        XCTAssertTrue(value.hasPrefix("**image** `icon`: UIImageView"), value)
        XCTAssertTrue(
            value.contains("| 200 x 40 | (44, 0, 40, 20) | (44, 0, 40, 20) |"),
            "width == icon.width and title's compression make both 40: \(value)")
        // A client that declares no Markdown gets the same text without the markup.
        let plain = request(server(), "textDocument/hover", ["position": position(9, 11)])
        XCTAssertEqual(plain?["contents"]?["kind"], "plaintext")
        XCTAssertTrue(
            plain?["contents"]?["value"]?.string?.hasPrefix("image icon: UIImageView") == true,
            "\(String(describing: plain))")
    }

    func testPullDiagnosticsAreThePublishedOnes() {
        let harness = ServerHarness()
        harness.initialize()
        let squeezed = text.replacingOccurrences(of: "canvas: 200 x 40", with: "canvas: 50 x 40")
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": .string(uri), "languageId": "stack", "version": 1, "text": .string(squeezed)]
            ],
        ])
        let published = harness.take().first { $0["method"] == "textDocument/publishDiagnostics" }?["params"]?[
            "diagnostics"]
        XCTAssertFalse(published?.array?.isEmpty ?? true, "the squeezed row has findings")
        let report = request(harness, "textDocument/diagnostic", [:])
        XCTAssertEqual(report?["kind"], "full")
        XCTAssertEqual(report?["items"], published)
        let resultID = report?["resultId"] ?? .null
        XCTAssertEqual(
            request(harness, "textDocument/diagnostic", ["previousResultId": resultID]),
            ["kind": "unchanged", "resultId": resultID])
    }

    func testCompletionOffersValidProperties() {
        let harness = server()
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(uri), "version": 2],
                "contentChanges": [
                    [
                        "range": ["start": position(9, 0), "end": position(9, 0)],
                        "text": "    label note {\n      \n    }\n",
                    ]
                ],
            ],
        ])
        _ = harness.take()
        let items = request(harness, "textDocument/completion", ["position": position(10, 6)])?["items"]?.array ?? []
        let labels = Set(items.compactMap { $0["label"]?.string })
        XCTAssertTrue(labels.isSuperset(of: ["intrinsic", "lines", "text", "baseline", "width", "height"]))
        XCTAssertFalse(labels.contains("axis"), "stack properties do not apply to a label")
        XCTAssertFalse(labels.contains("pin"), "an arranged view is placed by its stack")
        XCTAssertFalse(labels.contains("stack"), "a label holds no elements")
    }

    func testDefinitionReferencesAndRename() {
        let harness = server()
        let definition = request(harness, "textDocument/definition", ["position": position(7, 17)])
        XCTAssertEqual(definition?["range"], ["start": position(9, 10), "end": position(9, 14)])
        let rename = request(harness, "textDocument/rename", ["position": position(9, 11), "newName": "badge"])
        let edits = rename?["changes"]?[uri]?.array ?? []
        XCTAssertEqual(edits.compactMap { $0["range"]?["start"]?["line"]?.int }.sorted(), [7, 9])
        XCTAssertEqual(Set(edits.compactMap { $0["newText"]?.string }), ["badge"])
    }

    func testFormattingReturnsOneEditAndNoneWhenCanonical() {
        let harness = server()
        XCTAssertEqual(
            request(harness, "textDocument/formatting", ["options": ["tabSize": 2, "insertSpaces": true]]),
            .array([
                [
                    "range": ["start": position(0, 0), "end": position(12, 0)],
                    "newText": .string(
                        text.replacingOccurrences(
                            of: "image icon { intrinsic: 20 x 20 }",
                            with: "image icon {\n      intrinsic: 20 x 20\n    }")),
                ]
            ]))
        // Once canonical, formatting has nothing to do.
        let canonical = text.replacingOccurrences(
            of: "image icon { intrinsic: 20 x 20 }", with: "image icon {\n      intrinsic: 20 x 20\n    }")
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": .string(canonical)]],
            ],
        ])
        _ = harness.take()
        XCTAssertEqual(
            request(harness, "textDocument/formatting", ["options": ["tabSize": 2, "insertSpaces": true]]), [])
    }

    func testRangeFormattingTouchesOnlyTheRange() {
        let harness = server()
        let edits =
            request(
                harness, "textDocument/rangeFormatting",
                [
                    "range": ["start": position(9, 0), "end": position(9, 10)],
                    "options": ["tabSize": 2, "insertSpaces": true],
                ])?.array ?? []
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits.first?["range"], ["start": position(9, 0), "end": position(10, 0)])
        let outside = request(
            harness, "textDocument/rangeFormatting",
            [
                "range": ["start": position(0, 0), "end": position(2, 0)],
                "options": ["tabSize": 2, "insertSpaces": true],
            ])
        XCTAssertEqual(outside, [])
    }

    /// Element kinds inside the stack `row`: snippets only for a client that declares
    /// `snippetSupport`, plain text for the others (Neovim 0.7, Eglot without yasnippet).
    func testCompletionHonoursSnippetSupport() {
        func labelItem(_ harness: ServerHarness) -> JSON? {
            let items = request(harness, "textDocument/completion", ["position": position(9, 4)])?["items"]?.array ?? []
            return items.first { $0["label"] == "label" }
        }
        let plain = labelItem(server())
        XCTAssertEqual(plain?["insertText"], "label name {\n\t\n}")
        XCTAssertEqual(plain?["insertTextFormat"], 1)
        let snippets = labelItem(server(textDocument: ["completion": ["completionItem": ["snippetSupport": true]]]))
        XCTAssertEqual(snippets?["insertText"], "label ${1:name} {\n\t$0\n}")
        XCTAssertEqual(snippets?["insertTextFormat"], 2)
    }

    /// The quick fix of a finding is offered with the cursor anywhere on its line, not only
    /// inside its range.
    func testQuickFixesAreOfferedAnywhereOnTheFindingsLine() {
        let harness = ServerHarness()
        harness.initialize()
        let lintedURI = "file:///tmp/features-fix.stack"
        let text =
            "layout A {\n  stack s {\n    pin: edges\n    spacing: 4; spacing: 8\n    label l { intrinsic: 10 x 10 }\n    label m { intrinsic: 10 x 10; hugging: 252 }\n  }\n}\n"
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": .string(lintedURI), "languageId": "stack", "version": 1, "text": .string(text)]
            ],
        ])
        _ = harness.take()
        // The duplicate-property finding covers `spacing: 4` (columns 4 to 14); ask at column 22.
        harness.send([
            "jsonrpc": "2.0", "id": 9, "method": "textDocument/codeAction",
            "params": [
                "textDocument": ["uri": .string(lintedURI)],
                "range": ["start": position(3, 22), "end": position(3, 22)],
                "context": ["diagnostics": [], "only": ["quickfix"]],
            ],
        ])
        let titles = (harness.take().first { $0["id"] == 9 }?["result"]?.array ?? []).compactMap { $0["title"]?.string }
        XCTAssertEqual(titles, ["Remove the earlier `spacing`"])
    }

    func testCodeActionsIncludeRefactors() {
        let titles =
            (request(
                server(), "textDocument/codeAction",
                [
                    "range": ["start": position(2, 8), "end": position(2, 8)], "context": ["diagnostics": []],
                ])?.array ?? [])
            .compactMap { $0["title"]?.string }
        XCTAssertTrue(titles.contains("Wrap `row` in a stack"), "\(titles)")
        XCTAssertTrue(titles.contains("Make `row` vertical"), "\(titles)")
    }

    func testSemanticTokensClassifyWords() {
        let data = request(server(), "textDocument/semanticTokens/full", [:])?["data"]?.array?.compactMap(\.int) ?? []
        // layout (keyword), Row (type, declaration): the first two tokens.
        XCTAssertEqual(Array(data.prefix(10)), [0, 0, 6, 0, 0, 0, 7, 3, 1, 1])
    }

    func testSymbolsFoldingInlayHintsAndFrames() {
        let harness = server()
        let symbols = request(harness, "textDocument/documentSymbol", [:])?.array ?? []
        XCTAssertEqual(
            symbols.first?["children"]?[0]?["children"]?.array?.compactMap { $0["name"]?.string }, ["title", "icon"])
        let folding = request(harness, "textDocument/foldingRange", [:])?.array ?? []
        XCTAssertEqual(folding.compactMap { $0["startLine"]?.int }, [0, 2, 5])
        let hints =
            request(harness, "textDocument/inlayHint", ["range": ["start": position(0, 0), "end": position(12, 0)]])?
            .array ?? []
        XCTAssertEqual(hints.compactMap { $0["label"]?.string }, ["84 × 20", "40 × 20", "40 × 20"])
        let frames = request(harness, "stack/computedFrames", [:])
        XCTAssertEqual(
            frames?["layouts"]?[0]?["canvases"]?[0]?["elements"]?.array?.compactMap { $0["path"]?.string },
            ["row", "row/title", "row/icon"])
    }
}
