import StackJSON
import StackLSP
import StackLint
import XCTest

/// No input crashes, hangs or desynchronises the server: line ends, byte-order marks,
/// versions, edits racing requests, analyses that fail, the lifecycle.
final class ReliabilityTests: XCTestCase {
    private let uri = "file:///tmp/reliability.stack"

    private func open(_ harness: ServerHarness, _ text: String, version: Int = 1) -> [JSON] {
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": .string(uri), "languageId": "stack", "version": .int(version), "text": .string(text),
                ]
            ],
        ])
        return harness.take()
    }

    private func change(_ version: Int, _ changes: [JSON]) -> JSON {
        [
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes),
            ],
        ]
    }

    private func request(_ id: Int, _ method: String, _ extra: [String: JSON] = [:]) -> JSON {
        var params: [String: JSON] = ["textDocument": ["uri": .string(uri)]]
        params.merge(extra) { _, new in new }
        return ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": .object(params)]
    }

    private func position(_ line: Int, _ character: Int) -> JSON { ["line": .int(line), "character": .int(character)] }

    private func range(_ start: (Int, Int), _ end: (Int, Int)) -> JSON {
        ["start": position(start.0, start.1), "end": position(end.0, end.1)]
    }

    private func published(_ messages: [JSON]) -> [JSON] {
        messages.filter { $0["method"] == "textDocument/publishDiagnostics" }.last?["params"]?["diagnostics"]?.array
            ?? []
    }

    private func response(_ messages: [JSON], _ id: Int) -> JSON? {
        messages.first { $0["id"] == .int(id) }
    }

    // MARK: Publishing

    /// Findings published again after an edit are written afresh where their LSP position
    /// changed, even when their byte offsets did not: `é` (2 bytes, 1 UTF-16 unit) replaced
    /// by `ab` (2 bytes, 2 units) before a finding on the same line moves it one column.
    func testAFindingMovedOnlyInUTF16ColumnsIsPublishedAtItsNewColumn() throws {
        let harness = ServerHarness()
        harness.initialize()
        let text = "layout A {\n  view v { pin: edges }\n  /* é */ view w { hiden: true }\n}\n"
        let first = published(open(harness, text))
        let finding = try XCTUnwrap(first.first { $0["message"]?.string?.contains("hiden") == true })
        XCTAssertEqual(finding["range"]?["start"], position(2, 19))
        harness.send(change(2, [["range": range((2, 5), (2, 6)), "text": "ab"]]))
        let second = published(harness.take())
        let moved = try XCTUnwrap(second.first { $0["message"]?.string?.contains("hiden") == true })
        XCTAssertEqual(moved["range"]?["start"], position(2, 20))
        XCTAssertEqual(second.count, first.count)
        // Unchanged findings come back byte for byte.
        harness.send(change(3, [["range": range((2, 5), (2, 7)), "text": "é"]]))
        let third = published(harness.take())
        XCTAssertEqual(third, first)
    }

    // MARK: Lifecycle

    func testSecondInitializeIsAnInvalidRequest() {
        let harness = ServerHarness()
        harness.initialize()
        harness.send(["jsonrpc": "2.0", "id": 2, "method": "initialize", "params": ["capabilities": [:]]])
        let answer = harness.take().first
        XCTAssertEqual(answer?["error"]?["code"], -32600)
        XCTAssertNil(answer?["result"])
    }

    func testExitAfterShutdownThenEndOfInputIsZeroEveryTime() {
        for _ in 0..<20 {
            let harness = ServerHarness()
            harness.initialize()
            // No waiting between: the end of input races the `exit` it follows.
            harness.server.receive(Array(JSON.object(["jsonrpc": "2.0", "id": 9, "method": "shutdown"]).text.utf8))
            harness.server.receive(Array(JSON.object(["jsonrpc": "2.0", "method": "exit"]).text.utf8))
            harness.server.endOfInput()
            harness.server.drainMessages()
            XCTAssertEqual(harness.exitCode, 0)
        }
    }

    func testEndOfInputWithoutExitIsOne() {
        let harness = ServerHarness()
        harness.initialize()
        harness.server.endOfInput()
        harness.server.drainMessages()
        XCTAssertEqual(harness.exitCode, 1)
    }

    // MARK: Line ends and byte-order marks

    func testLoneCarriageReturnsEndLinesForDiagnosticsAndEdits() {
        let harness = ServerHarness()
        harness.initialize()
        let diagnostics = published(open(harness, "layout A {\r  view v {\r    spacing 4\r  }\r}\r"))
        let syntax = diagnostics.filter { $0["code"] == "syntax-error" }
        XCTAssertEqual(syntax.count, 1)
        XCTAssertEqual(syntax.first?["range"], range((2, 12), (2, 13)))
        // An edit on the line after a lone `\r` lands there: `spacing 4` becomes `spacing: 4`.
        harness.send(change(2, [["range": range((2, 11), (2, 11)), "text": ":"]]))
        XCTAssertEqual(published(harness.take()).filter { $0["code"] == "syntax-error" }, [])
        harness.send(request(3, "textDocument/foldingRange"))
        let folds = response(harness.take(), 3)?["result"]?.array ?? []
        XCTAssertEqual(folds.map { [$0["startLine"], $0["endLine"]] }, [[0, 3], [1, 2]])
    }

    func testRangeFormattingOfATextWithLoneCarriageReturnsFormatsItWhole() {
        let harness = ServerHarness()
        harness.initialize()
        _ = open(harness, "layout A {\r  view v\r    {  }\r}\r")
        harness.send(
            request(
                2, "textDocument/rangeFormatting",
                ["range": range((1, 0), (1, 8)), "options": ["tabSize": 2, "insertSpaces": true]]))
        let edits = response(harness.take(), 2)?["result"]?.array ?? []
        XCTAssertEqual(edits.count, 1)
        XCTAssertEqual(edits.first?["range"], range((0, 0), (4, 0)))
        // The formatter keeps the file's own line end, a lone `\r`.
        XCTAssertEqual(edits.first?["newText"]?.string, "layout A {\r  view v {}\r}\r")
    }

    func testByteOrderMarkCountsAsAColumnAndSurvivesAChange() {
        let harness = ServerHarness()
        harness.initialize()
        _ = open(harness, "\u{FEFF}layout A {\n  view v\n}\n")
        harness.send(request(2, "textDocument/documentSymbol"))
        XCTAssertEqual(response(harness.take(), 2)?["result"]?[0]?["selectionRange"], range((0, 8), (0, 9)))
        // A whole-text change that begins with U+FEFF keeps it...
        harness.send(change(2, [["text": "\u{FEFF}layout B {\n  view w\n}\n"]]))
        harness.send(request(3, "textDocument/documentSymbol"))
        XCTAssertEqual(response(harness.take(), 3)?["result"]?[0]?["selectionRange"], range((0, 8), (0, 9)))
        // ...as the first character of line 0: removing it removes just the mark.
        harness.send(change(3, [["range": range((0, 0), (0, 1)), "text": ""]]))
        harness.send(request(4, "textDocument/documentSymbol"))
        let symbol = response(harness.take(), 4)?["result"]?[0]
        XCTAssertEqual(symbol?["name"], "B")
        XCTAssertEqual(symbol?["selectionRange"], range((0, 7), (0, 8)))
    }

    // MARK: Versions and racing edits

    func testStaleVersionIsAppliedInOrderAndLogged() {
        let harness = ServerHarness()
        harness.initialize()
        _ = open(harness, "layout A {\n  view v\n}\n", version: 5)
        harness.send(change(5, [["range": range((0, 7), (0, 8)), "text": "B"]]))
        let messages = harness.take()
        let logs = messages.filter { $0["method"] == "window/logMessage" }
        XCTAssertEqual(logs.first?["params"]?["type"], 2)
        XCTAssertEqual(
            logs.first?["params"]?["message"]?.string,
            "stack-lsp: `\(uri)` changed to version 5, not newer than version 5; the changes were applied in the order received"
        )
        harness.send(request(2, "textDocument/documentSymbol"))
        XCTAssertEqual(response(harness.take(), 2)?["result"]?[0]?["name"], "B")
    }

    func testTwentyChangesEachFollowedByAHoverAllGetResults() {
        let harness = ServerHarness()
        harness.initialize()
        _ = open(harness, "layout A {\n  stack s {\n    spacing: 0\n  }\n}\n")
        harness.server.suspendHandling()
        for index in 1...20 {
            let text = "layout A {\n  stack s {\n    spacing: \(index)\n  }\n}\n"
            harness.server.receive(Array(change(index + 1, [["text": .string(text)]]).text.utf8))
            // Alternately a hover that needs the solve (the element) and one that does not.
            let at = index.isMultiple(of: 2) ? position(1, 9) : position(2, 6)
            harness.server.receive(Array(request(100 + index, "textDocument/hover", ["position": at]).text.utf8))
        }
        harness.server.resumeHandling()
        let messages = harness.take()
        for index in 1...20 {
            let answers = messages.filter { $0["id"] == .int(100 + index) }
            XCTAssertEqual(answers.count, 1, "hover \(index)")
            XCTAssertNotNil(answers.first?["result"]?["contents"]?["value"]?.string, "hover \(index)")
        }
        let elementHover = messages.first { $0["id"] == 102 }?["result"]?["contents"]?["value"]?.string ?? ""
        XCTAssertTrue(elementHover.contains("spacing 20"), elementHover)  // answered from the text it was handled with
    }

    // MARK: Analysis split

    func testRequestsThatNeedNoSolveAreAnsweredWhileTheSolveWaits() {
        let harness = ServerHarness()
        harness.initialize()
        harness.server.suspendAnalyses()
        var text = "layout Big {\n  stack root {\n    pin: edges\n"
        for index in 0..<40 { text += "    label l\(index) { intrinsic: 40 x 20 }\n" }
        text += "  }\n}\n"
        harness.post([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": .string(uri), "languageId": "stack", "version": 1, "text": .string(text)]
            ],
        ])
        harness.post(request(2, "textDocument/documentSymbol"))
        harness.post(request(3, "textDocument/foldingRange"))
        harness.post(request(4, "textDocument/semanticTokens/full"))
        harness.post(request(5, "textDocument/formatting", ["options": ["tabSize": 2, "insertSpaces": true]]))
        harness.post(request(6, "textDocument/completion", ["position": position(3, 4)]))
        harness.post(request(7, "textDocument/definition", ["position": position(3, 11)]))
        harness.post(request(8, "textDocument/hover", ["position": position(2, 5)]))  // on `pin`
        harness.post(request(9, "textDocument/hover", ["position": position(3, 11)]))  // on `l0`: needs its frames
        let early = harness.takeHandled()
        XCTAssertEqual(response(early, 2)?["result"]?[0]?["children"]?[0]?["children"]?.array?.count, 40)
        for id in 3...8 { XCTAssertNotNil(response(early, id)?["result"], "request \(id)") }
        XCTAssertNil(response(early, 9))
        XCTAssertFalse(early.contains { $0["method"] == "textDocument/publishDiagnostics" })
        harness.server.resumeAnalyses()
        let late = harness.take()
        XCTAssertTrue(response(late, 9)?["result"]?["contents"]?["value"]?.string?.contains("| 375 x 667 |") ?? false)
        XCTAssertTrue(late.contains { $0["method"] == "textDocument/publishDiagnostics" })
    }

    func testAParkedRequestCanBeCancelled() {
        let harness = ServerHarness()
        harness.initialize()
        harness.server.suspendAnalyses()
        harness.post([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": .string(uri), "languageId": "stack", "version": 1, "text": "layout A {\n  view v\n}\n",
                ]
            ],
        ])
        harness.post(request(2, "textDocument/inlayHint", ["range": range((0, 0), (3, 0))]))
        harness.post(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 2]])
        XCTAssertEqual(response(harness.takeHandled(), 2)?["error"]?["code"], -32800)
        harness.server.resumeAnalyses()
        XCTAssertNil(response(harness.take(), 2))  // answered once
    }

    func testClosingADocumentAnswersItsParkedRequests() {
        let harness = ServerHarness()
        harness.initialize()
        harness.server.suspendAnalyses()
        harness.post([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": .string(uri), "languageId": "stack", "version": 1, "text": "layout A {\n  view v\n}\n",
                ]
            ],
        ])
        harness.post(request(2, "textDocument/diagnostic"))
        XCTAssertNil(response(harness.takeHandled(), 2))
        harness.post([
            "jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": ["uri": .string(uri)]],
        ])
        let answer = response(harness.takeHandled(), 2)
        XCTAssertEqual(answer?["error"]?["code"], -32602)
        XCTAssertEqual(answer?["error"]?["message"], .string("`\(uri)` is not open"))
        harness.server.resumeAnalyses()
        XCTAssertNil(response(harness.take(), 2))  // answered once
    }

    // MARK: Documents that cannot be solved

    func testANumberTooLargeIsADiagnosticAndTheServerGoesOn() {
        let harness = ServerHarness()
        harness.initialize()
        let text = "layout A {\n  view v {\n    pin: top 20, trailing 1\(String(repeating: "0", count: 400))\n  }\n}\n"
        let diagnostics = published(open(harness, text)).filter { $0["code"] == "invalid-value" }
        XCTAssertEqual(
            diagnostics.map { $0["message"]?.string },
            ["a pin inset must be from -100000 to 100000 points, found 1000000000000000… (401 digits)"])
        XCTAssertEqual(diagnostics.first?["range"], range((2, 26), (2, 427)))
        // The inset is ignored (the default applies), so the frames are finite.
        harness.send(request(2, "stack/computedFrames"))
        XCTAssertEqual(
            response(harness.take(), 2)?["result"]?["layouts"]?[0]?["canvases"]?[0]?["elements"]?[0]?["frame"]?[
                "width"], 0)
        harness.send(request(3, "textDocument/documentSymbol"))
        XCTAssertEqual(response(harness.take(), 3)?["result"]?[0]?["name"], "A")
    }

    func testHundredThousandNestedBracesAreOneDiagnosticAndEveryFeatureAnswers() {
        let harness = ServerHarness()
        harness.initialize()
        let depth = 100_000
        let text =
            "layout A {\n" + String(repeating: "stack s {", count: depth) + String(repeating: "}", count: depth)
            + "\n}\n"
        let diagnostics = published(open(harness, text))
        XCTAssertEqual(
            diagnostics.filter { $0["code"] == "syntax-error" }.map { $0["message"]?.string },
            ["blocks are nested more than 64 levels deep; this block is skipped"])
        harness.send(request(2, "textDocument/documentSymbol"))
        harness.send(request(3, "textDocument/foldingRange"))
        harness.send(request(4, "textDocument/semanticTokens/full"))
        harness.send(request(5, "textDocument/selectionRange", ["positions": [position(1, 600)]]))
        harness.send(request(6, "textDocument/hover", ["position": position(1, 600)]))
        let answers = harness.take()
        for id in 2...6 { XCTAssertNil(response(answers, id)?["error"], "request \(id)") }
        XCTAssertEqual(response(answers, 2)?["result"]?[0]?["name"], "A")
    }

    /// Sizes beyond the valid range never reach the engine: `invalid-value`, and finite
    /// frames from the defaults.
    func testComputedFramesOfHugeIntrinsicSizesAreFinite() {
        let harness = ServerHarness()
        harness.initialize()
        let huge = "1" + String(repeating: "0", count: 308)
        let diagnostics = published(
            open(
                harness,
                """
                layout A {
                  canvas: 375 x 100
                  stack s {
                    pin: top, leading
                    axis: horizontal
                    view a { intrinsic: \(huge) x 10 }
                    view b { intrinsic: \(huge) x 10 }
                  }
                }

                """))
        XCTAssertEqual(diagnostics.filter { $0["code"] == "invalid-value" }.count, 2)
        harness.send(request(2, "stack/computedFrames"))
        let answer = response(harness.take(), 2)
        XCTAssertNil(answer?["error"])
        XCTAssertEqual(
            answer?["result"]?["layouts"]?[0]?["canvases"]?[0]?["elements"]?[1]?["frame"]?["height"], 0,
            "the invalid intrinsic size is ignored: a view with none")
    }
}
