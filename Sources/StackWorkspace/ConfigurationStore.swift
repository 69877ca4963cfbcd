#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif

/// The configuration of each file: the closest `.stacklint.json` above it, looked for up
/// to the repository's root (the directory holding `.git`) and no further. Each directory
/// is looked up once and each configuration file loaded once, until the files change
/// (``filesChanged(_:)``); a file that fails to load fails from memory until then too, so
/// that the language server does not read an invalid file again on every request. The
/// CLI and the language server share it.
public struct ConfigurationStore: Sendable {
    private var loaded: [String: Configuration] = [:]
    /// The configuration files that failed to load, with the files their loading read.
    private var failed: [String: (error: ConfigurationError, sources: [String])] = [:]
    /// For each directory looked in, the configuration file that applies there (nil: none).
    private var discovered: [String: String?] = [:]
    /// The working directory relative paths are taken from, asked once (a system call and
    /// a string each time: a fifth of a lint's serial start) until ``clear()``.
    private var workingDirectory: String?

    /// An empty store.
    public init() {}

    /// Forgets what was loaded and discovered (the files changed).
    public mutating func clear() {
        loaded.removeAll()
        failed.removeAll()
        discovered.removeAll()
        workingDirectory = nil
    }

    /// Forgets what the changed files may have changed: everything when one of them is a
    /// configuration file (created, changed or deleted) or a file one extends; nothing for
    /// other files. Answers whether it forgot.
    @discardableResult
    public mutating func filesChanged(_ paths: [String]) -> Bool {
        let sources = Set(loaded.values.flatMap(\.sources) + failed.values.flatMap(\.sources))
        let relevant = paths.contains { path in
            path == Configuration.fileName || path.hasSuffix("/" + Configuration.fileName)
                || sources.contains(Self.standardized(path))
        }
        if relevant { clear() }
        return relevant
    }

    /// The configuration that applies to `path` (the defaults when there is none).
    public mutating func configuration(for path: String) throws -> Configuration {
        guard let found = configurationFile(for: path) else { return Configuration() }
        if let configuration = loaded[found] { return configuration }
        if let failure = failed[found] { throw failure.error }
        let (configuration, problems) = ConfigurationLoader.validate(found)
        if let first = problems.first {
            let read = [found] + configuration.sources + problems.map(\.path)
            failed[found] = (first, read.map(Self.standardized))
            throw first
        }
        loaded[found] = configuration
        return configuration
    }

    /// The closest configuration file in the directory of `file` or above it, up to the
    /// repository's root, each directory looked in once.
    public mutating func configurationFile(for file: String) -> String? {
        var directory = Self.parent(of: standardized(file))
        var visited: [String] = []
        var found: String?
        // Ends: each pass goes one directory up, and `/` is its own parent.
        while true {
            if let known = discovered[directory] {
                found = known
                break
            }
            visited.append(directory)
            let candidate = directory == "/" ? "/" + Configuration.fileName : directory + "/" + Configuration.fileName
            if FileExistence.exists(candidate) {
                found = candidate
                break
            }
            // A configuration above the repository is not the project's: anyone who can
            // write to `/tmp` could otherwise turn rules off for every checkout under it.
            if Self.isRepositoryRoot(directory) { break }
            let up = Self.parent(of: directory)
            if up == directory { break }
            directory = up
        }
        for directory in visited { discovered[directory] = .some(found) }
        return found
    }

    /// Whether `directory` holds `.git`: a directory, or a file in a worktree or submodule.
    static func isRepositoryRoot(_ directory: String) -> Bool {
        FileExistence.exists(directory == "/" ? "/.git" : directory + "/.git")
    }

    /// An absolute path without `.` and `..` components.
    static func standardized(_ path: String) -> String {
        FilePath.standardized(path)
    }

    /// ``standardized(_:)`` with the working directory asked once.
    private mutating func standardized(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return FilePath.standardized(path) { "/" } }
        let directory = workingDirectory ?? FileManager.default.currentDirectoryPath
        workingDirectory = directory
        return FilePath.standardized(path) { directory }
    }

    /// The directory holding `path` (`/` for `/`).
    static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
