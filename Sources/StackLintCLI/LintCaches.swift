import StackLint
import StackSyntax

/// The lint caches of one run, one per cache directory and configuration fingerprint.
struct LintCaches {
    private let directoryOption: String?
    private var caches: [String: LintCache] = [:]

    /// `--cache-dir`, which overrides every configuration's `cacheDirectory`.
    init(directoryOption: String?) {
        self.directoryOption = directoryOption
    }

    private func key(for configuration: Configuration) -> (key: String, directory: String) {
        let directory = directoryOption ?? configuration.cacheDirectory ?? LintCache.defaultDirectory
        return (directory + "/" + configuration.fingerprint, directory)
    }

    /// The cache for files under this configuration, loaded on first use.
    mutating func cache(for configuration: Configuration) -> LintCache {
        let (key, directory) = key(for: configuration)
        if let cache = caches[key] { return cache }
        let cache = LintCache(directory: directory, fingerprint: configuration.fingerprint)
        caches[key] = cache
        return cache
    }

    /// Records a file's findings in the cache of its configuration.
    mutating func store(path: String, hash: String, diagnostics: [Diagnostic], configuration: Configuration) {
        caches[key(for: configuration).key]?.store(path: path, hash: hash, diagnostics: diagnostics)
    }

    /// Writes every cache that was used.
    func save() {
        for cache in caches.values { cache.save() }
    }
}
