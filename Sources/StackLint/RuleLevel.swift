import StackSyntax

/// What the configuration sets a rule to: off, or on at a severity (`"off"`, `"info"`,
/// `"warning"`, `"error"` in `.stacklint.json`).
public enum RuleLevel: Sendable, Hashable {
    case off
    case on(Severity)

    /// The spellings the configuration accepts.
    public static let names = ["off"] + Severity.allCases.map(\.rawValue)

    /// Reads `"off"` or a severity.
    public init?(name: String) {
        if name == "off" {
            self = .off
        } else if let severity = Severity(rawValue: name) {
            self = .on(severity)
        } else {
            return nil
        }
    }

    /// The severity, or nil when off.
    public var severity: Severity? {
        switch self {
        case .off: return nil
        case .on(let severity): return severity
        }
    }

    /// `off` or the severity's name.
    public var name: String { severity?.rawValue ?? "off" }
}
