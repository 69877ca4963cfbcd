/// A rule option as the configuration sees it, whatever its Swift type: its name, the kind
/// and range of its values, its default and what it means.
public struct RuleOptionDeclaration: Sendable, Equatable {
    /// Its key in the configuration.
    public let name: String
    /// The values it takes.
    public let kind: RuleOptionKind
    /// Its value when not configured.
    public let defaultSetting: RuleOptionSetting
    /// What it means, in one phrase.
    public let summary: String

    /// A valid value other than the default, for the examples in the docs.
    public var exampleSetting: RuleOptionSetting {
        switch (kind, defaultSetting) {
        case (.wholeNumber(let range), .wholeNumber(let value)):
            return .wholeNumber(range.contains(Double(value + 1)) ? value + 1 : value - 1)
        }
    }
}
