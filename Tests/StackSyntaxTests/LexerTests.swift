import StackSyntax
import XCTest

final class LexerTests: XCTestCase {
    private func kinds(_ text: String) -> [TokenKind] {
        Lexer.tokens(of: SourceText(text)).map(\.kind)
    }

    private func texts(_ text: String) -> [String] {
        let source = SourceText(text)
        return Lexer.tokens(of: source).filter { $0.kind != .endOfFile }.map { source.text(in: $0.range) }
    }

    func testPunctuationRelationsAndWords() {
        XCTAssertEqual(
            texts("width >= a.height * 0.75 + -4 @999"),
            ["width", ">=", "a", ".", "height", "*", "0.75", "+", "-", "4", "@", "999"])
        XCTAssertEqual(
            kinds("{ } : ; , == <= >="),
            [.leftBrace, .rightBrace, .colon, .semicolon, .comma, .equalEqual, .lessEqual, .greaterEqual, .endOfFile])
    }

    func testSizeWithoutBlanksSplitsAtX() {
        XCTAssertEqual(texts("120x21 120 x 21 120xnone"), ["120", "x", "21", "120", "x", "21", "120", "x", "none"])
        XCTAssertEqual(texts("xray"), ["xray"])
    }

    func testNumbersStopBeforeADotWithoutDigits() {
        XCTAssertEqual(texts("1. 2.5 .5"), ["1", ".", "2.5", ".", "5"])
    }

    func testCommentsStringsColorsAndNewlines() {
        let source = SourceText("a // note\r\n/* b\n */ \"s\\\"t\" #FFAA00\n")
        let tokens = Lexer.tokens(of: source)
        XCTAssertEqual(
            tokens.map(\.kind),
            [.identifier, .lineComment, .newline, .blockComment, .string, .color, .newline, .endOfFile])
        XCTAssertEqual(source.text(in: tokens[1].range), "// note", "a line comment stops before \\r\\n")
        XCTAssertEqual(source.text(in: tokens[4].range), "\"s\\\"t\"")
    }

    func testLoneEqualsIsReportedAndReadAsARelation() {
        var lexer = Lexer(source: SourceText("width = 4"))
        _ = lexer.next()
        let relation = lexer.next()
        XCTAssertEqual(relation.kind, .equalEqual)
        XCTAssertEqual(lexer.issues.issues.map(\.message), ["`=` is not a relation; write `==`"])
        XCTAssertEqual(lexer.issues.issues.first?.range, SourceRange(start: 6, end: 7))
    }

    func testStrictInequalityIsReported() {
        var lexer = Lexer(source: SourceText("width > 4"))
        _ = lexer.next()
        XCTAssertEqual(lexer.next().kind, .greaterEqual)
        XCTAssertEqual(
            lexer.issues.issues.first?.message,
            "`>` is not a relation (Auto Layout has no strict inequalities); write `>=`")
    }

    func testUnterminatedStringEndsAtTheLineEnd() {
        var lexer = Lexer(source: SourceText("text: \"abc\nnext"))
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .endOfFile { break }
        }
        XCTAssertEqual(tokens.map(\.kind), [.identifier, .colon, .string, .newline, .identifier, .endOfFile])
        XCTAssertEqual(tokens[2].range, SourceRange(start: 6, end: 10))
        XCTAssertEqual(
            lexer.issues.issues.map(\.message),
            ["unterminated string: add a closing `\"` before the end of the line"])
    }

    func testUnterminatedBlockCommentRunsToTheEnd() {
        var lexer = Lexer(source: SourceText("a /* never\nclosed"))
        _ = lexer.next()
        let comment = lexer.next()
        XCTAssertEqual(comment.kind, .blockComment)
        XCTAssertEqual(comment.range, SourceRange(start: 2, end: 17))
        XCTAssertEqual(lexer.next().kind, .endOfFile)
        XCTAssertEqual(lexer.issues.issues.first?.range, SourceRange(start: 2, end: 4))
    }

    func testInvalidBytesBecomeOneTokenAndOneDiagnostic() {
        let source = SourceText(bytes: Array("a ".utf8) + [0xFF, 0xFE, 0x80] + Array(" b".utf8))
        var lexer = Lexer(source: source)
        XCTAssertEqual(lexer.next().kind, .identifier)
        let invalid = lexer.next()
        XCTAssertEqual(invalid.kind, .invalid)
        XCTAssertEqual(invalid.range, SourceRange(start: 2, end: 5))
        XCTAssertEqual(lexer.next().kind, .identifier)
        XCTAssertEqual(lexer.issues.issues.map(\.message), ["invalid UTF-8: a .stack file must be UTF-8 text"])
    }

    func testNulAndControlCharactersAndStraySlash() {
        let source = SourceText(bytes: [0x00, 0x20, 0x07, 0x20, UInt8(ascii: "/"), 0x20, 0x7F])
        var lexer = Lexer(source: source)
        var count = 0
        while lexer.next().kind != .endOfFile { count += 1 }
        XCTAssertEqual(count, 4)
        XCTAssertEqual(
            lexer.issues.issues.map(\.message),
            [
                "unexpected NUL byte: is this a binary file?",
                "unexpected control character U+0007",
                "unexpected character `/`",
                "unexpected control character U+007F",
            ])
    }

    func testByteOrderMarkIsSkipped() {
        let source = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("layout".utf8))
        let tokens = Lexer.tokens(of: source)
        XCTAssertEqual(tokens.first?.range, SourceRange(start: 3, end: 9))
    }
}
