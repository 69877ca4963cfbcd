import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A view with no intrinsic length in a fillProportionally stack.
public struct FillProportionallyZeroLength: Rule {
    public let id = RuleID.fillProportionallyZeroLength
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A visible view with no intrinsic length along the axis of a `fillProportionally` stack.",
            rationale:
                "`fillProportionally` gives each view a share of the stack proportional to its intrinsic length; a view with none (a plain `view`, a multi-line label in a horizontal stack) gets a required length of zero. A view whose content the app sets in code (`runtime: true`: a custom class that sizes itself), or any view of a stack so marked or inside one, has its length set in code and does not fire.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            distribution: fillProportionally
                            label a { intrinsic: 40 x 20 }
                            view gap
                        //  ^^^^^^^^ fill-proportionally-zero-length warning: `gap` gets zero length in the `fillProportionally` stack `s`: it has no intrinsic width
                          }
                        }

                        """)
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            distribution: fillProportionally
                            label a { intrinsic: 40 x 20 }
                            label b { intrinsic: 80 x 20 }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            distribution: fillProportionally
                            label a { intrinsic: 40 x 20 }
                            view chart { runtime: true }
                          }
                        }

                        """),
                ]),
            fix: "Give the view an intrinsic size, or use another distribution.")
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices where layout.elements[index].stack?.distribution == .fillProportionally
            {
                guard let axis = layout.elements[index].stack?.axis else { continue }
                // By index, each field read in place; a view whose content is set in code gets
                // its length in code too (§12).
                for child in layout.elements[index].children
                where layout.elements[child].isArranged && layout.elements[child].kind != .stack {
                    let multiline =
                        layout.elements[child].kind == .label && layout.elements[child].properties.lines == 0
                        && axis == .horizontal
                    guard multiline || layout.elements[child].properties.intrinsic[axis] == nil,
                        layout.isShown(at: child), !layout.isRuntimeContent(at: child)
                    else { continue }
                    let (view, stack) = (layout.elements[child], layout.elements[index])
                    let why =
                        multiline
                        ? "a multi-line label has no intrinsic width"
                        : "it has no intrinsic \(axis == .horizontal ? "width" : "height")"
                    findings.append(
                        finding(
                            view.headerRange,
                            "`\(view.displayName)` gets zero length in the `fillProportionally` stack `\(stack.displayName)`: \(why)"
                        ))
                }
            }
        }
        return findings
    }
}
