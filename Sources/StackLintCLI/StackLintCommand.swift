import StackLSP
import StackModel
import StackWorkspace

/// The `stacklint` command: dispatches to a subcommand and maps every failure to an exit code.
public enum StackLintCommand {
    static var subcommands: [String] { CommandReference.commands.map(\.name) }

    /// Runs the command with the arguments after the program name; returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        do {
            return try dispatch(arguments).rawValue
        } catch let error as UsageError {
            Console.error("stacklint: error: \(error.message)\nRun `stacklint --help` for usage.\n")
            return ExitCode.failure.rawValue
        } catch let error as CommandFailure {
            Console.error("stacklint: error: \(error.message)\n")
            return ExitCode.failure.rawValue
        } catch {
            Console.error("stacklint: internal error: \(error)\n")
            return ExitCode.failure.rawValue
        }
    }

    private static func dispatch(_ arguments: [String]) throws -> ExitCode {
        guard let first = arguments.first else { return try CheckCommand.run([]) }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "check": return try CheckCommand.run(rest)
        case "format": return try FormatCommand.run(rest)
        case "import": return try ImportCommand.run(rest)
        case "frames": return try FramesCommand.run(rest, mode: .frames)
        case "render": return try FramesCommand.run(rest, mode: .render)
        case "rules": return try RulesCommand.list(rest)
        case "explain": return try RulesCommand.explain(rest)
        case "config": return try ConfigCommand.run(rest)
        case "completions": return try Completions.run(rest)
        case "man":
            _ = try Arguments(rest, valued: [], flags: [])
            Console.out(ManPage.page)
            return .success
        case "lsp": return ExitCode(rawValue: CommandLineOptions.run(rest, programName: "stacklint lsp")) ?? .failure
        case "help", "--help", "-h":
            Console.out(HelpText.main)
            return .success
        case "version", "--version":
            Console.out("stacklint \(StackLintVersion.current)\n")
            return .success
        default:
            return try CheckCommand.run(arguments)
        }
    }
}
