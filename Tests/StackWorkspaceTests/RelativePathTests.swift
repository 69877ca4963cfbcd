import StackWorkspace
import XCTest

/// How reports name files: relative to the working directory when inside it.
final class RelativePathTests: XCTestCase {
    func testDisplayedPaths() {
        let cases: [(path: String, directory: String, shown: String)] = [
            ("screen.stack", "/work", "screen.stack"),
            ("a/b.stack", "/work", "a/b.stack"),
            ("..a/b...stack", "/work", "..a/b...stack"),
            ("./a.stack", "/work", "a.stack"),
            ("a//b.stack", "/work", "a/b.stack"),
            ("a/./b.stack", "/work/", "a/b.stack"),
            ("a/../b.stack", "/work", "b.stack"),
            ("../work/b.stack", "/work", "b.stack"),
            ("../other/b.stack", "/work", "../other/b.stack"),
            ("/work/x/y.stack", "/work", "x/y.stack"),
            ("/workshop/y.stack", "/work", "/workshop/y.stack"),
            ("/elsewhere/y.stack", "/work", "/elsewhere/y.stack"),
            ("a.stack", "/", "a.stack"),
            ("/a.stack", "/", "a.stack"),
        ]
        for (path, directory, shown) in cases {
            XCTAssertEqual(RelativePath.display(path, from: directory), shown, "\(path) from \(directory)")
        }
    }
}
