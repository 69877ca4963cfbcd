import Foundation
import StackDiagnostics
@testable import StackLSP
import StackLint
import StackSyntax
import XCTest

/// The diagnostics the server sends, exactly: `DiagnosticConversion` is their one writer,
/// for publications, pull diagnostics and quick fixes alike.
final class DiagnosticConversionTests: XCTestCase {
    private let uri = "file:///project/a.stack"
    /// A duplicate `spacing`: a finding with a fix.
    private static let fixable =
        "layout A {\n  stack s {\n    pin: edges\n    spacing: 4; spacing: 8\n    label l { intrinsic: 10 x 10 }\n    label m { intrinsic: 10 x 10; hugging: 252 }\n  }\n}\n"

    func testEscapesNonASCIIRelatedLocationsAndTags() {
        let text = "layout Ünïcode {\n  // \"quoted\" \\ back\tslash\n  view v { }\n}\n"
        let document = OpenDocument(uri: "file:///project/a \"b\".stack", text: text, version: 3, revision: 1)
        let finding = Diagnostic(
            ruleID: .unusedSuppression, severity: .info, range: SourceRange(start: 20, end: 30),
            message: "a \"quoted\" message\nwith a line break, a tab\t, a \\ and Ü",
            related: [
                RelatedLocation(range: SourceRange(start: 7, end: 15), message: "here \"too\""),
                RelatedLocation(range: SourceRange(start: 50, end: 52), message: "and here"),
            ],
            isUnnecessary: true)
        let written = String(
            decoding: DiagnosticConversion.bytes(
                finding, document: document, unit: .utf16,
                docsURL: "https://example.com/docs/rules"), as: UTF8.self)
        XCTAssertEqual(
            written,
            #"{"code":"unused-suppression","codeDescription":{"href":"https://example.com/docs/rules/unused-suppression.md"},"#
                + #""message":"a \"quoted\" message\nwith a line break, a tab\t, a \\ and Ü","#
                + #""range":{"end":{"character":11,"line":1},"start":{"character":1,"line":1}},"#
                + #""relatedInformation":[{"location":{"range":{"end":{"character":13,"line":0},"start":{"character":7,"line":0}},"uri":"file:///project/a \"b\".stack"},"message":"here \"too\""},"#
                + #"{"location":{"range":{"end":{"character":6,"line":2},"start":{"character":4,"line":2}},"uri":"file:///project/a \"b\".stack"},"message":"and here"}],"#
                + #""severity":3,"source":"stacklint","tags":[1]}"#)
        // UTF-8 columns count the bytes of `Ü`, `ï` (two each).
        let utf8 = String(
            decoding: DiagnosticConversion.bytes(finding, document: document, unit: .utf8, docsURL: nil), as: UTF8.self)
        XCTAssertTrue(
            utf8.contains(#"{"location":{"range":{"end":{"character":15,"line":0},"start":{"character":7,"line":0}}"#),
            utf8)
        // Without a folder of rule pages there is no link at all.
        XCTAssertTrue(utf8.hasPrefix(#"{"code":"unused-suppression","message":"a \"quoted\" message"#), utf8)
        XCTAssertFalse(utf8.contains("codeDescription"))
    }

    func testThePublicationIsWrittenExactly() {
        let harness = ServerHarness()
        harness.initialize()
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": .string(uri), "languageId": "stack", "version": 4,
                    "text": "layout A {\n  view v {\n    pin: edges\n    hiden: true\n  }\n}\n",
                ]
            ],
        ])
        let bodies = harness.takeBodies().map { String(decoding: $0, as: UTF8.self) }
        let publications = bodies.filter { $0.contains(#""method":"textDocument/publishDiagnostics""#) }
        XCTAssertEqual(publications.count, 1)
        XCTAssertEqual(
            publications.first,
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"diagnostics":["#
                + #"{"code":"unknown-property","message":"unknown property `hiden`; did you mean `hidden`?","#
                + #""range":{"end":{"character":9,"line":3},"start":{"character":4,"line":3}},"severity":1,"source":"stacklint"}"#
                + #"],"uri":"file:///project/a.stack","version":4}}"#)
    }

    func testPullDiagnosticsAndQuickFixesCarryThePublishedDiagnostics() throws {
        let harness = ServerHarness()
        harness.initialize()
        harness.send([
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": [
                "textDocument": [
                    "uri": .string(uri), "languageId": "stack", "version": 1, "text": .string(Self.fixable),
                ]
            ],
        ])
        let published = try XCTUnwrap(
            harness.take().first { $0["method"] == "textDocument/publishDiagnostics" }?["params"]?["diagnostics"])
        XCTAssertEqual(published.array?.count, 1)
        harness.send([
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/diagnostic",
            "params": ["textDocument": ["uri": .string(uri)]],
        ])
        let pulled = harness.take().first { $0["id"] == 2 }?["result"]
        XCTAssertEqual(pulled?["items"], published)
        XCTAssertEqual(pulled?["kind"], "full")
        harness.send([
            "jsonrpc": "2.0", "id": 3, "method": "textDocument/codeAction",
            "params": [
                "textDocument": ["uri": .string(uri)],
                "range": ["start": ["line": 3, "character": 22], "end": ["line": 3, "character": 22]],
                "context": ["diagnostics": [], "only": ["quickfix"]],
            ],
        ])
        let actions = try XCTUnwrap(harness.take().first { $0["id"] == 3 }?["result"]?.array)
        XCTAssertFalse(actions.isEmpty)
        for action in actions {
            let diagnostic = try XCTUnwrap(action["diagnostics"]?.array?.first)
            XCTAssertTrue(published.array?.contains(diagnostic) == true, "\(diagnostic)")
        }
    }
}
