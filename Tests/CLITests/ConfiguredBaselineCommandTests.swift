import Foundation
import StackTestSupport
import XCTest

/// `"baseline"` in `.stacklint.json`: `check` applies it as `--baseline` would, relative to
/// the configuration file, and `--baseline` on the command line overrides it.
final class ConfiguredBaselineCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    /// A project whose configuration (in `Screens/`) names a baseline one folder up, which
    /// records the two findings of `W.stack`.
    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")
        try directory.write("Screens/W.stack", BaselineCommandTests.legacy)
        let written = try stacklint.run(
            ["--no-cache", "--write-baseline", "ci/baseline.json", "Screens"], in: directory.url)
        XCTAssertEqual(written.status, 1, written.stderr)
        try directory.write("Screens/.stacklint.json", "{\"baseline\": \"../ci/baseline.json\"}\n")
        return directory
    }

    func testCheckUsesTheConfiguredBaseline() throws {
        let directory = try project()
        let clean = try stacklint.run(["--no-color", "--no-cache", "Screens"], in: directory.url)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertEqual(clean.stdout, "No problems found in 1 file.\n2 findings hidden by the baseline.\n")

        // From inside the folder too: the path is relative to the configuration file.
        try directory.write(
            "Screens/New.stack", BaselineCommandTests.legacy.replacingOccurrences(of: "layout W", with: "layout N"))
        let inside = try stacklint.run(
            ["--no-color", "--no-cache", "."], in: directory.url.appendingPathComponent("Screens"))
        XCTAssertEqual(inside.status, 1, "the new file's findings are not in the baseline")
        XCTAssertFalse(inside.stdout.contains("W.stack:"), inside.stdout)
        XCTAssertTrue(inside.stdout.contains("New.stack:6:"), inside.stdout)
        XCTAssertTrue(inside.stdout.hasSuffix("2 findings hidden by the baseline.\n"), inside.stdout)

        let strict = try stacklint.run(["--no-cache", "--strict-baseline", "Screens/W.stack"], in: directory.url)
        XCTAssertEqual(strict.status, 0, "--strict-baseline goes with a configured baseline")
    }

    func testTheCommandLineBaselineOverridesTheConfiguredOne() throws {
        let directory = try project()
        try directory.write("empty.json", "{\"version\": 2, \"tool\": \"stacklint\", \"findings\": []}\n")
        let overridden = try stacklint.run(
            ["--no-color", "--no-cache", "--baseline", "empty.json", "Screens"], in: directory.url)
        XCTAssertEqual(overridden.status, 1)
        XCTAssertTrue(
            overridden.stdout.hasSuffix("in 1 file.\n0 findings hidden by the baseline.\n"), overridden.stdout)
        let isolated = try stacklint.run(["--no-color", "--no-cache", "--isolated", "Screens"], in: directory.url)
        XCTAssertEqual(isolated.status, 1, "--isolated reads no configuration, so no baseline")
        XCTAssertFalse(isolated.stdout.contains("hidden by the baseline"), isolated.stdout)
    }

    func testAMissingConfiguredBaselineIsAnErrorNamingItsOrigin() throws {
        let directory = try project()
        try directory.write("Screens/.stacklint.json", "{\"baseline\": \"gone.json\"}\n")
        let missing = try stacklint.run(["--no-cache", "Screens"], in: directory.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(
            missing.stderr,
            "stacklint: error: the configuration's `baseline`: Screens/gone.json: cannot read the baseline (write one with --write-baseline Screens/gone.json)\n"
        )
        try directory.write("Screens/.stacklint.json", "{\"baseline\": 3}\n")
        let wrong = try stacklint.run(["--no-cache", "Screens"], in: directory.url)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("`baseline` takes the path of a baseline file"), wrong.stderr)
    }
}
