import StackModel

/// One option of a rule, typed: each rule declares its options as static constants and
/// reads them in its check with `context[Self.option]`, so an option's name, type, default
/// and range are written once, where the configuration loader, the JSON Schema and the
/// docs read them too (through ``declaration``).
public struct RuleOption<Value: RuleOptionValue>: Sendable {
    /// The option without its Swift type: what the configuration is validated against.
    public let declaration: RuleOptionDeclaration
    /// Its value when not configured.
    public let defaultValue: Value

    /// Its key in the configuration (`"rules": {"ID": {"NAME": …}}`).
    public var name: String { declaration.name }
}

extension RuleOption where Value == Int {
    /// The valid values of a count or a depth: a whole number from 1 to 100000.
    public static var countRange: ValueRange { ValueRange(1...100_000, whole: true, points: false) }

    /// Declares a whole-number option with its default, its valid values and what it means.
    public init(_ name: String, default defaultValue: Int, range: ValueRange = countRange, summary: String) {
        self.declaration = RuleOptionDeclaration(
            name: name, kind: .wholeNumber(range), defaultSetting: defaultValue.setting,
            summary: summary)
        self.defaultValue = defaultValue
    }
}
