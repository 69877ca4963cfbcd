import StackLint
import StackWorkspace

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

    static func collect(_ paths: [String], stdinName: String?) throws -> (
        inputs: [LintInput], problems: [FileDiscovery.Problem]
    ) {
        try validateStandardInput(paths, stdinName: stdinName)
        let discovered = FileDiscovery.files(in: paths.filter { $0 != "-" })
        var inputs = discovered.files.map { LintInput.file(path: $0) }
        if paths.contains("-") {
            inputs.append(.text(bytes: Console.readInput(), name: stdinName ?? "<stdin>"))
        }
        return (inputs, discovered.problems)
    }
}
