import Foundation
import StackTestSupport
import XCTest

/// What stacklint writes never harms a file it must not touch: no write through a planted
/// link, no report over an input, no cache a stranger could plant, and a user's file keeps
/// its owner and its hard links.
final class FileSafetyCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    static let clean =
        "layout A {\n  canvas: 375 x 667\n  stack s {\n    pin: top, leading\n    label a {\n      intrinsic: 40 x 20\n    }\n    label b {\n      intrinsic: 40 x 20\n    }\n  }\n}\n"
    /// `clean` with `spacing` set twice: a warning with a safe fix.
    static let duplicated =
        "layout A {\n  canvas: 375 x 667\n  stack s {\n    pin: top, leading\n    spacing: 8\n    spacing: 8\n    label a {\n      intrinsic: 40 x 20\n    }\n    label b {\n      intrinsic: 40 x 20\n    }\n  }\n}\n"
    static let duplicatedFixed =
        "layout A {\n  canvas: 375 x 667\n  stack s {\n    pin: top, leading\n    spacing: 8\n    label a {\n      intrinsic: 40 x 20\n    }\n    label b {\n      intrinsic: 40 x 20\n    }\n  }\n}\n"

    /// The one cache file a run left in `directory`.
    private func cacheFile(in directory: URL) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".cache")
        }
        XCTAssertEqual(names.count, 1, "\(names)")
        return directory.appendingPathComponent(try XCTUnwrap(names.first))
    }

    func testAPlantedLinkAtTheCacheFileIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.clean)
        let victim = try directory.write("victim", "export SECRET=1\n")
        XCTAssertEqual(try stacklint.run(["check", "--cache-dir", "cache", "a.stack"], in: directory.url).status, 0)
        let cache = try cacheFile(in: directory.url.appendingPathComponent("cache"))
        try FileManager.default.removeItem(at: cache)
        try FileManager.default.createSymbolicLink(atPath: cache.path, withDestinationPath: victim.path)

        let outcome = try stacklint.run(["check", "--cache-dir", "cache", "a.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdout, "No problems found in 1 file.\n")
        XCTAssertEqual(
            try String(contentsOf: victim, encoding: .utf8), "export SECRET=1\n", "the link's target is untouched")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: cache.path), victim.path,
            "the link is left as it was")
    }

    /// Whoever runs it (root may write any file): a file without a write bit is refused.
    func testAFileNobodyMayWriteIsRefusedByFixAndFormat() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", Self.duplicated)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)

        let fixed = try stacklint.run(["check", "--no-cache", "--fix", "a.stack"], in: directory.url)
        XCTAssertEqual(fixed.status, 2, fixed.stderr)
        XCTAssertTrue(
            fixed.stderr.contains("stacklint: error: cannot write a.stack: the file is read-only\n"), fixed.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), Self.duplicated)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int, 0o444)
        let unformatted = "layout A {\n canvas: 375 x 667\n}\n"
        let other = try directory.write("b.stack", unformatted)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: other.path)
        let formatted = try stacklint.run(["format", "b.stack"], in: directory.url)
        XCTAssertEqual(formatted.status, 2, formatted.stderr)
        XCTAssertEqual(
            formatted.stderr,
            "stacklint: error: cannot write b.stack: the file is read-only\n"
                + "0 files reformatted, 0 files left unchanged, 1 file not written\n")
        XCTAssertEqual(try String(contentsOf: other, encoding: .utf8), unformatted)
    }

    func testADanglingGitignoreLinkIsNotFollowed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.clean)
        let cache = directory.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let planted = directory.url.appendingPathComponent("planted")
        try FileManager.default.createSymbolicLink(
            atPath: cache.appendingPathComponent(".gitignore").path, withDestinationPath: planted.path)

        let outcome = try stacklint.run(["check", "--cache-dir", "cache", "a.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: planted.path), "nothing was created through the link")
        _ = try cacheFile(in: cache)
    }

    func testACacheDirectoryOthersCanWriteIsNotUsed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.duplicated)
        let cache = directory.url.appendingPathComponent("shared")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: cache.path)

        let outcome = try stacklint.run(["check", "--cache-dir", "shared", "a.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual(
            outcome.stderr,
            "stacklint: warning: not using the cache directory shared: other users can write to it (mode 0777 without the sticky bit)\n"
        )
        XCTAssertTrue(outcome.stdout.contains("[duplicate-property]"), "lint goes on: \(outcome.stdout)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.path), [], "nothing was written there")
    }

    func testATamperedCacheCannotHideAFinding() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", Self.clean)
        XCTAssertEqual(
            try stacklint.run(["check", "--cache-dir", "cache", "a.stack"], in: directory.url).stdout,
            "No problems found in 1 file.\n")
        // The entry for the clean text, edited to claim the text with a finding.
        let cache = try cacheFile(in: directory.url.appendingPathComponent("cache"))
        var edited = try Data(contentsOf: cache)
        let range = try XCTUnwrap(edited.range(of: Data(Self.hash(Self.clean).utf8)))
        edited.replaceSubrange(range, with: Data(Self.hash(Self.duplicated).utf8))
        try edited.write(to: cache)
        try Data(Self.duplicated.utf8).write(to: file)

        let outcome = try stacklint.run(["check", "--cache-dir", "cache", "a.stack"], in: directory.url)
        XCTAssertTrue(
            outcome.stdout.hasPrefix(
                "a.stack:5:5: warning: `spacing` is set again later and the last one wins: this one has no effect; remove it [duplicate-property]\n"
            ), outcome.stdout)
    }

    /// The cache's content hash (FNV-1a, 64 bits, as 16 hex digits).
    private static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    func testOutputNamingADirectorySaysSo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.clean)
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("reports"), withIntermediateDirectories: true)
        let outcome = try stacklint.run(["check", "a.stack", "-o", "reports"], in: directory.url)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.stderr, "stacklint: error: cannot write reports: it is a directory\n")
    }

    func testOutputNamingAnInputIsRefused() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", Self.duplicated)
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("alias.stack").path, withDestinationPath: file.path)
        let runs: [(arguments: [String], message: String)] = [
            (["check", "a.stack", "-o", "a.stack"], "stacklint: error: -o a.stack would overwrite an input file\n"),
            (
                ["check", ".", "--output", "./a.stack", "--format", "json"],
                "stacklint: error: -o ./a.stack would overwrite an input file\n"
            ),
            (
                ["check", "alias.stack", "-o", "a.stack"],
                "stacklint: error: -o a.stack would overwrite an input file\n"
            ),
            (
                ["check", "a.stack", "--write-baseline", "a.stack"],
                "stacklint: error: --write-baseline a.stack would overwrite an input file\n"
            ),
            (["frames", "a.stack", "-o", "a.stack"], "stacklint: error: -o a.stack would overwrite an input file\n"),
            (["render", "a.stack", "-o", "a.stack"], "stacklint: error: -o a.stack would overwrite an input file\n"),
        ]
        for run in runs {
            let outcome = try stacklint.run(run.arguments, in: directory.url)
            XCTAssertEqual(outcome.status, 2, "\(run.arguments)")
            XCTAssertEqual(outcome.stderr, run.message, "\(run.arguments)")
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), Self.duplicated, "\(run.arguments)")
        }
    }

    func testAReportIsNotWrittenThroughALink() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.clean)
        let victim = try directory.write("victim", "keep\n")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("report.txt").path, withDestinationPath: victim.path)
        let outcome = try stacklint.run(["check", "a.stack", "-o", "report.txt"], in: directory.url)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(
            outcome.stderr,
            "stacklint: error: cannot write report.txt: it is a symbolic link, and stacklint never writes through one (it could lead to any file)\n"
        )
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "keep\n")
    }

    func testRulePagesAreNotWrittenThroughALink() throws {
        let directory = try TemporaryDirectory()
        let victim = try directory.write("victim", "keep\n")
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("pages"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("pages/README.md").path, withDestinationPath: victim.path)
        let outcome = try stacklint.run(["rules", "--write-docs", "pages"], in: directory.url)
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(
            outcome.stderr,
            "stacklint: error: cannot write pages/README.md: it is a symbolic link, and stacklint never writes through one (it could lead to any file)\n"
        )
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "keep\n")
    }

    func testHardLinksStayOneFile() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", Self.duplicated)
        let twin = directory.url.appendingPathComponent("twin.stack")
        try FileManager.default.linkItem(at: file, to: twin)

        let outcome = try stacklint.run(["check", "--no-cache", "--fix", "a.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(
            try String(contentsOf: twin, encoding: .utf8), Self.duplicatedFixed, "the other name shows the fix")
        let inode = { (url: URL) in
            try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
        }
        XCTAssertEqual(try inode(file), try inode(twin))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.referenceCount] as? Int, 2)
    }

    func testFormatKeepsTheOwnerAndGroup() throws {
        guard geteuid() == 0 else { throw XCTSkip("changing a file's owner needs root") }
        let directory = try TemporaryDirectory()
        let file = try directory.write("a.stack", "layout A{view v}\n")
        XCTAssertEqual(chown(file.path, 1234, 1234), 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)

        let outcome = try stacklint.run(["format", "a.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "layout A {\n  view v\n}\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        XCTAssertEqual(attributes[.ownerAccountID] as? Int, 1234)
        XCTAssertEqual(attributes[.groupOwnerAccountID] as? Int, 1234)
        XCTAssertEqual(attributes[.posixPermissions] as? Int, 0o640)
    }
}
