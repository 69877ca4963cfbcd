import StackDiagnostics
import StackModel
import StackRuleKit
import StackSyntax

/// A stack that arranges a single view and changes nothing about where it goes.
public struct SingleChildStack: Rule {
    public let id = RuleID.singleChildStack
    public let usesFrames = true
    public let fixKind = FixKind.safe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A stack with one arranged view whose removal changes no frame at any canvas.",
            rationale:
                "Such a stack only adds a layer and its constraints. Whether it does anything is decided by solving: the layout is solved again with the child in the stack's place (taking the stack's `pin`, constraints, `spacingAfter` and content priorities), and the rule fires only when every other element keeps its frame at every canvas. A stack whose alignment (`leading` keeping a button at its own width), margins or spacing changes where its child goes, or that draws a `background`, does something and does not fire. When a layout has many such stacks (a long list of wrapped rows), those not inside one another are proved together, unwrapped at once as `--fix` applies them in one round, the group halved until any stack that moves a frame stands alone. A stack filled in code (`runtime: true`), or inside an element so marked, holds more than the file shows and does not fire.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          stack card {
                            pin: top, leading, trailing
                            axis: vertical
                            spacing: 8
                            stack titleRow {
                        //  ^^^^^^^^^^^^^^ single-child-stack info: the stack `titleRow` arranges only `title` and changes nothing about where it goes: with `title` in its place every frame stays the same at every canvas, so it only adds a layer
                              label title { intrinsic: 120 x 20 }
                            }
                            label body { intrinsic: 200 x 40 }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .safe,
                            """
                            layout A {
                              stack card {
                                pin: top, leading, trailing
                                axis: vertical
                                spacing: 8
                                label title { intrinsic: 120 x 20 }
                                label body { intrinsic: 200 x 40 }
                              }
                            }

                            """)),
                    RuleExample(
                        """
                        layout Badge {
                          // A counter in the corner of a cell.
                          stack root {
                          ^^^^^^^^^^ single-child-stack info: the stack `root` arranges only `count` and changes nothing about where it goes: with `count` in its place every frame stays the same at every canvas, so it only adds a layer
                            pin: top 16, leading 16
                            label count { intrinsic: 24 x 17 }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .safe,
                            """
                            layout Badge {
                              // A counter in the corner of a cell.
                              label count { intrinsic: 24 x 17; pin: top 16, leading 16 }
                            }

                            """)),
                    RuleExample(
                        """
                        layout Card {
                          stack card {
                            pin: top, leading, trailing
                            axis: vertical
                            spacing: 8
                            stack header {
                        //  ^^^^^^^^^^^^ single-child-stack info: the stack `header` arranges only `title` and changes nothing about where it goes: with `title` in its place every frame stays the same at every canvas, so it only adds a layer
                              // the title row
                              label title { intrinsic: 120 x 21 }
                            }
                            label body { intrinsic: 200 x 40 }
                          }
                        }

                        """,
                        fix: ExpectedFix(
                            .safe,
                            """
                            layout Card {
                              stack card {
                                pin: top, leading, trailing
                                axis: vertical
                                spacing: 8
                                // the title row
                                label title { intrinsic: 120 x 21 }
                                label body { intrinsic: 200 x 40 }
                              }
                            }

                            """)),
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          stack card {
                            pin: top, leading, trailing
                            axis: vertical
                            spacing: 8
                            label title { intrinsic: 120 x 20 }
                            stack buttonRow {
                              axis: vertical
                              alignment: leading
                              button more { intrinsic: 90 x 44 }
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Chip {
                          stack chip {
                            pin: top 16, leading 16
                            marginsRelative: true
                            margins: 4 8 4 8
                            label text { intrinsic: 60 x 17 }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Form {
                          stack form {
                            pin: top, leading, trailing
                            axis: vertical
                            spacing: 8
                            label title { intrinsic: 120 x 21 }
                            stack actions {
                              axis: vertical
                              alignment: leading
                              button submit { intrinsic: 90 x 44 }
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout A {
                          stack card {
                            pin: top, leading, trailing
                            axis: vertical
                            spacing: 8
                            stack tags {
                              runtime: true
                              label first { intrinsic: 60 x 20 }
                            }
                            label body { intrinsic: 200 x 40 }
                          }
                        }

                        """),
                ]),
            fix:
                "Unwrap: replace the stack with its view (the fix). It is offered only when the layout solved before and after keeps every frame, so it is safe."
        )
    }

    public init() {}

    /// What an arranged or pinned view says about its place in its parent: these move from
    /// the stack to the child when the stack is unwrapped. The stack's own properties
    /// (axis, alignment, spacing, margins, ...) go with it; the solve shows whether they
    /// mattered.
    private static let movedProperties: [PropertyName] = [.pin, .arranged, .spacingAfter, .hugging, .compression]

    /// A stack that may be unwrapped, with the edit that does it.
    private struct Candidate {
        var stack: Element
        var child: Element
        var edit: TextEdit
    }

    /// Up to this many candidates in a layout are each proved by a solve of their own;
    /// beyond it they are proved together (see ``proven(_:layoutIndex:in:)``).
    static let individualProofs = 8

    /// Whether a constraint line names the element at `index`: looked for only for a stack
    /// with one child, the few that can be unwrapped.
    private static func isReferenced(_ index: Int, in layout: Layout) -> Bool {
        layout.elements.indices.contains { element in
            layout.elements[element].constraints.contains { $0.target?.element == index }
        }
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (index, layout) in context.layouts where index < context.frames.count && !context.frames[index].isEmpty {
            let canvases = context.frames[index]
            var candidates: [Candidate] = []
            for stackIndex in layout.elements.indices
            where layout.elements[stackIndex].kind == .stack && layout.elements[stackIndex].children.count == 1 {
                let stack = layout.elements[stackIndex]
                let child = layout.elements[stack.children[0]]
                // The child must already fill the stack exactly, unambiguously, at every
                // canvas: otherwise the stack places it and unwrapping moves it.
                // A stack filled in code (§12) holds more than the file shows.
                guard child.isArranged, !stack.isHidden, !layout.isRuntimeContent(at: stackIndex),
                    stack.properties.background == nil, !Self.isReferenced(stackIndex, in: layout),
                    canvases.allSatisfy({ canvas in
                        canvas.frames.indices.contains(child.id)
                            && canvas.frames[child.id].canvasFrame == canvas.frames[stack.id].canvasFrame
                            && !canvas.frames[child.id].isAmbiguous && !canvas.frames[stack.id].isAmbiguous
                    }),
                    let replacement = unwrapped(
                        stack, child, source: context.source, comments: context.model.syntax.comments)
                else { continue }
                candidates.append(
                    Candidate(stack: stack, child: child, edit: TextEdit(range: stack.range, newText: replacement)))
            }
            let proven = proven(candidates, layoutIndex: index, in: context)
            for candidate in candidates where proven.contains(candidate.stack.id) {
                let (stack, child) = (candidate.stack, candidate.child)
                findings.append(
                    finding(
                        stack.headerRange,
                        "the stack `\(stack.displayName)` arranges only `\(child.displayName)` and changes nothing about where it goes: with `\(child.displayName)` in its place every frame stays the same at every canvas, so it only adds a layer",
                        fixes: [Fix(title: "Unwrap `\(stack.displayName)`", edits: [candidate.edit], safety: .safe)]))
            }
        }
        return findings
    }

    /// The ids of the candidates whose unwrapping keeps every frame. A few are each solved
    /// on their own. Many (a long list of wrapped rows) are proved together, as `--fix`
    /// applies them in one round: stacks not inside one another are unwrapped at once and
    /// the layout solved once; when a frame moves, the group is halved until the stacks
    /// that move it are found alone. So a file of 200 wrapped rows takes a few solves, not
    /// 200.
    private func proven(_ candidates: [Candidate], layoutIndex: Int, in context: RuleContext) -> Set<Int> {
        func keeps(_ group: ArraySlice<Candidate>) -> Bool {
            FramePreservation.keepsFrames(
                group.map(\.edit), layoutIndex: layoutIndex, removed: Set(group.map(\.stack.id)), in: context)
        }
        guard candidates.count > Self.individualProofs else {
            return Set(candidates.filter { keeps([$0]) }.map(\.stack.id))
        }
        func prove(_ group: ArraySlice<Candidate>) -> [Int] {
            if keeps(group) { return group.map(\.stack.id) }
            guard group.count > 1 else { return [] }
            let middle = group.startIndex + group.count / 2
            return prove(group[..<middle]) + prove(group[middle...])
        }
        var proven: Set<Int> = []
        var remaining = candidates[...]
        while !remaining.isEmpty {
            // Stacks not inside one another: their edits do not overlap.
            var group: [Candidate] = []
            var nested: [Candidate] = []
            for candidate in remaining {
                let inside = group.contains {
                    $0.stack.range.start <= candidate.stack.range.start
                        && candidate.stack.range.end <= $0.stack.range.end
                }
                if inside { nested.append(candidate) } else { group.append(candidate) }
            }
            proven.formUnion(prove(group[...]))
            remaining = nested[...]
        }
        return proven
    }

    /// The child's text, one indent level out, with the stack's place in its parent moved
    /// into it, and the stack's own comments kept above it; nil when the child already says
    /// something about its place that the stack's statement would contradict.
    private func unwrapped(_ stack: Element, _ child: Element, source: SourceText, comments: [CommentSyntax]) -> String?
    {
        var statements: [(start: Int, text: String)] = []
        for name in Self.movedProperties {
            guard let property = stack.assignments[name] else { continue }
            guard child.assignments[name] == nil else { return nil }
            statements.append((property.range.start, source.text(in: property.range)))
        }
        statements += stack.constraints.map { ($0.range.start, source.text(in: $0.range)) }
        var text = source.text(in: child.range)
        if !statements.isEmpty {
            let joined = statements.sorted { $0.start < $1.start }.map(\.text).joined(separator: "; ")
            let insertion = Edits.insertProperty(joined, into: child, source: source)
            let shifted = TextEdit(
                range: SourceRange(
                    start: insertion.range.start - child.range.start, end: insertion.range.end - child.range.start),
                newText: insertion.newText)
            text = String(decoding: FramePreservation.apply([shifted], to: Array(text.utf8)), as: UTF8.self)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.enumerated().map { index, line in
            index > 0 && line.hasPrefix("  ") ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
        let kept = comments.filter { comment in
            stack.range.start <= comment.range.start && comment.range.end <= stack.range.end
                && !(child.range.start <= comment.range.start && comment.range.end <= child.range.end)
        }
        guard !kept.isEmpty else { return body }
        let indent = source.indentation(at: stack.headerRange.start)
        return kept.map { $0.text + source.lineEnding + indent }.joined() + body
    }
}
