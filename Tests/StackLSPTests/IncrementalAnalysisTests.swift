import Foundation
import StackLSP
import StackLint
import StackRules
import XCTest

/// The analysis layer's incremental analysis (per-layout results keyed by the layout's text)
/// finds exactly what the whole-file analysis finds, and an edit re-analyses only the
/// layouts it touched.
final class IncrementalAnalysisTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func examples() throws -> [(name: String, text: String)] {
        let directory = Self.root.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".stack") }.sorted()
        XCTAssertFalse(names.isEmpty)
        return try names.map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The examples in one file, each layout renamed after its file, with suppression
    /// comments around them: many layouts, findings with fixes and related places.
    private func combined(_ examples: [(name: String, text: String)], editing edited: String? = nil) -> String {
        var text = "// stacklint-disable-file layout-too-complex\n\n"
        for (index, example) in examples.enumerated() {
            var body = example.text.replacingOccurrences(of: "layout ", with: "layout L\(index)")
            if example.name == edited, let range = body.range(of: "intrinsic: 44 x 44") {
                body.replaceSubrange(range, with: "intrinsic: 30 x 40")  // the first button of the first layout
            }
            text += body + "\n// between layouts\n"
        }
        return text
    }

    private func document(_ text: String) -> OpenDocument {
        OpenDocument(uri: "file:///tmp/incremental.stack", text: text, version: 1, revision: 1)
    }

    private func assertSame(_ text: String, cache: inout LayoutCache, file: StaticString = #filePath, line: UInt = #line) -> DocumentAnalysis? {
        let analyzer = Analyzer()
        let source = document(text).source
        let whole = analyzer.analysis(of: analyzer.model(of: source), solveAlways: true)
        guard let incremental = analyzer.analysis(of: source, solveAlways: true, cache: &cache) else {
            XCTFail("not cancelled, so not nil", file: file, line: line)
            return nil
        }
        XCTAssertEqual(incremental.diagnostics, whole.diagnostics, file: file, line: line)
        // Every field of every canvas (frames, conflicts with their ranges), as reflected text.
        XCTAssertEqual(incremental.frames.map { "\($0)" }, whole.frames.map { "\($0)" }, file: file, line: line)
        XCTAssertEqual(analyzer.model(of: incremental).layouts.count, whole.model.layouts.count, file: file, line: line)
        return incremental
    }

    func testEachExampleAndTheCorpusFindWhatTheWholeFileAnalysisFinds() throws {
        var inputs = try examples().map(\.text)
        let corpus = Self.root.appendingPathComponent("Tests/Corpus")
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted() {
            inputs.append(try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8))
        }
        // Shapes the lexer's cut must leave to the whole-file analysis, or cut exactly as the
        // parser would: no layout, syntax errors inside and between layouts, one name twice,
        // two layouts on a line, comments everywhere, a layout without a name or a brace.
        let view = "  view v { pin: edges; height == 8 }\n"
        inputs += ["", "layout A {\n  view v {\n}\n", "layout A {}\nlayout A {}\n",
                   "layout A {\n\(view)}\njunk\nlayout B {\n\(view)}\n", "layout A {\n\(view)} layout B {\n\(view)}\n",
                   "// head\nlayout A { // open\n\(view)} /* after */\n/* between */ ; layout B {\n\(view)}; // end",
                   "layout {\n\(view)}\n", "layout A\n", "layout A {\n\(view)}\n}\n", "layout A {\n\(view)\n",
                   "layout A {\n  view v { colr: red }\n}\nlayout B {\n  view w { height == }\n}\n",
                   "// stacklint-disable-next-line unknown-property\nlayout A {\n  view v { colr: red }\n}\nlayout B {\n  view w { colr: red }\n}\n",
                   "layout A { view v { pin: edges } }\nlayout B \"x\" {\n\(view)}\n", "\u{FEFF}layout A {\n\(view)}\n"]
        for text in inputs {
            var cache = LayoutCache()
            _ = assertSame(text, cache: &cache)
        }
    }

    func testAnEditReanalysesOnlyTheLayoutItTouched() throws {
        let examples = try examples()
        var cache = LayoutCache()
        let first = assertSame(combined(examples), cache: &cache)
        let layouts = first?.frames.count ?? 0
        XCTAssertGreaterThan(layouts, examples.count)  // some examples hold two layouts
        XCTAssertEqual(first?.analysedLayouts, layouts)
        XCTAssertEqual(cache.count, layouts)
        // The toolbar's buttons change size: only its layout is analysed again, and the
        // layouts after it, whose text moved but did not change, come from the cache.
        let edited = assertSame(combined(examples, editing: "Toolbar.stack"), cache: &cache)
        XCTAssertEqual(edited?.analysedLayouts, 1)
        XCTAssertEqual(cache.count, layouts)
        // The same text again: nothing to analyse.
        XCTAssertEqual(assertSame(combined(examples, editing: "Toolbar.stack"), cache: &cache)?.analysedLayouts, 0)
    }

    func testOtherSettingsStartTheCacheAfresh() throws {
        let text = combined(try examples())
        var cache = LayoutCache()
        let source = document(text).source
        let layouts = Analyzer().analysis(of: source, solveAlways: true, cache: &cache)?.frames.count
        XCTAssertEqual(Analyzer().analysis(of: source, solveAlways: true, cache: &cache)?.analysedLayouts, 0)
        let other = Analyzer(settings: RuleSettings(defaultCanvases: nil, solveBudget: 1_000_000))
        XCTAssertEqual(other.analysis(of: source, solveAlways: true, cache: &cache)?.analysedLayouts, layouts)
    }

    func testACancelledAnalysisIsNil() throws {
        var cache = LayoutCache()
        let source = document(combined(try examples())).source
        XCTAssertNil(Analyzer().analysis(of: source, solveAlways: true, cache: &cache, isCancelled: { true }))
    }
}

/// The analysis host: one analysis per revision however many ask, stale revisions
/// cancelled, configurations cached until a watched configuration file changes.
final class AnalysisHostTests: XCTestCase {
    private let uri = "file:///tmp/host.stack"

    private func source(_ layouts: Int) -> OpenDocument {
        var text = ""
        for index in 0..<layouts {
            text += "layout L\(index) {\n  stack s {\n    pin: edges\n    axis: vertical\n    label a { intrinsic: 40 x 20 }\n    label b { intrinsic: 40 x 20 }\n  }\n}\n"
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
        var cache = LayoutCache()
        let asked = Locked(0)
        // Cancelled at the third question: some layouts may be done, the analysis is not.
        let analysis = Analyzer().analysis(of: source(50).source, solveAlways: true, cache: &cache, isCancelled: {
            asked.withLock { $0 += 1; return $0 >= 3 }
        })
        XCTAssertNil(analysis)
        XCTAssertGreaterThanOrEqual(asked.withLock { $0 }, 3)
    }

    func testConfigurationsAreCachedUntilAWatchedConfigurationFileChanges() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = directory.appendingPathComponent(".stacklint.json")
        try Data(#"{"canvas": ["320 x 480"]}"#.utf8).write(to: configuration)
        let file = directory.appendingPathComponent("Screens/A.stack").path
        let host = AnalysisHost()
        XCTAssertEqual(try host.configuration(for: file).settings.defaultCanvases?.map(\.description), ["320 x 480"])
        try Data(#"{"canvas": ["375 x 667"], "exclude": ["Screens/**"]}"#.utf8).write(to: configuration)
        XCTAssertEqual(try host.configuration(for: file).settings.defaultCanvases?.map(\.description), ["320 x 480"], "cached")
        XCTAssertFalse(host.filesChanged([directory.appendingPathComponent("Screens/B.stack").path]))
        XCTAssertTrue(host.filesChanged([configuration.path]))
        XCTAssertEqual(try host.configuration(for: file).settings.defaultCanvases?.map(\.description), ["375 x 667"])
        XCTAssertFalse(try host.selects(file))
    }
}
