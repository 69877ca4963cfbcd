import Foundation
@testable import StackLint
import XCTest

/// What replaced Foundation in the analysis layer (so the language server loads no ICU):
/// each behaves as the Foundation call it replaced did.
final class FoundationFreeHelpersTests: XCTestCase {
    func testConfigurationTextAcceptsWhatJSONSerializationAccepted() throws {
        XCTAssertEqual(ConfigurationText.parse(Array(#"{"canvas": ["375 x 667",],}"#.utf8))?["canvas"]?[0]?.string, "375 x 667",
                       "one trailing comma before } or ]")
        XCTAssertNotNil(ConfigurationText.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)), "a byte-order mark")
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("{}".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        XCTAssertNotNil(ConfigurationText.parse(utf16), "UTF-16 little-endian with its BOM")
        XCTAssertNil(ConfigurationText.parse(Array(#"{"solveBudget": 1e400}"#.utf8)), "a number too large for a Double")
        XCTAssertNil(ConfigurationText.parse([0x7B, 0xFF, 0x7D]), "invalid UTF-8")
        XCTAssertNil(ConfigurationText.parse(Array("[,]".utf8)))
    }

    func testFilePathMatchesNSString() {
        XCTAssertEqual(FilePath.directory(of: "Screens/Login.stack"), "Screens")
        XCTAssertEqual(FilePath.directory(of: "/a/b/"), "/a")
        XCTAssertEqual(FilePath.directory(of: "/"), "/")
        XCTAssertEqual(FilePath.directory(of: "a"), "")
        XCTAssertEqual(FilePath.lastComponent(of: "Screens/Login.stack"), "Login.stack")
        XCTAssertEqual(FilePath.appending("x.stack", to: "Screens/"), "Screens/x.stack")
        XCTAssertEqual(FilePath.pathExtension(of: "a/b.c/d.stack"), "stack")
        XCTAssertEqual(FilePath.pathExtension(of: "a/b.c/d"), "")
    }

    func testStandardizedPathsMatchFoundationsURL() {
        let paths = ["/w/a/./b/../c.stack", "/a//b/", "/..", "/", "/a/b/../../..", "a/./b/../c", "../x", ".", "/.stacklint.json",
                     "/tmp/bench/x-1.stack", "/a/b.c/../d e/ü.stack"]
        for path in paths {
            let expected = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/w/d", isDirectory: true)).standardizedFileURL.path
            XCTAssertEqual(FilePath.standardized(path) { "/w/d" }, expected, path)
        }
        XCTAssertEqual(FilePath.standardized("a/./b/../c") { "/w" }, "/w/a/c")
        XCTAssertEqual(FilePath.standardized("/a//b/") { "/unused" }, "/a/b")
    }

    func testPercentDecoding() {
        XCTAssertEqual(PercentEncoding.decode("/work/My%20Screens/%C3%A9.stack"), "/work/My Screens/é.stack")
        XCTAssertEqual(PercentEncoding.decode("plain"), "plain")
        XCTAssertNil(PercentEncoding.decode("%ZZ"), "a malformed escape")
        XCTAssertNil(PercentEncoding.decode("%C3"), "an escape that is not UTF-8")
    }
}
