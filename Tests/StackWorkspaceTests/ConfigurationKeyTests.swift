import Foundation
import StackDiagnostics
import StackJSON
import StackModelRules
import StackRules
import StackSyntax
import StackTestSupport
import StackWorkspace
import XCTest

/// The configuration's declaration is what the loader reads: every key is read, every
/// declared example is a valid configuration, and every rule option's default is one of
/// its own valid values.
final class ConfigurationKeyTests: XCTestCase {
    func testTheLoaderReadsEveryDeclaredKeyOnce() {
        XCTAssertEqual(ConfigurationKey.readingOrder.count, ConfigurationKey.allCases.count)
        XCTAssertEqual(Set(ConfigurationKey.readingOrder), Set(ConfigurationKey.allCases))
        XCTAssertEqual(
            ConfigurationKey.readingOrder.first, .extends, "the base is read before the settings that refine it")
    }

    func testTheDeclaredExamplesMakeAValidConfiguration() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")
        let members = ConfigurationKey.allCases.map { ($0.name, $0.option.example) }
        let example = JSON.object(Dictionary(uniqueKeysWithValues: members))
        guard let base = example[ConfigurationKey.extends.name]?.string else {
            return XCTFail("`extends` has a path as its example")
        }
        try directory.write("project/" + base, "{}")
        let file = try directory.write("project/.stacklint.json", example.text)
        let (configuration, problems) = ConfigurationLoader.validate(file.path)
        XCTAssertEqual(problems.map(\.message), [])
        XCTAssertEqual(configuration.sources.count, 2)
        XCTAssertEqual(configuration.settings.options[.deepNesting]?[DeepNesting.maxDepth], 4)
    }

    func testEveryRuleOptionDefaultIsValid() {
        for rule in RuleCatalog.all {
            for option in rule.options {
                switch (option.kind, option.defaultSetting) {
                case (.wholeNumber(let range), .wholeNumber(let value)):
                    XCTAssertTrue(range.contains(Double(value)), "\(rule.id).\(option.name)")
                    XCTAssertEqual(option.kind.setting(Double(value)), option.defaultSetting)
                }
                XCTAssertNotEqual(option.exampleSetting, option.defaultSetting, "\(rule.id).\(option.name)")
            }
            XCTAssertEqual(
                Set(rule.options.map(\.name)).count, rule.options.count, "\(rule.id) declares each option once")
        }
    }

    func testATypedOptionReadsItsConfiguredValueOrItsDefault() {
        var values = RuleOptionValues()
        XCTAssertNil(values[TooManyArrangedViews.max])
        values[TooManyArrangedViews.max] = 3
        XCTAssertEqual(values[TooManyArrangedViews.max], 3)
        XCTAssertEqual(values[TooManyArrangedViews.max.declaration], .wholeNumber(3))
        XCTAssertEqual(values.setting(DeepNesting.maxDepth, to: 5).sorted.map(\.name), ["max", "maxDepth"])
    }
}
