import StackSyntax

/// What the configuration sets a rule to: off, or on at a severity (`"off"`, `"info"`,
/// `"warning"`, `"error"` in `.stacklint.json`).
public enum RuleLevel: Sendable, Hashable {
    case off
    case on(Severity)

    /// Every level, in the order the configuration lists them.
    public static let all: [RuleLevel] = [.off] + Severity.allCases.map(RuleLevel.on)

    /// The spellings the configuration accepts.
    public static let names = all.map(\.name)

    /// The levels a rule may be set to: a syntax error is always an error, since a file that
    /// does not parse is not checked and a clean run would vouch for nothing.
    public static func choices(for rule: RuleID) -> [RuleLevel] {
        rule == .syntaxError ? [.on(.error)] : all
    }

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
