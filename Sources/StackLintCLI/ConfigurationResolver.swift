#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackWorkspace

/// Finds the configuration of each file: `--isolated` (none), `--config FILE` (that one),
/// or the closest `.stacklint.json` above the file (a ``ConfigurationStore``).
struct ConfigurationResolver {
    enum Mode {
        case discover
        case file(String)
        case isolated
    }

    let mode: Mode
    private var store = ConfigurationStore()
    private let fixed: Configuration?

    init(mode: Mode) throws {
        self.mode = mode
        switch mode {
        case .discover: fixed = nil
        case .isolated: fixed = Configuration()
        case .file(let path): fixed = try ConfigurationLoader.load(path)
        }
    }

    /// The configuration for a file (or for standard input named `path`).
    mutating func configuration(for path: String) throws -> Configuration {
        if let fixed { return fixed }
        return try store.configuration(for: path)
    }
}
