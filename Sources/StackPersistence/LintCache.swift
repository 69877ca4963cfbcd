import StackDiagnostics
import StackPlatform
import StackSyntax
import StackWorkspace

/// Remembers the findings of files by content hash, so that a second run over an
/// unchanged tree skips parsing and solving. One cache file per configuration
/// fingerprint (which includes the tool's version): a change of configuration or version
/// starts a new one. Entries are keyed by path and content hash.
///
/// A cache is read only from a directory no other user can change (see ``CacheDirectory``),
/// only from a regular file (never a link) owned by the current user, and only whole (its
/// body's checksum matches); anything else is an empty cache, so that a planted or damaged
/// file cannot hide findings.
public struct LintCache: Sendable {
    /// Why a cache directory is not used.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        /// The directory.
        public var directory: String
        /// Why, as a clause.
        public var reason: String

        /// The one-line warning.
        public var description: String { "not using the cache directory \(directory): \(reason)" }
    }

    struct Entry {
        var hash: String
        var diagnostics: [Diagnostic]
    }

    private let directory: String
    private let name: String
    private var entries: [String: Entry]
    private var changed = false

    private init(directory: String, name: String, entries: [String: Entry]) {
        self.directory = directory
        self.name = name
        self.entries = entries
    }

    /// Opens (or starts) the cache for a configuration, or says why the directory must not be used.
    public static func open(directory: String, fingerprint: String) -> Result<LintCache, Refusal> {
        let name = "\(fingerprint).cache"
        switch CacheDirectory.open(directory) {
        case .missing:
            return .success(LintCache(directory: directory, name: name, entries: [:]))
        case .refused(let reason):
            return .failure(Refusal(directory: directory, reason: reason))
        case .usable(let descriptor):
            defer { close(descriptor) }
            return .success(LintCache(directory: directory, name: name, entries: read(name, in: descriptor)))
        }
    }

    /// The entries of a cache file that is a regular file of the current user's, else none.
    private static func read(_ name: String, in directory: Int32) -> [String: Entry] {
        let descriptor = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return [:] }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
            let bytes = DescriptorIO.readAll(descriptor)
        else { return [:] }
        return CacheCoding.decode(bytes)
    }

    /// The cached findings of a file with this content, if any.
    public func lookup(path: String, hash: String) -> [Diagnostic]? {
        guard let entry = entries[path], entry.hash == hash else { return nil }
        return entry.diagnostics
    }

    /// Records the findings of a file.
    public mutating func store(path: String, hash: String, diagnostics: [Diagnostic]) {
        entries[path] = Entry(hash: hash, diagnostics: diagnostics)
        changed = true
    }

    /// Writes the cache back if it changed. A directory that must not be used is returned;
    /// other failures are ignored, as a cache is optional.
    @discardableResult
    public func save() -> Refusal? {
        guard changed else { return nil }
        switch CacheDirectory.make(directory) {
        case .missing: return nil
        case .refused(let reason): return Refusal(directory: directory, reason: reason)
        case .usable(let descriptor):
            defer { close(descriptor) }
            AtomicFile.createExclusively(Array("*\n".utf8), in: descriptor, name: ".gitignore")
            try? AtomicFile.write(
                CacheCoding.encode(entries), in: descriptor, name: name,
                shown: FilePath.appending(name, to: directory))
            return nil
        }
    }
}
