import StackModel
import StackSyntax

/// Negative spacing in an equalSpacing or equalCentering stack: one of the four pitfalls.
public struct NegativeSpacingInEqualDistribution: Rule {
    public let id = RuleID.negativeSpacingInEqualDistribution
    public let hasFix = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Negative `spacing` or `spacingAfter` in an `equalSpacing` or `equalCentering` stack.",
            rationale: "These distributions install the spacing as a minimum (`next.leading >= previous.trailing + spacing`) and spread the views apart; a negative minimum never binds, so the views never overlap as the value suggests.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    distribution: equalSpacing\n    spacing: -8\n    label a { intrinsic: 40 x 20 }\n    label b { intrinsic: 40 x 20 }\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    distribution: equalSpacing\n    spacing: 0\n    label a { intrinsic: 40 x 20 }\n    label b { intrinsic: 40 x 20 }\n  }\n}\n",
            fix: "Set it to 0 (the fix); to overlap views, use a `fill` distribution.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (_, layout) in context.layouts {
            for stack in layout.elements {
                guard let properties = stack.stack,
                      properties.distribution == .equalSpacing || properties.distribution == .equalCentering else { continue }
                let name = properties.distribution.rawValue
                if properties.spacing.points < 0, let property = stack.assignments[.spacing] {
                    findings.append(finding(property.value.range,
                        "negative spacing has no effect in the `\(name)` stack `\(stack.displayName)`: the spacing is a minimum gap, so the views never overlap; set it to 0",
                        fixes: [Fix(title: "Set to 0", edits: [Edits.replaceValue(of: property, with: "0")])]))
                }
                for view in layout.arrangedChildren(of: stack) {
                    guard case .spacing(let spacing) = view.properties.spacingAfter, spacing.points < 0,
                          let property = view.assignments[.spacingAfter] else { continue }
                    findings.append(finding(property.value.range,
                        "negative `spacingAfter` has no effect in the `\(name)` stack `\(stack.displayName)`: the spacing is a minimum gap; set it to 0",
                        fixes: [Fix(title: "Set to 0", edits: [Edits.replaceValue(of: property, with: "0")])]))
                }
            }
        }
        return findings
    }
}
