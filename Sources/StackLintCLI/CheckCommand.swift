#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackDiagnostics
import StackLint
import StackPersistence
import StackReports
import StackSyntax
import StackWorkspace

/// `stacklint [check] [OPTIONS] [PATHS]`: lint, fix and report.
enum CheckCommand {
    /// What fixing did to the reports.
    private struct FixOutcome {
        /// The reports of the inputs that were read, each under its shown path.
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
        if options.watch {
            if let refusal = WatchMode.refusal(options) { throw UsageError(message: refusal) }
            return try WatchMode.run(options, check: check)
        }
        return try check(options)
    }

    /// One lint of the options: the report printed or written, and the exit code.
    private static func check(_ options: CheckOptions) throws -> ExitCode {
        let workingDirectory = FileManager.default.currentDirectoryPath
        if let file = options.showSettings {
            do {
                var resolver = try ConfigurationResolver(mode: options.configurationMode)
                Console.out(SettingsReport.render(try resolver.configuration(for: file), for: file))
                return .success
            } catch let error as ConfigurationError {
                Console.error("stacklint: error: \(error)\n")
                return .failure
            }
        }
        let changed = try options.since.map { try ChangedLines.since($0, in: workingDirectory) }
        var baselines: BaselineChoice?
        do {
            baselines = try options.baselinePath.map { try BaselineChoice(commandLine: $0) }
        } catch let error as Baseline.LoadError {
            Console.error("stacklint: error: \(error)\n")
            return .failure
        }
        let inputs: [ConfiguredInput]
        let discoveryProblems: [FileDiscovery.Problem]
        do {
            (inputs, discoveryProblems, _) = try ConfiguredInput.collect(
                options.paths, stdinName: options.stdinName,
                mode: options.configurationMode, forceExclude: options.forceExclude)
        } catch let error as ConfigurationError {
            Console.error("stacklint: error: \(error)\n")
            return .failure
        }
        // Each input's path as the reports show it, worked out once.
        let display = PathDisplay(from: workingDirectory)
        let shownPaths = inputs.map { item -> String in
            switch item.input {
            case .file(let path): return display.shown(path)
            case .text(_, let name): return name == "<stdin>" ? name : display.shown(name)
            }
        }
        if options.showFiles {
            for (item, shown) in zip(inputs, shownPaths) {
                if case .file = item.input { Console.out(QuotedPath.quoted(shown) + "\n") }
            }
            for problem in discoveryProblems {
                Console.error(
                    "stacklint: \(problem.level.rawValue): \(QuotedPath.quoted(problem.path)): \(problem.message)\n")
            }
            return discoveryProblems.contains { $0.level == .error } ? .failure : .success
        }
        if inputs.isEmpty {
            // Nothing to lint: one clear message, not an empty report before it.
            for problem in discoveryProblems {
                Console.error(
                    "stacklint: \(problem.level.rawValue): \(QuotedPath.quoted(problem.path)): \(problem.message)\n")
            }
            if discoveryProblems.contains(where: { $0.level == .error }) { return .failure }
            Console.error(
                "stacklint: warning: no .stack, .xib or .storyboard files found in \(options.paths.joined(separator: ", "))\n"
            )
            if !options.format.isText,
                !write(
                    options.format.render([], useColor: false, summary: false), options: options,
                    fixesStandardInput: false)
            {
                return .failure
            }
            return .success
        }

        if baselines == nil {
            // No `--baseline`: each file's configuration may name one.
            do {
                baselines = try BaselineChoice(
                    configuredFor: inputs, shownPaths: shownPaths, workingDirectory: workingDirectory)
            } catch let error as Baseline.LoadError {
                Console.error("stacklint: error: \(error)\n")
                return .failure
            }
        }
        if options.strictBaseline, baselines?.isEmpty ?? true {
            throw UsageError(message: "`--strict-baseline` goes with `--baseline FILE` or a configured `baseline`")
        }

        let inputFiles = inputs.compactMap { item -> String? in
            if case .file(let path) = item.input { return path } else { return nil }
        }
        if let outputPath = options.outputPath {
            try OutputGuard.refuseInput(outputPath, option: "-o", inputs: inputFiles)
        }
        if let path = options.writeBaselinePath {
            try OutputGuard.refuseInput(path, option: "--write-baseline", inputs: inputFiles)
        }
        var caches = options.useCache ? LintCaches(directoryOption: options.cacheDirectory) : nil
        // One analyzer for each distinct settings (most runs have one): making one lists
        // the enabled rules, work that a file each would repeat for nothing.
        var analyzers: [(settings: RuleSettings, analyzer: Analyzer)] = []
        let jobs = inputs.map { item -> LintJob in
            var cache: LintCache?
            if case .file = item.input { cache = caches?.cache(for: item.configuration) }
            let settings = item.configuration.settings
            let analyzer: Analyzer
            if let made = analyzers.firstIndex(where: { $0.settings == settings }) {
                analyzer = analyzers[made].analyzer
            } else {
                analyzer = Analyzer(settings: settings)
                analyzers.append((settings, analyzer))
            }
            return LintJob(input: item.input, analyzer: analyzer, cache: cache)
        }
        let result = lint(jobs)
        if var used = caches {
            for (index, outcome) in result.results.enumerated() {
                guard let outcome, !outcome.fromCache, case .file = jobs[index].input else { continue }
                used.store(
                    path: outcome.report.path, hash: outcome.hash, diagnostics: outcome.report.diagnostics,
                    configuration: inputs[index].configuration)
            }
            used.save()
        }

        let fixing = applyFixes(result.results, jobs: jobs, shownPaths: shownPaths, options: options)
        var reports = ReportFilters.shown(fixing.reports, selection: options.selection)
        if let path = options.writeBaselinePath {
            do {
                let count = try ReportFilters.writeBaseline(reports, to: path, workingDirectory: workingDirectory)
                Console.error(
                    "stacklint: wrote \(Summary.plural(count, "finding")) to the baseline \(QuotedPath.quoted(path))\n")
            } catch {
                Console.error("stacklint: error: \(error)\n")
                return .failure
            }
        }
        var baselineNote: BaselineNote?
        if let baselines { (reports, baselineNote) = baselines.apply(to: reports, workingDirectory: workingDirectory) }
        if let changed { reports = ReportFilters.changedOnly(reports, changed, workingDirectory: workingDirectory) }

        let summary = Summary(reports)
        if options.quiet {
            reports = reports.map {
                FileReport(
                    path: $0.path, source: $0.source, diagnostics: $0.diagnostics.filter { $0.severity == .error })
            }
        }
        if options.diff {
            Console.out(fixing.diffs)
        } else {
            let readsStandardInput = inputs.contains { if case .text = $0.input { return true } else { return false } }
            let docsURL = inputs.lazy.compactMap(\.configuration.docsURL).first
            var rendered = report(reports, fixing: fixing, options: options, docsURL: docsURL)
            if let baselineNote, !options.quiet {
                if options.format.isText { rendered += baselineNote.text } else { Console.error(baselineNote.text) }
            }
            guard write(rendered, options: options, fixesStandardInput: options.fix && readsStandardInput) else {
                return .failure
            }
        }

        if options.fix || options.diff, !options.unsafeFixes {
            // Ruff's hint: fixes left out because they change the layout.
            let hidden = fixing.reports.flatMap(\.diagnostics).filter {
                !$0.fixes.isEmpty && $0.fixes.allSatisfy { $0.safety == .unsafe }
            }.count
            if hidden > 0 {
                Console.error(
                    "stacklint: \(Summary.plural(hidden, "unsafe fix", plural: "unsafe fixes")) not applied: they change the layout (add --unsafe-fixes to apply them)\n"
                )
            }
        }
        for problem in discoveryProblems {
            Console.error(
                "stacklint: \(problem.level.rawValue): \(QuotedPath.quoted(problem.path)): \(problem.message)\n")
        }
        for failure in result.unreadable {
            Console.error("stacklint: error: \(QuotedPath.quoted(failure.path)): \(failure.message)\n")
        }
        if discoveryProblems.contains(where: { $0.level == .error }) || !result.unreadable.isEmpty || fixing.writeFailed
        {
            return .failure
        }
        if options.exitZero { return .success }
        if options.strictBaseline, let baselineNote, !baselineNote.fixed.isEmpty {
            Console.error(
                "stacklint: --strict-baseline: \(Summary.plural(baselineNote.fixed.count, "baseline entry", plural: "baseline entries")) no longer found; prune the baseline\n"
            )
            return .findings
        }
        return exitCode(summary, fixing: fixing, options: options)
    }

    /// Lints the jobs, in batches so that a terminal can show progress between them.
    private static func lint(_ jobs: [LintJob]) -> (
        results: [LintJobResult?], unreadable: [(path: String, message: String)]
    ) {
        var progress = Progress()
        var results: [LintJobResult?] = []
        var unreadable: [(path: String, message: String)] = []
        var start = 0
        // Batches only where a progress line can show: each batch ends with a core idle
        // while the other finishes its last file.
        let filesPerBatch =
            progress.enabled ? Progress.batchSize * ProcessInfo.processInfo.activeProcessorCount : jobs.count
        while start < jobs.count {
            let end = min(jobs.count, start + max(1, filesPerBatch))
            let batch = LintRunner().run(Array(jobs[start..<end]))
            results += batch.results
            unreadable += batch.unreadable
            start = end
            progress.update(start, of: jobs.count)
        }
        progress.finish()
        unreadable.sort { $0.path < $1.path }
        return (results, unreadable)
    }

    /// `--fix` writes each file's fixes (standard input's go to standard output); `--diff`
    /// collects them as a unified diff. Without either, the reports pass through. Only safe
    /// fixes apply unless `--unsafe-fixes`; `--diff` marks the unsafe ones it shows.
    /// `shownPaths[i]` is the path the reports show for `jobs[i]`.
    private static func applyFixes(
        _ found: [LintJobResult?], jobs: [LintJob], shownPaths: [String], options: CheckOptions
    ) -> FixOutcome {
        var outcome = FixOutcome()
        for (index, result) in found.enumerated() {
            guard let result else { continue }
            var report = result.report
            let shownPath = shownPaths[index]
            defer {
                report.path = shownPath
                outcome.reports.append(report)
            }
            let selection = options.selection
            guard options.fix || options.diff,
                report.diagnostics.contains(where: { !$0.fixes.isEmpty && selection.reports($0.ruleID) })
            else {
                continue
            }
            guard !report.source.hasInvalidUTF8 else {
                // Its fixes are strings: written back, they would replace the invalid bytes.
                Console.error(
                    "stacklint: error: cannot fix \(QuotedPath.quoted(report.path)): it is not valid UTF-8; no fix was applied\n"
                )
                continue
            }
            let fixed = FixApplier.fixAll(
                report.source, analyzer: jobs[index].analyzer, diagnostics: report.diagnostics,
                includeUnsafe: options.unsafeFixes, applies: selection.reports)
            guard fixed.applied > 0, fixed.bytes != report.source.bytes else { continue }
            if options.diff {
                if options.unsafeFixes {
                    let unsafe = report.diagnostics.filter {
                        $0.fixes.first?.safety == .unsafe && selection.reports($0.ruleID)
                    }
                    for diagnostic in unsafe {
                        let line = report.source.location(of: diagnostic.range.start, unit: .scalars).line + 1
                        outcome.diffs +=
                            "# unsafe fix (changes the layout): \(QuotedPath.quoted(shownPath)):\(line): \(diagnostic.fixes[0].title) [\(diagnostic.ruleID)]\n"
                    }
                }
                outcome.diffs += UnifiedDiff.make(
                    String(decoding: report.source.bytes, as: UTF8.self),
                    String(decoding: fixed.bytes, as: UTF8.self),
                    path: report.path == "<stdin>" ? report.path : QuotedPath.quoted(shownPath))
                continue
            }
            if case .file(let path) = jobs[index].input, let stamp = result.stamp {
                do {
                    // Only over the file that was read: an edit saved meanwhile is kept.
                    try AtomicFile.replace(
                        path, expecting: FileSnapshot(stamp: stamp, bytes: report.source.bytes), with: fixed.bytes)
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
    private static func report(_ reports: [FileReport], fixing: FixOutcome, options: CheckOptions, docsURL: String?)
        -> String
    {
        // With `--statistics` the text report is the table alone, as Ruff prints it.
        let listsFindings = !(options.format.isText && options.statistics)
        var rendered =
            listsFindings
            ? options.format.render(reports, useColor: options.useColor, summary: !options.quiet, docsURL: docsURL) : ""
        if options.format.isText {
            if options.statistics { rendered += Statistics.render(reports) }
            if fixing.fixedProblems > 0 {
                rendered +=
                    "Fixed \(Summary.plural(fixing.fixedProblems, "problem")) in \(Summary.plural(fixing.fixedFiles, "file")).\n"
            }
        } else if options.statistics {
            Console.error(Statistics.render(reports))
        }
        return rendered
    }

    /// Writes the report to `--output`, standard error (when the fixed text of standard
    /// input takes standard output) or standard output; false when the file cannot be written.
    private static func write(_ rendered: String, options: CheckOptions, fixesStandardInput: Bool) -> Bool {
        if let outputPath = options.outputPath, outputPath != "-" {
            do {
                // Like Ruff's --output-file, the report's folder is made when missing.
                let folder = FilePath.directory(of: outputPath)
                if !folder.isEmpty {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                }
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
            Console.error(
                "stacklint: \(Summary.plural(summary.warnings, "warning")), more than --max-warnings \(maxWarnings)\n")
            return .findings
        }
        return .success
    }
}
