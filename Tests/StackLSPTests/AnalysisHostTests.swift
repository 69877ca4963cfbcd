import Foundation
import StackLSP
import StackLint
import XCTest

/// The analysis host: one analysis per revision however many ask, stale revisions
/// cancelled, configurations cached until a watched configuration file changes.
final class AnalysisHostTests: XCTestCase {
    private let uri = "file:///tmp/host.stack"

    private func source(_ layouts: Int) -> OpenDocument {
        var text = ""
        for index in 0..<layouts {
            text +=
                "layout L\(index) {\n  stack s {\n    pin: edges\n    axis: vertical\n    label a { intrinsic: 40 x 20 }\n    label b { intrinsic: 40 x 20 }\n  }\n}\n"
        }
        return OpenDocument(uri: uri, text: text, version: 1, revision: 1)
    }

    func testCallersOfOneRevisionShareOneAnalysis() {
        let host = AnalysisHost()
        let document = source(200)
        host.edited(uri, revision: 1)
        let results = Locked<[(findings: Int, analysed: Int)]>([])
        let uri = self.uri
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let analysis = host.analysis(of: document.source, document: uri, revision: 1, analyzer: Analyzer())
            results.withLock { $0.append((analysis?.diagnostics.count ?? -1, analysis?.analysedLayouts ?? -1)) }
        }
        let answers = results.withLock { $0 }
        XCTAssertEqual(answers.count, 4)
        XCTAssertEqual(Set(answers.map(\.findings)).count, 1)
        XCTAssertFalse(answers.contains { $0.findings < 0 })
        // No layout was analysed twice: one computation analysed all 200; a caller that came
        // while it ran waited for it (and got its answer); one that came after it found every
        // layout in the cache and analysed none.
        XCTAssertEqual(host.workDone.layouts, 200)
        XCTAssertTrue(answers.allSatisfy { $0.analysed == 200 || $0.analysed == 0 })
        let again = host.analysis(of: document.source, document: uri, revision: 2, analyzer: Analyzer())
        XCTAssertEqual(again?.analysedLayouts, 0, "the same text: every layout from the cache")
    }

    func testAStaleRevisionIsNotAnalysed() {
        let host = AnalysisHost()
        host.edited(uri, revision: 2)
        XCTAssertNil(host.analysis(of: source(3).source, document: uri, revision: 1, analyzer: Analyzer()))
        XCTAssertEqual(host.workDone.analyses, 0)
        XCTAssertNotNil(host.analysis(of: source(3).source, document: uri, revision: 2, analyzer: Analyzer()))
    }

    func testCancellationIsCheckedBetweenLayouts() {
        var memo = DocumentMemo(solveAlways: true)
        let asked = Locked(0)
        // Cancelled at the third question: some layouts may be done, the analysis is not.
        let analysis = Analyzer().analysis(
            of: source(50).source, memo: &memo,
            isCancelled: {
                asked.withLock {
                    $0 += 1; return $0 >= 3
                }
            })
        XCTAssertNil(analysis)
        XCTAssertGreaterThanOrEqual(asked.withLock { $0 }, 3)
    }

    func testConfigurationsAreCachedUntilAWatchedConfigurationFileChanges() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = directory.appendingPathComponent(".stacklint.json")
        try Data(#"{"canvas": ["320 x 480"]}"#.utf8).write(to: configuration)
        let file = directory.appendingPathComponent("Screens/A.stack").path
        let host = AnalysisHost()
        XCTAssertEqual(try host.configuration(for: file).settings.defaultCanvases?.map(\.description), ["320 x 480"])
        try Data(#"{"canvas": ["375 x 667"], "exclude": ["Screens/**"]}"#.utf8).write(to: configuration)
        XCTAssertEqual(
            try host.configuration(for: file).settings.defaultCanvases?.map(\.description), ["320 x 480"], "cached")
        XCTAssertFalse(host.filesChanged([directory.appendingPathComponent("Screens/B.stack").path]))
        XCTAssertTrue(host.filesChanged([configuration.path]))
        XCTAssertEqual(try host.configuration(for: file).settings.defaultCanvases?.map(\.description), ["375 x 667"])
        XCTAssertFalse(try host.selects(file))
    }
}
