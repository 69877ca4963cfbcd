import Foundation
@testable import StackWorkspace
import XCTest

/// What replaced Foundation in the analysis layer (so the language server loads no ICU):
/// each behaves as the Foundation call it replaced did.
final class FoundationFreeHelpersTests: XCTestCase {
    func testConfigurationTextAcceptsWhatJSONSerializationAccepted() throws {
        XCTAssertEqual(
            ConfigurationText.parse(Array(#"{"canvas": ["375 x 667",],}"#.utf8))?["canvas"]?[0]?.string, "375 x 667",
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
        for (path, pathExtension) in [
            ("a.b.stack", "stack"), (".hidden", ""), ("a/", ""), ("a.xib//", "xib"), ("/", ""), ("", ""),
            ("a/.stack", ""), ("a..stack", "stack"), ("a.", ""), ("/é.storyboard", "storyboard"),
        ] {
            XCTAssertEqual(FilePath.pathExtension(of: path), pathExtension, path)
        }
        XCTAssertEqual(FilePath.directory(of: "a//b//"), "a")
        XCTAssertEqual(FilePath.directory(of: "//a"), "/")
        XCTAssertEqual(FilePath.lastComponent(of: "/a/b//"), "b")
        XCTAssertEqual(FilePath.lastComponent(of: "/"), "/")
        XCTAssertEqual(FilePath.lastComponent(of: "ü/é.stack"), "é.stack")
        // A separator followed by a combining mark is one character, and still a separator.
        XCTAssertEqual(FilePath.lastComponent(of: "a/\u{301}b.stack"), "\u{301}b.stack")
        XCTAssertEqual(FilePath.directory(of: "a/\u{301}b.stack"), "a")
    }

    func testStandardizedPathsMatchFoundationsURL() {
        let paths = [
            "/w/a/./b/../c.stack", "/a//b/", "/..", "/", "/a/b/../../..", "a/./b/../c", "../x", ".", "/.stacklint.json",
            "/tmp/bench/x-1.stack", "/a/b.c/../d e/ü.stack",
        ]
        for path in paths {
            let expected = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/w/d", isDirectory: true))
                .standardizedFileURL.path
            XCTAssertEqual(FilePath.standardized(path) { "/w/d" }, expected, path)
        }
        XCTAssertEqual(FilePath.standardized("a/./b/../c") { "/w" }, "/w/a/c")
        XCTAssertEqual(FilePath.standardized("/a//b/") { "/unused" }, "/a/b")
    }

    /// Paths already standard are returned as they are: every mix of components that look
    /// alike (`.`, `..`, `...`, `.a`, `a.`, empty ones) gives the component-by-component
    /// answer, and Foundation's where it has no empty component.
    func testPathsOfLookAlikeComponentsMatchFoundationsURL() {
        let pieces = ["a", ".", "..", "...", ".a", "a.", "..b", "", "é"]
        var state: UInt64 = 5
        for _ in 0..<3_000 {
            var path = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var bits = state >> 20
            for index in 0..<Int(bits % 5) {
                bits /= 5
                if index > 0 || bits % 2 == 0 { path += "/" }
                path += pieces[Int(bits % UInt64(pieces.count))]
                bits /= UInt64(pieces.count)
            }
            if bits % 3 == 0 { path += "/" }
            let absolute = path.hasPrefix("/") ? path : FilePath.appending(path, to: "/w/d")
            XCTAssertEqual(FilePath.standardized(path) { "/w/d" }, FilePath.standardizedBySplitting(absolute), path)
            if FilePath.isStandard(path) { XCTAssertEqual(FilePath.standardizedBySplitting(path), path) }
            // Foundation keeps an empty component that a `..` follows (`a//..` is `a`
            // there); a path without one comes out as Foundation has it.
            guard !absolute.contains("//") else { continue }
            let expected = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/w/d", isDirectory: true))
                .standardizedFileURL.path
            XCTAssertEqual(FilePath.standardized(path) { "/w/d" }, expected, path)
        }
        for (path, standard) in [
            ("/", true), ("/a", true), ("/a/", false), ("/a//b", false), ("/.", false), ("/..", false), ("/...", true),
            ("/a/.b", true), ("/a/..", false), ("a", false), ("", false),
        ] {
            XCTAssertEqual(FilePath.isStandard(path), standard, path)
        }
    }
}
