import Foundation
import StackTestSupport
@testable import StackWorkspace
import XCTest

/// Walking directories: every `*.stack` file once, hidden folders skipped, links to
/// directories not followed (a link back up, a second name), links to files inside the tree read.
final class FileDiscoveryTests: XCTestCase {
    func testAWalkFindsEachFileOnceWithoutFollowingDirectoryLinks() throws {
        let directory = try TemporaryDirectory()
        for path in ["top.stack", "a/x.stack", "a/b/y.stack", "a/b/notes.txt", ".hidden/z.stack", "c/w.stack"] {
            try directory.write(path, "layout L {\n}\n")
        }
        let manager = FileManager.default
        let root = directory.url.path
        // A loop (`a/b/up` is `a`), a link to a file, a dangling link, and `d`, a second name for `c`.
        try manager.createSymbolicLink(atPath: root + "/a/b/up", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: root + "/a/link.stack", withDestinationPath: "x.stack")
        try manager.createSymbolicLink(atPath: root + "/a/dangling.stack", withDestinationPath: "nowhere.stack")
        try manager.createSymbolicLink(atPath: root + "/d", withDestinationPath: "c")

        let found = FileDiscovery.files(in: [root])
        XCTAssertEqual(found.problems, [])
        XCTAssertEqual(
            found.files.map { String($0.dropFirst(root.count)) },
            ["/a/b/y.stack", "/a/link.stack", "/a/x.stack", "/c/w.stack", "/top.stack"])
    }

    func testNamedFilesAndMissingPaths() throws {
        let directory = try TemporaryDirectory()
        try directory.write("only.txt", "layout L {\n}\n")
        let root = directory.url.path
        let found = FileDiscovery.discover([root + "/only.txt", root + "/missing"])
        XCTAssertEqual(found.files.map(\.path), [root + "/only.txt"])
        XCTAssertEqual(found.files.map(\.explicit), [true])
        XCTAssertEqual(found.problems.map(\.path), [root + "/missing"])
        XCTAssertEqual(found.problems.map(\.message), ["no such file or directory"])
    }

    /// A file named and also found by a walk is listed once, as named; the list is in
    /// path order whatever the order of the arguments.
    func testAFileNamedAndFoundIsListedOnceAsNamed() throws {
        let directory = try TemporaryDirectory()
        for path in ["b.stack", "a/x.stack", "c.stack"] { try directory.write(path, "layout L {\n}\n") }
        let root = directory.url.path
        let found = FileDiscovery.discover([root + "/c.stack", root, root + "/a", root + "/c.stack"])
        XCTAssertEqual(
            found.files.map { String($0.path.dropFirst(root.count)) }, ["/a/x.stack", "/b.stack", "/c.stack"])
        XCTAssertEqual(found.files.map(\.explicit), [false, false, true])
        XCTAssertEqual(found.problems, [])
    }

    func testLinksOutOfTheTreeAndSpecialFilesAreSkippedWithWarnings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("tree/in.stack", "layout L {\n}\n")
        try directory.write("secret.stack", "layout Secret {\n}\n")
        let manager = FileManager.default
        let tree = directory.url.path + "/tree"
        try manager.createSymbolicLink(atPath: tree + "/out.stack", withDestinationPath: "../secret.stack")
        try manager.createSymbolicLink(atPath: tree + "/up", withDestinationPath: "..")
        XCTAssertEqual(mkfifo(tree + "/p.stack", 0o600), 0)

        let found = FileDiscovery.discover([tree])
        XCTAssertEqual(found.files.map(\.path), [tree + "/in.stack"])
        let outside = try XCTUnwrap(realpath(directory.url.path, nil))
        defer { free(outside) }
        XCTAssertEqual(
            found.problems,
            [
                FileDiscovery.Problem(
                    path: tree + "/out.stack",
                    message:
                        "links to \(String(cString: outside))/secret.stack, outside the folder being walked; skipped (name it to lint it)",
                    level: .warning),
                FileDiscovery.Problem(
                    path: tree + "/p.stack", message: "is not a regular file (a FIFO); skipped", level: .warning),
            ])
    }
}
