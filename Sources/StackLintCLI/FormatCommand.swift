#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackDiagnostics
import StackFormatter
import StackLint
import StackPersistence
import StackReports
import StackSyntax
import StackWorkspace

/// `stacklint format [--check | --diff] [PATHS]`.
struct FormatCommand {
    static let valued: Set<String> = ["--stdin-filename", "--config"]
    static let flagNames: Set<String> = [
        "--check", "--diff", "--help", "--no-color", "--force-exclude", "--isolated", "--quiet",
    ]

    static func run(_ rawArguments: [String]) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, valued: valued, flags: flagNames)
        if arguments.has("--help") {
            Console.out(HelpText.format)
            return .success
        }
        if arguments.has("--isolated"), arguments.value("--config") != nil {
            throw UsageError(message: "`--isolated` ignores every configuration file, so it cannot go with `--config`")
        }
        // `--diff` checks too, printing what would change instead of naming the file (Ruff's `format --diff`).
        let diff = arguments.has("--diff")
        let check = arguments.has("--check") || diff
        let quiet = arguments.has("--quiet")
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let mode: ConfigurationResolver.Mode =
            arguments.has("--isolated") ? .isolated : arguments.value("--config").map { .file($0) } ?? .discover
        let collected: (inputs: [ConfiguredInput], problems: [FileDiscovery.Problem], excludedInput: [UInt8]?)
        do {
            collected = try ConfiguredInput.collect(
                paths, stdinName: arguments.value("--stdin-filename"), mode: mode,
                forceExclude: arguments.has("--force-exclude"), kinds: [.stack])
        } catch let error as ConfigurationError {
            Console.error("stacklint: error: \(error)\n")
            return .failure
        }
        if let excluded = collected.excludedInput, !check {
            // Excluded standard input passes through unchanged: an editor replaces its buffer with it.
            Console.out(String(decoding: excluded, as: UTF8.self))
        }
        var exit = ExitCode.success
        var changed: [String] = []
        var unchanged = 0
        var notWritten = 0

        for problem in collected.problems {
            Console.error(
                "stacklint: \(problem.level.rawValue): \(QuotedPath.quoted(problem.path)): \(problem.message)\n")
            if problem.level == .error { exit = .failure }
        }
        if collected.inputs.isEmpty, !collected.problems.contains(where: { $0.level == .error }),
            collected.excludedInput == nil
        {
            Console.error("stacklint: warning: no .stack files found in \(paths.joined(separator: ", "))\n")
            return .success
        }
        let display = PathDisplay(from: FileManager.default.currentDirectoryPath)
        for input in collected.inputs.map(\.input) {
            let name: String
            let bytes: [UInt8]
            var snapshot: FileSnapshot?
            switch input {
            case .text(let text, let stdinName):
                name = stdinName
                bytes = text
            case .file(let path):
                name = path
                switch InputReader.readStamped(path) {
                case .success(let read):
                    bytes = read.bytes
                    snapshot = FileSnapshot(stamp: read.stamp, bytes: read.bytes)
                case .failure(let failure):
                    Console.error("stacklint: error: \(QuotedPath.quoted(path)): \(failure.message)\n")
                    exit = .failure
                    continue
                }
            }
            let source = SourceText(bytes: bytes)
            let formatted: String
            do {
                formatted = try Formatter.format(source)
            } catch FormatError.invalidUTF8(let issues) {
                let report = FileReport(path: name, source: source, diagnostics: issues.map(Diagnostic.init))
                Console.error(
                    "stacklint: error: cannot format \(QuotedPath.quoted(name)): it is not valid UTF-8; nothing was written\n"
                )
                Console.error(TextReporter(useColor: false).render([report], summary: false))
                if exit == .success { exit = .findings }
                continue
            } catch FormatError.syntaxErrors(let issues) {
                let report = FileReport(path: name, source: source, diagnostics: issues.map(Diagnostic.init))
                Console.error(
                    "stacklint: error: cannot format \(QuotedPath.quoted(name)): it has syntax errors; nothing was written\n"
                )
                Console.error(TextReporter(useColor: false).render([report], summary: false))
                if exit == .success { exit = .findings }
                continue
            } catch {
                Console.error("stacklint: error: cannot format \(QuotedPath.quoted(name)): \(error)\n")
                exit = .failure
                continue
            }
            let output = Array(formatted.utf8)
            if case .text = input, !check {
                Console.out(formatted)
                continue
            }
            guard output != bytes else { unchanged += 1; continue }
            if check {
                changed.append(name)
                if diff {
                    let shown = QuotedPath.quoted(display.shown(name))
                    Console.out(UnifiedDiff.make(String(decoding: bytes, as: UTF8.self), formatted, path: shown))
                } else {
                    Console.out("would reformat \(QuotedPath.quoted(name))\n")
                }
                if exit == .success { exit = .findings }
                continue
            }
            do {
                guard let snapshot else { continue }
                // Only over the file that was read: an edit saved meanwhile is kept.
                try AtomicFile.replace(name, expecting: snapshot, with: output)
                changed.append(name)
            } catch {
                // A file that was not written is not counted as reformatted.
                Console.error("stacklint: error: \(error)\n")
                notWritten += 1
                exit = .failure
            }
        }
        // Standard input formatted to standard output has no summary (the output is the text);
        // with --check, standard input is counted like a file.
        let counted = collected.inputs.filter { if case .file = $0.input { return true } else { return check } }.count
        if counted > 0, !quiet {
            let verb = check ? "would be reformatted" : "reformatted"
            let failed = notWritten > 0 ? ", \(Summary.plural(notWritten, "file")) not written" : ""
            Console.error(
                "\(Summary.plural(changed.count, "file")) \(verb), \(Summary.plural(unchanged, "file")) left unchanged\(failed)\n"
            )
        }
        return exit
    }
}
