import Foundation
import StackLint
import StackSyntax

/// `stacklint [check] [OPTIONS] [PATHS]`: lint, fix and report.
enum CheckCommand {
    /// An input with the configuration that applies to it.
    private struct ConfiguredInput {
        var input: LintInput
        var configuration: Configuration
    }

    /// What fixing did to the reports.
    private struct FixOutcome {
        var reports: [FileReport] = []
        var fixedProblems = 0
        var fixedFiles = 0
        var diffs = ""
        var writeFailed = false
    }

    static func run(_ rawArguments: [String]) throws -> ExitCode {
        let options = try CheckOptions(rawArguments)
        if options.help {
            Console.out(HelpText.main)
            return .success
        }
        let inputs: [ConfiguredInput]
        let discoveryProblems: [FileDiscovery.Problem]
        do {
            (inputs, discoveryProblems) = try configuredInputs(options)
        } catch let error as ConfigurationError {
            Console.error("stacklint: error: \(error)\n")
            return .failure
        }

        var caches = LintCaches(directoryOption: options.cacheDirectory)
        let jobs = inputs.map { item -> LintJob in
            var cache: LintCache?
            if options.useCache, case .file = item.input { cache = caches.cache(for: item.configuration) }
            return LintJob(input: item.input, analyzer: Analyzer(settings: item.configuration.settings), cache: cache)
        }
        let result = LintRunner().run(jobs)
        if options.useCache {
            for (index, outcome) in result.results.enumerated() {
                guard let outcome, !outcome.fromCache, case .file = jobs[index].input else { continue }
                caches.store(path: outcome.report.path, hash: outcome.hash, diagnostics: outcome.report.diagnostics,
                             configuration: inputs[index].configuration)
            }
            caches.save()
        }

        let fixing = applyFixes(result.results.map { $0?.report }, jobs: jobs, options: options)
        var reports = fixing.reports.sorted { $0.path < $1.path }
        let summary = Summary(reports)
        if options.quiet {
            reports = reports.map { FileReport(path: $0.path, source: $0.source, diagnostics: $0.diagnostics.filter { $0.severity == .error }) }
        }
        if options.diff {
            Console.out(fixing.diffs)
        } else {
            let readsStandardInput = inputs.contains { if case .text = $0.input { return true } else { return false } }
            guard write(report(reports, fixing: fixing, options: options), options: options, fixesStandardInput: options.fix && readsStandardInput) else {
                return .failure
            }
        }

        for problem in discoveryProblems { Console.error("stacklint: error: \(problem.path): \(problem.message)\n") }
        for failure in result.unreadable { Console.error("stacklint: error: \(failure.path): \(failure.message)\n") }
        if !discoveryProblems.isEmpty || !result.unreadable.isEmpty || fixing.writeFailed { return .failure }
        return exitCode(summary, fixing: fixing, options: options)
    }

    /// The files to lint (those found by walking pass `include`/`exclude`; named ones always
    /// do) and standard input, each with its configuration.
    private static func configuredInputs(_ options: CheckOptions) throws -> ([ConfiguredInput], [FileDiscovery.Problem]) {
        var resolver = try ConfigurationResolver(mode: options.configurationMode)
        let discovered = FileDiscovery.discover(options.paths.filter { $0 != "-" })
        var inputs: [ConfiguredInput] = []
        for file in discovered.files {
            let configuration = try resolver.configuration(for: file.path)
            if file.explicit || configuration.includes(file.path) {
                inputs.append(ConfiguredInput(input: .file(path: file.path), configuration: configuration))
            }
        }
        if options.paths.contains("-") {
            let configuration = try resolver.configuration(for: options.stdinName ?? "stdin.stack")
            inputs.append(ConfiguredInput(input: .text(bytes: Console.readInput(), name: options.stdinName ?? "<stdin>"),
                                          configuration: configuration))
        }
        return (inputs, discovered.problems)
    }

    /// `--fix` writes each file's fixes (standard input's go to standard output); `--diff`
    /// collects them as a unified diff. Without either, the reports pass through.
    private static func applyFixes(_ found: [FileReport?], jobs: [LintJob], options: CheckOptions) -> FixOutcome {
        var outcome = FixOutcome()
        for (index, report) in found.enumerated() {
            guard var report else { continue }
            defer { outcome.reports.append(report) }
            guard options.fix || options.diff, report.diagnostics.contains(where: { !$0.fixes.isEmpty }) else { continue }
            let fixed = FixApplier.fixAll(report.source, analyzer: jobs[index].analyzer, diagnostics: report.diagnostics)
            guard fixed.applied > 0, fixed.bytes != report.source.bytes else { continue }
            if options.diff {
                outcome.diffs += UnifiedDiff.make(String(decoding: report.source.bytes, as: UTF8.self),
                                                  String(decoding: fixed.bytes, as: UTF8.self), path: report.path)
                continue
            }
            if case .file(let path) = jobs[index].input {
                do {
                    try AtomicFile.write(fixed.bytes, to: path)
                } catch {
                    Console.error("stacklint: error: \(error)\n")
                    outcome.writeFailed = true
                    continue
                }
                outcome.fixedFiles += 1
            } else {
                // Standard input: the fixed text goes to standard output, the report to standard error.
                Console.out(String(decoding: fixed.bytes, as: UTF8.self))
            }
            outcome.fixedProblems += fixed.applied
            report = FileReport(path: report.path, source: SourceText(bytes: fixed.bytes), diagnostics: fixed.remaining)
        }
        return outcome
    }

    /// The report in the chosen format, with the text format's statistics and fix count.
    private static func report(_ reports: [FileReport], fixing: FixOutcome, options: CheckOptions) -> String {
        var rendered = options.format.render(reports, useColor: options.useColor, summary: !options.quiet)
        if options.format == .text {
            if options.statistics { rendered += Statistics.render(reports) }
            if fixing.fixedProblems > 0 {
                rendered += "Fixed \(Summary.plural(fixing.fixedProblems, "problem")) in \(Summary.plural(fixing.fixedFiles, "file")).\n"
            }
        } else if options.statistics {
            Console.error(Statistics.render(reports))
        }
        return rendered
    }

    /// Writes the report to `--output`, standard error (when the fixed text of standard
    /// input takes standard output) or standard output; false when the file cannot be written.
    private static func write(_ rendered: String, options: CheckOptions, fixesStandardInput: Bool) -> Bool {
        if let outputPath = options.outputPath {
            do {
                try AtomicFile.write(Array(rendered.utf8), to: outputPath)
            } catch {
                Console.error("stacklint: error: \(error)\n")
                return false
            }
        } else if fixesStandardInput {
            Console.error(rendered)
        } else {
            Console.out(rendered)
        }
        return true
    }

    /// 1 for errors, too many warnings or (with `--diff`) files to change; else 0.
    private static func exitCode(_ summary: Summary, fixing: FixOutcome, options: CheckOptions) -> ExitCode {
        if options.diff { return fixing.diffs.isEmpty ? .success : .findings }
        if summary.errors > 0 { return .findings }
        if let maxWarnings = options.maxWarnings, summary.warnings > maxWarnings {
            Console.error("stacklint: \(Summary.plural(summary.warnings, "warning")), more than --max-warnings \(maxWarnings)\n")
            return .findings
        }
        return .success
    }
}
