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
            XCTAssertEqual(PathDisplay(from: directory).shown(path), shown, "\(path) from \(directory)")
        }
    }

    /// One display answers for every file of a run as a display of its own would.
    func testOneDisplayForManyPaths() {
        let display = PathDisplay(from: "/work/./sub/")
        XCTAssertEqual(display.shown("/work/sub/a.stack"), "a.stack")
        XCTAssertEqual(display.shown("/work/sub"), "/work/sub")
        XCTAssertEqual(display.shown("/work/subway/a.stack"), "/work/subway/a.stack")
        XCTAssertEqual(display.shown("../sub/x/../a.stack"), "a.stack")
        XCTAssertEqual(display.shown("../b.stack"), "../b.stack")
        XCTAssertEqual(display.shown(""), "")
        // A name that starts with a combining mark is inside the directory all the same:
        // the separator before it is a separator to the file system.
        XCTAssertEqual(display.shown("/work/sub/\u{301}a.stack"), "\u{301}a.stack")
        // A relative directory is taken from the root.
        XCTAssertEqual(PathDisplay(from: "work").shown("/work/a.stack"), "a.stack")
    }
}
