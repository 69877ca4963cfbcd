import StackModel
import StackSyntax

/// A view with no intrinsic length in a fillProportionally stack.
public struct FillProportionallyZeroLength: Rule {
    public let id = RuleID.fillProportionallyZeroLength
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A visible view with no intrinsic length along the axis of a `fillProportionally` stack.",
            rationale: "`fillProportionally` gives each view a share of the stack proportional to its intrinsic length; a view with none (a plain `view`, a multi-line label in a horizontal stack) gets a required length of zero.",
            firingExample: "layout A {\n  stack s {\n    pin: edges\n    distribution: fillProportionally\n    label a { intrinsic: 40 x 20 }\n    view gap\n  }\n}\n",
            passingExample: "layout A {\n  stack s {\n    pin: edges\n    distribution: fillProportionally\n    label a { intrinsic: 40 x 20 }\n    label b { intrinsic: 80 x 20 }\n  }\n}\n",
            fix: "Give the view an intrinsic size, or use another distribution.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (_, layout) in context.layouts {
            for stack in layout.elements where stack.stack?.distribution == .fillProportionally {
                guard let axis = stack.stack?.axis else { continue }
                for view in layout.arrangedChildren(of: stack) where !view.isHidden && view.kind != .stack {
                    let multiline = view.kind == .label && view.properties.lines == 0 && axis == .horizontal
                    guard multiline || view.properties.intrinsic[axis] == nil else { continue }
                    let why = multiline ? "a multi-line label has no intrinsic width" : "it has no intrinsic \(axis == .horizontal ? "width" : "height")"
                    findings.append(finding(view.headerRange,
                        "`\(view.displayName)` gets zero length in the `fillProportionally` stack `\(stack.displayName)`: \(why)"))
                }
            }
        }
        return findings
    }
}
