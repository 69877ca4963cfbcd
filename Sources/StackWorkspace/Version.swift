/// The tool's version.
public enum StackLintVersion {
    /// The version of stacklint, shown by `--version` and written into caches and reports.
    public static let current = "0.1.0"
}
