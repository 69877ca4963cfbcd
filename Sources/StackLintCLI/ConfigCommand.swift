#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackReports
import StackWorkspace

/// `stacklint config check [FILE]`: validates a configuration (and what it extends).
struct ConfigCommand {
    static func run(_ rawArguments: [String]) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, valued: [], flags: ["--help"])
        guard arguments.positionals.first == "check", arguments.positionals.count <= 2 else {
            throw UsageError(message: "usage: stacklint config check [FILE]")
        }
        let path =
            arguments.positionals.count == 2
            ? arguments.positionals[1]
            : ConfigurationLoader.discover(for: FileManager.default.currentDirectoryPath + "/x.stack")
        guard let path else {
            Console.error("stacklint: no \(Configuration.fileName) here or above; the defaults apply\n")
            return .success
        }
        // Every mistake, not only the first: one run shows all there is to fix.
        let (configuration, problems) = ConfigurationLoader.validate(path)
        guard problems.isEmpty else {
            for problem in problems { Console.error("stacklint: error: \(problem)\n") }
            Console.error("\(QuotedPath.quoted(path)): \(Summary.plural(problems.count, "error")) found\n")
            return .failure
        }
        Console.out(
            "\(QuotedPath.quoted(path)): valid (\(configuration.sources.count) file\(configuration.sources.count == 1 ? "" : "s") read)\n"
        )
        return .success
    }
}
