import StackModel
import StackSyntax

/// `margins` on a stack that does not arrange its views inside them.
public struct MarginsIgnored: Rule {
    public let id = RuleID.marginsIgnored
    public let hasFix = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`margins` on a stack whose `marginsRelative` is not true and whose margins guide nothing refers to.",
            rationale: "UIStackView lays its arranged views out against its edges unless `isLayoutMarginsRelativeArrangement` is true; `directionalLayoutMargins` alone moves nothing, unless something uses the stack's layout margins guide (a constraint to `NAME.margins`, a non-arranged child pinned to `margins`).",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    margins: 8\n    label l { intrinsic: 40 x 20 }\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    margins: 8\n    marginsRelative: true\n    label l { intrinsic: 40 x 20 }\n  }\n}\n",
            fix: "Add `marginsRelative: true` (or set it to true).")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (_, layout) in context.layouts {
            for element in layout.elements where element.kind == .stack {
                guard let margins = element.assignments[.margins], element.stack?.isMarginsRelative != true,
                      !usesMarginsGuide(element, in: layout) else { continue }
                let edit = element.assignments[.marginsRelative].map { Edits.replaceValue(of: $0, with: "true") }
                    ?? Edits.insertProperty("marginsRelative: true", into: element, source: context.source)
                findings.append(finding(margins.range,
                    "`margins` has no effect on `\(element.displayName)`: the stack arranges its views against its edges unless `marginsRelative` is true",
                    fixes: [Fix(title: "Set `marginsRelative: true`", edits: [edit])], unnecessary: true))
            }
        }
        return findings
    }

    /// Whether anything refers to the stack's layout margins guide: a constraint to
    /// `NAME.margins` (or a child's `parent.margins`/`margins`), or a child pinned to `margins`.
    private func usesMarginsGuide(_ stack: Element, in layout: Layout) -> Bool {
        let referenced = layout.elements.contains { element in
            element.constraints.contains { $0.target?.item == .margins(of: stack.id) }
        }
        return referenced || stack.children.contains { child in
            layout.elements[child].properties.pins.contains { $0.guide == .margins }
        }
    }
}
