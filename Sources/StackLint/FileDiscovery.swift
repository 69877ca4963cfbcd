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

    private static func walk(directory: String, into files: inout Set<String>) {
        let manager = FileManager.default
        var pending = [directory]
        while let current = pending.popLast() {
            guard let entries = try? manager.contentsOfDirectory(atPath: current) else { continue }
            for entry in entries where !entry.hasPrefix(".") {
                let full = current == "." ? entry : (current.hasSuffix("/") ? current + entry : current + "/" + entry)
                var isDirectory = false
                guard manager.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
                if isDirectory {
                    pending.append(full)
                } else if FilePath.pathExtension(of: entry) == fileExtension {
                    files.insert(normalize(full))
                }
            }
        }
    }

    private static func normalize(_ path: String) -> String {
        path.hasPrefix("./") && path.count > 2 ? String(path.dropFirst(2)) : path
    }
}
