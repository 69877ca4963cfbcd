#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import Dispatch
import StackPlatform
import StackReports
import StackWorkspace

/// `check --watch`: lints, then polls the watched files (``WatchedFiles``) and lints again
/// after each change, printing a fresh report below the last one (nothing is cleared), until
/// Ctrl-C (SIGINT) or SIGTERM, which end it with exit code 0. The terminal's modes are never
/// changed, so there is nothing to restore.
enum WatchMode {
    /// How long the watch sleeps between polls.
    static let pollInterval = DispatchTimeInterval.milliseconds(500)

    /// Options that cannot go with `--watch`, and why: each either writes files on every
    /// change (which would lint again, under the user's editor) or has no report to repeat.
    static func refusal(_ options: CheckOptions) -> String? {
        if options.fix {
            return
                "`--watch` cannot go with `--fix`: fixing would rewrite the files being edited at each save (run `stacklint check --fix` once)"
        }
        if options.diff { return "`--watch` cannot go with `--diff`: run `stacklint check --diff` once" }
        if options.writeBaselinePath != nil {
            return "`--watch` cannot go with `--write-baseline`: it would record each new finding as it appears"
        }
        if options.outputPath != nil {
            return "`--watch` prints each report to the terminal; it cannot go with `--output`"
        }
        if !options.format.isText {
            return "`--watch` prints the text report; it cannot go with `--format \(options.format.rawValue)`"
        }
        if options.paths.contains("-") { return "`--watch` watches files; it cannot read standard input (`-`)" }
        if options.showFiles || options.showSettings != nil {
            return "`--show-files` and `--show-settings` print and stop: they cannot go with `--watch`"
        }
        return nil
    }

    /// Watches until stopped; `check` is one lint of the options, printing its report.
    static func run(_ options: CheckOptions, check: (CheckOptions) throws -> ExitCode) throws -> ExitCode {
        let stop = DispatchSemaphore(value: 0)
        // The default action would end the process in the middle of a report; the signals are
        // taken as events instead, and the watch ends between two lints.
        let sources = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            return source
        }
        defer { for source in sources { source.cancel() } }

        var watched = try watch(options)
        Console.error(
            "stacklint: watching \(options.paths.map(QuotedPath.quoted).joined(separator: ", ")) for changes (Ctrl-C to stop)\n"
        )
        _ = try check(options)
        while stop.wait(timeout: .now() + pollInterval) == .timedOut {
            let now = try watch(options)
            let changed = now.changes(since: watched)
            guard !changed.isEmpty else { continue }
            watched = now
            let what =
                changed.count == 1
                ? QuotedPath.quoted(PathDisplay(from: FileManager.default.currentDirectoryPath).shown(changed[0]))
                : Summary.plural(changed.count, "file")
            Console.error("\nstacklint: \(what) changed; linting again\n")
            _ = try check(options)
        }
        Console.error("stacklint: stopped watching\n")
        return .success
    }

    private static func watch(_ options: CheckOptions) throws -> WatchedFiles {
        do {
            return try WatchedFiles(options.paths, configurationMode: options.configurationMode)
        } catch {
            throw CommandFailure(message: error.message)
        }
    }
}
