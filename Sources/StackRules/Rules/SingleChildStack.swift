import StackModel
import StackSyntax

/// A stack that arranges a single view and adds nothing.
public struct SingleChildStack: Rule {
    public let id = RuleID.singleChildStack
    public let hasFix = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A stack with one arranged view and no margins, background or custom spacing.",
            rationale: "Such a stack only adds a layer and its constraints: with `fill` alignment the view takes exactly the stack's frame.",
            firingExample: "layout A {\n  stack outer {\n    pin: edges\n    axis: vertical\n    stack inner {\n      label l { intrinsic: 40 x 20 }\n    }\n    label m { intrinsic: 40 x 20 }\n  }\n}\n",
            passingExample: "layout A {\n  stack outer {\n    pin: edges\n    axis: vertical\n    label l { intrinsic: 40 x 20 }\n    label m { intrinsic: 40 x 20 }\n  }\n}\n",
            fix: "Unwrap: replace the stack with its view (the fix, offered when the frames stay the same: a non-root stack with `fill` alignment, no constraints and no other children).")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (_, layout) in context.layouts {
            for stack in layout.elements where stack.kind == .stack {
                let arranged = layout.arrangedChildren(of: stack)
                guard arranged.count == 1, let properties = stack.stack, let child = arranged.first else { continue }
                let hasMargins = properties.isMarginsRelative && properties.margins != .zero
                guard !hasMargins, stack.properties.background == nil, child.properties.spacingAfter == .default else { continue }
                var fixes: [Fix] = []
                let referenced = layout.elements.contains { element in
                    element.constraints.contains { $0.target?.element == stack.id }
                }
                if stack.parent != nil, properties.alignment == .fill, stack.constraints.isEmpty, stack.children.count == 1,
                   !referenced, stack.assignments[.pin] == nil {
                    fixes.append(Fix(title: "Unwrap `\(stack.displayName)`",
                                     edits: [TextEdit(range: stack.range, newText: unwrapped(child, source: context.source))]))
                }
                findings.append(finding(stack.headerRange,
                    "the stack `\(stack.displayName)` arranges only `\(child.displayName)` and adds no margins, background or spacing: it adds a layer and does nothing",
                    fixes: fixes))
            }
        }
        return findings
    }

    /// The child's text, one indent level out.
    private func unwrapped(_ child: Element, source: SourceText) -> String {
        let lines = source.text(in: child.range).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line in
            index > 0 && line.hasPrefix("  ") ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
    }
}
