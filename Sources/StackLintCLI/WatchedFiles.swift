import StackPlatform
import StackWorkspace

/// What `check --watch` compares between polls: the size and modification time of every
/// `.stack` file the paths name or hold, of the configuration files that apply to them and
/// of the baselines those name. A file added or removed changes it too.
struct WatchedFiles: Equatable {
    /// The most files one watch follows: each poll stats every one of them.
    static let maximumCount = 5_000

    /// Each file's stamp; nil for a file that is named but cannot be stat'ed.
    private(set) var stamps: [String: FileSnapshot.Stamp?] = [:]

    /// The files `paths` name or hold now, with the configuration files that apply to
    /// them (unless `isolated`) and the configured baselines.
    init(_ paths: [String], configurationMode: ConfigurationResolver.Mode) throws(WatchLimit) {
        let layouts = FileDiscovery.files(in: paths).files
        guard layouts.count <= Self.maximumCount else { throw WatchLimit(found: layouts.count) }
        var files = Set(layouts)
        switch configurationMode {
        case .isolated: break
        case .file(let path): files.formUnion(Self.configurationFiles(path))
        case .discover:
            var seen: Set<String> = []
            var store = ConfigurationStore()
            for layout in layouts {
                guard let path = store.configurationFile(for: layout), seen.insert(path).inserted else { continue }
                files.formUnion(Self.configurationFiles(path))
            }
        }
        for file in files { stamps[file] = Self.stamp(of: file) }
    }

    /// A configuration file, those it extends and the baseline it names (as far as it can
    /// be read: a broken configuration is still watched, so fixing it lints again).
    private static func configurationFiles(_ path: String) -> [String] {
        guard let configuration = try? ConfigurationLoader.load(path) else { return [path] }
        return configuration.sources + (configuration.baseline.map { [$0] } ?? [])
    }

    private static func stamp(of path: String) -> FileSnapshot.Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileSnapshot.Stamp(status)
    }

    /// The files that differ between two polls (added, removed or changed), sorted.
    func changes(since earlier: WatchedFiles) -> [String] {
        Set(stamps.keys).union(earlier.stamps.keys).filter { stamps[$0] != earlier.stamps[$0] }.sorted()
    }
}

/// More files than `check --watch` follows.
struct WatchLimit: Error {
    var found: Int

    var message: String {
        "--watch follows at most \(WatchedFiles.maximumCount) files, and the paths hold \(found) .stack files: name fewer paths, or run `stacklint check` without --watch"
    }
}
