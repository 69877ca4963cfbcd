import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A required size on an axis that the parent stack sizes: one of the four pitfalls.
public struct RequiredSizeOnFilledAxis: Rule {
    public let id = RuleID.requiredSizeOnFilledAxis
    public let fixKind = FixKind.unsafe
    /// The file the fix gives, on which the rule does not fire: written once for both.
    static let fixed = RuleExample(
        """
        layout A {
          stack s {
            pin: edges
            axis: vertical
            button b {
              intrinsic: 80 x 44
              width == 200 @999
            }
          }
        }

        """)

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A required constant `==` width or height on an axis that the parent stack sizes.",
            rationale:
                "A stack sizes its arranged views across its axis with `fill` alignment, and along it with `fillEqually` or `fillProportionally`, or with `fill` when its own length is fixed and no other visible arranged view can give (a view can give unless a required constant `==` size fixes its length). A fixed-size icon or avatar beside a label that stretches is the normal way to build a row: the label takes the rest, and the rule does not fire. Nor does it fire on a size the stack cannot contradict: the stack's own length on that axis is fixed by a required `==` of the same value (buttons `height == 35` in a row that is `height == 35`), or follows only from this view (a wrapper stack whose length nothing else determines). A required size where the stack does decide conflicts as soon as the two disagree (a rotation, a smaller device, Dynamic Type), even if they agree at the canvases you checked. (A size relative to another dimension, such as an aspect ratio, is left alone: it follows the size the stack gives.)",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack s {
                            pin: edges
                            axis: vertical
                            button b {
                              intrinsic: 80 x 44
                              width == 200
                        //    ^^^^^^^^^^^^ required-size-on-filled-axis warning: a required width on `b` fights its stack `s`: its `fill` alignment stretches every view across the stack. It conflicts as soon as the sizes disagree; use `@999`
                            }
                          }
                        }

                        """, fix: ExpectedFix(.unsafe, Self.fixed)),
                    RuleExample(
                        """
                        layout ProfileRow {
                          canvas: 375 x 72, 320 x 72
                          stack row {
                            pin: edges
                            spacing: 12
                            alignment: center
                            image avatar {
                              intrinsic: 120 x 120
                              width == 40
                        //    ^^^^^^^^^^^ required-size-on-filled-axis warning: a required width on `avatar` fights its stack `row`: its width is fixed, its `fill` distribution shares it out, and no other visible view can give. It conflicts as soon as the sizes disagree; use `@999`
                              height == 40
                            }
                            label name {
                              intrinsic: 140 x 21
                              width == 200
                        //    ^^^^^^^^^^^^ required-size-on-filled-axis warning: a required width on `name` fights its stack `row`: its width is fixed, its `fill` distribution shares it out, and no other visible view can give. It conflicts as soon as the sizes disagree; use `@999`
                            }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout ProfileRow {
                              canvas: 375 x 72, 320 x 72
                              stack row {
                                pin: edges
                                spacing: 12
                                alignment: center
                                image avatar {
                                  intrinsic: 120 x 120
                                  width == 40 @999
                                  height == 40
                                }
                                label name {
                                  intrinsic: 140 x 21
                                  width == 200 @999
                                }
                              }
                            }

                            """)),
                    RuleExample(
                        """
                        layout ActionBar {
                          canvas: 375 x 44, 320 x 44
                          stack actions {
                            pin: top, leading, trailing
                            spacing: 8
                            distribution: fillEqually
                            height == 44
                            button cancel {
                              text: "Cancel"
                              intrinsic: 64 x 30
                              height == 35
                        //    ^^^^^^^^^^^^ required-size-on-filled-axis warning: a required height on `cancel` fights its stack `actions`: its `fill` alignment stretches every view across the stack. It conflicts as soon as the sizes disagree; use `@999`
                            }
                            button save {
                              text: "Save"
                              intrinsic: 48 x 30
                              height == 35
                        //    ^^^^^^^^^^^^ required-size-on-filled-axis warning: a required height on `save` fights its stack `actions`: its `fill` alignment stretches every view across the stack. It conflicts as soon as the sizes disagree; use `@999`
                            }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout ActionBar {
                              canvas: 375 x 44, 320 x 44
                              stack actions {
                                pin: top, leading, trailing
                                spacing: 8
                                distribution: fillEqually
                                height == 44
                                button cancel {
                                  text: "Cancel"
                                  intrinsic: 64 x 30
                                  height == 35 @999
                                }
                                button save {
                                  text: "Save"
                                  intrinsic: 48 x 30
                                  height == 35 @999
                                }
                              }
                            }

                            """)),
                ],
                nonTriggering: [
                    Self.fixed,
                    RuleExample(
                        """
                        layout ProfileRow {
                          canvas: 375 x 72, 320 x 72
                          stack row {
                            pin: edges
                            spacing: 12
                            alignment: center
                            image avatar {
                              intrinsic: 120 x 120
                              width == 40
                              height == 40
                            }
                            label name { intrinsic: 140 x 21 }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout ActionBar {
                          canvas: 375 x 35, 320 x 35
                          stack actions {
                            pin: top, leading, trailing
                            spacing: 8
                            distribution: fillEqually
                            height == 35
                            button cancel {
                              text: "Cancel"
                              intrinsic: 64 x 30
                              height == 35
                            }
                            button save {
                              text: "Save"
                              intrinsic: 48 x 30
                              height == 35
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Badge {
                          stack wrapper {
                            pin: top 16, leading 16
                            axis: vertical
                            image icon {
                              intrinsic: 24 x 24
                              width == 28
                            }
                          }
                        }

                        """),
                ]),
            fix:
                "Lower the constraint to `@999` (the fix), or wrap the view in a `view` container that the stack sizes instead."
        )
    }

    public init() {}

    /// A required `==` to a constant: a length the view insists on.
    private static func isFixedLength(_ line: Constraint) -> Bool {
        line.isRequired && line.relation == .equal && line.target == nil
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices
            where layout.elements[index].isArranged && !layout.elements[index].constraints.isEmpty {
                // Read in place first: most arranged views' lines relate them to other views.
                guard layout.elements[index].constraints.contains(where: Self.isFixedLength) else { continue }
                let element = layout.elements[index]
                guard let stack = layout.arrangingStack(of: element), let properties = stack.stack else { continue }
                for constraint in element.constraints where Self.isFixedLength(constraint) {
                    let axis = constraint.attribute.axis
                    let reason: String?
                    if axis == properties.axis.cross {
                        reason =
                            properties.alignment == .fill
                            ? "its `fill` alignment stretches every view across the stack" : nil
                    } else if properties.distribution == .fillEqually || properties.distribution == .fillProportionally
                    {
                        reason =
                            "its `\(properties.distribution.rawValue)` distribution sets every view's \(constraint.attribute.rawValue)"
                    } else if properties.distribution == .fill, FixedLength.isFixed(stack, axis, in: layout),
                        !layout.arrangedChildren(of: stack).contains(where: {
                            $0.id != element.id && FixedLength.canGive($0, axis)
                        })
                    {
                        reason =
                            "its \(constraint.attribute.rawValue) is fixed, its `fill` distribution shares it out, and no other visible view can give"
                    } else {
                        reason = nil
                    }
                    guard let reason,
                        !UncontradictedSize.holds(
                            constraint.constant, of: element, along: axis, in: stack, layout: layout)
                    else { continue }
                    findings.append(
                        finding(
                            constraint.range,
                            "a required \(constraint.attribute.rawValue) on `\(element.displayName)` fights its stack `\(stack.displayName)`: \(reason). It conflicts as soon as the sizes disagree; use `@999`",
                            related: [RelatedLocation(range: stack.headerRange, message: "the stack that sizes it")],
                            fixes: [
                                Fix(
                                    title: "Lower to @999",
                                    edits: [PriorityEdit.lower(constraint.range, to: 999, source: context.source)],
                                    safety: .unsafe)
                            ]))
                }
            }
        }
        return findings
    }
}
