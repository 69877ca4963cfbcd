#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackDiagnostics
import StackPersistence
import StackSyntax
import StackWorkspace

/// The lint caches of one run, one per cache directory and configuration fingerprint. A
/// directory that must not be used (see ``LintCache/Refusal``) gets one warning and no cache.
struct LintCaches {
    private let directoryOption: String?
    private var caches: [String: LintCache] = [:]
    private var refused: Set<String> = []
    /// The running executable's size and modification time: two builds of one version
    /// (a development build, say) analyse differently, so they never share a cache.
    private let buildStamp: String

    /// `--cache-dir`, which overrides every configuration's `cacheDirectory`.
    init(directoryOption: String?) {
        self.directoryOption = directoryOption
        buildStamp = Self.executableStamp()
    }

    private static func executableStamp() -> String {
        let manager = FileManager.default
        let path =
            (try? manager.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        guard let attributes = try? manager.attributesOfItem(atPath: path) else { return "" }
        // A number whose type depends on the Foundation (Int64 or UInt64 here; NSNumber,
        // which bridges to either, on Apple platforms).
        let size =
            (attributes[.size] as? Int64) ?? (attributes[.size] as? UInt64).map { Int64(truncatingIfNeeded: $0) }
            ?? (attributes[.size] as? Int).map { Int64($0) } ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(modified)"
    }

    private func fingerprint(_ configuration: Configuration) -> String {
        ContentHash.hex(Array((configuration.fingerprint + "|" + buildStamp).utf8))
    }

    private func key(for configuration: Configuration) -> (key: String, directory: String) {
        let directory = directoryOption ?? configuration.cacheDirectory ?? Configuration.defaultCacheDirectory
        return (directory + "/" + fingerprint(configuration), directory)
    }

    /// The cache for files under this configuration, loaded on first use; nil when its
    /// directory must not be used.
    mutating func cache(for configuration: Configuration) -> LintCache? {
        let (key, directory) = key(for: configuration)
        if let cache = caches[key] { return cache }
        if refused.contains(directory) { return nil }
        switch LintCache.open(directory: directory, fingerprint: fingerprint(configuration)) {
        case .success(let cache):
            caches[key] = cache
            return cache
        case .failure(let refusal):
            warn(refusal)
            return nil
        }
    }

    private mutating func warn(_ refusal: LintCache.Refusal) {
        guard refused.insert(refusal.directory).inserted else { return }
        Console.error("stacklint: warning: \(refusal)\n")
    }

    /// Records a file's findings in the cache of its configuration.
    mutating func store(path: String, hash: String, diagnostics: [Diagnostic], configuration: Configuration) {
        caches[key(for: configuration).key]?.store(path: path, hash: hash, diagnostics: diagnostics)
    }

    /// Writes every cache that was used.
    mutating func save() {
        for cache in caches.values {
            if let refusal = cache.save() { warn(refusal) }
        }
    }
}
