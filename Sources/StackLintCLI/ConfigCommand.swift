import Foundation
import StackLint

/// `stacklint config check [FILE]`: validates a configuration (and what it extends).
struct ConfigCommand {
    static func run(_ rawArguments: [String]) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, valued: [], flags: ["--help"])
        guard arguments.positionals.first == "check", arguments.positionals.count <= 2 else {
            throw UsageError(message: "usage: stacklint config check [FILE]")
        }
        let path = arguments.positionals.count == 2 ? arguments.positionals[1]
            : ConfigurationLoader.discover(for: FileManager.default.currentDirectoryPath + "/x.stack")
        guard let path else {
            Console.error("stacklint: no \(Configuration.fileName) here or above; the defaults apply\n")
            return .success
        }
        do {
            let configuration = try ConfigurationLoader.load(path)
            Console.out("\(path): valid (\(configuration.sources.count) file\(configuration.sources.count == 1 ? "" : "s") read)\n")
            return .success
        } catch let error as ConfigurationError {
            Console.error("stacklint: error: \(error)\n")
            return .failure
        }
    }
}
