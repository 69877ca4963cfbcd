import StackJSON
import StackLSPProtocol
import XCTest

/// Every broken frame is reported once and skipped to the next valid header; nothing
/// leaves the framer waiting for bytes that cannot come.
final class FramingRecoveryTests: XCTestCase {
    private let good = MessageFramer.frame(Array(#"{"ok":1}"#.utf8))

    /// Everything the framer makes of `bytes`, fed in one piece and then byte by byte
    /// (both must agree).
    private func frames(_ bytes: [UInt8]) -> [MessageFramer.Frame] {
        var whole = MessageFramer()
        whole.append(bytes)
        var result: [MessageFramer.Frame] = []
        while let frame = whole.next() { result.append(frame) }
        var trickle = MessageFramer()
        var trickled: [MessageFramer.Frame] = []
        for byte in bytes {
            trickle.append([byte])
            while let frame = trickle.next() { trickled.append(frame) }
        }
        XCTAssertEqual(trickled, result, "byte by byte")
        return result
    }

    private func header(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testNonNumericLength() {
        XCTAssertEqual(
            frames(header("Content-Length: abc\r\n\r\n{\"lost\":1}") + good),
            [
                .invalidHeader("Content-Length `abc` is not a number of bytes"), .message(Array(#"{"ok":1}"#.utf8)),
            ])
    }

    func testMissingLength() {
        XCTAssertEqual(
            frames(header("Content-Type: application/json\r\n\r\n{\"lost\":1}") + good),
            [
                .invalidHeader("a message header has no Content-Length"), .message(Array(#"{"ok":1}"#.utf8)),
            ])
    }

    func testNegativeLength() {
        XCTAssertEqual(
            frames(header("Content-Length: -5\r\n\r\n{\"lost\":1}") + good),
            [
                .invalidHeader("Content-Length `-5` is not a number of bytes"), .message(Array(#"{"ok":1}"#.utf8)),
            ])
    }

    func testOverflowingLength() {
        XCTAssertEqual(
            frames(header("Content-Length: 99999999999999999999999\r\n\r\n{}") + good),
            [
                .invalidHeader("Content-Length 99999999999999999999999 is larger than the maximum of 1073741824 bytes"),
                .message(Array(#"{"ok":1}"#.utf8)),
            ])
    }

    func testDuplicatedLength() {
        XCTAssertEqual(
            frames(header("Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}") + good),
            [
                .message(Array("{}".utf8)), .message(Array(#"{"ok":1}"#.utf8)),
            ])
        XCTAssertEqual(
            frames(header("Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}") + good),
            [
                .invalidHeader("a message header gives Content-Length twice, with different values"),
                .message(Array(#"{"ok":1}"#.utf8)),
            ])
    }

    func testLengthGivenThreeTimes() {
        XCTAssertEqual(
            frames(header("Content-Length: 2\r\nContent-Length: 2\r\ncontent-length: 2\r\n\r\n{}") + good),
            [
                .message(Array("{}".utf8)), .message(Array(#"{"ok":1}"#.utf8)),
            ])
        // A value that is not a number is reported as such, even after two that differ.
        XCTAssertEqual(
            frames(header("Content-Length: 2\r\nContent-Length: 3\r\nContent-Length: x\r\n\r\n{}") + good),
            [
                .invalidHeader("Content-Length `x` is not a number of bytes"), .message(Array(#"{"ok":1}"#.utf8)),
            ])
    }

    func testTooShortLengthLeavesJunkThatIsSkipped() {
        XCTAssertEqual(
            frames(header("Content-Length: 4\r\n\r\n{\"a\":1}") + good),
            [
                .message(Array(#"{"a""#.utf8)),
                .invalidHeader("`:1}Content-Length: 8` is not a message header line"),
                .message(Array(#"{"ok":1}"#.utf8)),
            ])
    }

    func testTooLongLengthIsCutAtTheNextHeader() {
        XCTAssertEqual(
            frames(header("Content-Length: 50\r\n\r\n{\"a\":1}") + good),
            [
                .shortenedMessage(
                    Array(#"{"a":1}"#.utf8), "Content-Length 50 is longer than the 7 bytes before the next header"),
                .message(Array(#"{"ok":1}"#.utf8)),
            ])
    }

    func testTooLongLengthAtAPauseIsTheMessageWhenItIsWholeJSON() {
        var framer = MessageFramer()
        framer.append(header("Content-Length: 50\r\n\r\n{\"a\":"))
        XCTAssertNil(framer.next())
        XCTAssertTrue(framer.isInsideMessage)
        XCTAssertNil(framer.expireIncompleteMessage())  // not yet a whole value: keep waiting
        framer.append(header("1}"))
        XCTAssertNil(framer.next())
        XCTAssertEqual(
            framer.expireIncompleteMessage(),
            .shortenedMessage(Array(#"{"a":1}"#.utf8), "Content-Length 50 is longer than the 7 bytes of the message"))
        XCTAssertFalse(framer.isInsideMessage)
        framer.append(good)
        XCTAssertEqual(framer.next(), .message(Array(#"{"ok":1}"#.utf8)))
    }

    func testHeaderLinesEndingInABareLineFeedAreAccepted() {
        XCTAssertEqual(
            frames(header("Content-Length: 2\n\n{}") + header("Content-Length: 2\r\n\n[]") + good),
            [
                .message(Array("{}".utf8)), .message(Array("[]".utf8)), .message(Array(#"{"ok":1}"#.utf8)),
            ])
    }

    func testJunkBetweenMessagesIsSkipped() {
        XCTAssertEqual(
            frames(header("\r\n\r\n") + good + header("hello world\n") + good),
            [
                .message(Array(#"{"ok":1}"#.utf8)),
                .invalidHeader("`hello world` is not a message header line"),
                .message(Array(#"{"ok":1}"#.utf8)),
            ])
    }

    func testAnEndlessHeaderIsJunk() {
        var framer = MessageFramer()
        framer.append([UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength + 1))
        XCTAssertEqual(framer.next(), .invalidHeader("a message header is longer than 8192 bytes"))
        framer.append(good)
        XCTAssertEqual(framer.next(), .message(Array(#"{"ok":1}"#.utf8)))
    }

    func testInputEndingInsideAMessageIsReported() {
        var framer = MessageFramer()
        framer.append(header("Content-Length: 10\r\n\r\n{}"))
        XCTAssertNil(framer.next())
        XCTAssertEqual(framer.unfinished, "the input ended inside a message: its Content-Length is 10 bytes, 2 arrived")
        var header = MessageFramer()
        header.append(Array("Content-Len".utf8))
        XCTAssertNil(header.next())
        XCTAssertEqual(header.unfinished, "the input ended inside a message header")
        var clean = MessageFramer()
        clean.append(good + Array("\r\n".utf8))
        _ = clean.next()
        XCTAssertNil(clean.next())
        XCTAssertNil(clean.unfinished)
    }
}

final class JSONParserTests: XCTestCase {
    func testStringsKeepALeadingByteOrderMark() {
        XCTAssertEqual(
            JSON.parse(Array("{\"t\":\"\u{FEFF}ab\"}".utf8))?["t"]?.string.map { Array($0.unicodeScalars) },
            ["\u{FEFF}", "a", "b"])
        XCTAssertEqual(JSON.parse(Array(#"["\ufeffa"]"#.utf8))?[0]?.string?.unicodeScalars.first, "\u{FEFF}")
    }

    func testEscapesSurrogatesAndNumbers() {
        XCTAssertEqual(
            JSON.parse(Array(#"["\ud83d\ude00\n\"\\\/", "\ud800x", -1.5e2, 0, true, null]"#.utf8)),
            ["😀\n\"\\/", "\u{FFFD}x", -150, 0, true, nil])
    }

    func testInvalidTextIsRejected() {
        for text in ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "\"a\nb\"", "tru", "[1] 2", "\"\\x\"", "{1:2}"] {
            XCTAssertNil(JSON.parse(Array(text.utf8)), text)
        }
    }

    func testDeepNestingIsRejectedWithoutOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertNil(JSON.parse(Array(deep.utf8)))
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertNotNil(JSON.parse(Array(fine.utf8)))
    }

    /// The scan for line breaks in a body, eight bytes at a time: a `\n` at every offset of
    /// a word and past the last whole word, among bytes that only look alike (`\r`, `\v`,
    /// 0x8A, bytes of multi-byte characters).
    func testTheNextLineBreakIsFoundAtEveryOffset() {
        let plain: [UInt8] = Array("é😀a{".utf8) + [0x0D, 0x0B, 0x8A, 0x0B, 0x00, 0xFF]
        for length in 0..<26 {
            var text = (0..<length).map { plain[$0 % plain.count] }
            text.withUnsafeBufferPointer { XCTAssertEqual(MessageFramer.nextLineBreak(in: $0, from: 0), length) }
            for position in 0..<length {
                let saved = text[position]
                text[position] = 0x0A
                text.withUnsafeBufferPointer { bytes in
                    for start in 0...position {
                        XCTAssertEqual(MessageFramer.nextLineBreak(in: bytes, from: start), position)
                    }
                    XCTAssertEqual(MessageFramer.nextLineBreak(in: bytes, from: position + 1), length)
                }
                text[position] = saved
            }
        }
    }
}
