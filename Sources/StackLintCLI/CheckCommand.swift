import Foundation
import StackLint
import StackSyntax

/// `stacklint [check] [OPTIONS] [PATHS]`: lint and report.
struct CheckCommand {
    static let valued: Set<String> = ["--format", "--output", "--max-warnings", "--stdin-filename"]
    static let flagNames: Set<String> = ["--no-color", "--color", "--help"]

    static func run(_ rawArguments: [String]) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, valued: valued, flags: flagNames)
        if arguments.has("--help") {
            Console.out(HelpText.main)
            return .success
        }
        let format = try arguments.choice("--format", ["text", "json"], default: "text")
        let maxWarnings = try arguments.count("--max-warnings")
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let inputs = try Inputs.collect(paths, stdinName: arguments.value("--stdin-filename"))

        let result = LintRunner().run(inputs.inputs)
        let outputPath = arguments.value("--output")
        let useColor = arguments.has("--color") || (!arguments.has("--no-color") && outputPath == nil && Console.stdoutWantsColor)
        let rendered = format == "json"
            ? JSONReporter().render(result.reports)
            : TextReporter(useColor: useColor).render(result.reports)
        if let outputPath {
            do {
                try AtomicFile.write(Array(rendered.utf8), to: outputPath)
            } catch {
                Console.error("stacklint: error: \(error)\n")
                return .failure
            }
        } else {
            Console.out(rendered)
        }

        for problem in inputs.problems { Console.error("stacklint: error: \(problem.path): \(problem.message)\n") }
        for failure in result.unreadable { Console.error("stacklint: error: \(failure.path): \(failure.message)\n") }
        if !inputs.problems.isEmpty || !result.unreadable.isEmpty { return .failure }

        let summary = Summary(result.reports)
        if summary.errors > 0 { return .findings }
        if let maxWarnings, summary.warnings > maxWarnings {
            Console.error("stacklint: \(Summary.plural(summary.warnings, "warning")), more than --max-warnings \(maxWarnings)\n")
            return .findings
        }
        return .success
    }
}

/// Turns command-line paths into inputs.
enum Inputs {
    static func collect(_ paths: [String], stdinName: String?) throws -> (inputs: [LintInput], problems: [FileDiscovery.Problem]) {
        if paths.filter({ $0 == "-" }).count > 1 {
            throw UsageError(message: "`-` (standard input) can be given only once")
        }
        if stdinName != nil, !paths.contains("-") {
            throw UsageError(message: "`--stdin-filename` names standard input; pass `-` to read it")
        }
        let discovered = FileDiscovery.files(in: paths.filter { $0 != "-" })
        var inputs = discovered.files.map { LintInput.file(path: $0) }
        if paths.contains("-") {
            inputs.append(.text(bytes: Console.readInput(), name: stdinName ?? "<stdin>"))
        }
        return (inputs, discovered.problems)
    }
}
