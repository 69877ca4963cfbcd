import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// Wrapping text whose width never settles (stack-format.md §10.1).
public struct TextLayoutUnstable: Rule {
    public let id = RuleID.textLayoutUnstable
    public let usesFrames = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A wrapping label's width still changes after the eight passes of text layout.",
            rationale:
                "UIKit lays out wrapping text in passes: the label's `preferredMaxLayoutWidth` follows the width it got, its height follows the lines its text takes at that width, and the layout runs again. Where the label's height feeds back into its width (an aspect ratio, a width tied to a height), more lines make it wider, which takes lines away, which makes it narrower again: the layout never settles, and what the screen shows depends on how many passes ran. stacklint stops after eight passes and shows the eighth pass's frames.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout Badge {
                          canvas: 375 x 667
                          label caption {
                          ^^^^^^^^^^^^^ text-layout-unstable warning: the width of `caption` still changes after 8 passes of text layout at 375 x 667: its height and width feed each other; the frames shown are the eighth pass's
                            pin: top, leading
                            intrinsic: 300 x 40
                            lines: 0
                            hugging: 251 751
                            compression: 200 750
                            width == height * 4
                          }
                        }

                        """)
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout Badge {
                          canvas: 375 x 667
                          label caption {
                            pin: top, leading
                            intrinsic: 300 x 40
                            lines: 0
                            width == 160
                          }
                        }

                        """)
                ]),
            fix:
                "Give the label a width that does not depend on its height (a constraint to its container, or a fixed width)."
        )
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            let layout = solved.layout
            var grouping = CanvasGrouping<Int>()
            for group in solved.groups {
                for result in group.canvases {
                    for index in result.unstableText where layout.elements.indices.contains(index) {
                        grouping.add(index, at: result.name)
                    }
                }
            }
            for (index, sizes) in grouping.entries {
                let element = layout.elements[index]
                findings.append(
                    finding(
                        element.headerRange,
                        "the width of `\(element.displayName)` still changes after 8 passes of text layout \(canvasList(sizes)): its height and width feed each other; the frames shown are the eighth pass's",
                        related: canvasNote(sizes, at: element.headerRange)))
            }
        }
        return findings
    }
}
