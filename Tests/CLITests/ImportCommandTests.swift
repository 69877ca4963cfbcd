import Foundation
import StackTestSupport
import XCTest

/// `stacklint import`: one file per layout, a user's file never replaced unasked, a malformed
/// file one error at its first bad byte and nothing written.
final class ImportCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    static func fixture(_ name: String) throws -> String {
        try String(
            contentsOf: TestSupport.packageRoot.appendingPathComponent("Tests/InterfaceBuilder/\(name)"),
            encoding: .utf8)
    }

    func testWritesOneFilePerLayoutBesideTheFileAndTheImportLintsClean() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Login.storyboard", try Self.fixture("Login.storyboard"))
        let outcome = try stacklint.run(["import", "Login.storyboard"], in: directory.url)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(
            outcome.stdout,
            "wrote LoginViewController.stack (IB id VCt-00-001)\nwrote SettingCell.stack (IB id Cel-00-001)\n")
        XCTAssertEqual(outcome.stderr, "")
        let golden = TestSupport.packageRoot.appendingPathComponent("Tests/Golden/import/Login.storyboard")
        for name in ["LoginViewController.stack", "SettingCell.stack"] {
            XCTAssertEqual(
                try String(contentsOf: directory.url.appendingPathComponent(name), encoding: .utf8),
                try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8))
        }
        let lint = try stacklint.run(
            ["--no-cache", "LoginViewController.stack", "SettingCell.stack"], in: directory.url)
        XCTAssertEqual(lint.status, 0, lint.stdout)
    }

    func testLeavesAnExistingFileUnlessAskedAndWritesIntoTheOutputDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("SwitchRow.xib", try Self.fixture("SwitchRow.xib"))
        let mine = try directory.write("out/SwitchRow.stack", "// mine\n")
        let refused = try stacklint.run(["import", "SwitchRow.xib", "-o", "out"], in: directory.url)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(
            refused.stderr,
            "stacklint: error: cannot write out/SwitchRow.stack: a file with that name exists (`--overwrite` replaces it)\n"
        )
        XCTAssertEqual(try String(contentsOf: mine, encoding: .utf8), "// mine\n")
        let replaced = try stacklint.run(["import", "SwitchRow.xib", "-o", "out", "--overwrite"], in: directory.url)
        XCTAssertEqual(replaced.status, 0, replaced.stderr)
        XCTAssertTrue(try String(contentsOf: mine, encoding: .utf8).contains("layout SwitchRow {"))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: mine.deletingLastPathComponent().path),
            ["SwitchRow.stack"])
    }

    func testAMalformedFileIsOneErrorAtItsFirstBadByteAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Malformed.xib", try Self.fixture("Malformed.xib"))
        let outcome = try stacklint.run(["import", "Malformed.xib"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stdout, "")
        XCTAssertTrue(
            outcome.stderr.hasPrefix(
                "stacklint: error: cannot import Malformed.xib; nothing was written\nMalformed.xib:7:15: error: end tag </subviews> does not match start tag <label> opened at 6:17 [syntax-error]\n"
            ), outcome.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.path), ["Malformed.xib"])
    }

    func testRefusesWhatIsNotAnIBFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", "layout A {\n  view v\n}\n")
        try directory.write("plist.xib", "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n")
        let wrongName = try stacklint.run(["import", "a.stack"], in: directory.url)
        XCTAssertEqual(wrongName.status, 2)
        XCTAssertTrue(
            wrongName.stderr.hasPrefix("stacklint: error: `import` reads .storyboard and .xib files, not a.stack\n"))
        let notIB = try stacklint.run(["import", "plist.xib"], in: directory.url)
        XCTAssertEqual(notIB.status, 1)
        XCTAssertTrue(
            notIB.stderr.contains(
                "plist.xib:2:2: error: not an iOS Interface Builder document: expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch...\">, found <plist>"
            ), notIB.stderr)
    }
}
