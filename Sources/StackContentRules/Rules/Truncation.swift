import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// A view compressed below its intrinsic size.
public struct Truncation: Rule {
    public let id = RuleID.truncation
    public let usesFrames = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "At some canvas size, a label, button or field is compressed below its intrinsic size.",
            rationale:
                "When the content does not fit, Auto Layout shrinks the view with the lowest compression resistance below its intrinsic size: a label's text is truncated with an ellipsis, a button's title or a field's text clipped; a button that shows only an image (no `text`) draws its image smaller, and the message says so. (Images and plain views are left alone: they scale or clip by design. Nor is a view inside a hidden container judged: it is not shown.) A wrapping label (`lines` other than 1) is judged by its lines: narrower than its text it wraps, and it truncates where its height shows fewer lines than its text takes at its width, or where its `lines` caps them below that. Nor does it fire on a view marked `mayTruncate: true`, where truncation is the design (a file name cut short, a preview), or on a view whose content the app sets in code (`runtime: true`, or inside an element so marked): the file does not hold its text.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          canvas: 100 x 50
                          stack s {
                            pin: edges
                            label title { intrinsic: 80 x 20 }
                            label detail {
                        //  ^^^^^^^^^^^^ truncation warning: `detail` is 60 points below its intrinsic width (80) at 100 x 50: its text would truncate
                              intrinsic: 80 x 20
                              compression: 749
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout ShareRow {
                          canvas: 100 x 44
                          stack row {
                            pin: edges
                            label title { intrinsic: 80 x 20 }
                            button share {
                        //  ^^^^^^^^^^^^ truncation warning: `share` is 24 points below its intrinsic width (44) at 100 x 44: its image would be drawn smaller
                              intrinsic: 44 x 44
                              compression: 749
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Cell {
                          canvas: 200 x 44
                          label body {
                          ^^^^^^^^^^ truncation warning: `body` shows 2 of 3 lines at 200 x 44: its text would truncate
                            pin: edges
                            intrinsic: 500 x 20
                            lines: 0
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Row {
                          canvas: 200 x 100
                          label body {
                          ^^^^^^^^^^ truncation warning: `body` shows 2 of 3 lines (`lines: 2`) at 200 x 100: its text would truncate
                            pin: top, leading, trailing
                            intrinsic: 500 x 20
                            lines: 2
                          }
                        }

                        """),
                ],
                nonTriggering: [
                    RuleExample.labelsThatFit,
                    RuleExample(
                        """
                        layout Details {
                          canvas: 200 x 100
                          stack page {
                            pin: top, leading, trailing
                            axis: vertical
                            label title { intrinsic: 120 x 21 }
                            stack more {
                              hidden: true
                              label detail { intrinsic: 300 x 21 }
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout FileRow {
                          canvas: 100 x 44
                          stack row {
                            pin: edges
                            label size { intrinsic: 50 x 20 }
                            label fileName {
                              intrinsic: 160 x 20
                              compression: 749
                              mayTruncate: true
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Card {
                          canvas: 100 x 44
                          stack row {
                            pin: edges
                            label price { intrinsic: 50 x 20 }
                            label title {
                              intrinsic: 160 x 20
                              compression: 749
                              runtime: true
                            }
                          }
                        }

                        """),
                ]),
            fix:
                "Give the view room (a larger canvas, less content, multi-line text), or choose which view shrinks with compression resistance; where truncation is intended, say so with `mayTruncate: true`."
        )
    }

    public init() {}

    /// What compression does to the view, in the words of its kind: text truncates in a
    /// label, field or titled button; an image-only button draws its image smaller.
    static func effect(of element: Element) -> String {
        element.kind == .button && element.properties.text == nil
            ? "its image would be drawn smaller" : "its text would truncate"
    }

    private struct Key: Hashable {
        var element: Int
        var axis: Axis
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            var grouping = CanvasGrouping<Key>()
            var first: [Key: (shortfall: Double, intrinsic: Double)] = [:]
            var worst: [Key: Double] = [:]
            var cutFirst: [Key: (shown: Int, needed: Int)] = [:]
            var cutWorst: [Key: Int] = [:]
            // The element as it stands where its finding was first met: its properties
            // (`lines`, `mayTruncate`) may vary by size class.
            var metAs: [Key: Element] = [:]
            for group in solved.groups {
                let layout = group.layout
                // Each canvas read in place by index: bound to a name, it would be copied whole.
                for canvas in group.canvases.indices {
                    // By index, each field read in place: most views have no text.
                    // Not where truncation is the design (`mayTruncate`), nor where the content is
                    // set in code (§12): the file does not hold the text. That last is a walk up
                    // the tree, taken only for a view that would be reported.
                    for index in layout.elements.indices
                    where layout.elements[index].kind?.hasText == true && !layout.elements[index].properties.mayTruncate
                        && group.shown[index]
                    {
                        let frame = group.canvases[canvas].frames[index].frame
                        let intrinsicSize = layout.elements[index].properties.intrinsic
                        let scale =
                            layout.elements[index].properties.textStyle?.scale(at: group.canvases[canvas].contentSize)
                            ?? 1
                        if let lines = group.canvases[canvas].lines(of: index) {
                            // A wrapping label is judged by its lines (stack-format.md §10.1).
                            guard
                                let cut = Self.cutLines(
                                    layout.elements[index], height: frame.height, lines: lines, scale: scale),
                                !layout.isRuntimeContent(at: index)
                            else { continue }
                            let key = Key(element: index, axis: .vertical)
                            grouping.add(key, at: group.canvases[canvas].name)
                            if cutFirst[key] == nil { cutFirst[key] = cut }
                            if metAs[key] == nil { metAs[key] = layout.elements[index] }
                            cutWorst[key] = max(cutWorst[key] ?? 0, cut.needed - cut.shown)
                            continue
                        }
                        for axis in Axis.allCases {
                            // Written at `large`; a text-styled view's scales with the category.
                            guard let written = intrinsicSize[axis] else { continue }
                            let intrinsic = written * scale
                            let length = axis == .horizontal ? frame.width : frame.height
                            // Zero or less is `overflow`'s.
                            guard length < intrinsic - 0.001, length > 0, !layout.isRuntimeContent(at: index) else {
                                continue
                            }
                            let key = Key(element: index, axis: axis)
                            grouping.add(key, at: group.canvases[canvas].name)
                            if first[key] == nil { first[key] = (intrinsic - length, intrinsic) }
                            if metAs[key] == nil { metAs[key] = layout.elements[index] }
                            worst[key] = max(worst[key] ?? 0, intrinsic - length)
                        }
                    }
                }
            }
            for (key, sizes) in grouping.entries {
                let element = metAs[key] ?? solved.layout.elements[key.element]
                if let cut = cutFirst[key] {
                    findings.append(
                        finding(
                            element.headerRange,
                            Self.linesMessage(element, cut: cut, worst: cutWorst[key] ?? 0, at: canvasList(sizes)),
                            related: canvasNote(sizes, at: element.headerRange)))
                    continue
                }
                let dimension = key.axis == .horizontal ? "width" : "height"
                let effect = Self.effect(of: element)
                let met = first[key] ?? (0, element.properties.intrinsic[key.axis] ?? 0)
                let most = worst[key] ?? met.shortfall
                // The first canvas's figure, and the worst where another canvas is worse.
                let worse = most > met.shortfall + 0.0005 ? " (up to \(formatPoints(most)) points)" : ""
                findings.append(
                    finding(
                        element.headerRange,
                        "`\(element.displayName)` is \(formatPoints(met.shortfall)) points below its intrinsic \(dimension) (\(formatPoints(met.intrinsic))) \(canvasList(sizes))\(worse): \(effect)",
                        related: canvasNote(sizes, at: element.headerRange)))
            }
        }
        return findings
    }
}
