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

    /// The separator's byte: paths are searched byte by byte (a separator followed by a
    /// combining mark is one `Character`, yet still a separator to the file system).
    private static let slash = UInt8(ascii: "/")

    /// `path` without trailing separators (the root stays `/`).
    private static func trimmingTrailingSeparators(_ path: String) -> Substring {
        var trimmed = Substring(path)
        while trimmed.utf8.count > 1, trimmed.utf8.last == slash {
            trimmed = trimmed[..<trimmed.utf8.index(before: trimmed.utf8.endIndex)]
        }
        return trimmed
    }

    /// The directory part: `/a/b` → `/a`, `/a` → `/`, `a` → `` (empty), `/` → `/`;
    /// trailing separators are ignored (`/a/b/` → `/a`).
    public static func directory(of path: String) -> String {
        let trimmed = trimmingTrailingSeparators(path)
        if trimmed == "/" { return "/" }
        guard let slashIndex = trimmed.utf8.lastIndex(of: slash) else { return "" }
        var head = trimmed[..<slashIndex]
        while head.utf8.last == slash { head = head[..<head.utf8.index(before: head.utf8.endIndex)] }
        return head.isEmpty ? "/" : String(head)
    }

    /// The last component: `/a/b.stack` → `b.stack`, `/a/b/` → `b`, `/` → `/`.
    public static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSeparators(path)
        if trimmed == "/" { return "/" }
        guard let slashIndex = trimmed.utf8.lastIndex(of: slash) else { return String(trimmed) }
        return String(trimmed[trimmed.utf8.index(after: slashIndex)...])
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
        var path = path
        return path.withUTF8 { bytes in
            // The last component ends before the trailing separators (the root's stays).
            var end = bytes.count
            while end > 1, bytes[end - 1] == slash { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != slash { start -= 1 }
            // Just after the last dot, which must not open the name.
            var afterDot = end
            while afterDot > start, bytes[afterDot - 1] != UInt8(ascii: ".") { afterDot -= 1 }
            guard afterDot > start + 1 else { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[afterDot..<end]), as: UTF8.self)
        }
    }

    /// The absolute form of `path` without `.` and `..` components or repeated
    /// separators, worked out on the text alone (symbolic links are not followed), as
    /// `URL(fileURLWithPath:).standardizedFileURL.path` gives it: `a/./b/../c` in `/w` →
    /// `/w/a/c`, `/a//b/` → `/a/b`, `/..` → `/`; repeated separators count as one before
    /// a `..` too, as the file system reads them (`/a//..` → `/`, where Foundation gives
    /// `/a`). A relative path is taken from
    /// `currentDirectory`, asked only then. Foundation's URL cost a third of a millisecond
    /// the first time, on the language server's way to its first diagnostics.
    static func standardized(_ path: String, currentDirectory: () -> String) -> String {
        let absolute = path.hasPrefix("/") ? path : appending(path, to: currentDirectory())
        // Most paths are standard already: returned as they are, without splitting them
        // into components (character by character, a cold lint's third of its time before
        // the first file was read).
        return isStandard(absolute) ? absolute : standardizedBySplitting(absolute)
    }

    /// An absolute path's standard form, worked out component by component.
    static func standardizedBySplitting(_ absolute: String) -> String {
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

    /// Whether an absolute path is its own standard form: no empty, `.` or `..` component
    /// and no final separator (`/` alone is standard).
    static func isStandard(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            bytes.first == slash && hasOnlyNames(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
        }
    }

    /// Whether a relative path is a plain one: not empty, and every component a name.
    static func isPlainRelative(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            !bytes.isEmpty && bytes[0] != slash && hasOnlyNames(bytes)
        }
    }

    /// Whether every component of a path without its leading separator is a name: none
    /// empty, `.` or `..`, and no final separator (true for no bytes at all).
    private static func hasOnlyNames(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let dot = UInt8(ascii: ".")
        // The current component's length, and whether it is all dots so far.
        var length = 0
        var dots = true
        for byte in bytes {
            if byte == slash {
                if length == 0 || (dots && length <= 2) { return false }
                length = 0
                dots = true
            } else {
                length += 1
                if byte != dot { dots = false }
            }
        }
        return bytes.isEmpty || !(length == 0 || (dots && length <= 2))
    }

    /// ``standardized(_:currentDirectory:)`` from the process's working directory.
    static func standardized(_ path: String) -> String {
        standardized(path) { FileManager.default.currentDirectoryPath }
    }
}
