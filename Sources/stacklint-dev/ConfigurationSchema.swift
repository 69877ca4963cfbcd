import StackDiagnostics
import StackJSON
import StackModel
import StackRuleKit
import StackRules
import StackSyntax
import StackWorkspace

/// `Schemas/config.schema.json`, generated from the configuration's keys
/// (``ConfigurationKey``) and each rule's options, so the schema cannot say other than
/// what the loader accepts.
enum ConfigurationSchema {
    /// Where it is checked in, from the package's root.
    static let path = "Schemas/config.schema.json"

    /// What the file as a whole is, for an editor's hover.
    static let description =
        "Found by walking up from each linted file, up to the repository's root (the folder holding .git) and no further; the closest file wins. `--config FILE` overrides the search and `--isolated` ignores every configuration file. Validation is strict: unknown keys, unknown rule ids and bad values are errors (exit 2). Generated from stacklint's declaration of the keys by `swift run stacklint-dev generate-schema`."

    /// A size like `375 x 667`, as `Canvas(parsing:)` reads it (its range is checked by stacklint).
    static let sizePattern = #"^\s*[0-9]+(\.[0-9]+)?\s*x\s*[0-9]+(\.[0-9]+)?\s*$"#

    /// The file's text.
    static var text: String { document.prettyText }

    /// The schema.
    static var document: JSON {
        var properties: [String: JSON] = [:]
        for key in ConfigurationKey.allCases {
            properties[key.name] = property(key.option)
        }
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": .string(path),
            "title": "stacklint configuration (.stacklint.json)",
            "description": .string(description),
            "type": "object",
            "additionalProperties": false,
            "properties": .object(properties),
        ]
    }

    /// One key: its value's schema, what it means and its example.
    private static func property(_ option: ConfigurationOption) -> JSON {
        var members = schema(of: option.valueType)
        members["description"] = .string("\(option.summary) Default: \(option.defaultDescription).")
        members["examples"] = [option.example]
        return .object(members)
    }

    /// The schema of a value type, as the members of its object.
    private static func schema(of valueType: ConfigurationValueType) -> [String: JSON] {
        switch valueType {
        case .string:
            return ["type": "string"]
        case .boolean:
            return ["type": "boolean"]
        case .path:
            return ["type": "string", "minLength": 1]
        case .globs(let count, let length):
            return ["type": "array", "maxItems": .int(count), "items": ["type": "string", "maxLength": .int(length)]]
        case .canvases:
            let devices = Device.allCases.map(\.rawValue)
            let names = devices + devices.map { $0 + " landscape" }
            return [
                "type": "array", "minItems": 1,
                "items": [
                    "type": "string",
                    "anyOf": [["pattern": .string(sizePattern)], ["enum": .array(names.map(JSON.string))]],
                ],
            ]
        case .contentSizes:
            return [
                "type": "array", "minItems": 1, "items": ["enum": .array(ContentSizeCategory.names.map(JSON.string))],
            ]
        case .wholeNumber(let range):
            return [
                "type": "integer", "minimum": .number(range.bounds.lowerBound),
                "maximum": .number(range.bounds.upperBound),
            ]
        case .webAddress:
            return ["type": "string", "pattern": "^https?://"]
        case .rules:
            var rules: [String: JSON] = [:]
            for rule in RuleCatalog.all {
                rules[rule.id.rawValue] = schema(of: rule)
            }
            return ["type": "object", "additionalProperties": false, "properties": .object(rules)]
        }
    }

    /// One rule's entry: a level, or an object of a level and the rule's options.
    private static func schema(of rule: any Rule) -> JSON {
        let choices = RuleLevel.choices(for: rule.id)
        let levels: JSON = ["enum": .array(choices.map { .string($0.name) })]
        var settings: [String: JSON] = ["severity": levels]
        for option in rule.options {
            settings[option.name] = schema(of: option)
        }
        let restriction =
            choices == RuleLevel.all
            ? "" : " It is always \(choices.map(\.name).joined(separator: " or ")): it cannot be turned off or lowered."
        return [
            "oneOf": [levels, ["type": "object", "additionalProperties": false, "properties": .object(settings)]],
            "description": .string(rule.documentation.summary + restriction),
        ]
    }

    /// One rule option: its kind's schema, its default and what it means.
    private static func schema(of option: RuleOptionDeclaration) -> JSON {
        var members: [String: JSON]
        switch option.kind {
        case .wholeNumber(let range):
            members = [
                "type": "integer", "minimum": .number(range.bounds.lowerBound),
                "maximum": .number(range.bounds.upperBound),
            ]
        }
        members["default"] = value(option.defaultSetting)
        members["description"] = .string(option.summary)
        return .object(members)
    }

    /// A setting as a JSON value.
    static func value(_ setting: RuleOptionSetting) -> JSON {
        switch setting {
        case .wholeNumber(let number): return .int(number)
        }
    }
}
