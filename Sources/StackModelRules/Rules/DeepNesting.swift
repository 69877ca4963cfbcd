import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// Stacks nested too deeply: one of the four pitfalls.
public struct DeepNesting: Rule {
    public let id = RuleID.deepNesting
    /// The deepest nesting allowed.
    public static let maxDepth = RuleOption<Int>(
        "maxDepth", default: 3, summary: "the deepest nesting allowed, counting the root stack as 1")
    /// The deepest nesting allowed in a cell.
    public static let maxDepthInCells = RuleOption<Int>(
        "maxDepthInCells", default: 2, summary: "the same in a `cell: true` layout")
    public var options: [RuleOptionDeclaration] { [Self.maxDepth.declaration, Self.maxDepthInCells.declaration] }
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "A stack nested deeper than `\(Self.maxDepth.name)` stacks (\(Self.maxDepth.defaultValue)), or `\(Self.maxDepthInCells.name)` (\(Self.maxDepthInCells.defaultValue)) in a cell.",
            rationale:
                "Every stack adds its own constraints and guides to the Auto Layout engine, and a reusable cell pays for them again on every reuse while scrolling. Deep stacks also make frames hard to predict; Apple's guidance is to keep stacks shallow.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          cell: true
                          stack a {
                            pin: edges
                            stack b {
                              stack c {
                        //    ^^^^^^^ deep-nesting warning: stacks are nested 3 deep (a > b > c), more than maxDepthInCells 2 in a cell: flatten them, or place views with constraints
                                label l { intrinsic: 40 x 20 }
                              }
                            }
                          }
                        }

                        """)
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          cell: true
                          stack a {
                            pin: edges
                            stack b {
                              label l { intrinsic: 40 x 20 }
                            }
                          }
                        }

                        """)
                ]),
            fix: "Flatten the hierarchy: combine stacks, or place views with constraints in a `view`.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            let option = layout.isCell ? Self.maxDepthInCells : Self.maxDepth
            let limit = context[option]
            // Report once per too-deep branch: at the first stack past the limit.
            for index in layout.elements.indices
            where layout.elements[index].kind == .stack && layout.stackDepth(of: index) == limit + 1 {
                let chain = layout.stackChain(to: index)
                let path = chain.map { layout.displayName(of: $0) }.joined(separator: " > ")
                findings.append(
                    finding(
                        layout.elements[index].headerRange,
                        "stacks are nested \(chain.count) deep (\(path)), more than \(option.name) \(limit)\(layout.isCell ? " in a cell" : ""): flatten them, or place views with constraints",
                        related: chain.dropLast().map {
                            RelatedLocation(
                                range: layout.elements[$0].headerRange,
                                message: "enclosing stack `\(layout.displayName(of: $0))`")
                        }))
            }
        }
        return findings
    }
}
