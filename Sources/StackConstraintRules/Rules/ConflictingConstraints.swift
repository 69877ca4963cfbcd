import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// Required constraints that cannot all hold: one of the four pitfalls.
public struct ConflictingConstraints: Rule {
    public let id = RuleID.conflictingConstraints
    public let usesFrames = true
    public let fixKind = FixKind.unsafe
    /// The file the fix gives, on which the rule does not fire: written once for both.
    static let fixed = RuleExample(
        """
        layout A {
          canvas: 300 x 100
          stack s {
            pin: edges
            distribution: fillEqually
            view a { intrinsic: 50 x 20 }
            view b { width == 200 @999 }
          }
        }

        """)

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "Required constraints that cannot all hold at some canvas size.",
            rationale:
                "Auto Layout then logs \"Unable to simultaneously satisfy constraints\" and breaks one of them at run time; which one it breaks is an implementation detail. A typical cause is a required width on a view that a `fill` alignment or a `fillEqually` distribution also sizes.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          canvas: 300 x 100
                          stack s {
                            pin: edges
                            distribution: fillEqually
                            view a { intrinsic: 50 x 20 }
                            view b { width == 200 }
                        //           ^^^^^^^^^^^^ conflicting-constraints error: unable to simultaneously satisfy constraints at 300 x 100: "s.leading == canvas.leading", "s.trailing == canvas.trailing", "s.leading == a.leading", "s.trailing == b.trailing", "b.leading == a.trailing", "b.width == a.width", "b.width == 200"; will attempt to recover by breaking "b.width == 200"
                          }
                        }

                        """, fix: ExpectedFix(.unsafe, Self.fixed)),
                    RuleExample(
                        """
                        layout A {
                          canvas: 300 x 200
                          view card {
                            pin: edges
                            image icon { intrinsic: 40 x 40; height == 40; pin: top 16, leading 16 }
                            label title {
                              intrinsic: 100 x 20
                              pin: leading 70
                              top == icon.bottom + 8
                              top == parent.top + 10
                        //    ^^^^^^^^^^^^^^^^^^^^^^ conflicting-constraints error: unable to simultaneously satisfy constraints at 300 x 200: "icon.top == card.top + 16", "icon.height == 40", "title.top == icon.bottom + 8", "title.top == card.top + 10"; will attempt to recover by breaking "title.top == card.top + 10"
                            }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout A {
                              canvas: 300 x 200
                              view card {
                                pin: edges
                                image icon { intrinsic: 40 x 40; height == 40; pin: top 16, leading 16 }
                                label title {
                                  intrinsic: 100 x 20
                                  pin: leading 70
                                  top == icon.bottom + 8
                                  top == parent.top + 10 @999
                                }
                              }
                            }

                            """)),
                ],
                nonTriggering: [Self.fixed]),
            fix: "Lower the user's constraint to `@999` (the fix), or remove what it fights.")
    }

    public init() {}

    private struct Key: Hashable {
        var broken: SourceRange
        var set: [SourceRange]
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            var grouping = CanvasGrouping<Key>()
            var conflicts: [Key: Conflict] = [:]
            for result in solved.groups.lazy.flatMap(\.canvases) {
                for conflict in result.conflicts {
                    let key = Key(broken: conflict.broken.range, set: conflict.constraints.map(\.range))
                    grouping.add(key, at: result.name)
                    if conflicts[key] == nil { conflicts[key] = conflict }
                }
            }
            for (key, sizes) in grouping.entries {
                guard let conflict = conflicts[key] else { continue }
                let list = conflict.descriptions.map { "\"\($0)\"" }.joined(separator: ", ")
                var fixes: [Fix] = []
                if case .user = conflict.broken.origin {
                    fixes.append(
                        Fix(
                            title: "Lower `\(conflict.brokenDescription)` to @999",
                            edits: [PriorityEdit.lower(conflict.broken.range, to: 999, source: context.source)],
                            safety: .unsafe))
                }
                findings.append(
                    finding(
                        conflict.broken.range,
                        "unable to simultaneously satisfy constraints \(canvasList(sizes)): \(list); will attempt to recover by breaking \"\(conflict.brokenDescription)\"",
                        related: zip(conflict.constraints, conflict.descriptions).filter {
                            $0.0.range != conflict.broken.range
                        }.map {
                            RelatedLocation(range: $0.0.range, message: "\($0.1) (\($0.0.origin.identifier))")
                        } + canvasNote(sizes, at: conflict.broken.range),
                        fixes: fixes))
            }
        }
        return findings
    }
}
