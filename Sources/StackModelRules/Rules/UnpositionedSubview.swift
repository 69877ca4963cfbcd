import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A subview that nothing positions: the `addSubview` instead of `addArrangedSubview` mistake.
public struct UnpositionedSubview: Rule {
    public let id = RuleID.unpositionedSubview
    public let fixKind = FixKind.unsafe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "A child of a `view` or a `scroll`, or a non-arranged child of a stack, with no `pin` and no constraints.",
            rationale:
                "A view added with `addSubview` gets no constraints from its parent: a stack only positions its arranged subviews, and a scroll view positions none (its content is placed against its `content` and `frame` guides). Without pins or constraints its frame is undefined, which usually means `addArrangedSubview` was meant.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          view card {
                            pin: edges
                            label title { intrinsic: 40 x 20 }
                        //  ^^^^^^^^^^^ unpositioned-subview warning: `title` is a subview of `card` with no `pin` and no constraints: nothing positions it
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout A {
                              view card {
                                pin: edges
                                label title { intrinsic: 40 x 20; pin: edges }
                              }
                            }

                            """)),
                    RuleExample(
                        """
                        layout Form {
                          scroll page {
                            pin: edges
                            stack fields {
                        //  ^^^^^^^^^^^^ unpositioned-subview warning: `fields` is a subview of the scroll view `page` with no `pin` and no constraints: nothing positions it
                              axis: vertical
                              label name { intrinsic: 120 x 21 }
                            }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout Form {
                              scroll page {
                                pin: edges
                                stack fields {
                                  pin: edges
                                  axis: vertical
                                  label name { intrinsic: 120 x 21 }
                                }
                              }
                            }

                            """)),
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          view card {
                            pin: edges
                            label title {
                              intrinsic: 40 x 20
                              pin: top 8, leading 8
                            }
                          }
                        }

                        """)
                ]),
            fix: "Add `pin: edges` (the fix), other pins, or make it an arranged view.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices
            where layout.elements[index].parent != nil && !layout.elements[index].isArranged {
                let element = layout.elements[index]
                guard element.assignments[.pin] == nil, element.constraints.isEmpty, let parent = element.parent else {
                    continue
                }
                let parentElement = layout.elements[parent]
                let where_: String
                switch parentElement.kind {
                case .stack?: where_ = "a non-arranged subview of the stack `\(parentElement.displayName)`"
                // A scroll view arranges nothing either: its content is placed against its guides.
                case .scroll?: where_ = "a subview of the scroll view `\(parentElement.displayName)`"
                default: where_ = "a subview of `\(parentElement.displayName)`"
                }
                findings.append(
                    finding(
                        element.headerRange,
                        "`\(element.displayName)` is \(where_) with no `pin` and no constraints: nothing positions it",
                        fixes: [
                            Fix(
                                title: "Add `pin: edges`",
                                edits: [Edits.insertProperty("pin: edges", into: element, source: context.source)],
                                safety: .unsafe)
                        ]))
            }
        }
        return findings
    }
}
