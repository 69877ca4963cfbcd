import StackLint
import StackSyntax
import StackTestSupport
import XCTest

/// Every range a finding gives, its related places and its fixes' edits included, starts
/// and ends between characters, whatever the text (the fuzzers check the same).
final class ScalarBoundaryTests: XCTestCase {
    func testEveryFindingRangeIsOnScalarBoundaries() {
        let pieces: [String] = [
            "layout A {\n", "  stack s {\n    pin: edges\n", "    label l { text: \"", "\\", "\"", "😀", "é", "\u{20AC}",
            "// c😀\n", "/* é */", "}\n", "\\u{1F600}", " intrinsic: 40 x 20 ", "\n", "width == 😀.width\n",
            "    label é { intrinsic: 40 x 20 }\n", "axis: vertical\n", "axis: horizontal\n", "spacing: 8\n", "#12😀",
        ]
        let analyzer = Analyzer()
        var random = SplitMix64(seed: 13)
        for round in 0..<300 {
            var bytes: [UInt8] = Array("layout A {\n".utf8)
            for _ in 0..<(1 + random.next(below: 16)) { bytes += Array(pieces[random.next(below: pieces.count)].utf8) }
            if random.next(below: 4) == 0 { bytes.insert(0xE9, at: random.next(below: bytes.count + 1)) }
            let source = SourceText(bytes: bytes)
            for diagnostic in analyzer.diagnostics(of: source) {
                let ranges =
                    [diagnostic.range] + diagnostic.related.map(\.range)
                    + diagnostic.fixes.flatMap { $0.edits.map(\.range) }
                for range in ranges {
                    XCTAssertTrue(
                        source.isScalarBoundary(range.start) && source.isScalarBoundary(range.end),
                        "round \(round): \(range) of \(diagnostic.ruleID) in \(String(decoding: bytes, as: UTF8.self).debugDescription)"
                    )
                }
            }
        }
    }
}
