/// How reports name files: relative to one directory (the working directory) when the file
/// is inside it, otherwise as given (Ruff's choice: `../` chains are harder to read than a
/// full path). Made once for a run, asked once for each file.
public struct PathDisplay: Sendable {
    /// The directory, absolute and standard.
    private let directory: String
    /// The bytes that start the absolute path of a file inside the directory: the
    /// directory and a separator (`/` alone for the root).
    private let prefix: [UInt8]

    /// The display of paths from `directory` (a relative one is taken from the root).
    public init(from directory: String) {
        self.directory = FilePath.standardized(directory) { "/" }
        prefix = Array(self.directory == "/" ? "/".utf8 : (self.directory + "/").utf8)
    }

    /// How a report names `path`: `sub/file.stack` when it is inside the directory (also
    /// when named by its absolute path, or with `.` and `..`), otherwise `path` as given.
    /// Compared byte by byte, as the file system compares names.
    public func shown(_ path: String) -> String {
        // A relative path without `.`, `..` or empty components is inside the directory as
        // it is (what a walk of the working directory finds, for every file of a lint).
        if FilePath.isPlainRelative(path) { return path }
        let absolute = FilePath.standardized(path) { directory }
        guard absolute.utf8.starts(with: prefix) else { return path }
        return String(Substring(absolute.utf8.dropFirst(prefix.count)))
    }
}
