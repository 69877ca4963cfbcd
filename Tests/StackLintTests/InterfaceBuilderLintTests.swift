import Foundation
import StackDiagnostics
import StackInterfaceBuilder
import StackLint
import StackSyntax
import StackTestSupport
import XCTest

/// Linting an Interface Builder file where it is and linting its import give the same
/// findings on the same elements (issue 34), over every IB file under `Tests/InterfaceBuilder`.
final class InterfaceBuilderLintTests: XCTestCase {
    static var fixtures: [String] {
        let directory = TestSupport.packageRoot.appendingPathComponent("Tests/InterfaceBuilder")
        return ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    static func source(_ fixture: String) throws -> SourceText {
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/InterfaceBuilder/\(fixture)")
        return SourceText(bytes: Array(try Data(contentsOf: url)))
    }

    /// A finding as a user compares them: rule, layout and element path in the `.stack`
    /// file, message (without what the IB file adds: the view's IB name and id), and the
    /// elements of its related locations.
    struct Seen: Hashable, CustomStringConvertible {
        var rule: String
        var element: String
        var message: String
        var related: [String]
        var description: String { "\(rule) \(element) \(related) \(message)" }
    }

    /// The findings of each imported layout, linted as the `.stack` file `import` writes.
    static func importFindings(_ file: InterfaceBuilderFile) -> [Seen] {
        file.layouts.flatMap { layout -> [Seen] in
            let text = SourceText(layout.text)
            let locator = FindingLocator(source: text)
            let path = { (range: SourceRange) in layout.name + "/" + locator.place(of: range).elementPath }
            return Analyzer().analyze(text, path: layout.fileName).diagnostics.map {
                Seen(
                    rule: $0.ruleID.rawValue, element: path($0.range), message: $0.message,
                    related: $0.related.map { path($0.range) })
            }
        }
    }

    /// The `.stack` element an XML position stands for: the innermost statement of any
    /// layout's source map whose XML holds it, read back to its element in the import (the
    /// map read backwards, where the linting reads it forwards).
    static func element(at range: SourceRange, in file: InterfaceBuilderFile) -> String {
        var best: (layout: ImportedLayout, entry: IBSourceMap.Entry)?
        for layout in file.layouts {
            for entry in layout.sourceMap.entries where entry.xml.start <= range.start && range.end <= entry.xml.end {
                // Of equal origins, the later statement: the element's line after the canvas
                // the root view's size also gives.
                if best.map({ entry.xml.length <= $0.entry.xml.length }) ?? true { best = (layout, entry) }
            }
        }
        guard let best else { return "nowhere" }
        return best.layout.name + "/"
            + FindingLocator(source: SourceText(best.layout.text)).place(of: best.entry.generated).elementPath
    }

    func testLintingTheImportGivesTheSameFindingsOnTheSameElements() throws {
        XCTAssertGreaterThanOrEqual(Self.fixtures.count, 6)
        var compared = 0
        for fixture in Self.fixtures {
            let source = try Self.source(fixture)
            let file = InterfaceBuilderFile(source: source, baseName: (fixture as NSString).deletingPathExtension)
            guard file.error == nil else { continue }
            // `misplaced-view` compares the frames the IB file stores, which no `.stack` file has.
            let linted = Analyzer().analyze(source, path: fixture).diagnostics.filter {
                $0.ruleID != .misplacedView
            }.map { diagnostic in
                // The IB file's message is the import's with the view's IB name and id after it.
                let suffix = diagnostic.message.range(of: " (IB", options: .backwards)
                XCTAssertNotNil(suffix, "\(fixture): \(diagnostic.message) names no IB id")
                return Seen(
                    rule: diagnostic.ruleID.rawValue, element: Self.element(at: diagnostic.range, in: file),
                    message: suffix.map { String(diagnostic.message[..<$0.lowerBound]) } ?? diagnostic.message,
                    related: diagnostic.related.map { Self.element(at: $0.range, in: file) })
            }
            let imported = Self.importFindings(file)
            XCTAssertEqual(
                linted.map(\.description).sorted(), imported.map(\.description).sorted(), fixture)
            compared += imported.count
        }
        XCTAssertGreaterThanOrEqual(compared, 6, "the fixtures have findings to compare")
    }

    func testAFileThatIsNotWellFormedIsOneSyntaxErrorAtItsFirstBadByte() throws {
        let source = try Self.source("Malformed.xib")
        let findings = Analyzer().analyze(source, path: "Malformed.xib").diagnostics
        XCTAssertEqual(findings.map(\.ruleID), [.syntaxError])
        XCTAssertEqual(findings.first.map { source.text(in: $0.range) }, "subviews")
        XCTAssertEqual(
            findings.first?.message, "end tag </subviews> does not match start tag <label> opened at 6:17")
    }

    func testAWellFormedFileThatIsNotAnIBDocumentIsOneSyntaxErrorAtItsRoot() {
        let source = SourceText("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n")
        let findings = Analyzer().analyze(source, path: "Info.xib").diagnostics
        XCTAssertEqual(findings.map(\.ruleID), [.syntaxError])
        XCTAssertEqual(findings.first.map { source.text(in: $0.range) }, "plist")
        XCTAssertEqual(findings.first.map { source.location(of: $0.range.start, unit: .scalars).line }, 1)
        XCTAssertEqual(
            findings.first?.message,
            "not an iOS Interface Builder document: expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch...\">, found <plist>"
        )
    }

    /// What `frames` reports on the layouts of an IB file one after another is placed in the
    /// layout it is in: a statement at its origin, a computed property at its view, a header
    /// comment at the layout's root view, never in the comment.
    func testFindingsOnTheLayoutsOneAfterAnotherArePlacedInTheirOwnLayout() throws {
        let source = try Self.source("Login.storyboard")
        let file = InterfaceBuilderFile(source: source, path: "Login.storyboard")
        let text = file.stackText.text(in: SourceRange(start: 0, end: file.stackText.bytes.count))
        func finding(at needle: String) -> Diagnostic {
            let start =
                text.utf8.count
                - (text.range(of: needle, options: .backwards).map { text[$0.lowerBound...].utf8.count } ?? 0)
            return Diagnostic(
                ruleID: .truncation, range: SourceRange(start: start, end: start + needle.utf8.count), message: "m")
        }
        let report = file.report(
            path: "Login.storyboard",
            placing: [
                finding(at: "label label1 {"), finding(at: "intrinsic: 122 x 20.5"),
                finding(at: "// Estimated:"), finding(at: "canvas: 393 x auto"),
            ])
        let placed = report.diagnostics.map {
            "\(source.location(of: $0.range.start, unit: .scalars).line + 1):\(source.location(of: $0.range.start, unit: .scalars).column + 1) \($0.message)"
        }
        XCTAssertEqual(
            placed,
            [
                "81:33 m (IB id Cnt-00-001)", "81:33 m (IB id Cnt-00-001)",
                "85:41 m (IB: \"Notifications\", id Lbl-02-001)", "85:41 m (IB: \"Notifications\", id Lbl-02-001)",
            ])
    }

    /// No finding points into a header comment: a finding placed nowhere else is at its
    /// layout's root view, and every finding on an IB file is inside a start tag.
    func testEveryFindingIsInsideAStartTag() throws {
        for fixture in Self.fixtures {
            let source = try Self.source(fixture)
            let file = InterfaceBuilderFile(source: source, baseName: (fixture as NSString).deletingPathExtension)
            guard file.error == nil else { continue }
            for diagnostic in Analyzer().analyze(source, path: fixture).diagnostics {
                for range in [diagnostic.range] + diagnostic.related.map(\.range) {
                    let text = source.text(in: range)
                    XCTAssertTrue(text.hasPrefix("<") || text.contains("=\""), "\(fixture): \(text)")
                }
                XCTAssertEqual(diagnostic.fixes, [], "\(fixture): the XML is not edited")
            }
        }
    }
}
