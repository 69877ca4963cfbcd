import Foundation

/// The developer commands (ruff's `ruff_dev`): they write, or with `--check` only compare,
/// the files generated from the code's declarations. Run from the package's root.
enum DevCommand {
    static let usage =
        "usage: stacklint-dev generate-schema|generate-config-docs|generate-all [--check]\n"
        + "       stacklint-dev ib-fidelity FILE.storyboard|FILE.xib...\n"
        + "  --check  write nothing; exit 1 when a checked-in file differs from what the code generates\n"

    /// The files each command generates.
    static func files(for command: String) -> [GeneratedFile]? {
        let schema = GeneratedFile(path: ConfigurationSchema.path) { _ in ConfigurationSchema.text }
        let configurationDocs = GeneratedFile(path: ConfigurationDocs.path, generate: ConfigurationDocs.updating)
        switch command {
        case "generate-schema": return [schema]
        case "generate-config-docs": return [configurationDocs]
        case "generate-all": return [schema, configurationDocs]
        default: return nil
        }
    }

    /// Runs a command line; returns the exit status (0 done or up to date, 1 stale, 2 usage or I/O).
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.first == "ib-fidelity" { return IBFidelity.run(Array(arguments.dropFirst())) }
        let checkOnly = arguments.contains("--check")
        let rest = arguments.filter { $0 != "--check" }
        guard rest.count == 1, let command = rest.first, let files = files(for: command) else {
            FileHandle.standardError.write(Data(usage.utf8))
            return 2
        }
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            FileHandle.standardError.write(
                Data("stacklint-dev: run it from the package's root (no Package.swift here)\n".utf8))
            return 2
        }
        var status: Int32 = 0
        for file in files {
            switch file.update(in: root, checkOnly: checkOnly) {
            case .unchanged:
                print("\(file.path): up to date")
            case .written:
                print("\(file.path): written")
            case .stale:
                print("\(file.path): stale; run `swift run stacklint-dev \(command)`")
                status = max(status, 1)
            case .failed(let reason):
                FileHandle.standardError.write(Data("stacklint-dev: \(reason)\n".utf8))
                status = 2
            }
        }
        return status
    }
}
