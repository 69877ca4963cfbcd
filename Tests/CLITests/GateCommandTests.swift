import Foundation
import StackTestSupport
import XCTest

/// stacklint as a CI gate: configuration, fixes, output selection, cache; through the binary.
final class GateCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    static let nested = """
        layout N {
          stack a {
            pin: top, leading
            stack b {
              stack c {
                stack d {
                  label l { intrinsic: 10 x 10 }
                  label m { intrinsic: 10 x 10 }
                }
                label n { intrinsic: 10 x 10 }
              }
              label o { intrinsic: 10 x 10 }
            }
            label p { intrinsic: 10 x 10 }
          }
        }

        """

    func testClosestConfigurationWinsAndExtendsInherits() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".stacklint.json", #"{"rules": {"deep-nesting": "error"}}"#)
        try directory.write(
            "team/.stacklint.json", #"{"extends": "../.stacklint.json", "rules": {"deep-nesting": {"maxDepth": 4}}}"#)
        try directory.write("root.stack", Self.nested)
        try directory.write("team/deep.stack", Self.nested)
        let outcome = try stacklint.run(["--no-color", "--format", "json", "."], in: directory.url)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        func rules(_ index: Int) -> [String] {
            ((files[index]["diagnostics"] as? [[String: Any]]) ?? []).map {
                "\($0["rule"] ?? "")/\($0["severity"] ?? "")"
            }
        }
        XCTAssertEqual(files.map { $0["path"] as? String }, ["root.stack", "team/deep.stack"])
        XCTAssertEqual(rules(0), ["deep-nesting/error"], "the root configuration makes it an error")
        XCTAssertEqual(rules(1), [], "the team configuration extends it and allows depth 4")
        XCTAssertEqual(outcome.status, 1)

        let isolated = try stacklint.run(["--isolated", "--format", "json", "team/deep.stack"], in: directory.url)
        XCTAssertTrue(isolated.stdout.contains("\"severity\" : \"warning\""), "--isolated ignores every configuration")
        XCTAssertEqual(isolated.status, 0)
        try directory.write("other.json", #"{"rules": {"deep-nesting": "off"}}"#)
        let explicit = try stacklint.run(
            ["--config", "other.json", "--format", "json", "root.stack"], in: directory.url)
        XCTAssertFalse(explicit.stdout.contains("deep-nesting"), "--config replaces the discovered file")
    }

    func testInvalidConfigurationsExitTwoWithSuggestions() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.nested)
        let cases: [(String, String)] = [
            (#"{"rulez": {}}"#, "unknown key `rulez`; did you mean `rules`?"),
            (
                #"{"rules": {"deep-nestin": "off"}}"#,
                "`rules`: unknown rule `deep-nestin`; did you mean `deep-nesting`?"
            ),
            (
                #"{"rules": {"deep-nesting": "warn"}}"#,
                "`rules.deep-nesting`: unknown severity `warn`; did you mean `warning`?"
            ),
            (
                #"{"rules": {"deep-nesting": {"maxDepht": 2}}}"#,
                "`rules.deep-nesting`: unknown option `maxDepht`; did you mean `maxDepth`?"
            ),
            (
                #"{"rules": {"deep-nesting": {"maxDepth": 0}}}"#,
                "`rules.deep-nesting.maxDepth` takes a whole number from 1 to 100000"
            ),
            (
                #"{"rules": {"deep-nesting": {"maxDepth": 100001}}}"#,
                "`rules.deep-nesting.maxDepth` takes a whole number from 1 to 100000"
            ),
            (
                #"{"rules": {"deep-nesting": {"maxDepth": 1e308}}}"#,
                "`rules.deep-nesting.maxDepth` takes a whole number from 1 to 100000"
            ),
            (
                #"{"rules": {"syntax-error": "off"}}"#,
                "`rules.syntax-error`: syntax errors are always errors (a file that does not parse is not checked); they cannot be turned off or lowered"
            ),
            (
                #"{"rules": {"syntax-error": {"severity": "warning"}}}"#,
                "`rules.syntax-error`: syntax errors are always errors"
            ),
            (
                #"{"solveBudget": 0}"#,
                "`solveBudget` takes a whole number from 1 to 1000000000000 (solver steps per layout, all its canvases together)"
            ),
            (#"{"solveBudget": 1000000000001}"#, "`solveBudget` takes a whole number from 1 to 1000000000000"),
            (#"{"solveBudget": 2.5}"#, "`solveBudget` takes a whole number from 1 to 1000000000000"),
            (#"{"solveBudget": "many"}"#, "`solveBudget` takes a whole number from 1 to 1000000000000"),
            (#"{"solveBudget": true}"#, "`solveBudget` takes a whole number from 1 to 1000000000000"),
            (
                #"{"canvas": ["-1 x 667"]}"#,
                "`canvas`: `-1 x 667` is neither a size like \"375 x 667\" with each side from 1 to 100000 points nor a device like \"iPhoneSE\" or \"iPhone16 landscape\""
            ),
            (#"{"canvas": ["wide"]}"#, "`canvas`: `wide` is neither a size like \"375 x 667\""),
            (
                #"{"canvas": ["iPhone61"]}"#,
                "nor a device like \"iPhoneSE\" or \"iPhone16 landscape\"; did you mean `iPhone16`?"
            ),
            (#"{"contentSize": ["AX9"]}"#, "`contentSize`: `AX9` is not a content size category; did you mean `AX1`?"),
            (#"{"extends": "missing.json"}"#, "`extends`: no file at `missing.json`"),
            ("{", "is not valid JSON"),
        ]
        for (json, message) in cases {
            try directory.write(".stacklint.json", json)
            let outcome = try stacklint.run(["a.stack"], in: directory.url)
            XCTAssertEqual(outcome.status, 2, json)
            XCTAssertTrue(outcome.stderr.contains(message), "\(json): \(outcome.stderr)")
            XCTAssertEqual(outcome.stdout, "", "nothing is linted with a broken configuration")
            XCTAssertEqual(try stacklint.run(["config", "check"], in: directory.url).status, 2)
        }
        try directory.write(".stacklint.json", #"{"rules": {"truncation": "off"}}"#)
        let valid = try stacklint.run(["config", "check"], in: directory.url)
        XCTAssertEqual(valid.status, 0)
        XCTAssertTrue(valid.stdout.hasSuffix(": valid (1 file read)\n"), valid.stdout)
    }

    func testIncludeExcludeAndCanvasDefaults() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".stacklint.json", #"{"exclude": ["Generated/**"], "canvas": ["100 x 40"]}"#)
        try directory.write("Generated/g.stack", "layout G {\n  stak s\n}\n")
        try directory.write(
            "row.stack",
            "layout R {\n  stack s {\n    pin: edges\n    label a { intrinsic: 80 x 20 }\n    label b {\n      intrinsic: 80 x 20\n      compression: 749\n    }\n  }\n}\n"
        )
        let outcome = try stacklint.run(["--no-color", "."], in: directory.url)
        XCTAssertFalse(outcome.stdout.contains("Generated"), "excluded when walking")
        XCTAssertTrue(outcome.stdout.contains("at 100 x 40: its text would truncate [truncation]"), outcome.stdout)
        let named = try stacklint.run(["--no-color", "Generated/g.stack"], in: directory.url)
        XCTAssertTrue(
            named.stdout.contains("unknown element kind `stak`"), "a file named on the command line is always linted")
    }

    func testFixWritesAndReportsWhatRemains() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(
            "a.stack",
            "layout A {\n  stack s {\n    axis: vertical\n    alignment: firstBaseline\n    spacing: 4\n    spacing: 8\n    label a { intrinsic: 10 x 10 }\n    label b\n  }\n}\n"
        )
        try FileManager.default.setAttributes([.posixPermissions: 0o604], ofItemAtPath: file.path)
        let outcome = try stacklint.run(["--fix", "--no-color", "--isolated", "a.stack"], in: directory.url)
        // Safe fixes only: `alignment: leading` for the baseline alignment is a design
        // choice (unsafe), so the error stays until `--unsafe-fixes`.
        XCTAssertEqual(
            try String(contentsOf: file, encoding: .utf8),
            "layout A {\n  stack s {\n    pin: top, leading\n    axis: vertical\n    alignment: firstBaseline\n    spacing: 8\n    label a { intrinsic: 10 x 10 }\n    label b\n  }\n}\n"
        )
        XCTAssertTrue(outcome.stdout.contains("Fixed 2 problems in 1 file."), outcome.stdout)
        XCTAssertTrue(outcome.stdout.contains("[missing-intrinsic-size]"), "what has no fix remains")
        XCTAssertFalse(outcome.stdout.contains("[duplicate-property]"))
        XCTAssertEqual(outcome.status, 1, "the baseline alignment error remains")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int, 0o604)
        let again = try stacklint.run(["--fix", "--isolated", "a.stack"], in: directory.url)
        XCTAssertFalse(again.stdout.contains("Fixed"), "a second --fix has nothing to do")
    }

    func testDiffShowsAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        let text =
            "layout A {\n  stack s {\n    pin: top, leading\n    margins: 8\n    label a { intrinsic: 10 x 10 }\n    label b { intrinsic: 10 x 10 }\n  }\n}\n"
        let file = try directory.write("a.stack", text)
        let safeOnly = try stacklint.run(["--diff", "--isolated", "a.stack"], in: directory.url)
        XCTAssertEqual(safeOnly.stdout, "", "`marginsRelative: true` changes the layout: an unsafe fix")
        XCTAssertTrue(safeOnly.stderr.contains("1 unsafe fix not applied"), safeOnly.stderr)
        let outcome = try stacklint.run(["--diff", "--unsafe-fixes", "--isolated", "a.stack"], in: directory.url)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(
            outcome.stdout,
            """
            # unsafe fix (changes the layout): a.stack:4: Set `marginsRelative: true` [margins-ignored]
            --- a/a.stack
            +++ b/a.stack
            @@ -1,5 +1,6 @@
             layout A {
               stack s {
            +    marginsRelative: true
                 pin: top, leading
                 margins: 8
                 label a { intrinsic: 10 x 10 }

            """)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
        XCTAssertEqual(try stacklint.run(["--diff", "--fix", "a.stack"], in: directory.url).status, 2)
    }

    func testQuietAndStatistics() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "a.stack", "layout A {\n  stack s {\n    pin: edges\n    spcing: 4\n    label a\n    label b\n  }\n}\n")
        let quiet = try stacklint.run(["--quiet", "--no-color", "--isolated", "a.stack"], in: directory.url)
        XCTAssertEqual(
            quiet.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("a.stack:") }.count, 1, quiet.stdout)
        XCTAssertFalse(quiet.stdout.contains("Found"))
        XCTAssertEqual(quiet.status, 1)
        let statistics = try stacklint.run(["--statistics", "--no-color", "--isolated", "a.stack"], in: directory.url)
        // Two labels with no intrinsic size in a stack pinned on every edge: an ambiguous size,
        // not a content priority tie.
        // The table alone, as Ruff prints it: no finding listed before it, no summary.
        XCTAssertEqual(
            statistics.stdout,
            "    2  warning  missing-intrinsic-size\n    1  warning  ambiguous-layout\n    1  error    unknown-property\n"
        )
        XCTAssertEqual(statistics.status, 1)
    }

    func testCacheIsUsedAndInvalidatedByConfiguration() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.stack", Self.nested)
        let first = try stacklint.run(["--cache-dir", "cache", "--format", "json", "a.stack"], in: directory.url)
        let cacheFiles = try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("cache").path
        ).filter { $0.hasSuffix(".cache") }
        XCTAssertEqual(cacheFiles.count, 1)
        let second = try stacklint.run(["--cache-dir", "cache", "--format", "json", "a.stack"], in: directory.url)
        XCTAssertEqual(second.stdout, first.stdout, "cached findings are reported exactly the same")
        // The cache file really is read: plant a different finding in it.
        let cacheURL = directory.url.appendingPathComponent("cache").appendingPathComponent(cacheFiles[0])
        // Same length, so the binary record stays well formed; an id of the catalog, since a
        // cache naming an unknown rule (another version's) is dropped.
        let original = try Data(contentsOf: cacheURL)
        let planted = try Self.resealed(original, replacing: "deep-nesting", with: "syntax-error")
        try planted.write(to: cacheURL)
        XCTAssertTrue(
            try stacklint.run(["--cache-dir", "cache", "--format", "json", "a.stack"], in: directory.url).stdout
                .contains("syntax-error"))
        XCTAssertFalse(
            try stacklint.run(["--cache-dir", "cache", "--no-cache", "--format", "json", "a.stack"], in: directory.url)
                .stdout.contains("syntax-error"))
        let unknown = try Self.resealed(original, replacing: "deep-nesting", with: "planted-rule")
        try unknown.write(to: cacheURL)
        let afterUnknown = try stacklint.run(
            ["--cache-dir", "cache", "--format", "json", "a.stack"], in: directory.url)
        XCTAssertEqual(afterUnknown.stdout, first.stdout, "a cache with an unknown rule id is not used")
        try planted.write(to: cacheURL)
        try directory.write(".stacklint.json", #"{"rules": {"deep-nesting": "error"}}"#)
        let reconfigured = try stacklint.run(
            ["--cache-dir", "cache", "--format", "json", "a.stack"], in: directory.url)
        XCTAssertFalse(reconfigured.stdout.contains("syntax-error"), "a new configuration does not use the old cache")
        XCTAssertTrue(reconfigured.stdout.contains("\"severity\" : \"error\""))
        try directory.write("a.stack", Self.nested + "\n")
        XCTAssertFalse(
            try stacklint.run(["--cache-dir", "cache", "--format", "json", "a.stack"], in: directory.url).stdout
                .contains("syntax-error"))
    }

    /// A cache file with one string replaced by another of the same length, and the
    /// checksum that ends it (FNV-1a of the body, 8 bytes little-endian) made again, as a
    /// cache the tool wrote itself would have.
    private static func resealed(_ file: Data, replacing old: String, with new: String) throws -> Data {
        var edited = Data(file.dropLast(8))
        let range = try XCTUnwrap(edited.range(of: Data(old.utf8)))
        edited.replaceSubrange(range, with: Data(new.utf8))
        let body = [UInt8](edited)
        var checksum: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body { checksum = (checksum ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Data(body + (0..<8).map { UInt8(truncatingIfNeeded: checksum >> (8 * UInt64($0))) })
    }

    func testGitHubAnnotations() throws {
        let outcome = try stacklint.run(
            ["--format", "github", "--isolated", "--stdin-filename", "S/a.stack", "-"],
            stdin: "layout A {\n  stack s {\n    pin: edges\n    spcing: 4, 5\n  }\n}\n")
        XCTAssertTrue(
            outcome.stdout.contains(
                "::error file=S/a.stack,line=4,col=5,endLine=4,endColumn=11,title=stacklint%3A unknown-property::unknown property `spcing`; did you mean `spacing`? [unknown-property]\n"
            ), outcome.stdout)
    }

    func testRulesAndExplain() throws {
        let rules = try stacklint.run(["rules"])
        XCTAssertEqual(rules.status, 0)
        XCTAssertEqual(rules.stdout.split(separator: "\n").count, 50)
        let pin = try stacklint.run(["explain", "pin"])
        XCTAssertEqual(pin.status, 0)
        XCTAssertTrue(
            pin.stdout.hasPrefix(
                "# `pin` (property)\n\nApplies to: every element. Value: `EDGE [GUIDE] [RELATION] [INSET] [@ PRIORITY][, ...]`.\n"
            ), pin.stdout)
        let alignment = try stacklint.run(["explain", "alignment"])
        XCTAssertTrue(
            alignment.stdout.contains(
                "`UIStackView.alignment`: how arranged views are placed across the axis. Default `fill`."),
            alignment.stdout)
        let anchor = try stacklint.run(["explain", "firstBaseline"])
        XCTAssertTrue(anchor.stdout.hasPrefix("# `firstBaseline` (anchor)\n"), anchor.stdout)
        let typo = try stacklint.run(["explain", "alignmnt"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(
            typo.stderr.contains(
                "`alignmnt` is neither a rule id nor a word of the language; did you mean `alignment`?"), typo.stderr)
        let explain = try stacklint.run(["explain", "negative-spacing-in-equal-distribution"])
        XCTAssertTrue(
            explain.stdout.hasPrefix(
                "# `negative-spacing-in-equal-distribution`\n\nSeverity: **warning** · Fix: **safe if frames kept**"),
            explain.stdout)
        XCTAssertTrue(explain.stdout.contains("## Fires on\n\n```stack\nlayout A {"))
        let unknown = try stacklint.run(["explain", "deep-nest"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean `deep-nesting`?"))
    }
}

final class SuppressionCommandTests: XCTestCase {
    let stacklint = BinaryRunner(product: "stacklint")

    func testSuppressedErrorsDoNotFailAndUnusedOnesAreReported() throws {
        let text =
            "layout A {\n  stack s {\n    pin: top, leading\n    axis: vertical\n    // stacklint-disable-next-line baseline-alignment-on-vertical-stack -- legacy screen\n    alignment: firstBaseline\n    label a { intrinsic: 10 x 10 }\n    label b { intrinsic: 10 x 10 }\n  }\n}\n"
        let suppressed = try stacklint.run(["--no-color", "--isolated", "-"], stdin: text)
        XCTAssertEqual(suppressed.status, 0, suppressed.stdout)
        XCTAssertEqual(suppressed.stdout, "No problems found in 1 file.\n")
        let unused = text.replacingOccurrences(of: "alignment: firstBaseline", with: "alignment: leading")
        let outcome = try stacklint.run(["--no-color", "--isolated", "-"], stdin: unused)
        XCTAssertTrue(
            outcome.stdout.hasPrefix(
                "<stdin>:5:5: warning: this suppression of `baseline-alignment-on-vertical-stack` suppresses nothing; remove it [unused-suppression]\n"
            ), outcome.stdout)
        let invalid = try stacklint.run(
            ["--no-color", "--isolated", "-"],
            stdin: text.replacingOccurrences(
                of: "-next-line baseline-alignment-on-vertical-stack", with: "-next-line baseline-on-vertical"))
        XCTAssertEqual(invalid.status, 1)
        XCTAssertTrue(
            invalid.stdout.contains("error: unknown rule `baseline-on-vertical` in a suppression"), invalid.stdout)
    }
}
