import StackJSON

/// What one key of `.stacklint.json` takes and means: its ``ConfigurationKey``'s
/// declaration.
public struct ConfigurationOption: Sendable {
    /// The type and limits of its value.
    public var valueType: ConfigurationValueType
    /// What a valid value is, in words: the end of the message for a wrong one
    /// (`` `KEY` takes … ``).
    public var expectation: String
    /// What the key does: the schema's description and the docs' meaning column.
    public var summary: String
    /// What applies without it, in words.
    public var defaultDescription: String
    /// A valid value, for the docs' example and the schema's `examples`.
    public var example: JSON

    /// Declares a key's value, meaning, default and example.
    public init(
        _ valueType: ConfigurationValueType, expectation: String, summary: String, default defaultDescription: String,
        example: JSON
    ) {
        self.valueType = valueType
        self.expectation = expectation
        self.summary = summary
        self.defaultDescription = defaultDescription
        self.example = example
    }
}
