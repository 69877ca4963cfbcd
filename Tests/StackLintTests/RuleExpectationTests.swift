import Foundation
import StackDiagnostics
import StackLayout
import StackLint
import StackModel
import StackModelRules
import StackRuleKit
import StackRules
import StackSyntax
import StackTestSupport
import Testing

/// Every rule against its own examples (``RuleExample``, kept with the rule in the manner of
/// SwiftLint's triggering and non-triggering examples), through the whole analysis: each
/// finding's rule id, exact range, severity and message as marked; the fixes (their safety
/// and the text they give); the same findings hidden by a suppression comment, and found
/// at the right UTF-8, UTF-16 and scalar columns behind a multi-byte prefix.
///
/// Each check is a Swift Testing test parameterized by the rule id, so that a failure names
/// its rule (`triggeringExamplesFireExactlyWhereMarked(_:)` with `rule → empty-stack`) and
/// points at the example in the rule's source (``RuleExample/location``). With
/// `STACKLINT_UPDATE_EXAMPLES=1` the two marker tests rewrite stale marker lines in the
/// rules' sources instead of failing (``ExampleSources``, Tests/README.md): each example is
/// rewritten where it is written, so examples with the same text are never confused.
///
/// A new rule is covered by giving it marked examples: nothing here names rules one by one
/// except the three whose findings no suppression comment can hide.
@Suite struct RuleExpectationTests {
    /// Every rule, as the tests' argument.
    static let rules: [RuleID] = RuleCatalog.all.map(\.id)

    /// Whether the marker tests rewrite the rules' sources (`STACKLINT_UPDATE_EXAMPLES=1`).
    static let updating = ProcessInfo.processInfo.environment["STACKLINT_UPDATE_EXAMPLES"] == "1"

    /// Findings that come after suppressions are applied (`unused-suppression`,
    /// `invalid-suppression`) or that cannot be suppressed at all (`syntax-error`).
    static let unsuppressible: Set<RuleID> = [.syntaxError, .unusedSuppression, .invalidSuppression]

    /// A block comment with an emoji (two UTF-16 units, four bytes) and CJK (three bytes
    /// each), put before a finding on its line.
    static let prefix = "/* 🚀 日本語 */ "
    /// The same in an Interface Builder file: an XML comment.
    static let xmlPrefix = "<!-- 🚀 日本語 --> "

    func report(_ text: String, _ rule: any Rule, _ example: RuleExample) -> FileReport {
        let settings = RuleSettings(
            options: example.options.isEmpty ? [:] : [rule.id: example.options], solveBudget: example.solveBudget)
        return Analyzer(settings: settings).analyze(SourceText(text), path: example.fileName)
    }

    /// The findings of the rules an example marks (and of its own rule), as expectations.
    func found(_ report: FileReport, _ rule: any Rule, _ example: RuleExample) -> [ExpectedFinding] {
        let ids = Set(example.expectations.map(\.ruleID)).union([rule.id])
        return report.diagnostics.filter { ids.contains($0.ruleID) }.map { diagnostic in
            var range = diagnostic.range
            if let marked = example.expectations.first(where: {
                $0.range.start == range.start && example.isOpenEnded($0)
            }) {
                range = marked.range  // only the start and first line are marked
            }
            return ExpectedFinding(
                ruleID: diagnostic.ruleID, severity: diagnostic.severity, range: range, message: diagnostic.message)
        }
    }

    /// The rule's examples, triggering first.
    private func examples(_ id: RuleID) -> [(rule: any Rule, example: RuleExample, triggering: Bool)] {
        let rule = RuleCatalog.rule(id)
        return rule.documentation.examples.triggering.map { (rule, $0, true) }
            + rule.documentation.examples.nonTriggering.map { (rule, $0, false) }
    }

    @Test(arguments: rules)
    func everyRuleHasMarkedExamples(_ id: RuleID) {
        let examples = RuleCatalog.rule(id).documentation.examples
        #expect(!examples.nonTriggering.isEmpty, "\(id): no non-triggering example")
        #expect(!examples.triggering.isEmpty, "\(id): no triggering example")
        for example in examples.triggering {
            #expect(
                example.expectations.contains { $0.ruleID == id },
                "\(id): a triggering example marks no finding of the rule:\n\(example.text)")
        }
        for example in examples.triggering + examples.nonTriggering {
            #expect(example.markerProblems == [], "\(id)")
            #expect(!example.text.contains("^^^"), "\(id): a marker line was not recognised:\n\(example.text)")
        }
    }

    @Test(arguments: rules)
    func triggeringExamplesFireExactlyWhereMarked(_ id: RuleID) throws {
        for (rule, example, triggering) in examples(id) where triggering {
            let report = report(example.text, rule, example)
            let found = found(report, rule, example)
            if Self.updating {
                try ExampleSources(root: TestSupport.packageRoot).update(
                    example, markers: Self.markerLines(example.text, found))
                continue
            }
            #expect(
                found.map(\.description) == example.expectations.map(\.description),
                "\(id): the example as its findings would mark it (STACKLINT_UPDATE_EXAMPLES=1 rewrites its marker lines):\n\(Self.marked(example.text, found))",
                sourceLocation: Self.sourceLocation(of: example))
        }
    }

    /// Where the example is written, so that a failure points at it in its rule's source
    /// (the test's own line when it cannot be found there).
    static func sourceLocation(of example: RuleExample, here: Testing.SourceLocation = #_sourceLocation)
        -> Testing.SourceLocation
    {
        guard let url = try? ExampleSources(root: TestSupport.packageRoot).find(example).url else { return here }
        return Testing.SourceLocation(
            fileID: example.location.fileID, filePath: url.path, line: example.location.line, column: 1)
    }

    /// Every example is written as a `RuleExample("""` literal where its location says, so
    /// that the update mode finds it, and finds no other example with the same text.
    @Test(arguments: rules)
    func everyExampleIsFoundWhereItIsWritten(_ id: RuleID) throws {
        for (_, example, _) in examples(id) {
            let found = try ExampleSources(root: TestSupport.packageRoot).find(example)
            #expect(found.literal.callLine == example.location.line, "\(id)")
        }
    }

    /// The text with a marker line under each finding: what to paste into a rule's
    /// examples once the findings are checked by eye (a new rule, an intended change).
    static func marked(_ text: String, _ findings: [ExpectedFinding]) -> String {
        let markers = markerLines(text, findings)
        var lines: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            lines.append(String(line))
            lines += markers[index] ?? []
        }
        return lines.joined(separator: "\n")
    }

    /// The marker lines under each line (by index) of the text, in the findings' order.
    static func markerLines(_ text: String, _ findings: [ExpectedFinding]) -> [Int: [String]] {
        let source = SourceText(text)
        var markers: [Int: [String]] = [:]
        for finding in findings {
            let start = source.location(of: finding.range.start, unit: .scalars)
            let end = source.location(of: finding.range.end, unit: .scalars)
            let lineText = source.text(in: source.lineRange(start.line))
            let width =
                end.line == start.line
                ? max(end.column - start.column, 1) : max(lineText.unicodeScalars.count - start.column, 1)
            let lead =
                start.column >= 3
                ? "//" + String(repeating: " ", count: start.column - 2) : String(repeating: " ", count: start.column)
            let carets = String(repeating: "^", count: width) + (end.line == start.line ? "" : "...")
            markers[start.line, default: []].append(
                "\(lead)\(carets) \(finding.ruleID) \(finding.severity.rawValue): \(finding.message)")
        }
        return markers
    }

    /// What a marker line says is what the test reads back.
    @Test(arguments: rules)
    func markedTextReadsBackAsItsFindings(_ id: RuleID) {
        for (_, example, triggering) in examples(id) where triggering {
            let again = RuleExample(Self.marked(example.text, example.expectations))
            #expect(again.text == example.text, "\(id)")
            #expect(again.expectations.map(\.description) == example.expectations.map(\.description), "\(id)")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesDoNotFire(_ id: RuleID) throws {
        for (rule, example, triggering) in examples(id) where !triggering {
            let report = report(example.text, rule, example)
            let found = found(report, rule, example)
            if Self.updating {
                try ExampleSources(root: TestSupport.packageRoot).update(
                    example, markers: Self.markerLines(example.text, found))
                continue
            }
            #expect(
                found.map(\.description) == example.expectations.map(\.description),
                "\(id) (STACKLINT_UPDATE_EXAMPLES=1 rewrites its marker lines):\n\(Self.marked(example.text, found))",
                sourceLocation: Self.sourceLocation(of: example))
            #expect(
                !example.expectations.contains { $0.ruleID == id }, "\(id): a non-triggering example marks the rule",
                sourceLocation: Self.sourceLocation(of: example))
        }
    }

    /// A rule that declares a fix shows it on an example, with the declared safety; one
    /// that declares none offers none; and each example's fixes give the marked text.
    @Test(arguments: rules)
    func fixesGiveTheExpectedTextWithTheDeclaredSafety(_ id: RuleID) {
        let rule = RuleCatalog.rule(id)
        let triggering = rule.documentation.examples.triggering
        #expect(
            (rule.fixKind != .none) == triggering.contains { $0.fix != nil },
            "\(rule.id): its fix kind is \(rule.fixKind.label), but its examples \(rule.fixKind == .none ? "show" : "show no") fix"
        )
        for (rule, example, triggering) in examples(id) where triggering {
            let report = report(example.text, rule, example)
            let mine = report.diagnostics.filter { $0.ruleID == rule.id }
            guard let expected = example.fix else {
                #expect(mine.flatMap(\.fixes).map(\.title) == [], "\(rule.id): fixes the example does not expect")
                continue
            }
            let fixes = mine.compactMap(\.fixes.first)
            #expect(fixes.count == mine.count, "\(rule.id): a finding without a fix")
            for fix in mine.flatMap(\.fixes) {
                let safety = FixApplier.safety(of: fix, from: rule.id)
                #expect(safety == expected.safety, "\(rule.id): \(fix.title)")
                #expect(
                    rule.fixKind.allows(safety),
                    "\(rule.id): a \(safety) fix from a rule whose fixes are \(rule.fixKind.label)")
                // A rule's own fixes say their safety themselves (a fix the model makes,
                // below the catalog, is held to its rule by `FixApplier.safety`).
                #expect(
                    rule is ModelDecidedRule || rule.fixKind.allows(fix.safety),
                    "\(rule.id): \(fix.title) says \(fix.safety)")
            }
            let fixed = String(decoding: FixApplier.apply(fixes, to: report.source).bytes, as: UTF8.self)
            #expect(fixed == expected.text, "\(rule.id)", sourceLocation: Self.sourceLocation(of: example))
            // A correction's safety is that it is unambiguous: it makes a line that did
            // nothing take effect, so its frames are meant to move.
            if expected.safety == .safe, rule.fixKind != .safeWhenUnambiguous {
                // Every named element that is still there keeps its frame at every canvas.
                let after = namedFrames(fixed)
                let before = namedFrames(example.text).filter { line in
                    after.contains { $0.prefix(while: { $0 != "(" }) == line.prefix(while: { $0 != "(" }) }
                }
                #expect(after == before, "\(rule.id): a safe fix moved a frame")
            }
        }
    }

    /// Each named element's canvas frame at each canvas, by layout: what a safe fix keeps.
    private func namedFrames(_ text: String) -> [String] {
        var memo = DocumentMemo(solveAlways: true)
        let analysis = Analyzer().analysis(of: SourceText(text), memo: &memo)
        var lines: [String] = []
        for (layout, canvases) in zip(
            analysis?.model.pieces.flatMap { $0.model().layouts } ?? [], analysis?.frames ?? [])
        {
            for canvas in canvases {
                for frame in canvas.frames {
                    guard let name = layout.elements[frame.element].name else { continue }
                    lines.append("\(layout.name ?? "") \(canvas.canvas) \(name) \(frame.canvasFrame)")
                }
            }
        }
        return lines.sorted()
    }

    /// `// stacklint-disable-next-line ID` above each line where a finding starts hides
    /// every finding of the rule, and is used (no `unused-suppression`).
    @Test(arguments: rules.filter { !unsuppressible.contains($0) })
    func aSuppressionHidesEveryFinding(_ id: RuleID) {
        // An Interface Builder file has no suppression comments: its XML comments are not read.
        for (rule, example, triggering) in examples(id) where triggering && !example.isInterfaceBuilder {
            let source = SourceText(example.text)
            let lines = Set(
                example.expectations.filter { $0.ruleID == rule.id }.map { source.line(containing: $0.range.start) })
            var bytes = source.bytes
            for line in lines.sorted(by: >) {
                let start = source.lineStarts[line]
                let comment =
                    source.indentation(at: start) + "// stacklint-disable-next-line \(rule.id) -- expected here\n"
                bytes.insert(contentsOf: Array(comment.utf8), at: start)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let report = report(text, rule, example)
            let left = report.diagnostics.filter {
                [rule.id, .unusedSuppression, .invalidSuppression].contains($0.ruleID)
            }
            #expect(left.map(\.message) == [], "\(rule.id): not suppressed:\n\(text)")
        }
    }

    /// Behind a prefix of emoji and CJK on its line, each finding moves by exactly the
    /// prefix: as many bytes, UTF-16 units and scalars as it has, with the same message.
    @Test(arguments: rules)
    func findingsBehindAMultiBytePrefixKeepTheirColumns(_ id: RuleID) {
        for (rule, example, triggering) in examples(id) where triggering {
            let prefix = example.isInterfaceBuilder ? Self.xmlPrefix : Self.prefix
            let source = SourceText(example.text)
            for expected in example.expectations where expected.ruleID == rule.id {
                var bytes = source.bytes
                bytes.insert(contentsOf: Array(prefix.utf8), at: expected.range.start)
                let shifted = SourceText(bytes: bytes)
                let report = report(String(decoding: bytes, as: UTF8.self), rule, example)
                let start = expected.range.start + prefix.utf8.count
                guard
                    let finding = report.diagnostics.first(where: {
                        $0.ruleID == rule.id && $0.range.start == start && $0.message == expected.message
                    })
                else {
                    Issue.record(
                        "\(rule.id): no finding right after the prefix with the message \(expected.message); found \(report.diagnostics.filter { $0.ruleID == rule.id }.map { "\($0.range): \($0.message)" })"
                    )
                    continue
                }
                #expect(finding.severity == expected.severity, "\(rule.id)")
                if !example.isOpenEnded(expected) {
                    #expect(finding.range.end == expected.range.end + prefix.utf8.count, "\(rule.id)")
                }
                for (unit, width) in [
                    (ColumnUnit.utf8, prefix.utf8.count), (.utf16, prefix.utf16.count),
                    (.scalars, prefix.unicodeScalars.count),
                ] {
                    let before = source.location(of: expected.range.start, unit: unit)
                    let after = shifted.location(of: finding.range.start, unit: unit)
                    #expect(after.line == before.line, "\(rule.id) \(unit)")
                    #expect(after.column == before.column + width, "\(rule.id) \(unit)")
                }
            }
        }
    }

    /// The prefix is what the test says: 4-byte emoji (a surrogate pair) and 3-byte CJK.
    @Test func thePrefixIsMultiByte() {
        #expect(Self.prefix.utf8.count == 21)
        #expect(Self.prefix.utf16.count == 13)
        #expect(Self.prefix.unicodeScalars.count == 12)
    }
}
