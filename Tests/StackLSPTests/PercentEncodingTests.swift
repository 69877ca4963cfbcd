@testable import StackLSP
import XCTest

/// The percent-decoding of `file://` URIs behaves as Foundation's `removingPercentEncoding`,
/// which it replaced so that the language server loads no ICU.
final class PercentEncodingTests: XCTestCase {
    func testPercentDecoding() {
        XCTAssertEqual(PercentEncoding.decode("/work/My%20Screens/%C3%A9.stack"), "/work/My Screens/é.stack")
        XCTAssertEqual(PercentEncoding.decode("plain"), "plain")
        XCTAssertNil(PercentEncoding.decode("%ZZ"), "a malformed escape")
        XCTAssertNil(PercentEncoding.decode("%C3"), "an escape that is not UTF-8")
    }
}
