import Foundation
import StackSyntax
import StackTestSupport
import StackWorkspace
import XCTest

/// The store remembers a configuration that failed to load as it remembers one that
/// loaded: the language server asks for every request, and reads the file again only
/// once it is told the file changed.
final class ConfigurationStoreTests: XCTestCase {
    func testAnInvalidConfigurationFailsFromMemoryUntilItChanges() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")
        let config = try directory.write(".stacklint.json", #"{"rulez": {}}"#)
        let file = directory.url.appendingPathComponent("A.stack").path
        var store = ConfigurationStore()
        let expected = "\(config.path): unknown key `rulez`; did you mean `rules`?"
        for _ in 0..<3 {
            XCTAssertThrowsError(try store.configuration(for: file)) {
                XCTAssertTrue("\($0)".hasPrefix(expected), "\($0)")
            }
        }
        // Mended on disk but not yet announced: the file is not read again.
        try directory.write(".stacklint.json", #"{"rules": {"single-child-stack": "off"}}"#)
        XCTAssertThrowsError(try store.configuration(for: file)) { XCTAssertTrue("\($0)".hasPrefix(expected), "\($0)") }
        XCTAssertTrue(store.filesChanged([config.path]))
        XCTAssertEqual(try store.configuration(for: file).settings.levels[.singleChildStack]?.name, "off")
    }

    func testAFileAnInvalidConfigurationExtendsIsWatchedToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")
        try directory.write(".stacklint.json", #"{"extends": "base.json"}"#)
        let base = try directory.write("base.json", "{")
        let file = directory.url.appendingPathComponent("A.stack").path
        var store = ConfigurationStore()
        XCTAssertThrowsError(try store.configuration(for: file))
        try directory.write("base.json", "{}")
        XCTAssertThrowsError(try store.configuration(for: file))
        XCTAssertTrue(store.filesChanged([base.path]))
        XCTAssertNoThrow(try store.configuration(for: file))
    }
}
