import Foundation
import StackRuleKit
import StackRules
import StackTestSupport
import Testing

/// The update mode (`STACKLINT_UPDATE_EXAMPLES=1`) on a copy of the rules' sources: never on
/// the real ones.
@Suite struct ExampleSourcesTests {
    private func temporaryRoot() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stacklint-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        return root
    }

    private func copyOfTheRules() throws -> URL {
        let root = try temporaryRoot()
        for module in ["StackModelRules", "StackRules"] {
            try FileManager.default.copyItem(
                at: TestSupport.packageRoot.appendingPathComponent("Sources/\(module)"),
                to: root.appendingPathComponent("Sources/\(module)"))
        }
        return root
    }

    private func read(_ root: URL, _ file: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent("Sources/StackModelRules/\(file)"))
    }

    /// A stale marker (a changed message, a missing marker, a marker too many) is rewritten
    /// from what the rule reports, and the file comes back byte for byte.
    @Test func staleMarkersAreRewrittenFromTheFindings() throws {
        let root = try copyOfTheRules()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = "Rules/EmptyStack.swift"
        let original = try read(root, file)
        let url = root.appendingPathComponent("Sources/StackModelRules/\(file)")
        var lines = String(decoding: original, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        // The first example's message changes, the second's marker goes, the third gains one
        // (at the literal's indentation, which the marker that goes starts at).
        let old = try #require(
            lines.firstIndex {
                $0.hasSuffix("^^^^^^^^^^^^ empty-stack warning: the stack `nothing` has no arranged views")
            })
        lines[old] = lines[old].replacingOccurrences(
            of: "the stack `nothing` has no arranged views", with: "an old message")
        let gone = try #require(
            lines.firstIndex {
                $0.hasSuffix("^^^^^^^^^^^^ empty-stack warning: the stack `badges` has no arranged views")
            })
        let indentation = lines[gone].prefix { $0 == " " }
        lines.remove(at: gone)
        let pinned = try #require(lines.firstIndex { $0.hasSuffix("pin: bottom 16, trailing 16") })
        lines.insert(indentation + "//    ^^^ single-child-stack warning: not so", at: pinned + 1)
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        #expect(try read(root, file) != original)

        let tests = RuleExpectationTests()
        let rule = RuleCatalog.rule(.emptyStack)
        for example in rule.documentation.examples.triggering + rule.documentation.examples.nonTriggering {
            let found = tests.found(tests.report(example.text, rule, example), rule, example)
            try ExampleSources(root: root).update(
                example, markers: RuleExpectationTests.markerLines(example.text, found))
        }
        #expect(try read(root, file) == original)
    }

    /// Two examples with the same text are told apart by where they are written: updating
    /// one leaves the other as it was.
    @Test func examplesWithTheSameTextAreToldApartByWhereTheyAreWritten() throws {
        let root = try temporaryRoot()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("Sources/Examples/Rules")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let literal =
            "    let example = RuleExample(\"\"\"\n        layout A {\n          stak s\n        }\n        \"\"\")\n"
        let source = literal + "\n" + literal
        try Data(source.utf8).write(to: directory.appendingPathComponent("Twice.swift"))
        let first = RuleExample("layout A {\n  stak s\n}", fileID: "Examples/Twice.swift", line: 1)
        let second = RuleExample("layout A {\n  stak s\n}", fileID: "Examples/Twice.swift", line: 7)
        // `swift format` may put the `"""` under `RuleExample(`: the call's line names it still.
        let broken =
            "    let example = RuleExample(\n        \"\"\"\n        layout A {\n          stak s\n        }\n        \"\"\")\n"
        #expect(ExampleSources.literals(in: literal + broken).map(\.callLine) == [1, 6])

        #expect(
            try ExampleSources(root: root).update(second, markers: [1: ["  ^^^^ unknown-element error: no such kind"]]))
        let marker = "          ^^^^ unknown-element error: no such kind\n"
        let expected = literal + "\n" + literal.replacingOccurrences(of: "stak s\n", with: "stak s\n" + marker)
        #expect(
            String(decoding: try Data(contentsOf: directory.appendingPathComponent("Twice.swift")), as: UTF8.self)
                == expected)
        #expect(try ExampleSources(root: root).update(first, markers: [:]) == false)
        #expect(throws: ExampleSources.Problem.self) {
            try ExampleSources(root: root).find(
                RuleExample("layout A {\n  stak s\n}", fileID: "Examples/Twice.swift", line: 2))
        }
    }
}
