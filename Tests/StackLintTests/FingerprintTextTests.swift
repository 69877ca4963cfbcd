@testable import StackLint
import StackTestSupport
import XCTest

/// The text a fingerprint is taken from: written byte by byte where the text allows, and
/// equal to the character-by-character definition everywhere (a baseline written before
/// keeps matching).
final class FingerprintTextTests: XCTestCase {
    /// The definition: runs of the characters space, tab, `\n` and `\r` (grapheme clusters:
    /// `\r\n` is one character and none of them) become one space; the ends are trimmed.
    private func collapsedByCharacters(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    func testWhitespaceRunsBecomeOneSpaceAndTheEndsAreTrimmed() {
        XCTAssertEqual(
            Fingerprint.collapse("  label\t\ta {\n    intrinsic: 10 x 10 }\n"), "label a { intrinsic: 10 x 10 }")
        XCTAssertEqual(Fingerprint.collapse(" \t\n\r "), "")
        XCTAssertEqual(Fingerprint.collapse(""), "")
    }

    func testACarriageReturnLineFeedIsOneCharacterAndNoSeparator() {
        XCTAssertEqual(Fingerprint.collapse("a\r\nb"), "a\r\nb")
        XCTAssertEqual(Fingerprint.collapse(" a \r\n b\r"), "a \r\n b")
        XCTAssertEqual(Fingerprint.collapse("a\n\rb"), "a b")
    }

    func testASpaceWithACombiningMarkIsNoSeparator() {
        XCTAssertEqual(Fingerprint.collapse("a \u{301}b  c"), "a \u{301}b c")
        XCTAssertEqual(Fingerprint.collapse("é\té"), "é é")
    }

    func testEveryTextCollapsesAsTheCharacterDefinitionSays() {
        let pieces = [" ", "\t", "\n", "\r", "\r\n", "a", "{", "é", "\u{301}", "😀", "x y"]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            XCTAssertEqual(Fingerprint.collapse(text), collapsedByCharacters(text), text.debugDescription)
        }
    }
}
