import Foundation
import StackRuleKit
import StackRules
import StackTestSupport
import Testing

/// The update mode (`STACKLINT_UPDATE_EXAMPLES=1`) on a copy of the rules' sources: never on
/// the real ones.
@Suite struct ExampleSourcesTests {
    private func copyOfTheRules() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stacklint-examples-\(UUID().uuidString)")
        let sources = root.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for module in ExampleSources.ruleModules {
            try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Sources/\(module)"),
                                             to: sources.appendingPathComponent(module))
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
        var text = String(decoding: original, as: UTF8.self)
        // The first example's message changes, the second's marker goes, the third gains one.
        text = text.replacingOccurrences(of: "the stack `nothing` has no arranged views", with: "an old message")
        text = text.replacingOccurrences(of: "                        //  ^^^^^^^^^^^^ empty-stack warning: the stack `badges` has no arranged views\n", with: "")
        text = text.replacingOccurrences(of: "                              pin: bottom 16, trailing 16\n",
                                         with: "                              pin: bottom 16, trailing 16\n                        //    ^^^ single-child-stack warning: not so\n")
        try Data(text.utf8).write(to: url)
        #expect(try read(root, file) != original)

        let tests = RuleExpectationTests()
        let rule = RuleCatalog.rule(.emptyStack)
        for example in rule.documentation.examples.triggering + rule.documentation.examples.nonTriggering {
            let found = tests.found(tests.report(example.text, rule, example), rule, example)
            try ExampleSources(root: root).update(example, of: rule, markers: RuleExpectationTests.markerLines(example.text, found))
        }
        #expect(try read(root, file) == original)
    }
}
