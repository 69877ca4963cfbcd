@testable import StackSyntax
import StackTestSupport
import XCTest

/// `SourceText.piece` takes a range's line table from its text's: it must read the range
/// exactly as a fresh read of its bytes does, whatever the line ends, byte-order marks and
/// characters at the range's ends.
final class SourceTextPieceTests: XCTestCase {
    /// Pieces that stress line ends: every line end, a lone CR before and after an LF,
    /// characters outside ASCII, an invalid byte, a mark in the middle of a text.
    private let parts: [[UInt8]] = [
        Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8), Array("ab".utf8), Array("layout A {".utf8),
        Array("é".utf8), Array("👍".utf8), [0xFF], Array(" ".utf8), Array("\u{FEFF}".utf8),
    ]

    func testAPieceReadsAsAFreshReadOfItsBytes() {
        var generator = SplitMix64(seed: 23)
        for round in 0..<4_000 {
            var bytes: [UInt8] = round % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<generator.next(below: 14) { bytes += parts[generator.next(below: parts.count)] }
            let text = SourceText(bytes: bytes, byteOrderMark: round % 2 == 0 ? .counted : .skipped)
            for _ in 0..<4 {
                let lower = generator.next(below: bytes.count + 1)
                let upper = lower + generator.next(below: bytes.count - lower + 1)
                let piece = text.piece(lower..<upper)
                let fresh = SourceText(bytes: Array(bytes[lower..<upper]))
                let context = "round \(round): \(bytes), \(lower)..<\(upper)"
                XCTAssertEqual(piece.bytes, fresh.bytes, context)
                XCTAssertEqual(piece.lineStarts, fresh.lineStarts, context)
                XCTAssertEqual(piece.nonASCIILines, fresh.nonASCIILines, context)
                XCTAssertEqual(piece.hasByteOrderMark, fresh.hasByteOrderMark, context)
            }
        }
    }

    func testAPieceOfAWholeTextIsItsFreshRead() {
        let bytes = Array("\u{FEFF}layout A {\r\n  label é\r}\nlayout B {}\r".utf8)
        let text = SourceText(bytes: bytes, byteOrderMark: .counted)
        let piece = text.piece(0..<bytes.count)
        let fresh = SourceText(bytes: bytes)
        XCTAssertEqual(piece.lineStarts, [3, 15, 26, 28, 40])
        XCTAssertEqual(piece.lineStarts, fresh.lineStarts)
        XCTAssertEqual(piece.nonASCIILines, [1])
        XCTAssertEqual(piece.nonASCIILines, fresh.nonASCIILines)
    }
}
