import StackSyntax
import XCTest

final class PositionTests: XCTestCase {
    func testColumnsInEveryUnit() {
        // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 UTF-16 units.
        let source = SourceText("ab\né😀x\n")
        let x = 2 + 1 + 2 + 4  // offset of "x"
        XCTAssertEqual(source.location(of: x, unit: .utf8), SourceLocation(line: 1, column: 6))
        XCTAssertEqual(source.location(of: x, unit: .utf16), SourceLocation(line: 1, column: 3))
        XCTAssertEqual(source.location(of: x, unit: .scalars), SourceLocation(line: 1, column: 2))
        for unit in [ColumnUnit.utf8, .utf16, .scalars] {
            XCTAssertEqual(source.offset(of: source.location(of: x, unit: unit), unit: unit), x)
        }
    }

    func testOffsetsPastALineOrTheFileAreClamped() {
        let source = SourceText("ab\r\ncd")
        XCTAssertEqual(source.offset(of: SourceLocation(line: 0, column: 99), unit: .utf16), 2, "stops before \\r\\n")
        XCTAssertEqual(source.offset(of: SourceLocation(line: 7, column: 0), unit: .utf16), 6)
        XCTAssertEqual(source.lineRange(0), SourceRange(start: 0, end: 2))
        XCTAssertEqual(source.lineText(1), "cd")
        XCTAssertTrue(source.usesCRLF)
    }

    func testByteOrderMarkDoesNotCountAsAColumn() {
        let source = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("ab".utf8))
        XCTAssertTrue(source.hasByteOrderMark)
        XCTAssertEqual(source.location(of: 4, unit: .scalars), SourceLocation(line: 0, column: 1))
        XCTAssertEqual(source.offset(of: SourceLocation(line: 0, column: 0), unit: .utf8), 3)
    }

    func testInvalidBytesCountOneColumnEach() {
        let source = SourceText(bytes: [0xFF, 0xC3, UInt8(ascii: "a")])
        XCTAssertEqual(source.location(of: 3, unit: .scalars).column, 3)
        XCTAssertEqual(source.location(of: 3, unit: .utf16).column, 3)
    }

    func testLineLookupAtBoundaries() {
        let source = SourceText("a\nb\n")
        XCTAssertEqual(source.lineCount, 3)
        XCTAssertEqual(source.line(containing: 1), 0)
        XCTAssertEqual(source.line(containing: 2), 1)
        XCTAssertEqual(source.line(containing: 4), 2)
        XCTAssertEqual(source.location(of: 99, unit: .utf8), SourceLocation(line: 2, column: 0))
    }

    func testRemovalEditTakesTheWholeLineOrJustTheStatement() {
        let text = "a {\n  spacing: 4  // note\n  x: 1; y: 2\n}"
        let source = SourceText(text)
        let alone = source.removalEdit(for: SourceRange(start: 6, end: 16))
        XCTAssertEqual(source.text(in: alone.range), "  spacing: 4  // note\n")
        let first = source.removalEdit(for: SourceRange(start: 28, end: 32))
        XCTAssertEqual(source.text(in: first.range), "x: 1; ")
    }
}
