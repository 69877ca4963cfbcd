import StackSyntax
import XCTest

/// A line ends at `\n`, `\r\n` or a lone `\r` (stack-format.md §2), in the line table, the
/// positions and the lexer alike, so the CLI and the language server agree with editors.
final class LineEndTests: XCTestCase {
    func testLoneCarriageReturnEndsALine() {
        let source = SourceText("ab\rcd\r\nef\ngh")
        XCTAssertEqual(source.lineStarts, [0, 3, 7, 10])
        XCTAssertEqual((0..<4).map(source.lineText), ["ab", "cd", "ef", "gh"])
        XCTAssertEqual(source.location(of: 4, unit: .utf16), SourceLocation(line: 1, column: 1))
        XCTAssertEqual(source.offset(of: SourceLocation(line: 1, column: 9), unit: .utf16), 5)  // clamped before `\r\n`
        XCTAssertEqual(source.firstLineEnd, "\r")
        XCTAssertEqual(source.lineEnding, "\r")
        XCTAssertFalse(source.usesCRLF)
    }

    func testTrailingLoneCarriageReturnStartsAnEmptyLine() {
        let source = SourceText("a\r")
        XCTAssertEqual(source.lineStarts, [0, 2])
        XCTAssertEqual(source.lineRange(0), SourceRange(start: 0, end: 1))
        XCTAssertEqual(source.lineRange(1), SourceRange(start: 2, end: 2))
    }

    func testLexerReadsALoneCarriageReturnAsALineBreak() {
        let tokens = Lexer.tokens(of: SourceText("a // c\rb \"s\rc"))
        XCTAssertEqual(
            tokens.map(\.kind),
            [.identifier, .lineComment, .newline, .identifier, .string, .newline, .identifier, .endOfFile])
        XCTAssertEqual(tokens[1].range, SourceRange(start: 2, end: 6))  // the comment stops at the `\r`
        XCTAssertEqual(tokens[4].range, SourceRange(start: 9, end: 11))  // so does the unterminated string
    }

    func testStatementsSeparatedByLoneCarriageReturnsParseAndReportOnTheirLine() {
        let text = "layout A {\r  stack s {\r    spacing: 4\r    axis: sideways\r  }\r}\r"
        let file = Parser.parse(text)
        XCTAssertEqual(file.issues, [])
        guard case .element(let stack)? = file.members(of: file.layouts.first?.body).first,
            case .property(let axis)? = file.members(of: stack.body).last
        else { return XCTFail("no stack") }
        XCTAssertEqual(file.members(of: stack.body).count, 2)
        XCTAssertEqual(
            file.source.location(of: axis.value.range.start, unit: .scalars), SourceLocation(line: 3, column: 10))
    }
}

/// A leading byte-order mark: skipped as an encoding mark in files on disk, counted as the
/// character U+FEFF when positions must match a language client's text.
final class ByteOrderMarkTests: XCTestCase {
    private let text = "\u{FEFF}layout A {\n}\n"

    func testSkippedMarkIsNoColumn() {
        let source = SourceText(text)
        XCTAssertTrue(source.hasByteOrderMark)
        XCTAssertEqual(source.location(of: 10, unit: .utf16), SourceLocation(line: 0, column: 7))
        XCTAssertEqual(source.offset(of: SourceLocation(line: 0, column: 0), unit: .utf16), 3)
    }

    func testCountedMarkIsOneUTF16ColumnAndThreeUTF8Columns() {
        let source = SourceText(text, byteOrderMark: .counted)
        XCTAssertTrue(source.hasByteOrderMark)
        XCTAssertEqual(source.contentStart, 3)
        XCTAssertEqual(source.location(of: 10, unit: .utf16), SourceLocation(line: 0, column: 8))
        XCTAssertEqual(source.location(of: 10, unit: .utf8), SourceLocation(line: 0, column: 10))
        XCTAssertEqual(source.offset(of: SourceLocation(line: 0, column: 0), unit: .utf16), 0)
        XCTAssertEqual(source.offset(of: SourceLocation(line: 0, column: 1), unit: .utf16), 3)
        XCTAssertEqual(source.lineText(0), "\u{FEFF}layout A {")
    }

    func testParserSkipsTheMarkEitherWay() {
        let file = Parser.parse(SourceText(text, byteOrderMark: .counted))
        XCTAssertEqual(file.issues, [])
        XCTAssertEqual(file.layouts.first?.name?.range, SourceRange(start: 10, end: 11))
    }
}

final class NumberRangeTests: XCTestCase {
    /// Grammatical, so no syntax error: the model reports it as `invalid-value`.
    func testANumberTooLargeForADoubleParsesAsInfinity() {
        let digits = "1" + String(repeating: "0", count: 400)
        let file = Parser.parse("layout A {\n  view v { pin: top 20, trailing \(digits) }\n}\n")
        XCTAssertEqual(file.issues, [])
    }

    func testTheLargestFiniteNumbersAreAccepted() {
        let file = Parser.parse(
            "layout A {\n  view v { intrinsic: \("1" + String(repeating: "0", count: 300)) x 1 }\n}\n")
        XCTAssertEqual(file.issues, [])
    }
}

/// Lines of ASCII take no walk to turn offsets into columns; the others count their
/// characters. Both must agree with counting by hand.
final class ASCIILineTests: XCTestCase {
    func testColumnsOnMixedLines() {
        let source = SourceText("ab\né😀c\rxyz\r\nq", byteOrderMark: .counted)
        XCTAssertEqual(source.location(of: 1, unit: .utf16), SourceLocation(line: 0, column: 1))
        XCTAssertEqual(source.location(of: 9, unit: .utf16), SourceLocation(line: 1, column: 3))  // é 1 unit, 😀 2
        XCTAssertEqual(source.location(of: 9, unit: .scalars), SourceLocation(line: 1, column: 2))
        XCTAssertEqual(source.location(of: 12, unit: .utf16), SourceLocation(line: 2, column: 1))
        XCTAssertEqual(source.offset(of: SourceLocation(line: 2, column: 2), unit: .utf16), 13)
        XCTAssertEqual(source.offset(of: SourceLocation(line: 1, column: 3), unit: .utf16), 9)
        XCTAssertEqual(source.location(of: 17, unit: .utf16), SourceLocation(line: 3, column: 1))
    }

    func testAMarkOnlyMakesLineZeroNonASCIIWhenCounted() {
        let text = "\u{FEFF}ab"
        XCTAssertEqual(SourceText(text).location(of: 5, unit: .utf16), SourceLocation(line: 0, column: 2))
        XCTAssertEqual(
            SourceText(text, byteOrderMark: .counted).location(of: 5, unit: .utf16), SourceLocation(line: 0, column: 3))
    }
}
