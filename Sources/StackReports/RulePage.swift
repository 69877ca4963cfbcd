import StackDiagnostics
import StackRuleKit
import StackRules
import StackSyntax

/// A rule's documentation page in Markdown: what `stacklint explain ID` prints, what
/// `docs/rules/ID.md` holds, and what the language server shows on hover.
public enum RulePage {
    /// The address of a rule's page (the SARIF `helpUri`, the LSP `codeDescription`) in
    /// the folder of pages a configuration names (`docsURL`, without a trailing slash), or
    /// nil without one: the project publishes no website of its own to point at.
    public static func url(_ id: RuleID, docsURL: String?) -> String? {
        docsURL.map { "\($0)/\(id.rawValue).md" }
    }

    /// The page of one rule.
    public static func markdown(_ rule: any Rule) -> String {
        let docs = rule.documentation
        var text = "# `\(rule.id)`\n\n"
        text += "Severity: **\(rule.defaultSeverity.rawValue)** · Fix: **\(rule.fixKind.label)** · "
        text += "Decided from computed frames: **\(rule.usesFrames ? "yes" : "no")**\n\n"
        text += docs.summary + "\n\n"
        text += "## Why\n\n" + docs.rationale + "\n\n"
        if !rule.options.isEmpty {
            text += "## Options\n\n| option | default | meaning |\n| --- | --- | --- |\n"
            for option in rule.options {
                text += "| `\(option.name)` | \(option.defaultSetting) | \(option.summary) |\n"
            }
            text +=
                "\nSet them in `.stacklint.json`: `\"rules\": {\"\(rule.id)\": {\"\(rule.options[0].name)\": \(rule.options[0].exampleSetting)}}`.\n\n"
        }
        // A rule of Interface Builder files shows them as they are: XML.
        let language = docs.examples.triggering.first?.isInterfaceBuilder == true ? "xml" : "stack"
        text += "## Fires on\n\n```\(language)\n" + docs.firingExample + "```\n\n"
        text += "## Does not fire on\n\n```\(language)\n" + docs.passingExample + "```\n\n"
        text += "## Fix\n\n" + docs.fix + "\n\n" + rule.fixKind.explanation + "\n\n"
        text += suppression(rule)
        return text
    }

    /// How to suppress a finding of the rule, or why it cannot be.
    private static func suppression(_ rule: any Rule) -> String {
        if rule.documentation.examples.triggering.first?.isInterfaceBuilder == true {
            return
                "It is found in Interface Builder files, whose XML comments suppress nothing; turn the rule off with `\"\(rule.id)\": \"off\"` in `.stacklint.json`.\n"
        }
        switch rule.id {
        case .syntaxError:
            return
                "A syntax error cannot be suppressed or turned off: a file that does not parse is not checked, so a clean run would vouch for nothing.\n"
        case .unusedSuppression, .invalidSuppression:
            return
                "It is reported after suppressions are applied, so a comment cannot suppress it; turn the rule off with `\"\(rule.id)\": \"off\"` in `.stacklint.json`.\n"
        default:
            return
                "Suppress one finding with `// stacklint-disable-next-line \(rule.id) -- reason` on the line above the line where the finding starts, or above any place the finding names as related (the other views, the enclosing stack); turn the rule off with `\"\(rule.id)\": \"off\"` in `.stacklint.json`.\n"
        }
    }

    /// `docs/rules/README.md`: the catalog as a table.
    public static var index: String {
        var text =
            "# Rules\n\nGenerated from the rule catalog by `swift run stacklint rules --write-docs docs/rules`; a test fails when these pages and the catalog drift apart.\n\n"
        text +=
            "The fix column says what kind of fix a rule offers: **safe** fixes keep every frame at every canvas (or only remove something with no effect) and are applied by `--fix` and the editor's fix-all; **unsafe** fixes are design choices, offered as quick fixes and applied only by `--fix --unsafe-fixes`; **safe if frames kept** fixes are proved for each finding by solving the layout before and after.\n\n"
        text += "| id | severity | fix | frames | what it flags |\n| --- | --- | --- | --- | --- |\n"
        for rule in RuleCatalog.all {
            text +=
                "| [`\(rule.id)`](\(rule.id).md) | \(rule.defaultSeverity.rawValue) | \(rule.hasFix ? rule.fixKind.label : "") | \(rule.usesFrames ? "yes" : "") | \(rule.documentation.summary) |\n"
        }
        return text
    }

    /// Every generated file: name and contents.
    public static var files: [(name: String, contents: String)] {
        [("README.md", index)] + RuleCatalog.all.map { ("\($0.id).md", markdown($0)) }
    }
}
