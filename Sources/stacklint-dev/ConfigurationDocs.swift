import StackJSON
import StackRules
import StackWorkspace

/// The generated section of `docs/configuration.md`: an example configuration, the table
/// of keys and the table of rule options, from ``ConfigurationKey`` and the rules' options.
enum ConfigurationDocs {
    /// Where it is checked in, from the package's root.
    static let path = "docs/configuration.md"

    /// The line the section starts with.
    static let start =
        "<!-- Generated from ConfigurationKey and the rules' options by `swift run stacklint-dev generate-config-docs`: edit them, not this section. -->"
    /// The line the section ends with.
    static let end = "<!-- End of the generated section. -->"

    /// The page with its section generated afresh, or nil when the page has no markers.
    static func updating(_ page: String) -> String? {
        guard let startRange = page.range(of: start),
            let endRange = page.range(of: end, range: startRange.upperBound..<page.endIndex)
        else {
            return nil
        }
        return String(page[..<startRange.lowerBound]) + section + String(page[endRange.upperBound...])
    }

    /// The section, markers included.
    static var section: String {
        var text = start + "\n\n```json\n{\n"
        let keys = ConfigurationKey.allCases
        for (index, key) in keys.enumerated() {
            text +=
                "  \(inline(.string(key.name))): \(block(key.option.example))\(index == keys.count - 1 ? "" : ",")\n"
        }
        text += "}\n```\n\n| key | value | default | meaning |\n| --- | --- | --- | --- |\n"
        for key in keys {
            let option = key.option
            text +=
                "| `\(key.name)` | \(cell(option.valueType.description)) | \(cell(option.defaultDescription)) | \(cell(option.summary)) |\n"
        }
        text += "\nThe rule options, each set in the rule's object (`\"rules\": {\"ID\": {\"OPTION\": VALUE}}`):\n\n"
        text += "| rule | option | value | default | meaning |\n| --- | --- | --- | --- | --- |\n"
        for rule in RuleCatalog.all {
            for option in rule.options {
                text +=
                    "| [`\(rule.id)`](rules/\(rule.id).md) | `\(option.name)` | \(cell(option.kind.expectation)) | \(option.defaultSetting) | \(cell(option.summary)) |\n"
            }
        }
        return text + "\n" + end
    }

    /// Text safe in a table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    /// A top-level value: an object with a member a line, anything else on one line.
    private static func block(_ value: JSON) -> String {
        guard case .object(let members) = value, !members.isEmpty else { return inline(value) }
        let lines = members.sorted { $0.key < $1.key }.map { "    \(inline(.string($0.key))): \(inline($0.value))" }
        return "{\n" + lines.joined(separator: ",\n") + "\n  }"
    }

    /// A value on one line, spaced for reading: `{"maxDepth": 4, "severity": "error"}`.
    static func inline(_ value: JSON) -> String {
        switch value {
        case .array(let items):
            return "[" + items.map(inline).joined(separator: ", ") + "]"
        case .object(let members):
            return "{"
                + members.sorted { $0.key < $1.key }.map { "\(inline(.string($0.key))): \(inline($0.value))" }.joined(
                    separator: ", ") + "}"
        default:
            return value.text
        }
    }
}
