import StackDiagnostics
import StackModel
import StackSyntax

/// `--select` and `--ignore` (Ruff's names): which rules' findings are reported. Syntax
/// errors are always reported, as Ruff reports them: a file that does not parse is not
/// checked, so hiding them would hide that nothing was checked.
struct RuleSelection {
    /// Only these rules (nil: every rule).
    var selected: Set<RuleID>?
    /// Never these.
    var ignored: Set<RuleID> = []

    /// Reads the two options, rejecting unknown ids with the nearest known one.
    init(select: [String]?, ignore: [String]?) throws {
        selected = try select.map { Set(try $0.map { try Self.rule($0, option: "--select") }) }
        ignored = Set(try (ignore ?? []).map { try Self.rule($0, option: "--ignore") })
        if ignored.contains(.syntaxError) {
            throw UsageError(
                message:
                    "`--ignore syntax-error`: syntax errors are always reported (a file that does not parse is not checked)"
            )
        }
    }

    private static func rule(_ text: String, option: String) throws -> RuleID {
        guard let id = RuleID(rawValue: text) else {
            let known = RuleID.allCases.map(\.rawValue)
            throw UsageError(
                message:
                    "`\(option)`: unknown rule `\(text)`\(Suggestion.hint(for: text, in: known)) (`stacklint rules` lists them)"
            )
        }
        return id
    }

    /// Whether findings of this rule are reported.
    func reports(_ rule: RuleID) -> Bool {
        if rule == .syntaxError { return true }
        if ignored.contains(rule) { return false }
        return selected?.contains(rule) ?? true
    }

    /// Whether every rule is reported (nothing to filter).
    var isEverything: Bool { selected == nil && ignored.isEmpty }
}
