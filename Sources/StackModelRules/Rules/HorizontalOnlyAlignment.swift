import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// `top` or `bottom` alignment on a vertical stack.
public struct HorizontalOnlyAlignment: Rule {
    public let id = RuleID.horizontalOnlyAlignment
    public let fixKind = FixKind.safe
    /// The file the fix gives, on which the rule does not fire: written once for both.
    static let fixed = RuleExample(
        """
        layout A {
          stack s {
            pin: edges
            axis: vertical
            alignment: leading
            label l { intrinsic: 40 x 20 }
          }
        }

        """)

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`top` or `bottom` alignment on a vertical stack.",
            rationale:
                "`UIStackView.Alignment.top` is the same raw value as `.leading`, and `.bottom` as `.trailing`: on a vertical stack they align left and right edges, which the names hide.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            axis: vertical
                            alignment: top
                        //             ^^^ horizontal-only-alignment warning: `top` on the vertical stack `s` means `leading`: write `leading`
                            label l { intrinsic: 40 x 20 }
                          }
                        }

                        """, fix: ExpectedFix(.safe, Self.fixed))
                ],
                nonTriggering: [Self.fixed]),
            fix: "Write `leading` for `top` and `trailing` for `bottom`.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices where layout.elements[index].stack?.axis == .vertical {
                guard let alignment = layout.elements[index].stack?.alignment,
                    alignment == .top || alignment == .bottom,
                    let property = layout.elements[index].assignments[.alignment]
                else { continue }
                let element = layout.elements[index]
                let meaning = alignment == .top ? "leading" : "trailing"
                findings.append(
                    finding(
                        property.value.range,
                        "`\(alignment.rawValue)` on the vertical stack `\(element.displayName)` means `\(meaning)`: write `\(meaning)`",
                        fixes: [
                            Fix(
                                title: "Replace with `\(meaning)`",
                                edits: [Edits.replaceValue(of: property, with: meaning)])
                        ]))
            }
        }
        return findings
    }
}
