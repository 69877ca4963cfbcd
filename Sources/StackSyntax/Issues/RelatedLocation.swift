/// Another place that takes part in a finding (the first of two duplicate names, the
/// other constraints of a conflict).
public struct RelatedLocation: Hashable, Sendable, Codable {
    /// The range in the same file.
    public var range: SourceRange
    /// What this place is.
    public var message: String

    /// Creates a related location.
    public init(range: SourceRange, message: String) {
        self.range = range
        self.message = message
    }
}
