import StackLayout
import StackModel
import StackSyntax

/// A view compressed below its intrinsic size.
public struct Truncation: Rule {
    public let id = RuleID.truncation
    public let usesFrames = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "At some canvas size, a label, button or field is compressed below its intrinsic size.",
            rationale: "When the content does not fit, Auto Layout shrinks the view with the lowest compression resistance below its intrinsic size: a label's text is truncated with an ellipsis, a button's title or a field's text clipped. (Images and plain views are left alone: they scale or clip by design.)",
            examples: RuleExamples(
                triggering: [RuleExample("""
                    layout A {
                      canvas: 100 x 50
                      stack s {
                        pin: edges
                        label title { intrinsic: 80 x 20 }
                        label detail {
                    //  ^^^^^^^^^^^^ truncation warning: `detail` is up to 60 points below its intrinsic width (80) at 100 x 50: its text would truncate
                          intrinsic: 80 x 20
                          compression: 749
                        }
                      }
                    }

                    """)],
                nonTriggering: [RuleExample("""
                    layout A {
                      canvas: 200 x 50
                      stack s {
                        pin: top, leading
                        label title { intrinsic: 80 x 20 }
                        label detail { intrinsic: 80 x 20 }
                      }
                    }

                    """)]),
            fix: "Give the view room (a larger canvas, less content, multi-line text), or choose which view shrinks with compression resistance.")
    }

    public init() {}

    private struct Key: Hashable {
        var element: Int
        var axis: Axis
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { _, layout, canvases in
            var grouping = CanvasGrouping<Key>()
            var worst: [Key: Double] = [:]
            var worstIntrinsic: [Key: Double] = [:]
            for result in canvases {
                for element in layout.elements where element.kind?.hasText == true && !element.isHidden {
                    let frame = result.frames[element.id].frame
                    for axis in Axis.allCases {
                        // Written at `large`; a text-styled view's scales with the category.
                        guard let written = element.properties.intrinsic[axis] else { continue }
                        let intrinsic = written * element.textScale(at: result)
                        let length = axis == .horizontal ? frame.width : frame.height
                        guard length < intrinsic - 0.001, length > 0 else { continue }  // zero or less: `overflow`
                        let key = Key(element: element.id, axis: axis)
                        grouping.add(key, result)
                        if intrinsic - length > worst[key] ?? 0 {
                            worst[key] = intrinsic - length
                            worstIntrinsic[key] = intrinsic
                        }
                    }
                }
            }
            for (key, sizes) in grouping.entries {
                let element = layout.elements[key.element]
                let dimension = key.axis == .horizontal ? "width" : "height"
                let effect = "its text would truncate"
                let intrinsic = worstIntrinsic[key] ?? element.properties.intrinsic[key.axis] ?? 0
                findings.append(finding(element.headerRange,
                    "`\(element.displayName)` is up to \(formatPoints(worst[key] ?? 0)) points below its intrinsic \(dimension) (\(formatPoints(intrinsic))) \(canvasList(sizes)): \(effect)"))
            }
        }
        return findings
    }
}
