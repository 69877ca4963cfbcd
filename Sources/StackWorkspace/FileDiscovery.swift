#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif

/// Finds the files that a list of command-line paths names: `.stack` files and, for the
/// commands that lint, Interface Builder files (``DocumentKind``).
public enum FileDiscovery {
    /// The file extension linted when walking directories.
    public static let fileExtension = "stack"

    /// A path that could not be used.
    public struct Problem: Error, Equatable, Sendable {
        /// How much a problem matters.
        public enum Level: String, Equatable, Sendable {
            /// The run cannot do what was asked (a named path is missing): exit code 2.
            case error
            /// Something found by the walk was skipped on purpose; the run goes on.
            case warning
        }

        /// The path as given or found.
        public var path: String
        /// What is wrong.
        public var message: String
        /// Whether the run fails for it.
        public var level: Level = .error
    }

    /// Expands paths: a file is taken as it is (whatever its extension), a directory is
    /// walked for the files of `kinds` (`*.stack`, `*.xib`, `*.storyboard`), skipping hidden
    /// directories (`.git`, `.build`, ...).
    /// The walk does not follow links to directories, and reads a link to a file only when
    /// its target is a regular file inside the walked directory (a warning says what was
    /// skipped). The result is sorted and free of duplicates.
    public static func files(in paths: [String], kinds: Set<DocumentKind> = Set(DocumentKind.allCases)) -> (
        files: [String], problems: [Problem]
    ) {
        let found = discover(paths, kinds: kinds)
        return (found.files.map(\.path), found.problems)
    }

    /// Like ``files(in:)``, telling for each file whether it was named on the command line
    /// (an explicit file is linted even when a configuration's `exclude` matches it). A named
    /// file of a kind not in `kinds` is skipped with a warning (`format` writes no XML).
    public static func discover(_ paths: [String], kinds: Set<DocumentKind> = Set(DocumentKind.allCases)) -> (
        files: [(path: String, explicit: Bool)], problems: [Problem]
    ) {
        let extensions = Set(kinds.flatMap(\.walkedExtensions))
        // Every file named or found, duplicates included: sorted once at the end.
        var files: [(path: String, explicit: Bool)] = []
        var problems: [Problem] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(Problem(path: path, message: "no such file or directory"))
                continue
            }
            guard isDirectory else {
                guard kinds.contains(DocumentKind(path: path)) else {
                    problems.append(
                        Problem(
                            path: path,
                            message: "is an Interface Builder file, which this command does not read; skipped",
                            level: .warning))
                    continue
                }
                files.append((normalize(path), true))
                continue
            }
            walk(directory: path, extensions: extensions, into: &files, problems: &problems)
        }
        // In path order, each path once: named on the command line when any of its
        // occurrences was.
        files.sort { $0.path < $1.path }
        var unique: [(path: String, explicit: Bool)] = []
        unique.reserveCapacity(files.count)
        for file in files {
            if let last = unique.last, last.path == file.path {
                unique[unique.count - 1].explicit = last.explicit || file.explicit
            } else {
                unique.append(file)
            }
        }
        return (unique, problems)
    }

    /// Walks `directory` for files with one of `extensions`. Links to directories are not followed (a
    /// link to `/` would walk the whole file system); a directory reached twice all the
    /// same (a bind mount) is walked once.
    private static func walk(
        directory: String, extensions: Set<String>, into files: inout [(path: String, explicit: Bool)],
        problems: inout [Problem]
    ) {
        let root = DirectoryListing.resolved(directory) ?? directory
        var pending = [directory]
        var skipped: [Problem] = []
        var walked: Set<DirectoryListing.Identity> = []
        // Ends: each directory is walked at most once (by identity), and links are not followed.
        while let current = pending.popLast() {
            if let identity = DirectoryListing.identity(of: current), !walked.insert(identity).inserted { continue }
            guard let entries = DirectoryListing.entries(of: current) else { continue }
            var subdirectories: [String] = []
            // What goes before each entry's name (nothing in `.`).
            let prefix = current == "." ? "" : (current.hasSuffix("/") ? current : current + "/")
            for (entry, kind) in entries where !entry.hasPrefix(".") {
                let full = prefix + entry
                if kind == .directory {
                    subdirectories.append(full)
                    continue
                }
                guard extensions.contains(FilePath.pathExtension(of: entry)) else { continue }
                switch kind {
                case .directory: break
                case .file: files.append((normalize(full), false))
                case .link:
                    switch linkTarget(full, root: root) {
                    case .readable: files.append((normalize(full), false))
                    case .ignored: break
                    case .refused(let message):
                        skipped.append(Problem(path: normalize(full), message: message, level: .warning))
                    }
                case .special(let special):
                    skipped.append(
                        Problem(
                            path: normalize(full), message: "\(special.notRegularMessage); skipped", level: .warning))
                }
            }
            // Last first onto the stack: the first name is walked next.
            pending += subdirectories.sorted { !$0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        // In path order, not the order the file system lists entries in.
        problems += skipped.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// What the walk does with a link named like a layout file.
    private enum LinkTarget {
        /// A regular file inside the walked directory: read as any file found.
        case readable
        /// Dangling, or a directory (not followed): skipped without a word, as a file system walk does.
        case ignored
        /// Out of the tree or not a regular file: skipped with this warning.
        case refused(String)
    }

    /// Whether the link `path` is read: only when its target is a regular file inside
    /// `root` (a link out of the tree could show `/proc/self/environ` in a report).
    private static func linkTarget(_ path: String, root: String) -> LinkTarget {
        guard let target = DirectoryListing.resolved(path), let kind = FileKind.followed(target) else {
            return .ignored
        }
        if kind == .directory { return .ignored }
        guard root == "/" || target.hasPrefix(root + "/") else {
            return .refused(
                "links to \(QuotedPath.quoted(target)), outside the folder being walked; skipped (name it to lint it)")
        }
        guard kind == .regular else { return .refused("\(kind.notRegularMessage); skipped") }
        return .readable
    }

    private static func normalize(_ path: String) -> String {
        path.hasPrefix("./") && path.count > 2 ? String(path.dropFirst(2)) : path
    }
}
