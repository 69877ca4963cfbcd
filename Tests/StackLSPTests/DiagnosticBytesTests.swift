import Foundation
@testable import StackLSP
import StackLint
import StackSyntax
import XCTest

/// The diagnostics a publication writes directly are byte for byte the ones the JSON tree
/// of `DiagnosticConversion.json` writes (and the pull diagnostics and code actions send).
final class DiagnosticBytesTests: XCTestCase {
    private func assertSameBytes(_ findings: [Diagnostic], in document: OpenDocument, unit: ColumnUnit,
                                 file: StaticString = #filePath, line: UInt = #line) {
        for finding in findings {
            let range = Positions.rangeBytes(finding.range, in: document.source, unit: unit)
            let related = finding.related.map { Positions.rangeBytes($0.range, in: document.source, unit: unit) }
            for docsURL in [nil, "https://example.com/docs/rules"] {
                let direct = DiagnosticConversion.bytes(finding, range: range, relatedRanges: related, uri: document.uri, docsURL: docsURL)
                let tree = DiagnosticConversion.json(finding, document: document, unit: unit, docsURL: docsURL).utf8
                XCTAssertEqual(String(decoding: direct, as: UTF8.self), String(decoding: tree, as: UTF8.self), file: file, line: line)
            }
        }
    }

    func testEveryExampleFindingIsWrittenAsTheTreeWritesIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Examples", "Tests/Corpus"] {
            let directory = root.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".stack") }.sorted()
                .map { directory.appendingPathComponent($0) }
        }
        XCTAssertGreaterThan(files.count, 15)
        var compared = 0
        var withRelated = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let document = OpenDocument(uri: "file:///project/\(file.lastPathComponent)", text: text, version: 1, revision: 1)
            let findings = Analyzer().analysis(of: Analyzer().model(of: document.source), solveAlways: true).diagnostics
            for unit in [ColumnUnit.utf16, .utf8] { assertSameBytes(findings, in: document, unit: unit) }
            compared += findings.count
            withRelated += findings.filter { !$0.related.isEmpty }.count
        }
        XCTAssertGreaterThanOrEqual(compared, 10)
        XCTAssertGreaterThan(withRelated, 3)
    }

    func testEscapesNonASCIIRelatedLocationsAndTags() {
        let text = "layout Ünïcode {\n  // \"quoted\" \\ back\tslash\n  view v { }\n}\n"
        let document = OpenDocument(uri: "file:///project/a \"b\".stack", text: text, version: 3, revision: 1)
        let finding = Diagnostic(ruleID: .unusedSuppression, severity: .info, range: SourceRange(start: 20, end: 30),
                                 message: "a \"quoted\" message\nwith a line break, a tab\t, a \\ and Ü",
                                 related: [RelatedLocation(range: SourceRange(start: 7, end: 15), message: "here \"too\""),
                                           RelatedLocation(range: SourceRange(start: 50, end: 52), message: "and here")],
                                 isUnnecessary: true)
        for unit in [ColumnUnit.utf16, .utf8] { assertSameBytes([finding], in: document, unit: unit) }
        let range = Positions.rangeBytes(finding.range, in: document.source, unit: .utf16)
        let related = finding.related.map { Positions.rangeBytes($0.range, in: document.source, unit: .utf16) }
        let written = String(decoding: DiagnosticConversion.bytes(finding, range: range, relatedRanges: related, uri: document.uri,
                                                                  docsURL: "https://example.com/docs/rules"), as: UTF8.self)
        XCTAssertEqual(written, #"{"code":"unused-suppression","codeDescription":{"href":"https://example.com/docs/rules/unused-suppression.md"},"#
            + #""message":"a \"quoted\" message\nwith a line break, a tab\t, a \\ and Ü","#
            + #""range":{"end":{"character":11,"line":1},"start":{"character":1,"line":1}},"#
            + #""relatedInformation":[{"location":{"range":{"end":{"character":13,"line":0},"start":{"character":7,"line":0}},"uri":"file:///project/a \"b\".stack"},"message":"here \"too\""},"#
            + #"{"location":{"range":{"end":{"character":6,"line":2},"start":{"character":4,"line":2}},"uri":"file:///project/a \"b\".stack"},"message":"and here"}],"#
            + #""severity":3,"source":"stacklint","tags":[1]}"#)
        // Without a folder of rule pages there is no link at all.
        let unlinked = String(decoding: DiagnosticConversion.bytes(finding, range: range, relatedRanges: related, uri: document.uri,
                                                                   docsURL: nil), as: UTF8.self)
        XCTAssertTrue(unlinked.hasPrefix(#"{"code":"unused-suppression","message":"a \"quoted\" message"#), unlinked)
        XCTAssertFalse(unlinked.contains("codeDescription"))
    }
}
