import StackModel

/// The kind of value a rule option takes, with its valid values.
public enum RuleOptionKind: Sendable, Equatable {
    /// A whole number in the range.
    case wholeNumber(ValueRange)

    /// The setting a configured number stands for, or nil when it is not a valid value.
    public func setting(_ number: Double) -> RuleOptionSetting? {
        switch self {
        case .wholeNumber(let range):
            guard range.isWhole, range.contains(number) else { return nil }
            return .wholeNumber(Int(number))
        }
    }

    /// What the values must be, in words (`a whole number from 1 to 100000`).
    public var expectation: String {
        switch self {
        case .wholeNumber(let range): return range.description
        }
    }
}
