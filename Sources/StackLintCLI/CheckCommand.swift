import Foundation
import StackLint
import StackSyntax

/// `stacklint [check] [OPTIONS] [PATHS]`: lint, fix and report.
struct CheckCommand {
    static let valued: Set<String> = ["--format", "--output", "--max-warnings", "--stdin-filename", "--config", "--cache-dir"]
    static let flagNames: Set<String> = ["--no-color", "--color", "--help", "--fix", "--diff", "--quiet", "--statistics",
                                         "--isolated", "--no-cache"]
    static let formats = ["text", "json", "sarif", "github", "checkstyle", "junit"]

    static func run(_ rawArguments: [String]) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, valued: valued, flags: flagNames)
        if arguments.has("--help") {
            Console.out(HelpText.main)
            return .success
        }
        let format = try arguments.choice("--format", formats, default: "text")
        let maxWarnings = try arguments.count("--max-warnings")
        let fix = arguments.has("--fix")
        let diff = arguments.has("--diff")
        if fix, diff { throw UsageError(message: "`--fix` writes the fixes and `--diff` only shows them: choose one") }
        if arguments.has("--isolated"), arguments.value("--config") != nil {
            throw UsageError(message: "`--isolated` ignores every configuration file, so it cannot go with `--config`")
        }
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let mode: ConfigurationResolver.Mode = arguments.has("--isolated") ? .isolated
            : arguments.value("--config").map { .file($0) } ?? .discover
        var resolver: ConfigurationResolver
        do {
            resolver = try ConfigurationResolver(mode: mode)
        } catch let error as ConfigurationError {
            Console.error("stacklint: error: \(error)\n")
            return .failure
        }

        // Inputs, each with its configuration.
        let stdinName = arguments.value("--stdin-filename")
        try Inputs.validateStandardInput(paths, stdinName: stdinName)
        let discovered = FileDiscovery.discover(paths.filter { $0 != "-" })
        var jobs: [(input: LintInput, configuration: Configuration)] = []
        do {
            for file in discovered.files {
                let configuration = try resolver.configuration(for: file.path)
                if file.explicit || configuration.includes(file.path) { jobs.append((.file(path: file.path), configuration)) }
            }
            if paths.contains("-") {
                let name = stdinName ?? "<stdin>"
                let configuration = try resolver.configuration(for: stdinName ?? "stdin.stack")
                jobs.append((.text(bytes: Console.readInput(), name: name), configuration))
            }
        } catch let error as ConfigurationError {
            Console.error("stacklint: error: \(error)\n")
            return .failure
        }

        // Caches, one per configuration.
        let useCache = !arguments.has("--no-cache") && !fix && !diff
        var caches: [String: LintCache] = [:]
        let lintJobs = jobs.map { job -> LintJob in
            let fingerprint = job.configuration.fingerprint
            var cache: LintCache?
            if useCache, case .file = job.input {
                let directory = arguments.value("--cache-dir") ?? job.configuration.cacheDirectory ?? LintCache.defaultDirectory
                let key = directory + "/" + fingerprint
                if caches[key] == nil { caches[key] = LintCache(directory: directory, fingerprint: fingerprint) }
                cache = caches[key]
            }
            return LintJob(input: job.input, analyzer: Analyzer(settings: job.configuration.settings), cache: cache)
        }
        let result = LintRunner().run(lintJobs)
        if useCache {
            for (index, outcome) in result.results.enumerated() {
                guard let outcome, !outcome.fromCache, case .file = lintJobs[index].input else { continue }
                let configuration = jobs[index].configuration
                let directory = arguments.value("--cache-dir") ?? configuration.cacheDirectory ?? LintCache.defaultDirectory
                caches[directory + "/" + configuration.fingerprint]?.store(path: outcome.report.path, hash: outcome.hash, diagnostics: outcome.report.diagnostics)
            }
            for cache in caches.values { cache.save() }
        }

        var reports: [FileReport] = []
        var exit = ExitCode.success
        var fixedCount = 0
        var fixedFiles = 0
        var diffs = ""
        for (index, outcome) in result.results.enumerated() {
            guard var report = outcome?.report else { continue }
            if (fix || diff), report.diagnostics.contains(where: { !$0.fixes.isEmpty }) {
                let fixed = FixApplier.fixAll(report.source, analyzer: lintJobs[index].analyzer, diagnostics: report.diagnostics)
                if fixed.applied > 0, fixed.bytes != report.source.bytes {
                    if diff {
                        diffs += UnifiedDiff.make(String(decoding: report.source.bytes, as: UTF8.self),
                                                  String(decoding: fixed.bytes, as: UTF8.self), path: report.path)
                    } else if case .file(let path) = lintJobs[index].input {
                        do {
                            try AtomicFile.write(fixed.bytes, to: path)
                            fixedCount += fixed.applied
                            fixedFiles += 1
                            report = FileReport(path: report.path, source: SourceText(bytes: fixed.bytes), diagnostics: fixed.remaining)
                        } catch {
                            Console.error("stacklint: error: \(error)\n")
                            exit = .failure
                        }
                    } else {
                        // Standard input: the fixed text goes to standard output, the report to standard error.
                        Console.out(String(decoding: fixed.bytes, as: UTF8.self))
                        fixedCount += fixed.applied
                        report = FileReport(path: report.path, source: SourceText(bytes: fixed.bytes), diagnostics: fixed.remaining)
                    }
                }
            }
            reports.append(report)
        }
        reports.sort { $0.path < $1.path }
        let summary = Summary(reports)
        if arguments.has("--quiet") {
            reports = reports.map { FileReport(path: $0.path, source: $0.source, diagnostics: $0.diagnostics.filter { $0.severity == .error }) }
        }

        if diff {
            Console.out(diffs)
        } else {
            let outputPath = arguments.value("--output")
            let useColor = arguments.has("--color") || (!arguments.has("--no-color") && outputPath == nil && Console.stdoutWantsColor)
            var rendered: String
            switch format {
            case "json": rendered = JSONReporter().render(reports)
            case "sarif": rendered = SARIFReporter().render(reports)
            case "github": rendered = GitHubReporter().render(reports)
            case "checkstyle": rendered = CheckstyleReporter().render(reports)
            case "junit": rendered = JUnitReporter().render(reports)
            default:
                rendered = TextReporter(useColor: useColor).render(reports, summary: !arguments.has("--quiet"))
                if arguments.has("--statistics") { rendered += Statistics.render(reports) }
                if fixedCount > 0 { rendered += "Fixed \(Summary.plural(fixedCount, "problem")) in \(Summary.plural(fixedFiles, "file")).\n" }
            }
            let readsStdinFix = fix && jobs.contains { if case .text = $0.input { return true } else { return false } }
            if let outputPath {
                do {
                    try AtomicFile.write(Array(rendered.utf8), to: outputPath)
                } catch {
                    Console.error("stacklint: error: \(error)\n")
                    return .failure
                }
            } else if readsStdinFix {
                Console.error(rendered)
            } else {
                Console.out(rendered)
            }
            if format != "text", arguments.has("--statistics") { Console.error(Statistics.render(reports)) }
        }

        for problem in discovered.problems { Console.error("stacklint: error: \(problem.path): \(problem.message)\n") }
        for failure in result.unreadable { Console.error("stacklint: error: \(failure.path): \(failure.message)\n") }
        if !discovered.problems.isEmpty || !result.unreadable.isEmpty || exit == .failure { return .failure }

        if diff { return diffs.isEmpty ? .success : .findings }
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
    /// `-` at most once, and `--stdin-filename` only with `-`.
    static func validateStandardInput(_ paths: [String], stdinName: String?) throws {
        if paths.filter({ $0 == "-" }).count > 1 {
            throw UsageError(message: "`-` (standard input) can be given only once")
        }
        if stdinName != nil, !paths.contains("-") {
            throw UsageError(message: "`--stdin-filename` names standard input; pass `-` to read it")
        }
    }

    static func collect(_ paths: [String], stdinName: String?) throws -> (inputs: [LintInput], problems: [FileDiscovery.Problem]) {
        try validateStandardInput(paths, stdinName: stdinName)
        let discovered = FileDiscovery.files(in: paths.filter { $0 != "-" })
        var inputs = discovered.files.map { LintInput.file(path: $0) }
        if paths.contains("-") {
            inputs.append(.text(bytes: Console.readInput(), name: stdinName ?? "<stdin>"))
        }
        return (inputs, discovered.problems)
    }
}

/// `--statistics`: findings counted per rule, most first.
enum Statistics {
    static func render(_ reports: [FileReport]) -> String {
        var counts: [String: (count: Int, severity: Severity)] = [:]
        for diagnostic in reports.flatMap(\.diagnostics) {
            counts[diagnostic.ruleID] = ((counts[diagnostic.ruleID]?.count ?? 0) + 1, diagnostic.severity)
        }
        let sorted = counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.key < $1.key }
        return sorted.map { "\(String($0.value.count).leftPadded(to: 5))  \($0.value.severity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \($0.key)\n" }.joined()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
