import StackJSON
import StackLSP
import StackLint
import XCTest

/// Format version 3 in the language server (stack-format.md §2–§4, §11, §13): completion of
/// the new kinds, properties, guides, `auto` and size classes; semantic tokens, hovers and
/// rename for traits and scroll guides; formatting. Exact responses.
final class Version3Tests: XCTestCase {
    private let uri = "file:///tmp/version3.stack"
    static let text = """
        layout Profile {
          canvas: iPhone16, iPhone16 landscape, iPad
          stack header {
            pin: edges
            axis: vertical
            axis[hC]: horizontal
            spacing[wR hR]: 24
            scroll list {
              contentInset: never
              stack form {
                pin: edges content
                width == frame.width
                label name { intrinsic: 80 x 20; mayTruncate: true }
              }
            }
            label note {
              intrinsic: 80 x 20
              width == list.frame.width @999 [wR]
            }
          }
        }

        """

    private func server(
        _ text: String = Version3Tests.text, textDocument: JSON = ["hover": ["contentFormat": ["markdown"]]]
    ) -> ServerHarness {
        ServerHarness.opened(text, uri: uri, textDocument: textDocument)
    }

    private func request(_ harness: ServerHarness, _ method: String, _ params: [String: JSON]) -> JSON? {
        harness.request(method, uri: uri, params)
    }

    private func position(_ line: Int, _ character: Int) -> JSON { ServerHarness.position(line, character) }

    /// The text at the `|` of `marked` taken out, and the cursor's position.
    private func cursor(_ marked: String) throws -> (text: String, position: JSON) {
        let marker = try XCTUnwrap(marked.range(of: "|"))
        let before = marked[..<marker.lowerBound]
        let line = before.filter { $0 == "\n" }.count
        let character = before.utf16.count - (before.lastIndex(of: "\n").map { before[...$0].utf16.count } ?? 0)
        return (marked.replacingCharacters(in: marker, with: ""), position(line, character))
    }

    /// The labels of the completion items at the `|` of `marked`.
    private func labels(_ marked: String) throws -> [String] {
        let (text, position) = try cursor(marked)
        let items = request(server(text), "textDocument/completion", ["position": position])?["items"]?.array ?? []
        return items.compactMap { $0["label"]?.string }
    }

    private func hover(_ marked: String) throws -> JSON? {
        let (text, position) = try cursor(marked)
        return request(server(text), "textDocument/hover", ["position": position])
    }

    private func replacing(_ old: String, with new: String) -> String {
        Self.text.replacingOccurrences(of: old, with: new)
    }

    func testCompletionOffersTheScrollKindAndTheNewProperties() throws {
        let stackBody = try labels("layout A {\n  stack s {\n    pin: edges\n    |\n  }\n}\n")
        XCTAssertEqual(
            Array(stackBody.suffix(8)), ["stack", "view", "label", "button", "image", "field", "switch", "scroll"])
        XCTAssertEqual(
            try labels("layout A {\n  stack s {\n    pin: edges\n    label l { intrinsic: 10 x 10; | }\n  }\n}\n")
                .prefix(14),
            [
                "hugging", "compression", "baseline", "lastBaseline", "hidden", "arranged", "spacingAfter",
                "background", "text",
                "lines", "textStyle", "mayTruncate", "runtime", "installed",
            ])
        let scrollBody = try labels("layout A {\n  stack s {\n    pin: edges\n    scroll v { | }\n  }\n}\n")
        XCTAssertEqual(
            scrollBody.prefix(11),
            [
                "intrinsic", "hugging", "compression", "hidden", "arranged", "spacingAfter", "background",
                "runtime", "installed", "margins", "contentInset",
            ])
        XCTAssertFalse(scrollBody.contains("mayTruncate"), "a scroll view shows no text")
        XCTAssertEqual(
            try labels("layout A {\n  stack s {\n    pin: edges\n    scroll v { contentInset: | }\n  }\n}\n"),
            ["automatic", "always", "never"])
        XCTAssertEqual(try labels(replacing("mayTruncate: true", with: "mayTruncate[wR]: |")), ["true", "false"])
        XCTAssertEqual(try labels(replacing("axis[hC]: horizontal", with: "installed[hC]: |")), ["true", "false"])
    }

    func testCompletionOffersScrollGuidesOnlyInAScrollViewsChildren() throws {
        XCTAssertEqual(
            try labels(replacing("width == frame.width", with: "width == |")),
            ["height", "parent", "canvas", "margins", "safeArea", "content", "frame", "header", "list", "name", "note"])
        XCTAssertEqual(
            try labels(replacing("width == list.frame.width @999 [wR]", with: "width == |")),
            ["height", "parent", "canvas", "margins", "safeArea", "header", "list", "form", "name"])
        XCTAssertEqual(
            try labels(replacing("width == frame.width", with: "top == content.|")), ["top", "bottom", "centerY"],
            "a guide has no baselines")
        XCTAssertEqual(
            try labels(replacing("width == frame.width", with: "top == parent.|")),
            ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "margins", "content", "frame"])
        XCTAssertEqual(
            try labels(replacing("width == list.frame.width @999 [wR]", with: "width == list.|")),
            ["width", "height", "margins", "content", "frame"])
        XCTAssertEqual(
            try labels(replacing("width == list.frame.width @999 [wR]", with: "top == list.content.|")),
            ["top", "bottom", "centerY"])
        XCTAssertEqual(
            try labels(replacing("width == list.frame.width @999 [wR]", with: "width == header.|")),
            ["width", "height", "margins"])
    }

    func testCompletionOffersScrollGuidesInPinsOnlyInAScrollViewsChildren() throws {
        XCTAssertEqual(
            try labels(replacing("pin: edges content", with: "pin: top |")),
            ["margins", "content", "frame", "==", ">=", "<="])
        XCTAssertEqual(
            try labels(replacing("pin: edges content", with: "pin: |")),
            [
                "edges", "top", "bottom", "leading", "trailing", "centerX", "centerY", "margins", "safeArea", "content",
                "frame",
            ])
        XCTAssertEqual(
            try labels(replacing("intrinsic: 80 x 20\n", with: "pin: |\n")),
            ["edges", "top", "bottom", "leading", "trailing", "centerX", "centerY", "margins", "safeArea"])
        XCTAssertEqual(
            try labels(replacing("intrinsic: 80 x 20\n", with: "pin: top |\n")), ["margins", "==", ">=", "<="])
    }

    func testCompletionOffersAutoAndSizeClassesInACanvas() throws {
        func canvas(_ value: String) -> String { "layout A {\n  canvas: \(value)\n  stack s { pin: edges }\n}\n" }
        XCTAssertEqual(try labels(canvas("375 x |")), ["auto"])
        XCTAssertEqual(try labels(canvas("auto x |")), [])
        XCTAssertEqual(try labels(canvas("iPhone16, 375 x auto |")), ["wC", "wR", "hC", "hR"])
        XCTAssertEqual(try labels(canvas("768 x 1024 wR |")), ["hC", "hR"], "one class per axis")
        XCTAssertEqual(
            try labels(canvas("768 x 1024 hC w|")), ["wC", "wR"], "the word being typed is no class written")
    }

    func testCompletionOffersDeviceAliasesOnceTheNameIsSpecific() throws {
        func canvas(_ value: String) -> String { "layout A {\n  canvas: \(value)\n  stack s { pin: edges }\n}\n" }
        let devices = [
            "iPhoneSE", "iPhone13mini", "iPhone14", "iPhone16", "iPhone16Plus", "iPhone16Pro", "iPhone16ProMax",
            "iPadMini", "iPad", "iPadPro11", "iPadPro13", "landscape",
        ]
        XCTAssertEqual(try labels(canvas("iPho|")), devices)
        XCTAssertEqual(
            try labels(canvas("iPhone1|")),
            devices + [
                "iPhone13", "iPhone12", "iPhone15", "iPhone14Pro", "iPhone15Plus",
                "iPhone15ProMax", "iPhone14ProMax",
            ])
        let (text, position) = try cursor(canvas("iPhone8|"))
        let items = request(server(text), "textDocument/completion", ["position": position])?["items"]?.array ?? []
        // A client that declares nothing gets plain text and no commit characters.
        XCTAssertEqual(
            items.last,
            [
                "label": "iPhone8", "kind": 20, "detail": "iPhoneSE · 375 x 667",
                "documentation": "The same screen as iPhoneSE (375 x 667).",
            ])
    }

    func testCompletionOffersSizeClassesInBrackets() throws {
        XCTAssertEqual(try labels(replacing("axis[hC]: horizontal", with: "axis[|")), ["wC", "wR", "hC", "hR"])
        XCTAssertEqual(try labels(replacing("axis[hC]: horizontal", with: "axis[h|")), ["wC", "wR", "hC", "hR"])
        XCTAssertEqual(try labels(replacing("axis[hC]: horizontal", with: "axis[hC |")), ["wC", "wR"])
        XCTAssertEqual(try labels(replacing("axis[hC]: horizontal", with: "axis[wR hC |")), [])
        XCTAssertEqual(try labels(replacing("axis: vertical", with: "canvas[|")), [], "a layout property cannot vary")
        XCTAssertEqual(try labels(replacing("[wR]", with: "[|")), ["wC", "wR", "hC", "hR"])
        XCTAssertEqual(try labels(replacing("[wR]", with: "[wR |")), ["hC", "hR"])
        XCTAssertEqual(
            try labels(replacing("width == frame.width", with: "width == frame.width [|")), ["wC", "wR", "hC", "hR"])
        XCTAssertEqual(
            try labels(replacing("mayTruncate: true", with: "text: \"a [|\"")), [], "a bracket in a string is text")
    }

    func testCompletionIsTriggeredByABracket() {
        let harness = ServerHarness()
        harness.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
        let result = harness.take().first { $0["id"] == 1 }?["result"]
        XCTAssertEqual(result?["capabilities"]?["completionProvider"]?["triggerCharacters"], [":", ".", " ", "=", "["])
    }

    /// The semantic tokens decoded to (line, character, length, type) on the lines asked for.
    private func tokens(lines: Set<Int>, in text: String = Version3Tests.text) -> [[String]] {
        let legend = [
            "keyword", "type", "property", "variable", "enumMember", "number", "string", "comment", "operator",
        ]
        let data =
            request(server(text), "textDocument/semanticTokens/full", [:])?["data"]?.array?.compactMap(\.int) ?? []
        var result: [[String]] = []
        var line = 0
        var character = 0
        for index in stride(from: 0, to: data.count - 4, by: 5) {
            line += data[index]
            character = data[index] == 0 ? character + data[index + 1] : data[index + 1]
            guard lines.contains(line) else { continue }
            result.append([
                "\(line):\(character)", "\(data[index + 2])",
                legend[data[index + 3]] + (data[index + 4] == 1 ? "+declaration" : ""),
            ])
        }
        return result
    }

    func testSemanticTokensClassifyTraitsAndScrollGuides() {
        XCTAssertEqual(
            tokens(lines: [5, 6, 10, 11, 17]),
            [
                ["5:4", "4", "property"], ["5:9", "2", "enumMember"], ["5:14", "10", "enumMember"],
                ["6:4", "7", "property"], ["6:12", "2", "enumMember"], ["6:15", "2", "enumMember"],
                ["6:20", "2", "number"],
                ["10:8", "3", "property"], ["10:13", "5", "enumMember"], ["10:19", "7", "enumMember"],
                ["11:8", "5", "property"], ["11:14", "2", "operator"], ["11:17", "5", "keyword"],
                ["11:23", "5", "property"],
                ["17:6", "5", "property"], ["17:12", "2", "operator"], ["17:15", "4", "variable"],
                ["17:20", "5", "keyword"],
                ["17:26", "5", "property"], ["17:32", "1", "operator"], ["17:33", "3", "number"],
                ["17:38", "2", "enumMember"],
            ])
    }

    func testSemanticTokensReadContentAsANameOutsideAScrollView() {
        let text =
            "layout A {\n  stack s {\n    pin: edges\n    view content { intrinsic: 10 x 10 }\n    view b { top == content.top }\n  }\n}\n"
        XCTAssertEqual(
            tokens(lines: [4], in: text),
            [
                ["4:4", "4", "type"], ["4:9", "1", "variable+declaration"], ["4:13", "3", "property"],
                ["4:17", "2", "operator"],
                ["4:20", "7", "variable"], ["4:28", "3", "property"],
            ])
    }

    private func hoverText(_ marked: String) throws -> (value: String, range: JSON?) {
        let result = try hover(marked)
        return (result?["contents"]?["value"]?.string ?? "", result?["range"])
    }

    private func range(_ line: Int, _ start: Int, _ end: Int) -> JSON {
        ["start": position(line, start), "end": position(line, end)]
    }

    func testHoverOnASizeClassNamesTheCanvasesThatHaveIt() throws {
        let compact = try hoverText(replacing("axis[hC]", with: "axis[h|C]"))
        XCTAssertEqual(
            compact.value,
            "**`hC`**: compact height: every iPhone in landscape.\n\nCanvases of this layout with `hC`: `iPhone16 landscape` (wC hC)."
        )
        XCTAssertEqual(compact.range, range(5, 9, 11))
        let pair = try hoverText(replacing("spacing[wR hR]", with: "spacing[wR h|R]"))
        XCTAssertEqual(
            pair.value,
            "**`hR`**: regular height: every iPhone in portrait, and every iPad.\n\nCanvases of this layout with `hR`: `iPhone16` (wC hR), `iPad` (wR hR).\n\nCanvases of this layout with `[wR hR]`: `iPad` (wR hR)."
        )
        XCTAssertEqual(pair.range, range(6, 15, 17))
        let line = try hoverText(replacing("[wR]", with: "[w|R]"))
        XCTAssertEqual(
            line.value,
            "**`wR`**: regular width: every iPad, and `iPhone16Plus` and `iPhone16ProMax` in landscape.\n\nCanvases of this layout with `wR`: `iPad` (wR hR)."
        )
        XCTAssertEqual(line.range, range(17, 38, 40))
        let nowhere = try hoverText(
            replacing("iPhone16 landscape, iPad", with: "iPad").replacingOccurrences(of: "axis[hC]", with: "axis[h|C]"))
        XCTAssertTrue(
            nowhere.value.hasPrefix(
                "**`hC`**: compact height: every iPhone in landscape.\n\nNo canvas of this layout has `hC`: what it qualifies is solved nowhere (`unsolved-variation`)."
            ), nowhere.value)
    }

    func testHoverOnAConstraintLineWithTraitsSaysWhereItIsInstalled() throws {
        let hover = try hoverText(replacing("@999 [wR]", with: "@|999 [wR]"))
        XCTAssertEqual(
            hover.value,
            "An Auto Layout constraint on this element's `width`, at priority 999. Installed only where the canvas has `[wR]`.\n\nCanvases of this layout with `[wR]`: `iPad` (wR hR)."
        )
    }

    func testHoverOnAVariantPropertyShowsTheStatementThatAppliesAtEachCanvas() throws {
        let table =
            "Size-class variants (more classes wins):\n\n| canvas | classes | applies |\n| --- | --- | --- |\n| iPhone16 | wC hR | `axis: vertical` |\n| iPhone16 landscape | wC hC | `axis[hC]: horizontal` |\n| iPad | wR hR | `axis: vertical` |\n"
        let variant = try hoverText(replacing("axis[hC]", with: "ax|is[hC]"))
        XCTAssertEqual(
            variant.value,
            "**`axis`**: `horizontal | vertical`\n\n`UIStackView.axis`. Default `horizontal`.\n\nValues: `horizontal`, `vertical`\n\n"
                + table)
        XCTAssertEqual(variant.range, range(5, 4, 8))
        XCTAssertEqual(
            try hoverText(replacing("axis: vertical", with: "ax|is: vertical")).value, variant.value,
            "the unqualified statement too")
        let spacing = try hoverText(replacing("spacing[wR hR]", with: "spac|ing[wR hR]"))
        XCTAssertTrue(
            spacing.value.hasSuffix(
                "| iPhone16 | wC hR | the default |\n| iPhone16 landscape | wC hC | the default |\n| iPad | wR hR | `spacing[wR hR]: 24` |\n"
            ), spacing.value)
        // More classes wins over a later one with fewer.
        let precedence = try hoverText(
            replacing("spacing[wR hR]: 24", with: "spacing[wR hR]: 24\n    spacing[wR]: 12").replacingOccurrences(
                of: "spacing[wR hR]", with: "spac|ing[wR hR]"))
        XCTAssertTrue(precedence.value.contains("| iPad | wR hR | `spacing[wR hR]: 24` |"), precedence.value)
        let plain = try hoverText(replacing("contentInset: never", with: "conte|ntInset: never"))
        XCTAssertFalse(plain.value.contains("Size-class variants"), plain.value)
    }

    func testHoverOnACanvasSizeClassAndOnVersion3Values() throws {
        let canvas = try hoverText(replacing("iPhone16, iPhone16 landscape, iPad", with: "768 x 1024 w|R hR"))
        XCTAssertEqual(
            canvas.value,
            "**`wR`** (`canvas`): this canvas's size class, regular width: every iPad, and `iPhone16Plus` and `iPhone16ProMax` in landscape."
        )
        XCTAssertEqual(canvas.range, range(1, 21, 23))
        XCTAssertEqual(
            try hoverText(replacing("contentInset: never", with: "contentInset: ne|ver")).value,
            "**`never`** (`contentInset`): The content is not inset by the safe area.")
        XCTAssertEqual(
            try hoverText(replacing("canvas: iPhone16, iPhone16 landscape, iPad", with: "direction: ltr, r|tl")).value,
            "**`rtl`** (`direction`): Right to left (Arabic, Hebrew): leading is the right edge, and constraints that use leading or trailing are mirrored."
        )
    }

    func testHoverOnAScrollGuideWord() throws {
        let frame =
            "**`frame`**: the frame layout guide (`frameLayoutGuide`) of scroll view `list`: the scroll view's own frame, which does not scroll. `width == frame.width` on a child makes the content as wide as the scroll view (a vertical scroller)."
        let named = try hoverText(replacing("list.frame.width", with: "list.fr|ame.width"))
        XCTAssertEqual(named.value, frame)
        XCTAssertEqual(named.range, range(17, 20, 25))
        let bare = try hoverText(replacing("== frame.width", with: "== fr|ame.width"))
        XCTAssertEqual(bare.value, frame)
        XCTAssertEqual(bare.range, range(11, 17, 22))
        let pin = try hoverText(replacing("edges content", with: "edges con|tent"))
        XCTAssertEqual(
            pin.value,
            "**`content`**: the content layout guide (`contentLayoutGuide`) of scroll view `list`: the scrollable content. Its width and height are the content size, and come only from the constraints that tie it to the children (`pin: edges content` makes the content as large as that child)."
        )
        XCTAssertEqual(pin.range, range(10, 19, 26))
    }

    func testHoverOnAGuidesAnchorGivesItsSolvedValueAtEachCanvas() throws {
        let width = "The width (`widthAnchor`): relates to a constant, or to any width or height, with a multiplier."
        let height = "The height (`heightAnchor`): relates to a constant, or to any width or height, with a multiplier."
        let table = "\n\n| canvas | value |\n| --- | --- |\n"
        // The frame guide is the scroll view's frame; the content guide's height is the content's.
        XCTAssertEqual(
            try hoverText(replacing("== frame.width", with: "== frame.wid|th")).value,
            "**`frame.width`**: \(width) Of the frame layout guide of scroll view `list`.\(table)"
                + "| iPhone16 (wC hR) | 393 |\n| iPhone16 landscape (wC hC) | 80 |\n| iPad (wR hR) | 820 |\n")
        XCTAssertEqual(
            try hoverText(replacing("width == list.frame.width", with: "height == list.content.hei|ght")).value,
            "**`list.content.height`**: \(height) Of the content layout guide of scroll view `list` (its content size).\(table)"
                + "| iPhone16 (wC hR) | 20 |\n| iPhone16 landscape (wC hC) | 20 |\n| iPad (wR hR) | 20 |\n")
    }

    func testRenameReferencesAndHighlightFollowAScrollViewsNameIntoItsGuides() {
        let harness = server()
        let declaration = range(7, 11, 15)
        let guide = range(17, 15, 19)
        XCTAssertEqual(
            request(harness, "textDocument/rename", ["position": position(7, 12), "newName": "scroller"]),
            [
                "changes": .object([
                    uri: [["range": declaration, "newText": "scroller"], ["range": guide, "newText": "scroller"]]
                ])
            ],
            "the bare `frame` and the pin's `content` are guide words, not the name")
        XCTAssertEqual(
            request(
                harness, "textDocument/references",
                ["position": position(17, 16), "context": ["includeDeclaration": true]]),
            [["uri": .string(uri), "range": declaration], ["uri": .string(uri), "range": guide]])
        XCTAssertEqual(
            request(harness, "textDocument/documentHighlight", ["position": position(7, 12)]),
            [["range": declaration, "kind": 3], ["range": guide, "kind": 2]])
        XCTAssertEqual(
            request(harness, "textDocument/definition", ["position": position(17, 16)]),
            ["uri": .string(uri), "range": declaration])
        XCTAssertEqual(
            request(harness, "textDocument/definition", ["position": position(11, 18)]), .null,
            "a guide word names no element")
        XCTAssertEqual(
            request(
                harness, "textDocument/references",
                ["position": position(11, 18), "context": ["includeDeclaration": true]]), [])
    }

    func testFormattingAVersion3DocumentIsIdempotent() {
        let canonical = """
            layout Profile {
              canvas: iPhone16, iPhone16 landscape, 768 x 1024 wR hR, 375 x auto
              stack header {
                pin: edges
                axis: vertical
                axis[hC]: horizontal
                spacing[wR hR]: 24
                scroll list {
                  contentInset: never
                  stack form {
                    pin: edges content
                    width == frame.width
                    label name {
                      intrinsic: 80 x 20
                      mayTruncate: true
                      runtime: true
                      installed[hC]: false
                    }
                  }
                }
                label note {
                  intrinsic: 80 x 20
                  width == list.frame.width @999 [wR hC]
                }
              }
            }

            """
        let messy = canonical.replacingOccurrences(of: "axis[hC]: horizontal", with: "axis [ hC ] :horizontal")
            .replacingOccurrences(of: "@999 [wR hC]", with: "@ 999 [hC wR]")
            .replacingOccurrences(of: "installed[hC]", with: "installed[ hC]")
        let options: JSON = ["tabSize": 2, "insertSpaces": true]
        XCTAssertEqual(
            request(server(messy), "textDocument/formatting", ["options": options]),
            [["range": ["start": position(0, 0), "end": position(26, 0)], "newText": .string(canonical)]])
        XCTAssertEqual(
            request(server(canonical), "textDocument/formatting", ["options": options]), [],
            "the canonical form is a fixed point")
    }
}
