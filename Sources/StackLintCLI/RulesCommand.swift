#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackDiagnostics
import StackModel
import StackPersistence
import StackReports
import StackRuleKit
import StackRules
import StackSyntax
import StackWorkspace

/// `stacklint rules [--write-docs DIR]` and `stacklint explain ID`.
struct RulesCommand {
    static func list(_ rawArguments: [String]) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, valued: ["--write-docs"], flags: ["--help"])
        if let directory = arguments.value("--write-docs") {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for file in RulePage.files {
                do {
                    try AtomicFile.write(Array(file.contents.utf8), to: FilePath.appending(file.name, to: directory))
                } catch let error as AtomicFile.WriteError {
                    Console.error("stacklint: error: \(error)\n")
                    return .failure
                }
            }
            Console.error("wrote \(RulePage.files.count) files to \(directory)\n")
            return .success
        }
        let width = RuleID.allCases.map(\.rawValue.count).max() ?? 20
        let fixWidth = FixKind.allCases.map { fixColumn($0).count }.max() ?? 0
        var text = ""
        for rule in RuleCatalog.all {
            let fix = fixColumn(rule.fixKind).padded(to: fixWidth)
            let flags = fix + " " + (rule.usesFrames ? "frames" : "      ")
            let id: String = rule.id.rawValue.padded(to: width + 2)
            let severity: String = rule.defaultSeverity.rawValue.padded(to: 9)
            text +=
                id + severity
                + flags + "  " + rule.documentation.summary + "\n"
        }
        Console.out(text)
        return .success
    }

    /// The fix column: `fix: safe`, `fix: unsafe`, or blank for a rule without a fix.
    static func fixColumn(_ kind: FixKind) -> String {
        kind == .none ? "" : "fix: \(kind.label)"
    }

    static func explain(_ rawArguments: [String]) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, valued: [], flags: ["--help"])
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            throw UsageError(
                message:
                    "`explain` takes one rule id (`stacklint rules` lists them), or a word of the language (a property, an element kind, an anchor, a target, or `language` for the whole reference)"
            )
        }
        if let id = RuleID(rawValue: name) {
            Console.out(RulePage.markdown(RuleCatalog.rule(id)))
            return .success
        }
        if let entry = LanguageReference.entry(name) {
            Console.out(entry)
            return .success
        }
        let words = RuleID.allCases.map(\.rawValue) + LanguageReference.words
        throw UsageError(
            message: "`\(name)` is neither a rule id nor a word of the language\(Suggestion.hint(for: name, in: words))"
        )
    }
}
