@testable import StackReports
import XCTest

/// The URI a SARIF log names a file by: written byte by byte, path characters kept and
/// every other byte percent-encoded, as the character-by-character definition says.
final class SARIFURITests: XCTestCase {
    func testAPathKeepsItsPathCharactersAndEncodesEveryOtherByte() {
        XCTAssertEqual(SARIFReporter.uri("Screens/Feed-2_v1.0~a/Cell.stack"), "Screens/Feed-2_v1.0~a/Cell.stack")
        XCTAssertEqual(SARIFReporter.uri("a b/c;d#e?f%g"), "a%20b/c%3Bd%23e%3Ff%25g")
        XCTAssertEqual(SARIFReporter.uri("!$&'()*+,=:@"), "!$&'()*+,=:@")
        XCTAssertEqual(SARIFReporter.uri("Écran/ß.stack"), "%C3%89cran/%C3%9F.stack")
        XCTAssertEqual(SARIFReporter.uri("\u{7F}\u{0}[]"), "%7F%00%5B%5D")
    }
}
