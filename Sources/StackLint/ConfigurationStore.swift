/// The configuration of each file: the closest `.stacklint.json` above it, each file
/// loaded once. The CLI and the language server share it.
public struct ConfigurationStore: Sendable {
    private var loaded: [String: Configuration] = [:]

    /// An empty store.
    public init() {}

    /// Forgets what was loaded (the files changed).
    public mutating func clear() { loaded.removeAll() }

    /// The configuration that applies to `path` (the defaults when there is none).
    public mutating func configuration(for path: String) throws -> Configuration {
        guard let found = ConfigurationLoader.discover(for: path) else { return Configuration() }
        if let configuration = loaded[found] { return configuration }
        let configuration = try ConfigurationLoader.load(found)
        loaded[found] = configuration
        return configuration
    }
}
