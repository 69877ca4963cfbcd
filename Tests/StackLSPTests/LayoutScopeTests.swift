import Foundation
import StackJSON
@testable import StackLSP
import StackLint
import StackSyntax
import XCTest

/// Hovers and symbols answered from the one layout under the cursor (or layout by layout)
/// are byte for byte those the whole document's model gives.
final class LayoutScopeTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private let uri = "file:///tmp/layout-scope.stack"

    /// Every example (Examples/*.stack) in one document, `times` over (then every layout
    /// name is used twice: `duplicate-name` findings), with comments between the layouts,
    /// and a layout of unnamed elements.
    private func examples(times: Int = 1) throws -> String {
        let directory = Self.root.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".stack") }.sorted()
        XCTAssertGreaterThan(names.count, 10)
        var text = "// every example\n\n"
        for _ in 0..<times {
            for name in names {
                let example = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                text += (example.hasSuffix("\n") ? example : example + "\n") + "// between layouts\n"
            }
        }
        return text + "layout Unnamed {\n  stack {\n    pin: edges\n    label { intrinsic: 10 x 10 }\n    view {}\n  }\n}\n"
    }

    /// A server with `text` open and analysed, and the document as the server holds it.
    private func open(_ text: String, markdown: Bool = true) -> (ServerHarness, OpenDocument) {
        let harness = ServerHarness()
        harness.initialize(textDocument: markdown ? ["hover": ["contentFormat": ["markdown"]]] : [:])
        harness.send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                      "params": ["textDocument": ["uri": .string(uri), "languageId": "stack", "version": 1, "text": .string(text)]]])
        _ = harness.take()
        let document = harness.server.queue.sync { harness.server.documents[uri] }
        guard let document else {
            XCTFail("the document is not open")
            return (harness, OpenDocument(uri: uri, text: text, version: 1, revision: 0))
        }
        return (harness, document)
    }

    /// A hover's answer as text, or why it has none yet.
    private func hover(_ server: LanguageServer, at offset: Int, in document: OpenDocument, scope: ModelScope) -> String {
        do {
            return try server.hover(at: offset, in: document, scope: scope).text
        } catch is LanguageServer.AwaitingAnalysis {
            return "awaiting the analysis"
        } catch {
            return "\(error)"
        }
    }

    /// The element named at an offset (definition, references, highlights, rename): its
    /// layout in the document, its index, the name under the cursor and every occurrence.
    private func named(_ server: LanguageServer, at offset: Int, in document: OpenDocument, scope: ModelScope) -> String {
        guard let found = server.namedElement(at: offset, in: document, scope: scope) else { return "none" }
        let occurrences = server.occurrences(of: found)
        return "\(found.scope.firstLayout + found.layout) \(found.element) \(found.at) \(String(describing: occurrences.declaration)) \(occurrences.references)"
    }

    /// Compares the hover (and the element named) at every offset of `document` from the
    /// layout's model with the whole document's model's; returns the hovers that were not null. Before
    /// the analysis arrives, a position outside every layout is answered by the whole
    /// model (nothing to compare there).
    private func assertSameHovers(_ server: LanguageServer, _ document: OpenDocument,
                                  file: StaticString = #filePath, line: UInt = #line) -> [String] {
        server.queue.sync {
            let whole = ModelScope(whole: server.analyzer(for: document).model(of: document.source))
            let layouts = DocumentLayouts(document.source)
            XCTAssertTrue(layouts.isClean, file: file, line: line)
            var answers: [String] = []
            var namedCount = 0
            let arrived = server.arrivedAnalysis(document) != nil
            for offset in 0...document.source.bytes.count where arrived || layouts.layout(containing: offset) != nil {
                if server.modelAtHand(document) != nil {
                    server.models[document.uri] = nil  // each scope found afresh, not from the whole model a request cached
                }
                let scope = server.scope(at: offset, in: document)
                if layouts.layout(containing: offset) != nil {
                    XCTAssertEqual(scope.model.layouts.count, 1, "offset \(offset): one layout's model", file: file, line: line)
                }
                let fromLayout = hover(server, at: offset, in: document, scope: scope)
                let fromWhole = hover(server, at: offset, in: document, scope: whole)
                XCTAssertEqual(fromLayout, fromWhole, "offset \(offset)", file: file, line: line)
                let namedFromLayout = named(server, at: offset, in: document, scope: scope)
                XCTAssertEqual(namedFromLayout, named(server, at: offset, in: document, scope: whole), "offset \(offset)", file: file, line: line)
                if namedFromLayout != "none" { namedCount += 1 }
                if fromLayout != "null" { answers.append(fromLayout) }
            }
            XCTAssertGreaterThan(namedCount, 500, "element names and references compared", file: file, line: line)
            return answers
        }
    }

    func testHoverFromTheLayoutUnderTheCursorIsTheWholeModelsHover() throws {
        let (harness, document) = open(try examples())
        let answers = assertSameHovers(harness.server, document)
        // Element hovers with their frames, anchors with their values, findings: all compared.
        XCTAssertGreaterThan(answers.filter { $0.contains("| canvas | frame in parent | frame in canvas |") }.count, 300)
        XCTAssertGreaterThan(answers.filter { $0.contains("| canvas | value |") }.count, 50)
        XCTAssertTrue(answers.contains { $0.contains("** (warning): ") || $0.contains("** (error): ") }, "the analysis's findings")
        XCTAssertTrue(answers.contains { $0.contains("**layout `") })
        XCTAssertTrue(answers.contains { $0.contains("\"range\":") })
    }

    func testHoverBeforeTheAnalysisArrivesIsTheWholeModelsHover() throws {
        let (harness, document) = open(try examples(times: 2), markdown: false)
        // A later revision of the same text: its analysis has not arrived, so the findings
        // come from the models (the layout's own, with the names used twice elsewhere).
        var pending = document
        pending.revision += 1
        let answers = assertSameHovers(harness.server, pending)
        XCTAssertTrue(answers.contains("awaiting the analysis"))
        XCTAssertTrue(answers.contains { $0.contains("duplicate-name (") }, "the findings before the solve")
        XCTAssertGreaterThan(answers.filter { $0.contains("\"kind\":\"plaintext\"") }.count, 1000)
    }

    func testTheLayoutHoldingAnOffset() {
        let text = "// c\nlayout A {\n}\n\nlayout B { }\n"
        let layouts = DocumentLayouts(SourceText(text))
        XCTAssertTrue(layouts.isClean)
        XCTAssertEqual(layouts.ranges, [SourceRange(start: 5, end: 17), SourceRange(start: 19, end: 31)])
        XCTAssertEqual([0, 4, 5, 16, 17, 18, 19, 31, 32].map { layouts.layout(containing: $0) }, [nil, nil, 0, 0, 0, nil, 1, 1, nil])
        XCTAssertFalse(DocumentLayouts(SourceText("layout A {\n")).isClean, "an unclosed layout")
        XCTAssertFalse(DocumentLayouts(SourceText("// only a comment\n")).isClean, "no layout")
    }

    // MARK: Symbols

    /// The symbols from the whole document's model (what the server answered before it
    /// wrote them layout by layout, and still answers for a text with a syntax error).
    private func referenceSymbols(_ document: OpenDocument, unit: ColumnUnit) -> [UInt8] {
        let model = Analyzer().model(of: document.source)
        let writer = SymbolWriter(model: model, document: document, start: 0, unit: unit)
        return JSON.arrayBytes(model.syntax.layouts.indices.map(writer.layout))
    }

    /// The symbols the server writes for `text`, and the reference's.
    private func symbols(_ text: String) throws -> (written: String, reference: String) {
        let (harness, document) = open(text)
        let answer = try harness.server.queue.sync { try harness.server.documentSymbols(TextDocumentParams(json: ["textDocument": ["uri": .string(uri)]])) }
        return (String(decoding: answer.bytes, as: UTF8.self), String(decoding: referenceSymbols(document, unit: .utf16), as: UTF8.self))
    }

    func testSymbolsLayoutByLayoutAreTheWholeModelsSymbols() throws {
        let (written, reference) = try symbols(try examples(times: 2))
        XCTAssertEqual(written, reference)
        XCTAssertGreaterThan(reference.count, 50_000)
        XCTAssertTrue(reference.contains("\"name\":\"view#1\"") && reference.contains("\"name\":\"stack#0\""), "unnamed elements, named by their index in their parent")
    }

    func testSymbolsOfATextWithSyntaxErrorsComeFromTheWholeModel() throws {
        let examples = try examples()
        // The layouts stand for the text, but one does not parse.
        let broken = examples + "layout Broken {\n  stack s {\n    pin: edges edges: : ,\n    label\n  }\n}\n"
        XCTAssertTrue(DocumentLayouts(SourceText(broken)).isClean)
        XCTAssertTrue(Analyzer().model(of: SourceText(broken)).syntax.hasErrors)
        let unparsable = try symbols(broken)
        XCTAssertEqual(unparsable.written, unparsable.reference)
        XCTAssertTrue(unparsable.reference.contains("\"name\":\"Broken\""))
        // Text between the layouts that is not a layout: the layouts do not stand for it.
        let stray = try symbols("view stray {}\n" + examples)
        XCTAssertEqual(stray.written, stray.reference)
        XCTAssertFalse(DocumentLayouts(SourceText("view stray {}\n" + examples)).isClean)
        // An unclosed layout at the end.
        let unclosed = try symbols(examples + "layout Open {\n  stack s {\n")
        XCTAssertEqual(unclosed.written, unclosed.reference)
    }

    // MARK: The framed answer

    /// The bytes a server writes for one request.
    private func written(_ text: String, request: JSON) -> [UInt8] {
        let output = Locked<[UInt8]>([])
        let server = LanguageServer(send: { bytes in output.withLock { $0 += bytes } }, onExit: { _ in })
        for message: JSON in [
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
            ["jsonrpc": "2.0", "method": "textDocument/didOpen",
             "params": ["textDocument": ["uri": .string(uri), "languageId": "stack", "version": 1, "text": .string(text)]]],
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
            let bytes = written(text, request: ["jsonrpc": "2.0", "id": id, "method": "textDocument/documentSymbol",
                                                "params": ["textDocument": ["uri": .string(uri)]]])
            let body = Array("{\"id\":".utf8) + id.utf8 + Array(",\"jsonrpc\":\"2.0\",\"result\":".utf8) + symbols + [UInt8(ascii: "}")]
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), String(decoding: MessageFramer.frame(body), as: UTF8.self), "id \(id)")
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
        XCTAssertEqual(answer.framed(head: head, tail: Array("}".utf8)), MessageFramer.frame(parts: [head, expected, Array("}".utf8)]))
        XCTAssertEqual(Array(answer.bytes), [], "framing empties the answer")
    }
}
