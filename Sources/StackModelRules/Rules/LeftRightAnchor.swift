import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// `left` or `right` in a constraint line: they do not flip in right-to-left languages.
public struct LeftRightAnchor: Rule {
    public let id = RuleID.leftRightAnchor
    public let fixKind = FixKind.safeWhenFramesKept
    /// The file the fix gives, on which the rule does not fire: written once for both.
    static let fixed = RuleExample(
        """
        layout A {
          view card {
            pin: edges
            label title {
              intrinsic: 80 x 20
              pin: top
              leading == parent.leading + 16
            }
          }
        }

        """)

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "`left` or `right` in a constraint: it stays on the same side in right-to-left languages.",
            rationale:
                "UIKit mirrors `leading`/`trailing` (and a constraint that uses them) in a right-to-left user interface; `leftAnchor`/`rightAnchor` never flip, so a layout built with them keeps an English reading order in Arabic and Hebrew. Apple's advice is to use leading and trailing; `left`/`right` are for things that must not flip (a media scrubber, say). In a left-to-right layout the two mean the same, so the fix changes no frame there.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          view card {
                            pin: edges
                            label title {
                              intrinsic: 80 x 20
                              pin: top
                              left == parent.left + 16
                        //    ^^^^ left-right-anchor warning: `left` in `left == parent.left + 16` stays on the same side in right-to-left languages; use `leading`, which UIKit flips
                            }
                          }
                        }

                        """, fix: ExpectedFix(.safe, Self.fixed)),
                    RuleExample(
                        """
                        layout A {
                          direction: rtl
                          view card {
                            pin: edges
                            label title {
                              intrinsic: 80 x 20
                              pin: top
                              right == parent.right - 16
                        //    ^^^^^ left-right-anchor warning: `right` in `right == parent.right - 16` stays on the same side in right-to-left languages; use `trailing`, which UIKit flips
                            }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .unsafe,
                            """
                            layout A {
                              direction: rtl
                              view card {
                                pin: edges
                                label title {
                                  intrinsic: 80 x 20
                                  pin: top
                                  trailing == parent.trailing - 16
                                }
                              }
                            }

                            """)),
                ],
                nonTriggering: [Self.fixed]),
            fix:
                "Replace `left` with `leading` and `right` with `trailing` on both sides of the constraint. Safe in a left-to-right layout (every frame stays); in an `rtl` layout it changes the layout (unsafe)."
        )
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for layout in context.model.layouts {
            for index in layout.elements.indices {
                for constraint in layout.elements[index].constraints {
                    // The resolved anchors are the written words: most lines name no `left` or `right`.
                    guard constraint.attribute.isAbsolute || constraint.target?.attribute.isAbsolute == true,
                        let syntax = constraint.syntax(in: context.model.syntax)
                    else { continue }
                    let anchors = [syntax.lhs.anchor] + (syntax.expression.reference.map { [$0.anchor] } ?? [])
                    let absolute = anchors.filter { LayoutAttribute($0, in: context.source)?.isAbsolute == true }
                    guard let first = absolute.first else { continue }
                    let edits = absolute.compactMap { anchor in
                        LayoutAttribute(anchor, in: context.source)?.directional.map {
                            TextEdit(range: anchor.range, newText: $0.rawValue)
                        }
                    }
                    let words = absolute.map { context.model.syntax.text($0) }.reduce(into: [String]()) {
                        if !$0.contains($1) { $0.append($1) }
                    }
                    let names = words.map { "`\($0)`" }.joined(separator: " and ")
                    let replacements = words.compactMap {
                        LayoutAttribute(keyword: $0)?.directional.map { "`\($0.rawValue)`" }
                    }
                    .joined(separator: " and ")
                    findings.append(
                        finding(
                            first.range,
                            "\(names) in `\(context.source.text(in: constraint.range))` stays on the same side in right-to-left languages; use \(replacements), which UIKit flips",
                            fixes: [
                                Fix(
                                    title: "Use \(replacements)", edits: edits,
                                    safety: layout.direction == .ltr ? .safe : .unsafe)
                            ]))
                }
            }
        }
        return findings
    }
}
