#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation  // Apple platforms: FoundationEssentials is part of Foundation there
#endif

/// Finds the `.stack` files that a list of command-line paths names.
public enum FileDiscovery {
    /// The file extension linted when walking directories.
    public static let fileExtension = "stack"

    /// A path that could not be used.
    public struct Problem: Error, Equatable, Sendable {
        /// The path as given.
        public var path: String
        /// What is wrong.
        public var message: String
    }

    /// Expands paths: a file is taken as it is (whatever its extension), a directory is
    /// walked for `*.stack` files, skipping hidden directories (`.git`, `.build`, ...).
    /// The result is sorted and free of duplicates.
    public static func files(in paths: [String]) -> (files: [String], problems: [Problem]) {
        let found = discover(paths)
        return (found.files.map(\.path), found.problems)
    }

    /// Like ``files(in:)``, telling for each file whether it was named on the command line
    /// (an explicit file is linted even when a configuration's `exclude` matches it).
    public static func discover(_ paths: [String]) -> (files: [(path: String, explicit: Bool)], problems: [Problem]) {
        var explicit: Set<String> = []
        var files: Set<String> = []
        var problems: [Problem] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(Problem(path: path, message: "no such file or directory"))
                continue
            }
            guard isDirectory else {
                explicit.insert(normalize(path))
                continue
            }
            walk(directory: path, into: &files)
        }
        let all = files.union(explicit).sorted()
        return (all.map { ($0, explicit.contains($0)) }, problems)
    }

    /// Walks `directory` for `*.stack` files. A directory reached twice (through a link
    /// that points back up, or through two names) is walked once, under the name met
    /// first in a walk that takes each directory's subdirectories in name order (so the
    /// same on every file system).
    private static func walk(directory: String, into files: inout Set<String>) {
        var pending = [directory]
        var walked: Set<DirectoryListing.Identity> = []
        while let current = pending.popLast() {
            if let identity = DirectoryListing.identity(of: current), !walked.insert(identity).inserted { continue }
            guard let entries = DirectoryListing.entries(of: current) else { continue }
            var subdirectories: [String] = []
            for (entry, kind) in entries where !entry.hasPrefix(".") {
                let full = current == "." ? entry : (current.hasSuffix("/") ? current + entry : current + "/" + entry)
                switch kind {
                case .directory: subdirectories.append(full)
                case .file: if FilePath.pathExtension(of: entry) == fileExtension { files.insert(normalize(full)) }
                }
            }
            // Last first onto the stack: the first name is walked next.
            pending += subdirectories.sorted { !$0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
    }

    private static func normalize(_ path: String) -> String {
        path.hasPrefix("./") && path.count > 2 ? String(path.dropFirst(2)) : path
    }
}
