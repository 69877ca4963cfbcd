import StackModel
import StackSyntax

/// `background` on a stack before iOS 14.
public struct StackBackground: Rule {
    public let id = RuleID.stackBackground
    public let hasFix = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`background` on a stack when `target` is below iOS 14.",
            rationale: "Before iOS 14, UIStackView is a non-rendering view (a CATransformLayer): its `backgroundColor` is ignored and nothing is drawn.",
            firingExample: "layout A {\n  target: ios 13\n  stack s {\n    pin: edges\n    background: #FF0000\n    label l { intrinsic: 40 x 20 }\n  }\n}\n",
            passingExample: "layout A {\n  target: ios 14\n  stack s {\n    pin: edges\n    background: #FF0000\n    label l { intrinsic: 40 x 20 }\n  }\n}\n",
            fix: "Insert a non-arranged `view` with the background, pinned to the stack's edges (the fix).")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (_, layout) in context.layouts where layout.target < 14 {
            for stack in layout.elements where stack.kind == .stack {
                guard let property = stack.assignments[.background] else { continue }
                let indent = context.source.indentation(at: property.range.start)
                let newline = context.source.lineEnding
                let value = context.source.text(in: property.value.range)
                let replacement = "view \(stack.displayName)Background {\(newline)\(indent)  arranged: false\(newline)\(indent)  pin: edges\(newline)\(indent)  background: \(value)\(newline)\(indent)}"
                findings.append(finding(property.range,
                    "`background` on the stack `\(stack.displayName)` is not drawn before iOS 14 (target ios \(formatPoints(layout.target))): stack views do not render; put the color on a view behind the arranged views",
                    fixes: [Fix(title: "Move the background to a view pinned to the stack's edges",
                                edits: [TextEdit(range: property.range, newText: replacement)])]))
            }
        }
        return findings
    }
}
