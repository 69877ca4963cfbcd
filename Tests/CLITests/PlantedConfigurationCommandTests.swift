import Foundation
import StackTestSupport
import XCTest

/// A configuration planted around a project cannot change its checks or hang the run:
/// discovery stops at the repository's root, `"root": true` is understood, a FIFO is
/// refused, and globs that made backtracking explode are matched at once.
final class PlantedConfigurationCommandTests: XCTestCase {
    let runner = TimedRunner()

    /// A layout with one warning (`root-not-positioned`) and one info (`single-child-stack`).
    static let layout = "layout L {\n  stack s {\n    label a {\n      intrinsic: 40 x 20\n    }\n  }\n}\n"

    /// The rule ids `check` reported, in order.
    private func rules(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
    }

    func testAConfigurationAboveTheRepositoryIsIgnored() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            ".stacklint.json", #"{"rules": {"root-not-positioned": "off", "single-child-stack": "off"}}"#)
        try directory.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try directory.write("repo/Screens/A.stack", Self.layout)
        // A worktree or submodule has a `.git` file instead of a folder.
        try directory.write("worktree/.git", "gitdir: /elsewhere\n")
        try directory.write("worktree/B.stack", Self.layout)
        for (folder, file) in [("repo", "Screens/A.stack"), ("worktree", "B.stack")] {
            let outcome = try runner.run(
                ["--no-cache", "--no-color", "."], in: directory.url.appendingPathComponent(folder))
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            XCTAssertEqual(rules(outcome.stdout), ["root-not-positioned", "single-child-stack"], folder)
            XCTAssertTrue(outcome.stdout.hasPrefix(file + ":2:3: warning:"), outcome.stdout)
        }
        // The repository's own configuration still applies, from a folder below it too.
        try directory.write("repo/.stacklint.json", #"{"rules": {"single-child-stack": "off"}}"#)
        let inner = try runner.run(
            ["--no-cache", "--no-color", "."], in: directory.url.appendingPathComponent("repo/Screens"))
        XCTAssertEqual(rules(inner.stdout), ["root-not-positioned"], inner.stderr)
    }

    func testRootTrueIsAcceptedAndOtherValuesAreNot() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".stacklint.json", #"{"rules": {"root-not-positioned": "off"}}"#)
        try directory.write("project/.stacklint.json", #"{"root": true, "rules": {"single-child-stack": "off"}}"#)
        try directory.write("project/A.stack", Self.layout)
        let project = directory.url.appendingPathComponent("project")
        let outcome = try runner.run(["--no-cache", "--no-color", "."], in: project)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(rules(outcome.stdout), ["root-not-positioned"])

        try directory.write("project/.stacklint.json", #"{"root": "yes"}"#)
        let invalid = try runner.run(["config", "check"], in: project)
        XCTAssertEqual(invalid.status, 2)
        XCTAssertEqual(
            invalid.stderr.split(separator: "\n").first.map(String.init),
            "stacklint: error: \(project.path)/.stacklint.json: `root` takes true or false (true: configuration files above this one are never looked for)"
        )
    }

    func testAFIFOConfigurationIsAnErrorNotAHang() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.stack", Self.layout)
        XCTAssertEqual(mkfifo(directory.url.path + "/.stacklint.json", 0o600), 0)
        let outcome = try runner.run(["--no-cache", "--no-color", "."], in: directory.url, timeout: 30)
        XCTAssertFalse(outcome.timedOut, "the FIFO hung the run")
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(
            outcome.stderr, "stacklint: error: \(directory.url.path)/.stacklint.json: is not a regular file (a FIFO)\n")
    }

    func testPathologicalGlobsFinishAndOverlongOnesAreRefused() throws {
        let directory = try TemporaryDirectory()
        let stars = String(repeating: "*a", count: 10) + "*b"
        try directory.write(
            ".stacklint.json", #"{"exclude": ["src/\#(stars)", "\#(String(repeating: "**/", count: 10))y.stack"]}"#)
        let name = "src/" + String(repeating: "a", count: 60) + ".stack"
        let deep = (0..<41).map { _ in "d" }.joined(separator: "/") + "/x.stack"
        try directory.write(name, Self.layout)
        try directory.write(deep, Self.layout)
        let outcome = try runner.run(["--show-files", "."], in: directory.url, timeout: 60)
        XCTAssertFalse(outcome.timedOut, "a glob backtracked exponentially")
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdout, deep + "\n" + name + "\n")

        let long = String(repeating: "a", count: 1_025)
        try directory.write(".stacklint.json", #"{"include": ["\#(long)"]}"#)
        let refused = try runner.run(["--show-files", "."], in: directory.url)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(
            refused.stderr,
            "stacklint: error: \(directory.url.path)/.stacklint.json: `include`: a pattern may be at most 1024 characters long; `\(long.prefix(40))…` has 1025\n"
        )
    }
}
