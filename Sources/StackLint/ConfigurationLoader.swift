import Foundation
import StackModel
import StackRules
import StackSyntax

/// Reads, validates and resolves configuration files.
public enum ConfigurationLoader {
    static let topLevelKeys = ["$schema", "extends", "rules", "include", "exclude", "canvas", "cacheDirectory", "solveBudget"]

    /// The valid values of a rule's option (`maxDepth`, `max`, ...).
    public static let optionRange = ValueRange(1...100_000, whole: true, points: false)

    /// The valid values of `solveBudget`: solver steps per layout, all its canvases together.
    public static let solveBudgetRange = ValueRange(1...1_000_000_000_000, whole: true, points: false)

    /// A JSON number (not a boolean) that is a whole number in `range`.
    private static func wholeNumber(_ value: Any, in range: ValueRange) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c",
              range.contains(number.doubleValue) else { return nil }
        return number.doubleValue
    }

    /// The closest `.stacklint.json` in the directory of `file` or above it.
    public static func discover(for file: String) -> String? {
        var directory = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        while true {
            let candidate = directory.appendingPathComponent(Configuration.fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    /// Loads a configuration file and everything it extends.
    public static func load(_ path: String) throws -> Configuration {
        try load(path, visited: [])
    }

    private static func load(_ path: String, visited: [String]) throws -> Configuration {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard !visited.contains(absolute) else {
            throw ConfigurationError(path: path, message: "`extends` forms a cycle: \((visited + [absolute]).joined(separator: " → "))")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, message: "cannot be read")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw ConfigurationError(path: path, message: "is not valid JSON: \(error.localizedDescription)")
        }
        guard let root = object as? [String: Any] else {
            throw ConfigurationError(path: path, message: "must hold a JSON object")
        }
        func fail(_ message: String) -> ConfigurationError { ConfigurationError(path: path, message: message) }
        for key in root.keys.sorted() where !topLevelKeys.contains(key) {
            throw fail("unknown key `\(key)`\(Suggestion.hint(for: key, in: topLevelKeys)) (the keys are \(topLevelKeys.dropFirst().map { "`\($0)`" }.joined(separator: ", ")))")
        }
        let directory = (absolute as NSString).deletingLastPathComponent
        var configuration = Configuration()
        if let extends = root["extends"] {
            guard let base = extends as? String else { throw fail("`extends` takes the path of another configuration file") }
            let basePath = base.hasPrefix("/") ? base : (directory as NSString).appendingPathComponent(base)
            guard FileManager.default.fileExists(atPath: basePath) else { throw fail("`extends`: no file at `\(base)`") }
            configuration = try load(basePath, visited: visited + [absolute])
        }
        configuration.directory = directory
        configuration.sources.append(absolute)
        if let rules = root["rules"] {
            guard let table = rules as? [String: Any] else { throw fail("`rules` takes an object of rule ids") }
            for (name, value) in table.sorted(by: { $0.key < $1.key }) {
                guard let id = RuleID(rawValue: name) else {
                    throw fail("`rules`: unknown rule `\(name)`\(Suggestion.hint(for: name, in: RuleID.allCases.map(\.rawValue)))")
                }
                let rule = RuleCatalog.rule(id)
                if let severity = value as? String {
                    configuration.settings.levels[id] = try parseLevel(severity, rule: id, fail: fail)
                } else if let object = value as? [String: Any] {
                    for (key, optionValue) in object.sorted(by: { $0.key < $1.key }) {
                        if key == "severity" {
                            guard let text = optionValue as? String else { throw fail("`rules.\(id).severity` takes \"off\", \"info\", \"warning\" or \"error\"") }
                            configuration.settings.levels[id] = try parseLevel(text, rule: id, fail: fail)
                            continue
                        }
                        let names = rule.options.map(\.name)
                        guard names.contains(key) else {
                            let known = names.isEmpty ? " (it has no options)" : Suggestion.nearest(to: key, in: names).map { "; did you mean `\($0)`?" } ?? " (its options: \(names.map { "`\($0)`" }.joined(separator: ", ")))"
                            throw fail("`rules.\(id)`: unknown option `\(key)`\(known)")
                        }
                        guard let number = wholeNumber(optionValue, in: optionRange) else {
                            throw fail("`rules.\(id).\(key)` takes \(optionRange.description)")
                        }
                        configuration.settings.options[id, default: [:]][key] = number
                    }
                } else {
                    throw fail("`rules.\(id)` takes a severity (\"off\", \"info\", \"warning\", \"error\") or an object like {\"severity\": \"error\"}")
                }
            }
        }
        for key in ["include", "exclude"] {
            guard let value = root[key] else { continue }
            guard let patterns = value as? [String] else { throw fail("`\(key)` takes an array of glob patterns") }
            let globs = patterns.map(Glob.init)
            if key == "include" { configuration.include = globs } else { configuration.exclude = globs }
        }
        if let value = root["canvas"] {
            guard let sizes = value as? [String], !sizes.isEmpty else { throw fail("`canvas` takes an array of sizes like \"375 x 667\"") }
            configuration.settings.defaultCanvases = try sizes.map { text in
                guard let size = Size(parsing: text) else { throw fail("`canvas`: `\(text)` is not a size like \"375 x 667\" with each side \(ValueRange.canvas.description)") }
                return size
            }
        }
        if let value = root["solveBudget"] {
            guard let number = wholeNumber(value, in: solveBudgetRange) else {
                throw fail("`solveBudget` takes \(solveBudgetRange.description) (solver steps per layout, all its canvases together)")
            }
            configuration.settings.solveBudget = Int(number)
        }
        if let value = root["cacheDirectory"] {
            guard let text = value as? String, !text.isEmpty else { throw fail("`cacheDirectory` takes a path") }
            configuration.cacheDirectory = text.hasPrefix("/") ? text : (directory as NSString).appendingPathComponent(text)
        }
        return configuration
    }

    private static func parseLevel(_ text: String, rule: RuleID, fail: (String) -> ConfigurationError) throws -> RuleLevel {
        if rule == .syntaxError, text != Severity.error.rawValue {
            throw fail("`rules.\(rule)`: syntax errors are always errors (a file that does not parse is not checked); they cannot be turned off or lowered")
        }
        if let level = RuleLevel(name: text) { return level }
        throw fail("`rules.\(rule)`: unknown severity `\(text)`\(Suggestion.nearest(to: text, in: RuleLevel.names).map { "; did you mean `\($0)`?" } ?? " (one of \"off\", \"info\", \"warning\", \"error\")")")
    }
}
