/// Paths as reports show them: relative to a directory (the working directory), also when a
/// file was named by its absolute path.
public enum RelativePath {
    /// `path` made absolute against `base` and normalized (`.`, `..` and `//` removed).
    public static func absolute(_ path: String, base: String) -> String {
        FilePath.standardized(path) { base }
    }

    /// `path` relative to `directory`: `sub/file.stack` inside it, `../other/file.stack`
    /// beside it; kept absolute when the two share only the root.
    public static func relative(_ path: String, to directory: String) -> String {
        let target = absolute(path, base: directory).split(separator: "/")
        let base = absolute(directory, base: "/").split(separator: "/")
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        if common == 0, !base.isEmpty { return "/" + target.joined(separator: "/") }
        let ups = Array(repeating: "..", count: base.count - common)
        let rest = target[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// How a report names a file: relative to `directory` when the file is inside it,
    /// otherwise as given (``PathDisplay``, for one path).
    public static func display(_ path: String, from directory: String) -> String {
        PathDisplay(from: directory).shown(path)
    }
}
