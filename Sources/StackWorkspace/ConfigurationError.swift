/// A mistake in a configuration file (exit code 2).
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong and how to fix it.
    public var message: String

    public var description: String { "\(QuotedPath.quoted(path)): \(message)" }
}
