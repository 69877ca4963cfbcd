import Foundation
import StackTestSupport
import XCTest

/// `--write-baseline`, `--baseline`, `--strict-baseline`: adopting stacklint on a codebase
/// that already has findings.
final class BaselineCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    /// Two findings: a duplicate `spacing` (warning) in `s`, an unknown property (error) in `l`.
    static let legacy =
        "layout W {\n  stack s {\n    spacing: 4\n    spacing: 8\n    pin: top, leading\n    label l { intrinsic: 10 x 10; colr: red }\n    label m { intrinsic: 10 x 10 }\n  }\n}\n"

    func testABaselineHidesRecordedFindingsAcrossMovedLinesAndReportsNewOnes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Screens/W.stack", Self.legacy)
        let written = try stacklint.run(
            ["--no-color", "--write-baseline", "ci/baseline.json", "Screens"], in: directory.url)
        XCTAssertEqual(written.status, 1, "writing a baseline reports as usual (SwiftLint's behaviour)")
        XCTAssertEqual(written.stderr, "stacklint: wrote 2 findings to the baseline ci/baseline.json\n")
        let baseline = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: Data(contentsOf: directory.url.appendingPathComponent("ci/baseline.json"))) as? [String: Any])
        XCTAssertEqual(baseline["version"] as? Int, 2)
        let entries = try XCTUnwrap(baseline["findings"] as? [[String: String]])
        XCTAssertEqual(
            entries.map { $0["path"] }, ["../Screens/W.stack", "../Screens/W.stack"],
            "paths are relative to the baseline file")
        XCTAssertEqual(entries.map { $0["rule"] }, ["duplicate-property", "unknown-property"])
        XCTAssertEqual(entries.map { $0["element"] }, ["s", "s/l"])
        XCTAssertEqual(entries.map { $0["layout"] }, ["W", "W"])

        let clean = try stacklint.run(["--no-color", "--baseline", "ci/baseline.json", "Screens"], in: directory.url)
        XCTAssertEqual(clean.status, 0, clean.stdout)
        XCTAssertEqual(clean.stdout, "No problems found in 1 file.\n2 findings hidden by the baseline.\n")

        // Lines added above, the layout reindented with tabs, and a new finding in another element.
        let edited =
            "// header\n\n"
            + Self.legacy.replacingOccurrences(of: "  ", with: "\t")
            .replacingOccurrences(
                of: "label m { intrinsic: 10 x 10 }", with: "label m { intrinsic: 10 x 10; txt: \"a\" }")
        try directory.write("Screens/W.stack", edited)
        let moved = try stacklint.run(["--no-color", "--baseline", "ci/baseline.json", "Screens"], in: directory.url)
        XCTAssertEqual(moved.status, 1)
        XCTAssertTrue(
            moved.stdout.hasPrefix(
                "Screens/W.stack:9:33: error: unknown property `txt`; did you mean `text`? [unknown-property]\n"),
            moved.stdout)
        XCTAssertTrue(
            moved.stdout.hasSuffix(
                "Found 1 problem (1 error, 0 warnings, 0 infos) in 1 file.\n2 findings hidden by the baseline.\n"),
            moved.stdout)
    }

    func testFixedEntriesAreReportedAndStrictBaselineFailsOnThem() throws {
        let directory = try TemporaryDirectory()
        try directory.write("W.stack", Self.legacy)
        try directory.write("Other.stack", Self.legacy.replacingOccurrences(of: "layout W", with: "layout O"))
        _ = try stacklint.run(["--write-baseline", "baseline.json", "."], in: directory.url)
        // The duplicate spacing is fixed; the unknown property stays.
        try directory.write("W.stack", Self.legacy.replacingOccurrences(of: "    spacing: 4\n", with: ""))
        let lenient = try stacklint.run(["--no-color", "--baseline", "baseline.json", "W.stack"], in: directory.url)
        XCTAssertEqual(lenient.status, 0)
        XCTAssertEqual(
            lenient.stdout,
            """
            No problems found in 1 file.
            1 finding hidden by the baseline.
            1 baseline entry fixed (no longer found; prune them with --write-baseline):
              W.stack: [duplicate-property] in W/s `spacing` is set again later and the last one wins: this one has no effect; remove it

            """, "Other.stack was not linted, so its entries are not reported as fixed")
        let strict = try stacklint.run(
            ["--no-color", "--baseline", "baseline.json", "--strict-baseline", "W.stack"], in: directory.url)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(
            strict.stderr, "stacklint: --strict-baseline: 1 baseline entry no longer found; prune the baseline\n")
        XCTAssertEqual(
            try stacklint.run(["--strict-baseline", "W.stack"], in: directory.url).status, 2, "needs --baseline")
    }

    func testEachEntryHidesOneFinding() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "A.stack",
            "layout A {\n  stack s {\n    pin: top, leading\n    label l { intrinsic: 10 x 10; colr: red }\n  }\n}\n")
        _ = try stacklint.run(
            ["--select", "unknown-property", "--write-baseline", "b.json", "A.stack"], in: directory.url)
        // The entry twice: one hides the finding, the other matches nothing and is fixed.
        let url = directory.url.appendingPathComponent("b.json")
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let entries = try XCTUnwrap(document["findings"] as? [[String: String]])
        XCTAssertEqual(entries.count, 1)
        document["findings"] = entries + entries
        try JSONSerialization.data(withJSONObject: document).write(to: url)
        let outcome = try stacklint.run(
            ["--no-color", "--select", "unknown-property", "--baseline", "b.json", "A.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(
            outcome.stdout.contains("1 finding hidden by the baseline.\n1 baseline entry fixed"), outcome.stdout)
    }

    func testAnUnusableBaselineIsAClearError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.stack", Self.legacy)
        try directory.write("bad.json", "{\"findings\": []}")
        let missing = try stacklint.run(["--baseline", "none.json", "A.stack"], in: directory.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(
            missing.stderr,
            "stacklint: error: none.json: cannot read the baseline (write one with --write-baseline none.json)\n")
        XCTAssertEqual(missing.stdout, "")
        let wrong = try stacklint.run(["--baseline", "bad.json", "A.stack"], in: directory.url)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertEqual(
            wrong.stderr,
            "stacklint: error: bad.json: not a stacklint baseline of version 1 to 2 (no `\"version\": 2`)\n")
    }

    func testSARIFCarriesTheBaselineFingerprint() throws {
        let directory = try TemporaryDirectory()
        try directory.write("W.stack", Self.legacy)
        _ = try stacklint.run(["--write-baseline", "b.json", "W.stack"], in: directory.url)
        let entries = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: directory.url.appendingPathComponent("b.json")))
                as? [String: Any])
        let fingerprints = try XCTUnwrap(entries["findings"] as? [[String: String]]).compactMap { $0["fingerprint"] }
        let sarif = try stacklint.run(
            ["--format", "sarif", directory.url.appendingPathComponent("W.stack").path], in: directory.url)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(
            results.compactMap { ($0["partialFingerprints"] as? [String: String])?["stacklint/v2"] }, fingerprints)
        let uris = results.compactMap { result -> String? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        XCTAssertEqual(
            uris, ["W.stack", "W.stack"], "a file named by absolute path is reported relative to the working directory")
    }

    /// A row whose `detail` truncates at both canvases (a solver finding whose message names
    /// the canvases and the points it is off by).
    static let row = """
        layout Row {
          canvas: 250 x 50, 200 x 50
          stack s {
            pin: top, leading, trailing
            label title { intrinsic: 80 x 20; hugging: 251; textStyle: body }
            label detail { intrinsic: 200 x 20; compression: 749; textStyle: body }
          }
        }

        """

    /// The first thing a team does after adopting: add a device and a text size. The
    /// baselined finding, its figures and canvases changed, is still the one recorded.
    func testABaselineSurvivesAnAddedCanvasAndCategory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("r.stack", Self.row)
        let recorded = try stacklint.run(
            ["--no-cache", "--isolated", "--write-baseline", "b.json", "r.stack"], in: directory.url)
        XCTAssertEqual(recorded.stderr, "stacklint: wrote 1 finding to the baseline b.json\n")
        try directory.write(
            "r.stack",
            Self.row.replacingOccurrences(
                of: "canvas: 250 x 50, 200 x 50\n",
                with: "canvas: 250 x 50, 200 x 50, 180 x 50\n  contentSize: large, AX3\n"))
        let outcome = try stacklint.run(
            ["--no-cache", "--isolated", "--no-color", "--format", "concise", "--baseline", "b.json", "r.stack"],
            in: directory.url)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(
            outcome.stdout,
            """
            r.stack:6:5: warning: `title` leaves the canvas at 180 x 50, AX3: the content does not fit [overflow]
            r.stack:7:5: warning: `detail` gets no room at 180 x 50, AX3: its size is squeezed to zero or below, so it is not shown [overflow]
            Found 2 problems (0 errors, 2 warnings, 0 infos) in 1 file.
            1 finding hidden by the baseline.

            """, "the truncation is the baselined one; only the overflows at the new canvas are new")
        XCTAssertEqual(outcome.stderr, "")
    }

    /// A baseline written before fingerprints left figures out (version 1) still matches the
    /// findings whose messages it recorded.
    func testAVersionOneBaselineStillMatches() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "a.stack",
            "layout Row {\n  canvas: 250 x 50, 200 x 50\n  stack s {\n    pin: top, leading, trailing\n"
                + "    label title { intrinsic: 80 x 20; hugging: 251 }\n    label detail { intrinsic: 200 x 20 }\n  }\n}\n"
        )
        // Written by the version before this recipe, for the content priority tie of this file.
        try directory.write(
            "v1.json",
            """
            {"version": 1, "tool": "stacklint", "findings": [{"element": "s/detail", "fingerprint": "cea7c6bfcbe081ac", "layout": "Row",
             "message": "", "path": "a.stack", "rule": "content-priority-ambiguity"}]}
            """)
        let outcome = try stacklint.run(
            ["--no-cache", "--isolated", "--no-color", "--format", "concise", "--baseline", "v1.json", "a.stack"],
            in: directory.url)
        XCTAssertEqual(
            outcome.stdout,
            """
            a.stack:6:5: warning: `detail` is 30 points below its intrinsic width (200) at 250 x 50 and 200 x 50 (up to 80 points): its text would truncate [truncation]
            Found 1 problem (0 errors, 1 warning, 0 infos) in 1 file.
            1 finding hidden by the baseline.

            """)
    }
}
