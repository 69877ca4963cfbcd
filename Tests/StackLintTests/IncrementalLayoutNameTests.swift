import StackLint
import StackModel
import StackSyntax
import XCTest

/// A file that names two layouts alike is analysed layout by layout: the duplicate name is
/// the one finding that spans layouts, found from the cut's names and placed in the document.
final class IncrementalLayoutNameTests: XCTestCase {
    private let layout = "layout A {\n  view v { pin: edges; height == 8 }\n}\n"

    func testTwoLayoutsOfOneNameFindTheDuplicateWithoutAWholeFileModel() throws {
        let text = layout + "layout B {\n  view w { pin: edges }\n}\n" + layout
        let source = SourceText(text)
        let analyzer = Analyzer()
        var memo = DocumentMemo(solveAlways: true)
        let incremental = try XCTUnwrap(analyzer.analysis(of: source, memo: &memo))
        // Analysed per layout: three pieces, the two equal texts share one memo entry.
        XCTAssertEqual(incremental.model.pieces.count, 3)
        XCTAssertEqual(memo.count, 2)
        let duplicate = try XCTUnwrap(incremental.diagnostics.first { $0.ruleID == .duplicateName })
        let second = try XCTUnwrap(
            text.range(of: "A", range: text.index(text.startIndex, offsetBy: 60)..<text.endIndex))
        let offset = text.utf8.distance(from: text.startIndex, to: second.lowerBound)
        XCTAssertEqual(duplicate.range, SourceRange(start: offset, end: offset + 1))
        XCTAssertEqual(duplicate.message, "a layout named `A` already exists in this file; rename this one")
        XCTAssertEqual(
            duplicate.related, [RelatedLocation(range: SourceRange(start: 7, end: 8), message: "the first layout `A`")])
    }

    func testASuppressedDuplicateNameStaysSuppressed() throws {
        let text = layout + "// stacklint-disable-next-line duplicate-name\n" + layout
        let source = SourceText(text)
        let analyzer = Analyzer()
        var memo = DocumentMemo(solveAlways: true)
        let incremental = try XCTUnwrap(analyzer.analysis(of: source, memo: &memo))
        XCTAssertFalse(incremental.diagnostics.contains { $0.ruleID == .duplicateName })
    }
}
