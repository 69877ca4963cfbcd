/// Paths relative to a directory, and made absolute against one (how reports name files is
/// ``PathDisplay``).
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
}
