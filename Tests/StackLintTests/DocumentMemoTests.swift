import Foundation
import StackDiagnostics
import StackLint
import StackSyntax
import XCTest

/// The memo gives an edited document exactly the answers a fresh document gives (findings,
/// frames, the pieces and their models), and derives again only what an edit touched.
final class DocumentMemoTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every example in one document, each layout renamed after its file, with suppression
    /// comments around them: many layouts, findings with fixes and related places.
    private func examples() throws -> String {
        let directory = Self.root.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".stack")
        }.sorted()
        XCTAssertFalse(names.isEmpty)
        var text = "// stacklint-disable-file layout-too-complex\n\n"
        for (index, name) in names.enumerated() {
            let body = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            text += body.replacingOccurrences(of: "layout ", with: "layout L\(index)") + "\n// between layouts\n"
        }
        return text
    }

    /// The analysis of `source` with `memo`, compared with a fresh memo's.
    @discardableResult
    private func assertFresh(
        _ source: SourceText, memo: inout DocumentMemo, _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) -> DocumentAnalysis? {
        var fresh = DocumentMemo(solveAlways: true)
        guard let edited = Analyzer().analysis(of: source, memo: &memo),
            let expected = Analyzer().analysis(of: source, memo: &fresh)
        else {
            XCTFail("not cancelled, so not nil", file: file, line: line)
            return nil
        }
        XCTAssertEqual(edited.diagnostics, expected.diagnostics, context, file: file, line: line)
        // Every field of every canvas (frames, conflicts with their ranges), as reflected text.
        XCTAssertEqual(edited.frames.map { "\($0)" }, expected.frames.map { "\($0)" }, context, file: file, line: line)
        XCTAssertEqual(
            edited.model.pieces.map(\.range), expected.model.pieces.map(\.range), context, file: file, line: line)
        XCTAssertEqual(edited.model.comments, expected.model.comments, context, file: file, line: line)
        XCTAssertEqual(
            edited.model.pieces.map { "\($0.model().layouts)" }, expected.model.pieces.map { "\($0.model().layouts)" },
            context, file: file, line: line)
        return edited
    }

    func testScriptedEditsAnswerAsAFreshDocument() throws {
        let text = try examples()
        var source = SourceText(text)
        var memo = DocumentMemo(solveAlways: true)
        assertFresh(source, memo: &memo, "opened")
        let bytes = Array(text.utf8)
        func offset(of needle: String, after start: Int = 0) -> Int {
            let needle = Array(needle.utf8)
            return (start...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
                ?? 0
        }
        let button = offset(of: "intrinsic: 44 x 44")
        let middle = offset(of: "// between layouts", after: bytes.count / 2)
        // Each edit applies to the text the previous one left; the memo carries over.
        let edits: [(String, Range<Int>, String)] = [
            ("a value inside a layout", button + 11..<button + 13, "30"),
            ("a layout inserted at the top, moving all others", 47..<47, "layout Top {\n  view v { pin: edges }\n}\n"),
            ("a syntax error inside a layout", button + 60..<button + 60, " : { "),
            ("the syntax error mended", button + 60..<button + 65, ""),
            (
                "a suppression comment between layouts", middle..<middle,
                "// stacklint-disable-next-line unknown-property\n"
            ),
            ("a layout's name used twice", 47..<57, "layout L0 "),
            ("text between layouts that is no layout", middle..<middle, "junk\n"),
            ("the junk removed", middle..<middle + 5, ""),
        ]
        for (context, range, replacement) in edits {
            let clamped = min(range.lowerBound, source.bytes.count)..<min(range.upperBound, source.bytes.count)
            source = source.replacing(clamped, with: Array(replacement.utf8), byteOrderMark: .skipped)
            assertFresh(source, memo: &memo, context)
        }
    }

    func testAnEditDerivesAgainOnlyTheLayoutItTouched() throws {
        let text = try examples()
        var memo = DocumentMemo(solveAlways: true)
        let first = assertFresh(SourceText(text), memo: &memo, "opened")
        let layouts = first?.model.pieces.count ?? 0
        XCTAssertGreaterThan(layouts, 10)
        XCTAssertEqual(first?.analysedLayouts, layouts)
        // The first button changes size: only its layout is solved again, and the layouts
        // after it, whose text moved but did not change, come from the memo.
        var edited = text
        let button = try XCTUnwrap(edited.range(of: "intrinsic: 44 x 44"))
        edited.replaceSubrange(button, with: "intrinsic: 30 x 40")
        XCTAssertEqual(assertFresh(SourceText(edited), memo: &memo, "a value changed")?.analysedLayouts, 1)
        XCTAssertEqual(assertFresh(SourceText(text), memo: &memo, "changed back")?.analysedLayouts, 1)
        let again = assertFresh(SourceText(text + "\n"), memo: &memo, "a line appended")
        XCTAssertEqual(again?.analysedLayouts, 0)
        let inserted = assertFresh(SourceText("\n\n" + text), memo: &memo, "lines inserted above every layout")
        XCTAssertEqual(inserted?.analysedLayouts, 0, "moved layouts are reused as they are")
        XCTAssertEqual(memo.count, layouts)
    }

    func testOtherSettingsStartTheMemoAfresh() throws {
        let source = SourceText(try examples())
        var memo = DocumentMemo(solveAlways: true)
        let layouts = Analyzer().analysis(of: source, memo: &memo)?.model.pieces.count
        XCTAssertEqual(Analyzer().analysis(of: source, memo: &memo)?.analysedLayouts, 0)
        let other = Analyzer(settings: RuleSettings(defaultCanvases: nil, solveBudget: 1_000_000))
        XCTAssertEqual(other.analysis(of: source, memo: &memo)?.analysedLayouts, layouts)
    }

    func testACancelledAnalysisIsNil() throws {
        var memo = DocumentMemo(solveAlways: true)
        XCTAssertNil(Analyzer().analysis(of: SourceText(try examples()), memo: &memo, isCancelled: { true }))
    }

    func testTheModelOfATextWithASyntaxErrorIsTheWholeText() {
        var memo = DocumentMemo()
        let text = "layout A {\n  view v { pin: edges }\n}\nlayout B {\n  view w { pin: : }\n}\n"
        let model = Analyzer().model(of: SourceText(text), memo: &memo)
        XCTAssertEqual(model.pieces.map(\.range), [SourceRange(start: 0, end: text.utf8.count)])
        XCTAssertTrue(model.hasSyntaxErrors)
    }

    func testThePieceHoldingAnOffset() {
        var memo = DocumentMemo()
        let model = Analyzer().model(of: SourceText("// c\nlayout A {\n}\n\nlayout B { }\n"), memo: &memo)
        XCTAssertEqual(model.pieces.map(\.range), [SourceRange(start: 5, end: 17), SourceRange(start: 19, end: 31)])
        XCTAssertEqual(
            [0, 4, 5, 16, 17, 18, 19, 31, 32].map { model.piece(containing: $0) }, [nil, nil, 0, 0, 0, nil, 1, 1, nil])
    }
}
