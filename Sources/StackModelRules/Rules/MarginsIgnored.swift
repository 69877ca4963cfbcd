import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// `margins` on a stack that does not arrange its views inside them.
public struct MarginsIgnored: Rule {
    public let id = RuleID.marginsIgnored
    public let fixKind = FixKind.unsafe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "`margins` on a stack whose `marginsRelative` is not true and whose margins guide nothing refers to.",
            rationale:
                "UIStackView lays its arranged views out against its edges unless `isLayoutMarginsRelativeArrangement` is true; `directionalLayoutMargins` alone moves nothing, unless something uses the stack's layout margins guide (a constraint to `NAME.margins`, a non-arranged child pinned to `margins`).",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            margins: 8
                        //  ^^^^^^^^^^ margins-ignored warning: `margins` has no effect on `s`: the stack arranges its views against its edges unless `marginsRelative` is true
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout A {
                              stack s {
                                marginsRelative: true
                                pin: edges
                                margins: 8
                                label l { intrinsic: 40 x 20 }
                              }
                            }

                            """))
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            margins: 8
                            marginsRelative: true
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            margins: 8
                            label l { intrinsic: 40 x 20 }
                            view badge {
                              arranged: false
                              pin: top margins, trailing margins
                              width == 10
                              height == 10
                            }
                          }
                        }

                        """),
                ]),
            fix: "Add `marginsRelative: true` (or set it to true).")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices where layout.elements[index].kind == .stack {
                guard let margins = layout.elements[index].assignments[.margins],
                    layout.elements[index].stack?.isMarginsRelative != true
                else { continue }
                let element = layout.elements[index]
                guard !usesMarginsGuide(element, in: layout) else { continue }
                let edit =
                    element.assignments[.marginsRelative].map { Edits.replaceValue(of: $0, with: "true") }
                    ?? Edits.insertProperty("marginsRelative: true", into: element, source: context.source)
                findings.append(
                    finding(
                        margins.range,
                        "`margins` has no effect on `\(element.displayName)`: the stack arranges its views against its edges unless `marginsRelative` is true",
                        fixes: [Fix(title: "Set `marginsRelative: true`", edits: [edit], safety: .unsafe)],
                        unnecessary: true))
            }
        }
        return findings
    }

    /// Whether anything refers to the stack's layout margins guide: a constraint to
    /// `NAME.margins` (or a child's `parent.margins`/`margins`), or a child pinned to `margins`.
    private func usesMarginsGuide(_ stack: Element, in layout: Layout) -> Bool {
        let referenced = layout.elements.indices.contains { index in
            layout.elements[index].constraints.contains { $0.target?.item == .margins(of: stack.id) }
        }
        return referenced
            || stack.children.contains { child in
                layout.elements[child].properties.pins.contains { $0.guide == .margins }
            }
    }
}
