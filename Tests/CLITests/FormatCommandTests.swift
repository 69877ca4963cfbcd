import Foundation
import StackTestSupport
import XCTest

final class FormatCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    func testCheckReportsAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let messy = "layout A{view v}\n"
        let file = try directory.write("a.stack", messy)
        try directory.write("b.stack", "layout B {\n  view v\n}\n")
        let outcome = try stacklint.run(["format", "--check", "."], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stdout, "would reformat a.stack\n")
        XCTAssertEqual(outcome.stderr, "1 file would be reformatted, 1 file left unchanged\n")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), messy)
        XCTAssertEqual(try stacklint.run(["format", "--check", "b.stack"], in: directory.url).status, 0)
    }

    func testWritesAtomicallyKeepingPermissionsAndLineEnds() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", "layout A{\r\nview v}\r\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let outcome = try stacklint.run(["format", "a.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stderr, "1 file reformatted, 0 files left unchanged\n")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "layout A {\r\n  view v\r\n}\r\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        XCTAssertEqual(leftovers, ["a.stack"], "no temporary file is left behind")
    }

    func testFollowsSymbolicLinks() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("real/a.stack", "layout A{view v}\n")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("link.stack").path,
            withDestinationPath: target.path)
        XCTAssertEqual(try stacklint.run(["format", "link.stack"], in: directory.url).status, 0)
        let link = try FileManager.default.destinationOfSymbolicLink(
            atPath: directory.url.appendingPathComponent("link.stack").path)
        XCTAssertEqual(link, target.path, "the link is kept")
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "layout A {\n  view v\n}\n")
    }

    func testRefusesFilesWithSyntaxErrors() throws {
        let directory = try TemporaryDirectory()
        let broken = "layout A {\n  view v {\n"
        let file = try directory.write("broken.stack", broken)
        let outcome = try stacklint.run(["format", "broken.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertTrue(
            outcome.stderr.hasPrefix(
                "stacklint: error: cannot format broken.stack: it has syntax errors; nothing was written\nbroken.stack:1:10: error: this `{` is never closed: add a `}` [syntax-error]\n"
            ), outcome.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), broken)
    }

    func testStandardInputGoesToStandardOutput() throws {
        let outcome = try stacklint.run(["format", "-"], stdin: "layout A { view v ; label l{text:\"x\"} }")
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(outcome.stdout, "layout A {\n  view v\n  label l {\n    text: \"x\"\n  }\n}\n")
        XCTAssertEqual(outcome.stderr, "")
    }
}
