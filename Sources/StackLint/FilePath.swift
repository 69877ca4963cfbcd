#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif

/// The path operations the analysis layer needs, on plain strings (`/`-separated), so that
/// it does without Foundation's `NSString` (the language server loads no Foundation).
/// They behave as `NSString`'s namesakes on the paths the tools build.
public enum FilePath {
    /// The separator.
    static let separator: Character = "/"

    /// `path` without trailing separators (the root stays `/`).
    private static func trimmingTrailingSeparators(_ path: String) -> Substring {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.last == separator { trimmed.removeLast() }
        return trimmed
    }

    /// The directory part: `/a/b` → `/a`, `/a` → `/`, `a` → `` (empty), `/` → `/`;
    /// trailing separators are ignored (`/a/b/` → `/a`).
    public static func directory(of path: String) -> String {
        let trimmed = trimmingTrailingSeparators(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: separator) else { return "" }
        var head = trimmed[..<slash]
        while head.last == separator { head.removeLast() }
        return head.isEmpty ? "/" : String(head)
    }

    /// The last component: `/a/b.stack` → `b.stack`, `/a/b/` → `b`, `/` → `/`.
    static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSeparators(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: separator) else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `component` appended with one separator: `a` + `b` → `a/b`, `a/` + `b` → `a/b`,
    /// `` + `b` → `b`, `a` + `` → `a`.
    public static func appending(_ component: String, to path: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        return path.last == separator ? path + component : path + "/" + component
    }

    /// The extension of the last component, without its dot: `a.b.stack` → `stack`; empty
    /// when there is none (`a`, `.hidden`, `a/`).
    static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The absolute form of `path` without `.` and `..` components or repeated
    /// separators, worked out on the text alone (symbolic links are not followed), as
    /// `URL(fileURLWithPath:).standardizedFileURL.path` gives it: `a/./b/../c` in `/w` →
    /// `/w/a/c`, `/a//b/` → `/a/b`, `/..` → `/`. A relative path is taken from
    /// `currentDirectory`, asked only then. Foundation's URL cost a third of a millisecond
    /// the first time, on the language server's way to its first diagnostics.
    static func standardized(_ path: String, currentDirectory: () -> String) -> String {
        let absolute = path.hasPrefix("/") ? path : appending(path, to: currentDirectory())
        var components: [Substring] = []
        for component in absolute.split(separator: separator, omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// ``standardized(_:currentDirectory:)`` from the process's working directory.
    static func standardized(_ path: String) -> String {
        standardized(path) { FileManager.default.currentDirectoryPath }
    }
}
