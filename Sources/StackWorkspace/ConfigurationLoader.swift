#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackDiagnostics
import StackJSON
import StackModel
import StackRules
import StackSyntax

/// Reads, validates and resolves configuration files.
public enum ConfigurationLoader {
    /// The keys' names, in the order they are declared.
    private static let keyNames = ConfigurationKey.allCases.map(\.name)

    /// A JSON number (not a boolean) that is a whole number in `range`.
    private static func wholeNumber(_ value: JSON, in range: ValueRange) -> Double? {
        guard let number = value.double, range.contains(number) else { return nil }
        return number
    }

    /// An array of strings (nil when the value is not an array or holds anything else).
    private static func strings(_ value: JSON) -> [String]? {
        guard let items = value.array else { return nil }
        let texts = items.compactMap(\.string)
        return texts.count == items.count ? texts : nil
    }

    /// The closest `.stacklint.json` in the directory of `file` or above it, up to the
    /// repository's root (``ConfigurationStore``'s search).
    public static func discover(for file: String) -> String? {
        var store = ConfigurationStore()
        return store.configurationFile(for: file)
    }

    /// Loads a configuration file and everything it extends; throws its first mistake.
    public static func load(_ path: String) throws -> Configuration {
        let (configuration, problems) = validate(path)
        if let first = problems.first { throw first }
        return configuration
    }

    /// Loads a configuration file and everything it extends, collecting every mistake
    /// (`stacklint config check` reports them all, not only the first).
    public static func validate(_ path: String) -> (Configuration, [ConfigurationError]) {
        var problems: [ConfigurationError] = []
        let configuration: Configuration
        do {
            configuration = try load(path, visited: [], problems: &problems)
        } catch let error as ConfigurationError {
            problems.append(error)
            configuration = Configuration()
        } catch {
            problems.append(ConfigurationError(path: path, message: "\(error)"))
            configuration = Configuration()
        }
        return (configuration, problems)
    }

    /// Throws when nothing more can be read from the file; records the other mistakes in
    /// `problems` and goes on.
    private static func load(_ path: String, visited: [String], problems: inout [ConfigurationError]) throws
        -> Configuration
    {
        let absolute = FilePath.standardized(path)
        guard !visited.contains(absolute) else {
            throw ConfigurationError(
                path: path, message: "`extends` forms a cycle: \((visited + [absolute]).joined(separator: " → "))")
        }
        let bytes: [UInt8]
        switch InputReader.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure):
            // A FIFO or a device planted as the configuration is refused, not waited on.
            throw ConfigurationError(
                path: path, message: failure.message == "no such file" ? "cannot be read" : failure.message)
        }
        guard let document = ConfigurationText.parse(bytes) else {
            throw ConfigurationError(path: path, message: "is not valid JSON: \(ConfigurationText.invalidReason)")
        }
        guard let root = document.object else {
            throw ConfigurationError(path: path, message: "must hold a JSON object")
        }
        func fail(_ message: String) -> ConfigurationError { ConfigurationError(path: path, message: message) }
        for key in root.keys.sorted() where ConfigurationKey(rawValue: key) == nil {
            problems.append(
                fail(
                    "unknown key `\(key)`\(Suggestion.hint(for: key, in: keyNames)) (the keys are \(keyNames.dropFirst().map { "`\($0)`" }.joined(separator: ", ")))"
                ))
        }
        let directory = FilePath.directory(of: absolute)
        var configuration = Configuration()
        if let extends = root[ConfigurationKey.extends.name] {
            if let base = extends.string {
                let basePath = base.hasPrefix("/") ? base : FilePath.appending(base, to: directory)
                if FileManager.default.fileExists(atPath: basePath) {
                    do {
                        configuration = try load(basePath, visited: visited + [absolute], problems: &problems)
                    } catch let error as ConfigurationError {
                        problems.append(error)
                    }
                } else {
                    problems.append(fail("`extends`: no file at `\(base)`"))
                }
            } else {
                problems.append(fail(ConfigurationKey.extends.wrongValueMessage))
            }
        }
        configuration.directory = directory
        configuration.sources.append(absolute)
        for key in ConfigurationKey.readingOrder {
            guard let value = root[key.name] else { continue }
            do {
                try read(key, value, into: &configuration, directory: directory, path: path, problems: &problems)
            } catch let error as ConfigurationError {
                problems.append(error)
            }
        }
        return configuration
    }

    /// Reads one key's value into `configuration`; throws when the whole value is wrong and
    /// records in `problems` each wrong part of a value that is otherwise read.
    private static func read(
        _ key: ConfigurationKey, _ value: JSON, into configuration: inout Configuration, directory: String,
        path: String, problems: inout [ConfigurationError]
    ) throws {
        func fail(_ message: String) -> ConfigurationError { ConfigurationError(path: path, message: message) }
        switch key {
        case .schema, .extends:
            // Editors read `$schema`; `extends` is read first, as the base this file refines.
            return
        case .rules:
            guard let table = value.object else { throw fail(key.wrongValueMessage) }
            for (name, value) in table.sorted(by: { $0.key < $1.key }) {
                do {
                    try readRule(name, value, into: &configuration.settings, path: path, problems: &problems)
                } catch let error as ConfigurationError {
                    problems.append(error)
                }
            }
        case .include, .exclude:
            guard let patterns = strings(value) else { throw fail(key.wrongValueMessage) }
            // Every walked file is matched against every pattern: both are bounded.
            guard patterns.count <= Glob.maximumCount else {
                throw fail("`\(key.name)` takes at most \(Glob.maximumCount) patterns, not \(patterns.count)")
            }
            if let long = patterns.first(where: { $0.unicodeScalars.count > Glob.maximumLength }) {
                throw fail(
                    "`\(key.name)`: a pattern may be at most \(Glob.maximumLength) characters long; `\(long.prefix(40))…` has \(long.unicodeScalars.count)"
                )
            }
            let globs = patterns.map(Glob.init)
            if key == .include { configuration.include = globs } else { configuration.exclude = globs }
        case .canvas:
            guard let entries = strings(value), !entries.isEmpty else { throw fail(key.wrongValueMessage) }
            var canvases: [Canvas] = []
            for text in entries {
                if let canvas = Canvas(parsing: text) {
                    canvases.append(canvas)
                } else {
                    let hint = Suggestion.hint(for: text, in: Device.allCases.map(\.rawValue))
                    problems.append(
                        fail(
                            "`canvas`: `\(text)` is neither a size like \"375 x 667\" with each side \(ValueRange.canvas.description) nor a device like \"iPhoneSE\" or \"iPhone16 landscape\"\(hint)"
                        ))
                }
            }
            if !canvases.isEmpty { configuration.settings.defaultCanvases = canvases }
        case .contentSize:
            guard let names = strings(value), !names.isEmpty else { throw fail(key.wrongValueMessage) }
            var categories: [ContentSizeCategory] = []
            for name in names {
                if let category = ContentSizeCategory(name: name) {
                    if !categories.contains(category) { categories.append(category) }
                } else {
                    problems.append(
                        fail(
                            "`contentSize`: `\(name)` is not a content size category\(Suggestion.hint(for: name, in: ContentSizeCategory.names))"
                        ))
                }
            }
            configuration.settings.contentSizes = categories
        case .root:
            guard value.bool != nil else { throw fail(key.wrongValueMessage) }
        case .solveBudget:
            guard let number = wholeNumber(value, in: ConfigurationKey.solveBudgetRange) else {
                throw fail(key.wrongValueMessage)
            }
            configuration.settings.solveBudget = Int(number)
        case .cacheDirectory:
            guard let text = value.string, !text.isEmpty else { throw fail(key.wrongValueMessage) }
            configuration.cacheDirectory = text.hasPrefix("/") ? text : FilePath.appending(text, to: directory)
        case .baseline:
            guard let text = value.string, !text.isEmpty else { throw fail(key.wrongValueMessage) }
            configuration.baseline = text.hasPrefix("/") ? text : FilePath.appending(text, to: directory)
        case .docsURL:
            guard let text = value.string, text.hasPrefix("https://") || text.hasPrefix("http://") else {
                throw fail(key.wrongValueMessage)
            }
            configuration.docsURL = text.hasSuffix("/") ? String(text.dropLast()) : text
        }
    }

    /// One entry of `rules`: a severity, or an object of a severity and options.
    private static func readRule(
        _ name: String, _ value: JSON, into settings: inout RuleSettings, path: String,
        problems: inout [ConfigurationError]
    ) throws {
        func fail(_ message: String) -> ConfigurationError { ConfigurationError(path: path, message: message) }
        guard let id = RuleID(rawValue: name) else {
            throw fail(
                "`rules`: unknown rule `\(name)`\(Suggestion.hint(for: name, in: RuleID.allCases.map(\.rawValue)))")
        }
        let rule = RuleCatalog.rule(id)
        if let severity = value.string {
            settings.levels[id] = try parseLevel(severity, rule: id, fail: fail)
        } else if let object = value.object {
            for (key, optionValue) in object.sorted(by: { $0.key < $1.key }) {
                do {
                    if key == "severity" {
                        guard let text = optionValue.string else {
                            throw fail("`rules.\(id).severity` takes \"off\", \"info\", \"warning\" or \"error\"")
                        }
                        settings.levels[id] = try parseLevel(text, rule: id, fail: fail)
                        continue
                    }
                    guard let option = rule.options.first(where: { $0.name == key }) else {
                        let names = rule.options.map(\.name)
                        let known =
                            names.isEmpty
                            ? " (it has no options)"
                            : Suggestion.nearest(to: key, in: names).map { "; did you mean `\($0)`?" }
                                ?? " (its options: \(names.map { "`\($0)`" }.joined(separator: ", ")))"
                        throw fail("`rules.\(id)`: unknown option `\(key)`\(known)")
                    }
                    guard let number = optionValue.double, let setting = option.kind.setting(number) else {
                        throw fail("`rules.\(id).\(key)` takes \(option.kind.expectation)")
                    }
                    settings.options[id, default: RuleOptionValues()][option] = setting
                } catch let error as ConfigurationError {
                    problems.append(error)
                }
            }
        } else {
            throw fail(
                "`rules.\(id)` takes a severity (\"off\", \"info\", \"warning\", \"error\") or an object like {\"severity\": \"error\"}"
            )
        }
    }

    private static func parseLevel(_ text: String, rule: RuleID, fail: (String) -> ConfigurationError) throws
        -> RuleLevel
    {
        let choices = RuleLevel.choices(for: rule)
        if choices != RuleLevel.all, !choices.contains(where: { $0.name == text }) {
            throw fail(
                "`rules.\(rule)`: syntax errors are always errors (a file that does not parse is not checked); they cannot be turned off or lowered"
            )
        }
        if let level = RuleLevel(name: text) { return level }
        throw fail(
            "`rules.\(rule)`: unknown severity `\(text)`\(Suggestion.nearest(to: text, in: RuleLevel.names).map { "; did you mean `\($0)`?" } ?? " (one of \"off\", \"info\", \"warning\", \"error\")")"
        )
    }
}
