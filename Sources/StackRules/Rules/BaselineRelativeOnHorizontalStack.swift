import StackModel
import StackSyntax

/// `baselineRelative: true` on a horizontal stack.
public struct BaselineRelativeOnHorizontalStack: Rule {
    public let id = RuleID.baselineRelativeOnHorizontalStack
    public let hasFix = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`baselineRelative: true` on a horizontal stack.",
            rationale: "`isBaselineRelativeArrangement` measures the vertical spacing between baselines; a horizontal stack spaces its views along x and ignores it.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    baselineRelative: true\n    label l { intrinsic: 40 x 20 }\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    axis: vertical\n    baselineRelative: true\n    label l { intrinsic: 40 x 20 }\n  }\n}\n",
            fix: "Remove the property.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (_, layout) in context.layouts {
            for element in layout.elements where element.stack?.axis == .horizontal && element.stack?.isBaselineRelative == true {
                guard let property = element.assignments[.baselineRelative] else { continue }
                findings.append(finding(property.range,
                    "`baselineRelative` has no effect on the horizontal stack `\(element.displayName)`: only vertical stacks space their views between baselines",
                    fixes: [Fix(title: "Remove `baselineRelative`", edits: [Edits.remove(property.range, source: context.source)])],
                    unnecessary: true))
            }
        }
        return findings
    }
}
