/// The option values a configuration sets for one rule; an option it does not set has its
/// default. Read and written through the rule's typed ``RuleOption`` constants.
public struct RuleOptionValues: Sendable, Hashable {
    private var settings: [String: RuleOptionSetting] = [:]

    /// No option set.
    public init() {}

    /// Whether no option is set.
    public var isEmpty: Bool { settings.isEmpty }

    /// The configured value of an option, or nil when it is not set.
    public subscript<Value>(option: RuleOption<Value>) -> Value? {
        get { settings[option.name].flatMap(Value.init(setting:)) }
        set { settings[option.name] = newValue?.setting }
    }

    /// The configured setting of an option whatever its type (what the loader writes).
    public subscript(declaration: RuleOptionDeclaration) -> RuleOptionSetting? {
        get { settings[declaration.name] }
        set { settings[declaration.name] = newValue }
    }

    /// These values with one more set (for a rule's examples).
    public func setting<Value>(_ option: RuleOption<Value>, to value: Value) -> RuleOptionValues {
        var copy = self
        copy[option] = value
        return copy
    }

    /// Every set option by name, in name order (for the cache's fingerprint).
    public var sorted: [(name: String, setting: RuleOptionSetting)] {
        settings.sorted { $0.key < $1.key }.map { (name: $0.key, setting: $0.value) }
    }
}
