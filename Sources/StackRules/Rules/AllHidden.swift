import StackModel
import StackSyntax

/// A stack whose arranged views are all hidden.
public struct AllHidden: Rule {
    public let id = RuleID.allHidden
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A stack whose arranged views are all hidden.",
            rationale: "Hidden arranged views take no space, so the stack collapses to zero along its axis; its spacing and margins disappear with it.",
            firingExample: "layout A {\n  stack s {\n    pin: top, leading\n    label a {\n      intrinsic: 40 x 20\n      hidden: true\n    }\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: top, leading\n    label a {\n      intrinsic: 40 x 20\n      hidden: true\n    }\n    label b { intrinsic: 40 x 20 }\n  }\n}\n",
            fix: "None: intended when the stack is shown later.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (_, layout) in context.layouts {
            for stack in layout.elements where stack.kind == .stack {
                let arranged = layout.arrangedChildren(of: stack)
                guard !arranged.isEmpty, arranged.allSatisfy(\.isHidden) else { continue }
                findings.append(finding(stack.headerRange,
                    "every arranged view of `\(stack.displayName)` is hidden: the stack collapses along its axis"))
            }
        }
        return findings
    }
}
