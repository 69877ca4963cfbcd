import Foundation
import StackTestSupport
import XCTest

/// `Schemas/config.schema.json` and the generated section of `docs/configuration.md` are
/// what `stacklint-dev` makes from the configuration's declaration; this fails when they
/// drift. With `STACKLINT_UPDATE=1` it rewrites them instead.
final class GeneratedConfigurationFilesTests: XCTestCase {
    func testTheSchemaAndTheDocsMatchTheDeclaration() throws {
        let dev = BinaryRunner(product: "stacklint-dev")
        let update = ProcessInfo.processInfo.environment["STACKLINT_UPDATE"] == "1"
        let outcome = try dev.run(update ? ["generate-all"] : ["generate-all", "--check"], in: TestSupport.packageRoot)
        XCTAssertEqual(
            outcome.status, 0,
            "\(outcome.stdout)\(outcome.stderr)(rewrite them with `swift run stacklint-dev generate-all`, or STACKLINT_UPDATE=1)"
        )
    }

    func testCheckingWritesNothingAndReportsAStaleFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", "")
        try directory.write("Schemas/config.schema.json", "{}\n")
        try directory.write("docs/configuration.md", "no markers here\n")
        let dev = BinaryRunner(product: "stacklint-dev")
        let schema = try dev.run(["generate-schema", "--check"], in: directory.url)
        XCTAssertEqual(schema.status, 1)
        XCTAssertEqual(
            schema.stdout, "Schemas/config.schema.json: stale; run `swift run stacklint-dev generate-schema`\n")
        XCTAssertEqual(
            try String(contentsOf: directory.url.appendingPathComponent("Schemas/config.schema.json"), encoding: .utf8),
            "{}\n")
        let docs = try dev.run(["generate-config-docs"], in: directory.url)
        XCTAssertEqual(docs.status, 2, "a page without the section's markers is an error, not rewritten")
        XCTAssertEqual(docs.stderr, "stacklint-dev: docs/configuration.md has no place for the generated text\n")
        XCTAssertEqual(try dev.run(["generate-schema"], in: directory.url).status, 0)
        XCTAssertEqual(try dev.run(["generate-schema", "--check"], in: directory.url).status, 0)
        XCTAssertEqual(try dev.run(["generate-everything"], in: directory.url).status, 2)
    }
}
