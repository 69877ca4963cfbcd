/// A configured value of a rule option, whatever its Swift type.
public enum RuleOptionSetting: Sendable, Hashable, CustomStringConvertible {
    /// A whole number.
    case wholeNumber(Int)

    /// The value as the configuration writes it.
    public var description: String {
        switch self {
        case .wholeNumber(let value): return String(value)
        }
    }
}
