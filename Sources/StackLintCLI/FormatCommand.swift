import Foundation
import StackFormatter
import StackLint
import StackSyntax

/// `stacklint format [--check] [PATHS]`.
struct FormatCommand {
    static func run(_ rawArguments: [String]) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, valued: ["--stdin-filename"], flags: ["--check", "--help", "--no-color"])
        if arguments.has("--help") {
            Console.out(HelpText.format)
            return .success
        }
        let check = arguments.has("--check")
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let inputs = try Inputs.collect(paths, stdinName: arguments.value("--stdin-filename"))
        var exit = ExitCode.success
        var changed: [String] = []
        var unchanged = 0

        for problem in inputs.problems {
            Console.error("stacklint: error: \(problem.path): \(problem.message)\n")
            exit = .failure
        }
        for input in inputs.inputs {
            let name: String
            let bytes: [UInt8]
            switch input {
            case .text(let text, let stdinName):
                name = stdinName
                bytes = text
            case .file(let path):
                name = path
                switch InputReader.read(path) {
                case .success(let read): bytes = read
                case .failure(let failure):
                    Console.error("stacklint: error: \(path): \(failure.message)\n")
                    exit = .failure
                    continue
                }
            }
            let source = SourceText(bytes: bytes)
            let formatted: String
            do {
                formatted = try Formatter.format(source)
            } catch FormatError.syntaxErrors(let diagnostics) {
                let report = FileReport(path: name, source: source, diagnostics: diagnostics)
                Console.error("stacklint: error: cannot format \(name): it has syntax errors; nothing was written\n")
                Console.error(TextReporter(useColor: false).render([report], summary: false))
                if exit == .success { exit = .findings }
                continue
            } catch {
                Console.error("stacklint: error: cannot format \(name): \(error)\n")
                exit = .failure
                continue
            }
            let output = Array(formatted.utf8)
            if case .text = input {
                if check {
                    if output != bytes { changed.append(name); if exit == .success { exit = .findings } }
                } else {
                    Console.out(formatted)
                }
                continue
            }
            guard output != bytes else { unchanged += 1; continue }
            changed.append(name)
            if check {
                Console.out("would reformat \(name)\n")
                if exit == .success { exit = .findings }
                continue
            }
            do {
                try AtomicFile.write(output, to: name)
            } catch {
                Console.error("stacklint: error: \(error)\n")
                exit = .failure
            }
        }
        let fileCount = inputs.inputs.filter { if case .file = $0 { return true } else { return false } }.count
        if fileCount > 0 {
            let verb = check ? "would be reformatted" : "reformatted"
            Console.error("\(Summary.plural(changed.count, "file")) \(verb), \(Summary.plural(unchanged, "file")) left unchanged\n")
        }
        return exit
    }
}
