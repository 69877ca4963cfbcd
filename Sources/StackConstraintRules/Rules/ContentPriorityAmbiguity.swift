import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// Arranged views that tie on the priority deciding who stretches or shrinks.
public struct ContentPriorityAmbiguity: Rule {
    public let id = RuleID.contentPriorityAmbiguity
    public let usesFrames = true
    public let fixKind = FixKind.unsafe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "Two or more arranged views share the hugging priority that decides who stretches, or the compression resistance that decides who shrinks.",
            rationale:
                "In a `fill` stack with room to spare, the view with the lowest hugging priority stretches; with too little room, the one with the lowest compression resistance shrinks. On a tie Auto Layout has no rule and picks one, which can change between runs and OS versions. Xcode reports this as \"Content Priority Ambiguity\". (Views with no intrinsic size have no content priority at all: two of them sharing the room are an ambiguous size, reported by `ambiguous-layout`.) The finding is anchored on the last of the tied views, the one the fix changes, with the others and the stack as related information; a suppression above any of them, or above the stack, applies. A tie that goes away once the size of a view marked `runtime: true` (its content is set in code) is fixed is not reported: its real size comes from its content, not from the estimate in the file.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          canvas: 400 x 100
                          stack s {
                            pin: edges
                            label a { intrinsic: 100 x 20 }
                            label b { intrinsic: 100 x 20 }
                        //  ^^^^^^^ content-priority-ambiguity warning: `a`, `b` share the hugging priority 251 that decides which one stretches in `s` at 400 x 100: the layout is ambiguous (Content Priority Ambiguity); raise one of them by 1. Reported at `b`; a suppression above any of them or above `s` applies too
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout A {
                              canvas: 400 x 100
                              stack s {
                                pin: edges
                                label a { intrinsic: 100 x 20 }
                                label b { intrinsic: 100 x 20; hugging: 252 251 }
                              }
                            }

                            """)),
                    RuleExample(
                        """
                        layout Row {
                          canvas: 375 x 44, 200 x 44
                          stack row {
                            pin: edges
                            spacing: 8
                            label title { intrinsic: 120 x 21 }
                            label value { intrinsic: 100 x 21 }
                        //  ^^^^^^^^^^^ content-priority-ambiguity warning: `title`, `value` share the compression resistance 750 that decides which one shrinks in `row` at 200 x 44: the layout is ambiguous (Content Priority Ambiguity); raise one of them by 1. Reported at `value`; a suppression above any of them or above `row` applies too
                        //  ^^^^^^^^^^^ content-priority-ambiguity warning: `title`, `value` share the hugging priority 251 that decides which one stretches in `row` at 375 x 44: the layout is ambiguous (Content Priority Ambiguity); raise one of them by 1. Reported at `value`; a suppression above any of them or above `row` applies too
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout Row {
                              canvas: 375 x 44, 200 x 44
                              stack row {
                                pin: edges
                                spacing: 8
                                label title { intrinsic: 120 x 21 }
                                label value { intrinsic: 100 x 21; compression: 751 750 }
                              }
                            }

                            """)),
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          canvas: 400 x 100
                          stack s {
                            pin: edges
                            label a { intrinsic: 100 x 20 }
                            label b {
                              intrinsic: 100 x 20
                              hugging: 250
                            }
                          }
                        }

                        """),
                    RuleExample.colorBar,
                ]),
            fix:
                "Raise one view's priority by 1 (the fix raises the last one's, so that one no longer stretches or shrinks first: a design choice)."
        )
    }

    public init() {}

    private struct Key: Hashable {
        var stack: Int
        var stretch: Bool
        var views: [Int]
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            var grouping = CanvasGrouping<Key>()
            var ties: [Key: ContentPriorityTie] = [:]
            for group in solved.groups {
                let tiesByCanvas = context.contentPriorityTies(in: group)
                for (canvas, result) in group.canvases.enumerated() {
                    for tie in tiesByCanvas[canvas] where tie.kind != .missingSize {
                        let key = Key(stack: tie.stack.id, stretch: tie.kind == .stretch, views: tie.views.map(\.id))
                        grouping.add(key, at: result.name)
                        if ties[key] == nil { ties[key] = tie }
                    }
                }
            }
            for (key, sizes) in grouping.entries {
                guard let tie = ties[key], let last = tie.views.last, let axis = tie.stack.stack?.axis else { continue }
                let names = tie.views.map { "`\($0.displayName)`" }.joined(separator: ", ")
                let property: PropertyName = tie.kind == .stretch ? .hugging : .compression
                let what =
                    tie.kind == .stretch
                    ? "hugging priority \(formatPoints(tie.priority)) that decides which one stretches"
                    : "compression resistance \(formatPoints(tie.priority)) that decides which one shrinks"
                var fixes: [Fix] = []
                if tie.priority < 999 {
                    fixes.append(
                        Fix(
                            title:
                                "Raise the \(property.rawValue) of `\(last.displayName)` to \(formatPoints(tie.priority + 1))",
                            edits: [
                                PriorityPropertyEdit.set(
                                    property, axis: axis, to: tie.priority + 1, on: last, source: context.source)
                            ], safety: .unsafe))
                }
                findings.append(
                    finding(
                        last.headerRange,
                        "\(names) share the \(what) in `\(tie.stack.displayName)` \(canvasList(sizes)): the layout is ambiguous (Content Priority Ambiguity); raise one of them by 1. Reported at `\(last.displayName)`; a suppression above any of them or above `\(tie.stack.displayName)` applies too",
                        related: tie.views.dropLast().map {
                            RelatedLocation(
                                range: $0.headerRange,
                                message: "`\($0.displayName)`, \(property.rawValue) \(formatPoints(tie.priority))")
                        }
                            + [
                                RelatedLocation(
                                    range: tie.stack.headerRange, message: "the stack `\(tie.stack.displayName)`")
                            ]
                            + canvasNote(sizes, at: last.headerRange),
                        fixes: fixes))
            }
        }
        return findings
    }
}

/// Sets one axis of `hugging` or `compression`, keeping the other axis's value.
enum PriorityPropertyEdit {
    static func set(_ property: PropertyName, axis: Axis, to value: Double, on element: Element, source: SourceText)
        -> TextEdit
    {
        let current = property == .hugging ? element.properties.hugging : element.properties.compression
        let horizontal = axis == .horizontal ? value : current.horizontal
        let vertical = axis == .vertical ? value : current.vertical
        let text = "\(formatPoints(horizontal)) \(formatPoints(vertical))"
        if let existing = element.assignments[property] {
            return Edits.replaceValue(of: existing, with: text)
        }
        return Edits.insertProperty("\(property.rawValue): \(text)", into: element, source: source)
    }
}
