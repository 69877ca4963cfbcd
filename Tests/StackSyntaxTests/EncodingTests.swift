import StackSyntax
import StackTestSupport
import XCTest

/// Bytes that are not UTF-8 are reported wherever they stand, and every range the parser
/// gives starts and ends between characters.
final class EncodingTests: XCTestCase {
    private func described(_ file: FileSyntax) -> [String] {
        file.issues.map { "\($0.range.start)..<\($0.range.end) \($0.message)" }
    }

    func testInvalidUTF8InCommentsAndStringsIsReportedAtEachRun() {
        // A Latin-1 `é` (0xE9) in a line comment, a block comment and a string, and a
        // truncated three-byte sequence (0xE2 0x82) in another string.
        var bytes =
            Array("layout A {\n  // caf".utf8) + [0xE9] + Array(" x\n  /* caf".utf8) + [0xE9] + Array(" */\n".utf8)
        bytes += Array("  label l { text: \"caf".utf8) + [0xE9] + Array("\"; intrinsic: 10 x 10 }\n".utf8)
        bytes +=
            Array("  label m { text: \"\u{20AC}".utf8) + [0xE2, 0x82] + Array("\" ; intrinsic: 10 x 10 }\n}\n".utf8)
        let file = Parser.parse(SourceText(bytes: bytes))
        XCTAssertEqual(
            described(file),
            [
                "19..<20 invalid UTF-8: a .stack file must be UTF-8 text",
                "31..<32 invalid UTF-8: a .stack file must be UTF-8 text",
                "58..<59 invalid UTF-8: a .stack file must be UTF-8 text",
                "105..<107 invalid UTF-8: a .stack file must be UTF-8 text",
            ])
        XCTAssertEqual(
            file.source.invalidUTF8Ranges,
            [
                SourceRange(start: 19, end: 20), SourceRange(start: 31, end: 32),
                SourceRange(start: 58, end: 59), SourceRange(start: 105, end: 107),
            ])
        XCTAssertTrue(file.source.hasInvalidUTF8)
    }

    func testWellFormedTextHasNoInvalidUTF8() {
        let source = SourceText("\u{FEFF}layout A { // café 😀\n  label l { text: \"\u{20AC}\" }\n}\n")
        XCTAssertFalse(source.hasInvalidUTF8)
        XCTAssertEqual(source.invalidUTF8Ranges, [])
        XCTAssertEqual(Parser.parse(source).issues, [])
    }

    func testInvalidEscapeOfAnAstralCharacterCoversTheWholeCharacter() {
        let text = "layout A {\n  label a { text: \"\\😀x\"; intrinsic: 10 x 10 }\n}\n"
        let file = Parser.parse(text)
        XCTAssertEqual(
            described(file),
            [
                "30..<35 invalid escape in a string: use `\\\"`, `\\\\`, `\\n`, `\\t` or `\\u{XXXX}`"
            ])
        let range = file.issues[0].range
        XCTAssertEqual(file.source.text(in: range), "\\😀")
        XCTAssertEqual(file.source.location(of: range.end, unit: .scalars), SourceLocation(line: 1, column: 21))
        XCTAssertEqual(file.source.location(of: range.end, unit: .utf16), SourceLocation(line: 1, column: 22))
    }

    func testScalarBoundaries() {
        let source = SourceText(bytes: Array("a😀é".utf8) + [0xE9, 0x80])
        XCTAssertEqual((0...source.bytes.count).filter(source.isScalarBoundary), [0, 1, 5, 7, 8, 9])
    }

    /// Random bytes around `.stack` fragments: every diagnostic range starts and ends
    /// between characters, so that no position points inside one.
    func testEveryDiagnosticRangeIsOnScalarBoundaries() {
        let pieces: [[UInt8]] = [
            Array("layout A {\n".utf8), Array("label l { text: \"".utf8), Array("\\".utf8), Array("\"".utf8),
            Array("😀".utf8), Array("é".utf8), Array("\u{20AC}".utf8), [0xE9], [0xF0, 0x9F], [0xC0], [0x80],
            Array("// c".utf8), Array("/* ".utf8), Array(" */".utf8), Array("}\n".utf8), Array("\\u{1F600}".utf8),
            Array(" x ".utf8), Array("\n".utf8), Array("= 3".utf8), Array("#12".utf8),
        ]
        var random = SplitMix64(seed: 13)
        for round in 0..<2_000 {
            var bytes: [UInt8] = Array("layout A {\n".utf8)
            for _ in 0..<(1 + random.next(below: 12)) { bytes += pieces[random.next(below: pieces.count)] }
            let file = Parser.parse(SourceText(bytes: bytes))
            for diagnostic in file.issues {
                XCTAssertTrue(
                    file.source.isScalarBoundary(diagnostic.range.start)
                        && file.source.isScalarBoundary(diagnostic.range.end),
                    "round \(round): \(diagnostic) in \(bytes)")
            }
        }
    }
}
