#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif
import StackDiagnostics

/// A `.stacklint.json`, validated and with its `extends` chain resolved.
public struct Configuration: Sendable, Equatable {
    /// The file name looked for.
    public static let fileName = ".stacklint.json"

    /// The rules' severities, options and the default canvases.
    public var settings = RuleSettings()
    /// Files that are linted when directories are walked (default: every `*.stack`).
    public var include: [Glob] = []
    /// Files that are skipped when directories are walked.
    public var exclude: [Glob] = []
    /// The directory that globs are relative to.
    public var directory: String = "."
    /// The cache directory, if configured.
    public var cacheDirectory: String?
    /// The cache directory when none is configured, relative to the working directory: a
    /// default of the configuration, which the cache and the settings report both read.
    public static let defaultCacheDirectory = ".stacklint_cache"
    /// The address of the folder holding the rule pages (`ID.md`), for SARIF's `helpUri`
    /// (`docsURL`); nil leaves `helpUri` out.
    public var docsURL: String?
    /// The baseline file (`baseline`), absolute; nil when none is configured.
    public var baseline: String?
    /// The configuration files read, in the order they apply (for the cache key).
    public var sources: [String] = []

    /// The built-in defaults (what `--isolated` uses).
    public init() {}

    /// Whether a file found while walking directories is linted.
    public func includes(_ path: String) -> Bool {
        // No globs, nothing to resolve the path for (the working directory is a system call).
        if include.isEmpty, exclude.isEmpty { return true }
        let relative = relativePath(path)
        if !include.isEmpty, !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }

    /// Whether `exclude` matches a file (what `--force-exclude` applies to named files).
    public func excludes(_ path: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        let relative = relativePath(path)
        return exclude.contains { $0.matches(relative) }
    }

    private func relativePath(_ path: String) -> String {
        let absolute = FilePath.standardized(path)
        let base = FilePath.standardized(directory)
        return absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : path
    }

    /// A digest of everything that changes findings, for the cache.
    public var fingerprint: String {
        var text = "\(StackLintVersion.current)|"
        for (id, level) in settings.levels.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            text += "\(id)=\(level.name);"
        }
        for (id, options) in settings.options.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for (name, setting) in options.sorted { text += "\(id).\(name)=\(setting);" }
        }
        text += (settings.defaultCanvases ?? []).map(\.description).joined(separator: ",")
        text += "|contentSize=" + settings.contentSizes.map(\.rawValue).joined(separator: ",")
        text += "|budget=\(settings.solveBudget.map(String.init) ?? "default")"
        return ContentHash.hex(Array(text.utf8))
    }
}
