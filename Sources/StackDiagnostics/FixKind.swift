import StackSyntax

/// What kind of fix a rule offers, declared with the rule: what `stacklint rules` and each
/// rule page show, and what the rule's fixes must agree with (Ruff's fix availability).
public enum FixKind: String, Sendable, CaseIterable {
    /// No fix.
    case none
    /// Every fix it offers is safe: it keeps every frame at every canvas, or only removes
    /// something that has no effect. `--fix` and `source.fixAll` apply it.
    case safe
    /// Every fix it offers is a design choice that changes the layout: offered as a quick
    /// fix, applied only with `--unsafe-fixes`.
    case unsafe
    /// Safe when solving the layout before and after shows every frame kept, unsafe
    /// otherwise; each finding says which.
    case safeWhenFramesKept = "safe-when-frames-kept"
    /// Writes the one word or line the message names ("did you mean"): safe when nothing
    /// else is as near a match, unsafe when it is a pick among equals; each finding says which.
    case safeWhenUnambiguous = "safe-when-unambiguous"

    /// Whether a fix of this safety may come from a rule of this kind.
    public func allows(_ safety: FixSafety) -> Bool {
        switch self {
        case .none: return false
        case .safe: return safety == .safe
        case .unsafe: return safety == .unsafe
        case .safeWhenFramesKept, .safeWhenUnambiguous: return true
        }
    }

    /// How `stacklint rules` and the rule pages name it.
    public var label: String {
        switch self {
        case .none: return "none"
        case .safe: return "safe"
        case .unsafe: return "unsafe"
        case .safeWhenFramesKept: return "safe if frames kept"
        case .safeWhenUnambiguous: return "safe if unambiguous"
        }
    }

    /// One sentence for a rule page.
    public var explanation: String {
        switch self {
        case .none: return "This rule offers no automatic fix."
        case .safe:
            return
                "The fix is **safe**: it keeps every frame at every canvas, or only removes something that has no effect, so `--fix` and the editor's fix-all apply it."
        case .unsafe:
            return
                "The fix is **unsafe**: it is a design choice that changes the layout, so it is offered as a quick fix in the editor and applied by `--fix` only with `--unsafe-fixes` (`--diff` shows it, marked)."
        case .safeWhenFramesKept:
            return
                "The fix is **safe** when the layout solved before and after keeps every frame at every canvas (then `--fix` applies it), and **unsafe** otherwise (offered as a quick fix, applied only with `--unsafe-fixes`)."
        case .safeWhenUnambiguous:
            return
                "The fix writes what the message names. It is **safe** when that is the only valid word as near to the one written, or the one line the message spells out (then `--fix` applies it), and **unsafe** when another word is as near (offered as a quick fix, applied only with `--unsafe-fixes`)."
        }
    }
}
