import StackJSON
import XCTest

/// How a string is written as a JSON literal: every escape, with the text around it.
final class JSONStringTests: XCTestCase {
    func testEveryEscapeWithTheTextAroundIt() {
        let value = "say \"hi\"\\path\nnext\r\tend\u{01}\u{1F} é 👍"
        XCTAssertEqual(JSON.string(value).text, #""say \"hi\"\\path\nnext\r\tend\u0001\u001f é 👍""#)
    }

    func testEscapesAtBothEndsAndInARow() {
        XCTAssertEqual(JSON.string("\"\n\n\\").text, #""\"\n\n\\""#)
        XCTAssertEqual(JSON.string("").text, #""""#)
        XCTAssertEqual(JSON.string("plain").text, #""plain""#)
    }

    func testEscapedTextParsesBackToTheString() {
        let value = "a\u{00}b\u{7F}c\"d\\e\u{10}f\r\ng"
        XCTAssertEqual(JSON.parse(Array(JSON.string(value).text.utf8))?.string, value)
    }

    func testLongStringsWithAndWithoutEscapesParse() {
        let line = String(repeating: "layout é😀 { label a }", count: 3)
        for value in [line, line + "\n" + line, String(repeating: line + "\r\n", count: 40), "\u{1}" + line] {
            XCTAssertEqual(JSON.parse(Array(JSON.string(value).text.utf8))?.string, value)
        }
        // A raw control character inside a string is not JSON, wherever it is.
        for position in [1, 9, 17, 40] {
            var bytes = Array(JSON.string(line).text.utf8)
            bytes[position] = 0x0A
            XCTAssertNil(JSON.parse(bytes))
        }
    }
}
