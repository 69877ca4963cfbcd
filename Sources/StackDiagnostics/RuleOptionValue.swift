/// A Swift type a rule option's value may have: it converts to and from a setting.
public protocol RuleOptionValue: Sendable, Equatable {
    /// The value of a setting of this type's kind; nil for another kind.
    init?(setting: RuleOptionSetting)
    /// The value as a setting.
    var setting: RuleOptionSetting { get }
}

extension Int: RuleOptionValue {
    /// The whole number a setting holds.
    public init?(setting: RuleOptionSetting) {
        switch setting {
        case .wholeNumber(let value): self = value
        }
    }

    /// The number as a setting.
    public var setting: RuleOptionSetting { .wholeNumber(self) }
}
