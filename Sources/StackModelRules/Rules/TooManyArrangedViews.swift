import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// More arranged views than a stack is meant for.
public struct TooManyArrangedViews: Rule {
    public let id = RuleID.tooManyArrangedViews
    /// The most arranged views one stack may have.
    public static let max = RuleOption<Int>("max", default: 12, summary: "the most arranged views one stack may have")
    public var options: [RuleOptionDeclaration] { [Self.max.declaration] }
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "More than `\(Self.max.name)` (\(Self.max.defaultValue)) arranged views in one stack.",
            rationale:
                "Stacks are for a small number of items: every arranged view adds spacing, alignment and content constraints, all laid out at once. A long or repeating list belongs in a table or collection view, which reuses cells.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                          ^^^^^^^ too-many-arranged-views warning: the stack `s` arranges 13 views, more than 12: use a table or collection view for long lists
                            pin: edges
                            label l1 { intrinsic: 10 x 10 }
                            label l2 { intrinsic: 10 x 10 }
                            label l3 { intrinsic: 10 x 10 }
                            label l4 { intrinsic: 10 x 10 }
                            label l5 { intrinsic: 10 x 10 }
                            label l6 { intrinsic: 10 x 10 }
                            label l7 { intrinsic: 10 x 10 }
                            label l8 { intrinsic: 10 x 10 }
                            label l9 { intrinsic: 10 x 10 }
                            label l10 { intrinsic: 10 x 10 }
                            label l11 { intrinsic: 10 x 10 }
                            label l12 { intrinsic: 10 x 10 }
                            label l13 { intrinsic: 10 x 10 }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Toolbar {
                          stack bar {
                          ^^^^^^^^^ too-many-arranged-views warning: the stack `bar` arranges 4 views, more than 3: use a table or collection view for long lists
                            pin: top, leading, trailing
                            distribution: equalSpacing
                            button b1 { intrinsic: 44 x 44 }
                            button b2 { intrinsic: 44 x 44 }
                            button b3 { intrinsic: 44 x 44 }
                            button b4 { intrinsic: 44 x 44 }
                          }
                        }

                        """, options: RuleOptionValues().setting(Self.max, to: 3)),
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            label l1 { intrinsic: 10 x 10 }
                            label l2 { intrinsic: 10 x 10 }
                            label l3 { intrinsic: 10 x 10 }
                            label l4 { intrinsic: 10 x 10 }
                            label l5 { intrinsic: 10 x 10 }
                            label l6 { intrinsic: 10 x 10 }
                            label l7 { intrinsic: 10 x 10 }
                            label l8 { intrinsic: 10 x 10 }
                            label l9 { intrinsic: 10 x 10 }
                            label l10 { intrinsic: 10 x 10 }
                            label l11 { intrinsic: 10 x 10 }
                            label l12 { intrinsic: 10 x 10 }
                          }
                        }

                        """)
                ]),
            fix: "Use a table or collection view, or group the views.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let limit = context[Self.max]
        for layout in context.model.layouts {
            for index in layout.elements.indices where layout.elements[index].kind == .stack {
                // Counted in place: most stacks are well under the limit.
                var count = 0
                for child in layout.elements[index].children where layout.elements[child].isArranged { count += 1 }
                guard count > limit else { continue }
                let stack = layout.elements[index]
                findings.append(
                    finding(
                        stack.headerRange,
                        "the stack `\(stack.displayName)` arranges \(count) views, more than \(limit): use a table or collection view for long lists"
                    ))
            }
        }
        return findings
    }
}
