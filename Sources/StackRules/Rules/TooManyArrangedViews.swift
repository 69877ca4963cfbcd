import StackModel
import StackSyntax

/// More arranged views than a stack is meant for.
public struct TooManyArrangedViews: Rule {
    public let id = RuleID.tooManyArrangedViews
    public var options: [RuleOption] {
        [RuleOption(name: "max", defaultValue: 12, summary: "the most arranged views one stack may have")]
    }
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "More than `max` (12) arranged views in one stack.",
            rationale: "Stacks are for a small number of items: every arranged view adds spacing, alignment and content constraints, all laid out at once. A long or repeating list belongs in a table or collection view, which reuses cells.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n" + (1...13).map { "    label l\($0) { intrinsic: 10 x 10 }\n" }.joined() + "  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n" + (1...12).map { "    label l\($0) { intrinsic: 10 x 10 }\n" }.joined() + "  }\n}\n",
            fix: "Use a table or collection view, or group the views.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let limit = Int(context.option("max", of: self))
        for (_, layout) in context.layouts {
            for stack in layout.elements where stack.kind == .stack {
                let count = layout.arrangedChildren(of: stack).count
                guard count > limit else { continue }
                findings.append(finding(stack.headerRange,
                    "the stack `\(stack.displayName)` arranges \(count) views, more than \(limit): use a table or collection view for long lists"))
            }
        }
        return findings
    }
}
