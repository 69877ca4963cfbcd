import StackModel
import StackSyntax

/// A stack with no arranged views.
public struct EmptyStack: Rule {
    public let id = RuleID.emptyStack
    public let hasFix = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A stack with no arranged views.",
            rationale: "With nothing to arrange, a stack has no size along its axis and only adds a layer.",
            firingExample: "layout A {\n  stack outer {\n    pin: edges\n    stack nothing {}\n    label l { intrinsic: 40 x 20 }\n  }\n}\n",
            passingExample: "layout A {\n  stack outer {\n    pin: edges\n    label l { intrinsic: 40 x 20 }\n  }\n}\n",
            fix: "Remove it (the fix, for a stack that is not the root and holds nothing).")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (_, layout) in context.layouts {
            for stack in layout.elements where stack.kind == .stack && layout.arrangedChildren(of: stack).isEmpty {
                let referenced = layout.elements.contains { $0.constraints.contains { $0.target?.element == stack.id } }
                let removable = stack.parent != nil && stack.children.isEmpty && !referenced
                findings.append(finding(stack.headerRange, "the stack `\(stack.displayName)` has no arranged views",
                    fixes: removable ? [Fix(title: "Remove `\(stack.displayName)`", edits: [Edits.remove(stack.range, source: context.source)])] : [],
                    unnecessary: removable))
            }
        }
        return findings
    }
}
