#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackSyntax

/// Remembers the findings of files by content hash, so that a second run over an
/// unchanged tree skips parsing and solving. One cache file per configuration
/// fingerprint (which includes the tool's version): a change of configuration or version
/// starts a new one. Entries are keyed by path and content hash.
public struct LintCache: Sendable {
    /// The default directory, relative to the working directory.
    public static let defaultDirectory = ".stacklint_cache"

    struct Entry {
        var hash: String
        var diagnostics: [Diagnostic]
    }

    private let file: String
    private var entries: [String: Entry]
    private var changed = false

    /// Opens (or starts) the cache for a configuration.
    public init(directory: String, fingerprint: String) {
        file = FilePath.appending("\(fingerprint).cache", to: directory)
        entries = FileManager.default.contents(atPath: file).map { CacheCoding.decode([UInt8]($0)) } ?? [:]
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

    /// Writes the cache back if it changed (errors are ignored: a cache is optional).
    public func save() {
        guard changed else { return }
        let directory = FilePath.directory(of: file)
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let gitignore = FilePath.appending(".gitignore", to: directory)
        if !FileManager.default.fileExists(atPath: gitignore) {
            try? Data("*\n".utf8).write(to: URL(fileURLWithPath: gitignore))
        }
        try? AtomicFile.write(CacheCoding.encode(entries), to: file)
    }
}
