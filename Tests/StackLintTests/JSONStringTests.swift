import StackLint
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
}
