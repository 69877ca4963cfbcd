import FuzzSupport
import StackJSON
import StackLSP
import StackLSPProtocol
import StackLint
import StackSyntax

/// The language server's document sync: random incremental edits, in UTF-16 and UTF-8
/// position encodings, over text with every kind of line end, a BOM, astral and combining
/// characters. After each `didChange` the server's text must equal the reference client's
/// (``ReferenceDocument``, written from the protocol), and at the end every feature must
/// answer for the edited document exactly as for a fresh `didOpen` of the same text.
@_cdecl("LLVMFuzzerTestOneInput")
public func documentSyncOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let script = EditScript(FuzzCheck.bytes(data, size))
    checkOpenDocument(script)
    checkServer(script)
    return 0
}

/// The server's document model, edit by edit, against the reference.
func checkOpenDocument(_ script: EditScript) {
    var document = OpenDocument(uri: "file:///fuzz/edited.stack", text: script.initialText, version: 0, revision: 0)
    for (number, notification) in script.notifications.enumerated() {
        do {
            document.apply(
                try notification.changes.map { change in try TextDocumentContentChangeEvent(json: change.json) },
                unit: script.unit)
        } catch {
            FuzzCheck.fail("didChange #\(number) was refused: \(error)")
        }
        let server = String(decoding: document.source.bytes, as: UTF8.self)
        FuzzCheck.require(
            server == notification.textAfter,
            """
            after didChange #\(number) (\(script.unit)) the server's text differs from the client's
            --- first text: \(script.initialText.debugDescription)
            --- changes: \(script.notifications[...number].map { $0.changes.map(\.json.text) })
            --- client: \(notification.textAfter.debugDescription)
            --- server: \(server.debugDescription)
            """)
    }
}

/// The whole server: the edited document answers as a freshly opened one.
func checkServer(_ script: EditScript) {
    let edited = "file:///fuzz/edited.stack", fresh = "file:///fuzz/fresh.stack"
    let finalText = script.notifications.last?.textAfter ?? script.initialText
    let client = script.unit == .utf8 ? InProcessClient.utf8 : InProcessClient.utf16
    client.open(edited, text: script.initialText)
    let sendChanges = {
        for (number, notification) in script.notifications.enumerated() {
            client.notify(written: didChangeMessage(uri: edited, version: number + 1, changes: notification.changes))
        }
    }
    if script.isBurst { client.holdingHandling(sendChanges) } else { sendChanges() }
    client.open(fresh, text: finalText)
    let whole: JSON = ["start": ["line": 0, "character": 0], "end": ["line": 1_000_000, "character": 0]]
    let requests: [(method: String, extra: [String: JSON])] = [
        ("textDocument/diagnostic", [:]),
        ("textDocument/semanticTokens/full", [:]),
        ("textDocument/documentSymbol", [:]),
        ("textDocument/foldingRange", [:]),
        ("textDocument/formatting", ["options": ["tabSize": 2, "insertSpaces": true]]),
        ("textDocument/inlayHint", ["range": whole]),
    ]
    // Each request for both documents, sent together (a client does not wait for an answer
    // before its next request), answered in the order sent.
    let answers = client.requests(
        requests.flatMap { request in
            [edited, fresh].map { uri -> (method: String, params: JSON) in
                var params = request.extra
                params["textDocument"] = ["uri": .string(uri)]
                return (request.method, .object(params))
            }
        }
    ).map(\.withoutResultID)
    client.close(edited)
    client.close(fresh)
    for (index, request) in requests.enumerated() {
        // Related locations name their document: the same text under the other name.
        let editedAnswer = answers[2 * index].text.replacing(edited, with: fresh)
        let freshAnswer = answers[2 * index + 1].text
        FuzzCheck.require(
            editedAnswer == freshAnswer,
            """
            `\(request.method)` answers differently for the edited document and a fresh open of its text (\(script.unit))
            --- text: \(finalText.debugDescription)
            --- edited: \(answers[2 * index].text)
            --- fresh: \(freshAnswer)
            """)
    }
}

/// A `didChange` notification, written directly (as a `JSON` value, its dictionaries built
/// and their keys sorted, it was a twentieth of a run).
func didChangeMessage(uri: String, version: Int, changes: [ContentChange]) -> [UInt8] {
    var bytes = Array(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"#.utf8)
    JSON.writeString(uri, into: &bytes)
    bytes += #","version":\#(version)},"contentChanges":["#.utf8
    for (index, change) in changes.enumerated() {
        bytes += (index == 0 ? "{" : ",{").utf8
        if let range = change.range {
            let (start, end) = range
            bytes += #""range":{"start":{"line":\#(start.line),"character":\#(start.character)},"#.utf8
            bytes += #""end":{"line":\#(end.line),"character":\#(end.character)}},"#.utf8
        }
        bytes += #""text":"#.utf8
        JSON.writeString(change.text, into: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }
    bytes += "]}}".utf8
    return bytes
}

extension JSON {
    /// The answer without its `resultId` (the document version, which differs by design).
    var withoutResultID: JSON {
        guard var members = object else { return self }
        members["resultId"] = nil
        return .object(members)
    }
}

extension ContentChange {
    /// The `TextDocumentContentChangeEvent`.
    var json: JSON {
        guard let range else { return ["text": .string(text)] }
        return ["text": .string(text), "range": ["start": range.start.json, "end": range.end.json]]
    }
}

extension ContentChange.Position {
    var json: JSON { ["line": .int(line), "character": .int(character)] }
}
