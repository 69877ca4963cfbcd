import Foundation
import StackIBDocument
import StackInterfaceBuilder
import StackModel
import StackSyntax
import StackTestSupport
import XCTest

/// Every IB file under `Tests/InterfaceBuilder` imported whole and compared with its golden
/// files under `Tests/Golden/import/FILE/` (regenerate with
/// `STACKLINT_UPDATE_GOLDEN=1 swift test --filter ImportGoldenTests` and review the diff): one
/// `.stack` file per layout, or `error.txt` for a file that is not read.
final class ImportGoldenTests: XCTestCase {
    static let fixtures = [
        "SwitchRow.xib", "Login.storyboard", "CustomViews.xib", "Adaptive.storyboard", "Malformed.xib",
        "Unjudged.storyboard", "Banner.xib", "ControllerView.xib", "Bars.storyboard", "CollectionCell.xib",
        "Xcode26.storyboard",
        "StatusCell.xib",
    ]

    static func imported(_ fixture: String) throws -> Result<[ImportedLayout], IBImportError> {
        let url = TestSupport.packageRoot.appendingPathComponent("Tests/InterfaceBuilder/\(fixture)")
        let source = SourceText(bytes: Array(try Data(contentsOf: url)))
        return IBImport.layouts(of: source, baseName: (fixture as NSString).deletingPathExtension)
    }

    /// The golden files of a fixture: file name → text.
    static func outputs(_ fixture: String) throws -> [String: String] {
        switch try imported(fixture) {
        case .success(let layouts):
            return Dictionary(uniqueKeysWithValues: layouts.map { ($0.fileName, $0.text) })
        case .failure(let error):
            let url = TestSupport.packageRoot.appendingPathComponent("Tests/InterfaceBuilder/\(fixture)")
            let source = SourceText(bytes: Array(try Data(contentsOf: url)))
            let start = source.location(of: error.range.start, unit: .scalars)
            return ["error.txt": "\(start.line + 1):\(start.column + 1) \(error.message)\n"]
        }
    }

    func testEveryImportMatchesItsGoldenFiles() throws {
        let update = ProcessInfo.processInfo.environment["STACKLINT_UPDATE_GOLDEN"] == "1"
        for fixture in Self.fixtures {
            let directory = TestSupport.packageRoot.appendingPathComponent("Tests/Golden/import/\(fixture)")
            let outputs = try Self.outputs(fixture)
            if update {
                try? FileManager.default.removeItem(at: directory)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                for (name, text) in outputs {
                    try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
                }
            }
            let golden = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            XCTAssertEqual(golden, outputs.keys.sorted(), fixture)
            for (name, text) in outputs {
                let expected = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                XCTAssertEqual(text, expected, "\(fixture)/\(name): STACKLINT_UPDATE_GOLDEN=1 rewrites it")
            }
        }
    }

    func testEveryImportedLayoutParsesAndResolvesWithoutAnIssue() throws {
        for fixture in Self.fixtures {
            guard case .success(let layouts) = try Self.imported(fixture) else { continue }
            for layout in layouts {
                let model = SemanticModel(layout.text)
                XCTAssertEqual(model.syntax.issues.map(\.message), [], "\(fixture): \(layout.fileName)")
                // A variation for classes the file's device does not have is solved nowhere: an
                // info on the design, not on the import.
                let issues = model.issues.map { "\($0.kind)" }.filter { $0 != "unsolvedVariation" }
                XCTAssertEqual(issues, [], "\(fixture): \(layout.fileName)")
                XCTAssertEqual(model.layouts.count, 1)
                // The importer keeps its source map only where the formatter leaves its text as written.
                XCTAssertFalse(layout.sourceMap.entries.isEmpty, "\(fixture): \(layout.fileName) is not canonical")
            }
        }
    }
}
