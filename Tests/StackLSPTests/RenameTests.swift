import StackJSON
import StackLSP
import StackLint
import XCTest

/// `textDocument/rename` refuses a new name that would change what the layout's
/// constraints mean or make it invalid, with a `RequestFailed` error (LSP 3.17).
final class RenameTests: XCTestCase {
    private let uri = "file:///tmp/rename.stack"
    private let text = """
        layout Row {
          stack row {
            pin: top, leading
            label title { intrinsic: 40 x 20; width == icon.width }
            image icon { intrinsic: 20 x 20 }
            scroll list {
              view page { intrinsic: 20 x 20 }
            }
          }
        }

        """

    private func rename(at position: (line: Int, character: Int), to newName: String) -> JSON? {
        let harness = ServerHarness()
        harness.initialize()
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": .string(uri), "languageId": "stack", "version": 1, "text": .string(text)]
            ],
        ])
        _ = harness.take()
        harness.send([
            "jsonrpc": "2.0", "id": 7, "method": "textDocument/rename",
            "params": [
                "textDocument": ["uri": .string(uri)],
                "position": ["line": .int(position.line), "character": .int(position.character)],
                "newName": .string(newName),
            ],
        ])
        return harness.take().first { $0["id"] == 7 }
    }

    private func failure(_ message: String) -> JSON {
        ["jsonrpc": "2.0", "id": 7, "error": ["code": -32803, "message": .string(message)]]
    }

    func testReservedNamesAreRefused() {
        for name in ["parent", "canvas", "margins", "safeArea"] {
            XCTAssertEqual(
                rename(at: (4, 11), to: name),
                failure(
                    "`\(name)` is reserved for constraint targets (`parent`, `canvas`, `margins`, `safeArea`): choose another name"
                ))
        }
    }

    func testScrollGuideNamesAreRefusedOnlyForAScrollViewsChildren() {
        for name in ["content", "frame"] {
            XCTAssertEqual(
                rename(at: (6, 11), to: name),
                failure(
                    "`\(name)` names a scroll view's layout guide for its children (`content`, `frame`): choose another name"
                ))
        }
        let edits = rename(at: (4, 11), to: "content")?["result"]?["changes"]?[uri]?.array ?? []
        XCTAssertEqual(
            edits.compactMap { $0["newText"]?.string }, ["content", "content"],
            "elsewhere `content` is an ordinary name")
    }

    func testNamesTakenOrNotIdentifiersAreRefused() {
        XCTAssertEqual(rename(at: (4, 11), to: "title"), failure("layout already has an element named `title`"))
        XCTAssertEqual(
            rename(at: (4, 11), to: "1bad"),
            failure(
                "`1bad` is not a valid element name: use letters, digits and `_`, not starting with a digit"))
        XCTAssertEqual(rename(at: (0, 0), to: "fine"), failure("there is no element name here to rename"))
    }

    func testRenamingToItsOwnNameChangesNothingElse() {
        let edits = rename(at: (4, 11), to: "icon")?["result"]?["changes"]?[uri]?.array ?? []
        XCTAssertEqual(edits.compactMap { $0["newText"]?.string }, ["icon", "icon"])
    }
}
