#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackModel

/// A mistake in how the tool was called (exit code 2).
struct UsageError: Error {
    let message: String
}

/// Command-line arguments split into options, flags and positional arguments.
struct Arguments {
    private(set) var positionals: [String] = []
    private(set) var values: [String: String] = [:]
    /// Every value of an option given more than once, in order (`values` keeps the last).
    private(set) var repeated: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    /// Ruff's short flags, each standing for its long name where the command has it.
    static let shortFlags = [
        "-h": "--help", "-q": "--quiet", "-o": "--output", "-e": "--exit-zero", "-n": "--no-cache",
    ]

    /// Other spellings accepted for an option, each standing for its name where the command
    /// has it: Ruff's, for a team that moves between the two.
    static let aliases = ["--output-format": "--format", "--output-file": "--output"]

    /// An option of another linter that stacklint names otherwise.
    struct ForeignOption {
        /// Whose option it is.
        var linter: String
        /// stacklint's option for the same thing.
        var ours: String
        /// The value stacklint's option takes to mean the same, if it takes one.
        var value: String? = nil
    }

    /// Other linters' options: an unknown option that is one of these is answered with
    /// stacklint's name for it, where the command has that option.
    static let foreignOptions: [String: ForeignOption] = [
        "--reporter": ForeignOption(linter: "SwiftLint", ours: "--format"),
        "--autocorrect": ForeignOption(linter: "SwiftLint", ours: "--fix"),
        "--strict": ForeignOption(linter: "SwiftLint", ours: "--max-warnings", value: "0"),
        "--config-path": ForeignOption(linter: "SwiftLint", ours: "--config"),
        "--extend-select": ForeignOption(linter: "Ruff", ours: "--select"),
        "--extend-ignore": ForeignOption(linter: "Ruff", ours: "--ignore"),
        "--fix-dry-run": ForeignOption(linter: "ESLint", ours: "--diff"),
        "--no-ignore": ForeignOption(linter: "ESLint", ours: "--isolated"),
    ]

    /// Parses `--name value`, `--name=value`, `--flag`, `-` (standard input) and `--`.
    init(_ arguments: [String], valued: Set<String>, flags flagNames: Set<String>) throws {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let long = Self.shortFlags[name] ?? Self.aliases[name], valued.contains(long) || flagNames.contains(long)
            {
                name = long
            }
            if valued.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                    repeated[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    repeated[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError(message: "`\(name)` needs a value")
                }
            } else if flagNames.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if let foreign = Self.foreignOptions[name],
                valued.contains(foreign.ours) || flagNames.contains(foreign.ours)
            {
                let spelled = foreign.value.map { "\(foreign.ours) \($0)" } ?? foreign.ours
                throw UsageError(message: "unknown option `\(name)` (\(foreign.linter)'s); stacklint's is `\(spelled)`")
            } else {
                let known = Array(valued) + Array(flagNames)
                throw UsageError(message: "unknown option `\(name)`\(Suggestion.hint(for: name, in: known))")
            }
        }
    }

    func value(_ name: String) -> String? { values[name] }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Every comma-separated item of every occurrence of an option (`--select a,b --select c`).
    func list(_ name: String) -> [String]? {
        guard let occurrences = repeated[name] else { return nil }
        return occurrences.flatMap { $0.split(separator: ",").map { $0.trimmingSpaces() } }.filter { !$0.isEmpty }
    }

    /// A non-negative whole number option.
    func count(_ name: String) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), number >= 0 else {
            throw UsageError(message: "`\(name)` takes a whole number of 0 or more, not `\(text)`")
        }
        return number
    }

    /// An option whose value is one of `choices`.
    func choice(_ name: String, _ choices: [String], default fallback: String) throws -> String {
        guard let text = values[name] else { return fallback }
        guard choices.contains(text) else {
            throw UsageError(
                message:
                    "`\(name)` takes one of \(choices.joined(separator: ", ")), not `\(text)`\(Suggestion.hint(for: text, in: choices))"
            )
        }
        return text
    }
}
