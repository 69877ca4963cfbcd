import StackLint
import StackWorkspace

/// An input with the configuration that applies to it: what `check` and `format` work on.
struct ConfiguredInput {
    var input: LintInput
    var configuration: Configuration

    /// The files named or found (those found by walking pass `include`/`exclude`; named ones
    /// always do, unless `--force-exclude` and `exclude` matches them, as in Ruff) and
    /// standard input (skipped under `--force-exclude` when its `--stdin-filename` is
    /// excluded), each with its configuration.
    /// `excludedInput` holds standard input when `--force-exclude` skipped it (`format`
    /// passes it through unchanged, as an editor expects).
    static func collect(
        _ paths: [String], stdinName: String?, mode: ConfigurationResolver.Mode,
        forceExclude: Bool, kinds: Set<DocumentKind> = Set(DocumentKind.allCases)
    ) throws -> (inputs: [ConfiguredInput], problems: [FileDiscovery.Problem], excludedInput: [UInt8]?) {
        try Inputs.validateStandardInput(paths, stdinName: stdinName)
        var resolver = try ConfigurationResolver(mode: mode)
        let discovered = FileDiscovery.discover(paths.filter { $0 != "-" }, kinds: kinds)
        var inputs: [ConfiguredInput] = []
        var excludedInput: [UInt8]?
        for file in discovered.files {
            let configuration = try resolver.configuration(for: file.path)
            let linted =
                file.explicit ? !(forceExclude && configuration.excludes(file.path)) : configuration.includes(file.path)
            if linted {
                inputs.append(ConfiguredInput(input: .file(path: file.path), configuration: configuration))
            }
        }
        if paths.contains("-") {
            let configuration = try resolver.configuration(for: stdinName ?? "stdin.stack")
            let bytes = Console.readInput()
            if forceExclude, stdinName.map(configuration.excludes) == true {
                excludedInput = bytes
            } else {
                inputs.append(
                    ConfiguredInput(
                        input: .text(bytes: bytes, name: stdinName ?? "<stdin>"), configuration: configuration))
            }
        }
        return (inputs, discovered.problems, excludedInput)
    }
}
