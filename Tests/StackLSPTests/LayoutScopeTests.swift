import Foundation
import StackJSON
@testable import StackLSP
import StackLSPFeatures
import StackLSPProtocol
import StackLint
import StackSyntax
import XCTest

/// Symbols are written piece by piece (each layout's own model), framed as every message.
final class LayoutScopeTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private let uri = "file:///tmp/layout-scope.stack"

    /// Every example (Examples/*.stack) in one document, `times` over (then every layout
    /// name is used twice: `duplicate-name` findings), with comments between the layouts,
    /// and a layout of unnamed elements.
    private func examples(times: Int = 1) throws -> String {
        let directory = Self.root.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".stack")
        }.sorted()
        XCTAssertGreaterThan(names.count, 10)
        var text = "// every example\n\n"
        for _ in 0..<times {
            for name in names {
                let example = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                text += (example.hasSuffix("\n") ? example : example + "\n") + "// between layouts\n"
            }
        }
        return text
            + "layout Unnamed {\n  stack {\n    pin: edges\n    label { intrinsic: 10 x 10 }\n    view {}\n  }\n}\n"
    }

    /// A server with `text` open and analysed, and the document as the server holds it.
    private func open(_ text: String, markdown: Bool = true) -> (ServerHarness, OpenDocument) {
        let harness = ServerHarness()
        harness.initialize(textDocument: markdown ? ["hover": ["contentFormat": ["markdown"]]] : [:])
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": ["uri": .string(uri), "languageId": "stack", "version": 1, "text": .string(text)]
            ],
        ])
        _ = harness.take()
        let document = harness.server.queue.sync { harness.server.documents[uri] }
        guard let document else {
            XCTFail("the document is not open")
            return (harness, OpenDocument(uri: uri, text: text, version: 1, revision: 0))
        }
        return (harness, document)
    }

    /// The symbols of each piece of the document's model, as the server writes them.
    private func referenceSymbols(_ document: OpenDocument, unit: ColumnUnit) -> [UInt8] {
        var memo = DocumentMemo()
        let model = Analyzer().model(of: document.source, memo: &memo)
        return JSON.arrayBytes(
            model.pieces.flatMap { piece in
                let model = piece.model()
                let writer = SymbolWriter(model: model, source: document.source, start: piece.start, unit: unit)
                return model.syntax.layouts.indices.map(writer.layout)
            })
    }

    func testSymbolsOfATextWithASyntaxErrorAreThoseOfItsOnePiece() throws {
        let broken = try examples() + "layout Broken {\n  stack s {\n    pin: edges edges: : ,\n    label\n  }\n}\n"
        let (harness, document) = open(broken)
        let answer = try harness.server.queue.sync {
            try harness.server.documentSymbols(TextDocumentParams(json: ["textDocument": ["uri": .string(uri)]]))
        }
        let written = String(decoding: answer.bytes, as: UTF8.self)
        XCTAssertEqual(written, String(decoding: referenceSymbols(document, unit: .utf16), as: UTF8.self))
        XCTAssertTrue(written.contains("\"name\":\"Broken\""))
        XCTAssertTrue(
            written.contains("\"name\":\"view#1\"") || written.contains("\"name\":\"stack#0\""),
            "unnamed elements, named by their index in their parent")
    }

    // MARK: The framed answer

    /// The bytes a server writes for one request.
    private func written(_ text: String, request: JSON) -> [UInt8] {
        let output = Locked<[UInt8]>([])
        let server = LanguageServer(send: { bytes in output.withLock { $0 += bytes } }, onExit: { _ in })
        for message: JSON in [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
            [
                "jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": [
                    "textDocument": ["uri": .string(uri), "languageId": "stack", "version": 1, "text": .string(text)]
                ],
            ],
        ] {
            server.receive(Array(message.text.utf8))
        }
        server.drain()
        output.withLock { $0 = [] }
        server.receive(Array(request.text.utf8))
        server.drain()
        return output.withLock { $0 }
    }

    func testTheSymbolsAnswerIsFramedAsEveryMessage() throws {
        let text = try examples()
        let document = OpenDocument(uri: uri, text: text, version: 1, revision: 1)
        let symbols = referenceSymbols(document, unit: .utf16)
        for id: JSON in [7, "a-string-id", .string(String(repeating: "long-id-", count: 40))] {
            let bytes = written(
                text,
                request: [
                    "jsonrpc": "2.0", "id": id, "method": "textDocument/documentSymbol",
                    "params": ["textDocument": ["uri": .string(uri)]],
                ])
            let body =
                Array("{\"id\":".utf8) + id.utf8 + Array(",\"jsonrpc\":\"2.0\",\"result\":".utf8) + symbols + [
                    UInt8(ascii: "}")
                ]
            XCTAssertEqual(
                String(decoding: bytes, as: UTF8.self), String(decoding: MessageFramer.frame(body), as: UTF8.self),
                "id \(id)")
        }
    }

    func testAWrittenAnswerGrowsAndFramesItsBytes() {
        let answer = WrittenAnswer()
        var expected: [UInt8] = []
        for index in 0..<10_000 {
            let piece = Array("\(index),".utf8)
            answer.append(piece, done: Double(index) / 20_000)  // a projection that falls short
            expected += piece
        }
        XCTAssertEqual(Array(answer.bytes), expected)
        let head = Array("{\"id\":1,\"result\":".utf8)
        XCTAssertEqual(
            answer.framed(head: head, tail: Array("}".utf8)),
            MessageFramer.frame(parts: [head, expected, Array("}".utf8)]))
        XCTAssertEqual(Array(answer.bytes), [], "framing empties the answer")
    }
}
