import StackSyntax
import StackTestSupport
import XCTest

/// `SourceText.replacing` updates the line table around an edit only: it must read the
/// edited text exactly as a fresh read does, whatever the line ends, byte-order mark and
/// characters around the edit.
final class SourceTextEditTests: XCTestCase {
    /// Pieces that stress line ends and columns: every line end, a lone CR before and after
    /// an LF, two-, three- and four-byte characters, an invalid byte.
    private let pieces: [[UInt8]] = [
        Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8), Array("ab".utf8), Array("layout A {".utf8),
        Array("é".utf8), Array("→".utf8), Array("👍".utf8), [0xFF], Array(" ".utf8), Array("\u{FEFF}".utf8),
    ]

    func testAnEditReadsAsAFreshRead() {
        var generator = SplitMix64(seed: 7)
        for round in 0..<4_000 {
            var bytes: [UInt8] = round % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<generator.next(below: 12) { bytes += pieces[generator.next(below: pieces.count)] }
            let mark: SourceText.ByteOrderMark = round % 2 == 0 ? .counted : .skipped
            var text = SourceText(bytes: bytes, byteOrderMark: mark)
            for _ in 0..<3 {
                let lower = generator.next(below: text.bytes.count + 1)
                let upper = lower + generator.next(below: text.bytes.count - lower + 1)
                var replacement: [UInt8] = []
                for _ in 0..<generator.next(below: 3) { replacement += pieces[generator.next(below: pieces.count)] }
                let edited = text.replacing(lower..<upper, with: replacement, byteOrderMark: mark)
                var expectedBytes = text.bytes
                expectedBytes.replaceSubrange(lower..<upper, with: replacement)
                let fresh = SourceText(bytes: expectedBytes, byteOrderMark: mark)
                let context = "round \(round): \(text.bytes) with \(lower)..<\(upper) replaced by \(replacement)"
                XCTAssertEqual(edited.bytes, fresh.bytes, context)
                XCTAssertEqual(edited.lineStarts, fresh.lineStarts, context)
                XCTAssertEqual(edited.hasByteOrderMark, fresh.hasByteOrderMark, context)
                for offset in 0...fresh.bytes.count {
                    XCTAssertEqual(
                        edited.location(of: offset, unit: .utf16), fresh.location(of: offset, unit: .utf16),
                        "\(context), offset \(offset)")
                }
                for line in 0..<fresh.lineCount {
                    for column in 0..<4 {
                        let location = SourceLocation(line: line, column: column)
                        XCTAssertEqual(
                            edited.offset(of: location, unit: .utf16), fresh.offset(of: location, unit: .utf16),
                            "\(context), \(location)")
                    }
                }
                text = edited
            }
        }
    }

    /// A fresh read against the format's rules written out plainly: a line starts after
    /// `\n`, after `\r\n` and after a lone `\r`; a column counts UTF-16 units from it.
    func testAFreshReadFindsEveryLineAndColumn() {
        var generator = SplitMix64(seed: 11)
        for round in 0..<3_000 {
            var bytes: [UInt8] = []
            while bytes.count < 40, generator.next(below: 16) != 0 {
                // Mostly plain text, so that whole words of it are skipped.
                bytes +=
                    generator.next(below: 3) == 0 ? pieces[generator.next(below: pieces.count)] : Array("abcdefgh".utf8)
            }
            let text = SourceText(bytes: bytes, byteOrderMark: .counted)
            var starts = [0]
            for index in bytes.indices
            where bytes[index] == 10 || (bytes[index] == 13 && (index + 1 == bytes.count || bytes[index + 1] != 10)) {
                starts.append(index + 1)
            }
            XCTAssertEqual(text.lineStarts, starts, "round \(round): \(bytes)")
            for (line, start) in starts.enumerated() {
                // The offsets of the line's characters, and its end for the last line (the
                // end of any other is the next line's start).
                let end = line + 1 < starts.count ? starts[line + 1] - 1 : bytes.count
                for offset in start...end where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
                    let prefix = String(decoding: bytes[start..<offset], as: UTF8.self)
                    XCTAssertEqual(
                        text.location(of: offset, unit: .utf16), SourceLocation(line: line, column: prefix.utf16.count),
                        "round \(round): \(bytes), offset \(offset)")
                }
            }
        }
    }

    func testAnEditJoiningCarriageReturnAndLineFeed() {
        let text = SourceText(bytes: Array("abc\rX\ndef".utf8), byteOrderMark: .counted)
        XCTAssertEqual(text.lineStarts, [0, 4, 6])
        // Removing `X` makes the lone `\r` and the `\n` one line end.
        let joined = text.replacing(4..<5, with: [], byteOrderMark: .counted)
        XCTAssertEqual(joined.lineStarts, [0, 5])
        // Splitting them again.
        XCTAssertEqual(joined.replacing(4..<4, with: Array("é".utf8), byteOrderMark: .counted).lineStarts, [0, 4, 7])
        XCTAssertEqual(
            joined.replacing(4..<4, with: Array("é".utf8), byteOrderMark: .counted).location(of: 6, unit: .utf16),
            SourceLocation(line: 1, column: 1))
    }
}
