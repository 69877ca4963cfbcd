import StackSyntax
import StackXML
import XCTest

/// Nesting and size are bounded: past a bound the file is one error, never a deep stack.
final class XMLBoundsTests: XCTestCase {
    func testNestingDeeperThanTheLimitIsOneErrorAtTheElementTooDeep() {
        let limits = XMLLimits(maximumDepth: 3)
        XCTAssertEqual(XMLTestSupport.error("<a><b><c/></b></a>", limits: limits), "well-formed")
        XCTAssertEqual(
            XMLTestSupport.error("<a><b><c><d/></c></b></a>", limits: limits),
            "1:11-1:12 elements are nested more than 3 levels deep")
    }

    func testTheDefaultDepthReadsDeepFilesAndStopsDeeperOnesWithoutRecursion() {
        let depth = XMLLimits.defaultMaximumDepth
        let deep = String(repeating: "<v>", count: depth) + String(repeating: "</v>", count: depth)
        XCTAssertEqual(XMLTestSupport.error(deep), "well-formed")
        let deeper = String(repeating: "<v>", count: 100_000)
        XCTAssertEqual(
            XMLTestSupport.error(deeper),
            "1:\(3 * depth + 2)-1:\(3 * depth + 3) elements are nested more than 256 levels deep")
        // Unclosed elements within the limit end at the end of the file, placed where the innermost opened.
        XCTAssertEqual(
            XMLTestSupport.error(String(repeating: "<v>", count: 10)),
            "1:31-1:31 the file ends inside <v> opened at 1:28: expected </v>")
    }

    func testAFileLargerThanTheLimitIsOneErrorAtTheFirstByteBeyondIt() {
        let limits = XMLLimits(maximumBytes: 16)
        XCTAssertEqual(
            XMLTestSupport.error("<a>0123456789</a>", limits: limits),
            "1:17-1:18 the file is 17 bytes, more than the 16 bytes of XML read")
        XCTAssertEqual(XMLTestSupport.error("<a>012345678</a>", limits: limits), "well-formed")
    }

    func testLimitsStayInTheirRanges() {
        XCTAssertEqual(XMLLimits(maximumDepth: 0, maximumBytes: -5), XMLLimits(maximumDepth: 1, maximumBytes: 1))
        XCTAssertEqual(XMLLimits(maximumBytes: .max).maximumBytes, Int(Int32.max) - 1)
    }
}
