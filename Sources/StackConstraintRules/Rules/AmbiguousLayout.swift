import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// Any other frame that is not uniquely determined.
public struct AmbiguousLayout: Rule {
    public let id = RuleID.ambiguousLayout
    public let usesFrames = true
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "A frame that is not uniquely determined, for a reason other than a content priority tie.",
            rationale:
                "When constraints leave a frame free to move without violating anything, Auto Layout picks one solution silently (`hasAmbiguousLayout`); it may differ between runs and OS versions. Typical causes: a view with no size of its own (a plain `view` has no intrinsic size), two such views sharing the room of a `fill` stack (Xcode's \"ambiguous size\"), a subview pinned on one side only. The finding is anchored on the view whose frame is undetermined, with the view or stack that contains it as related information; when a view without a size causes it, on that view rather than on the stacks whose frames follow from it. A frame left free only by the size of a view marked `runtime: true` (its content is set in code) is not reported: the layout is solved again with that size fixed, and what is then determined was the app's to decide.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          view root {
                            pin: edges
                            view box {
                        //  ^^^^^^^^ ambiguous-layout warning: the frame of `box` is not uniquely determined at 375 x 667: it has no intrinsic size and no width or height constraint, and nothing else sizes it; give it a size (`width == 40`) or an `intrinsic` size
                              pin: top, leading
                            }
                          }
                        }

                        """),
                    RuleExample(
                        """
                        layout Header {
                          stack root {
                            pin: top, leading
                            axis: vertical
                            label title { intrinsic: 120 x 21 }
                            view badge
                        //  ^^^^^^^^^^ ambiguous-layout warning: the frame of `badge` is not uniquely determined at 375 x 667: it has no intrinsic height and no height constraint, and nothing else sizes it; give it a size (`height == 40`) or an `intrinsic` size
                          }
                        }

                        """),
                    RuleExample.colorBar,
                    RuleExample(
                        """
                        layout Banner {
                          stack banner {
                          ^^^^^^^^^^^^ ambiguous-layout warning: the frame of `banner` is not uniquely determined at 375 x 667: Auto Layout would pick one solution silently; add the missing size or position constraints
                            pin: top
                            label text { intrinsic: 200 x 21 }
                          }
                        }

                        """),
                ],
                nonTriggering: [
                    RuleExample(
                        """
                        layout A {
                          view root {
                            pin: edges
                            view box {
                              pin: top, leading
                              width == 40
                              height == 40
                            }
                          }
                        }

                        """)
                ]),
            fix:
                "Add the missing size or position constraints (the message says which view lacks which size). To suppress a finding, put `// stacklint-disable-next-line ambiguous-layout` above the view it is anchored on, or above any view or stack it names."
        )
    }

    public init() {}

    /// What one finding is about, the same at every canvas where it happens.
    private enum Subject: Hashable {
        /// A view with no size of its own along these axes.
        case sizeless(Int, [Dimension])
        /// Views with no size of their own sharing the room of a `fill` stack.
        case sharing(stack: Int, views: [Int])
        /// Any other undetermined frame: the outermost element that has one.
        case other(Int)
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            var grouping = CanvasGrouping<Subject>()
            for group in solved.groups {
                let layout = group.layout
                let tiesByCanvas = context.contentPriorityTies(in: group)
                for (canvas, result) in group.canvases.enumerated() {
                    let ties = tiesByCanvas[canvas]
                    // Most canvases have neither a tie nor an ambiguous frame: nothing to look at.
                    guard !ties.isEmpty || result.frames.contains(where: { $0.isAmbiguous }) else { continue }
                    let explained = Set(
                        ties.filter { $0.kind != .missingSize }.flatMap { tie in
                            layout.arrangedChildren(of: tie.stack).map(\.id)
                        })
                    let sharing = ties.filter { $0.kind == .missingSize }
                    let shared = Set(sharing.flatMap { $0.views.map(\.id) })
                    let ambiguous = result.frames.filter { frame in
                        frame.isAmbiguous && !explained.contains(frame.element) && !shared.contains(frame.element)
                            && group.shown[frame.element]
                    }.map { layout.elements[$0.element] }
                    // A view without a size of its own is the cause; the stacks around it only follow.
                    let sizeless = ambiguous.compactMap { element in
                        let missing = Self.missingSizes(of: element, in: layout)
                        return missing.isEmpty ? nil : Subject.sizeless(element.id, missing)
                    }
                    let causes =
                        sharing.map { Subject.sharing(stack: $0.stack.id, views: $0.views.map(\.id)) } + sizeless
                    if !causes.isEmpty {
                        for cause in causes { grouping.add(cause, at: result.name) }
                        continue
                    }
                    for element in ambiguous {
                        // The outermost ambiguous element: its descendants follow it.
                        if let parent = element.parent, ambiguous.contains(where: { $0.id == parent }) { continue }
                        grouping.add(.other(element.id), at: result.name)
                    }
                }
            }
            let layout = solved.layout
            for (subject, sizes) in grouping.entries {
                findings.append(finding(subject, sizes, in: layout))
            }
        }
        return findings
    }

    private func finding(_ subject: Subject, _ sizes: [String], in layout: Layout) -> Diagnostic {
        let at = canvasList(sizes)
        switch subject {
        case .sizeless(let id, let dimensions):
            let element = layout.elements[id]
            let names = dimensions.map(\.rawValue).joined(separator: " or ")
            let intrinsic = dimensions.count > 1 ? "size" : names
            return finding(
                element.headerRange,
                "the frame of `\(element.displayName)` is not uniquely determined \(at): it has no intrinsic \(intrinsic) and no \(names) constraint, and nothing else sizes it; give it a size (`\(dimensions[0].rawValue) == 40`) or an `intrinsic` size",
                related: container(of: element, in: layout) + canvasNote(sizes, at: element.headerRange))
        case .sharing(let stackID, let ids):
            let stack = layout.elements[stackID]
            let views = ids.map { layout.elements[$0] }
            let axis = stack.stack?.axis ?? .horizontal
            let dimension = axis == .horizontal ? "width" : "height"
            let names = views.map { "`\($0.displayName)`" }.joined(separator: ", ")
            let first = views[0]
            return finding(
                first.headerRange,
                "\(names) have no intrinsic \(dimension) and no \(dimension) constraint, so they share the room of `\(stack.displayName)` \(at) in no determined way (an ambiguous size, not a priority tie): give all but one of them a \(dimension) or an `intrinsic` size. Reported at `\(first.displayName)`; a suppression above any of them or above `\(stack.displayName)` applies too",
                related: views.dropFirst().map {
                    RelatedLocation(
                        range: $0.headerRange, message: "`\($0.displayName)`, also with no intrinsic \(dimension)")
                }
                    + [RelatedLocation(range: stack.headerRange, message: "the stack whose room they share")]
                    + canvasNote(sizes, at: first.headerRange))
        case .other(let id):
            let element = layout.elements[id]
            return finding(
                element.headerRange,
                "the frame of `\(element.displayName)` is not uniquely determined \(at): Auto Layout would pick one solution silently; add the missing size or position constraints",
                related: container(of: element, in: layout) + canvasNote(sizes, at: element.headerRange))
        }
    }

    /// The stack or view that contains an element, as related information.
    private func container(of element: Element, in layout: Layout) -> [RelatedLocation] {
        guard let parent = element.parent.map({ layout.elements[$0] }) else { return [] }
        let what = element.isArranged ? "the stack that arranges it" : "the view that contains it"
        return [RelatedLocation(range: parent.headerRange, message: "\(what), `\(parent.displayName)`")]
    }

    /// The lengths a leaf view has no source for: no intrinsic size, no constraint of its
    /// own, and neither its stack (a `fill` alignment across, a `fill` or `fillEqually`
    /// distribution along a length fixed from outside) nor pins on both sides set it. Empty for an element with
    /// children (a stack or a view), whose size follows from its content; an empty stack
    /// has none.
    static func missingSizes(of element: Element, in layout: Layout) -> [Dimension] {
        guard element.children.isEmpty else { return [] }
        let pinned = Set(element.properties.pins.map(\.edge))
        let parent = layout.arrangingStack(of: element)
        return Dimension.allCases.filter { dimension in
            let axis = dimension.axis
            guard element.properties.intrinsic[axis] == nil,
                !element.constraints.contains(where: { $0.dimension == dimension })
            else { return false }
            if let parent, let stack = parent.stack {
                if axis == stack.axis.cross { return stack.alignment != .fill }
                // Along the axis a `fill` or `fillEqually` stack sizes it only when its own
                // length is fixed; a stack that hugs its content leaves it free.
                let shares = stack.distribution == .fill || stack.distribution == .fillEqually
                return !(shares && FixedLength.isFixed(parent, axis, in: layout))
            }
            let ends: (PinEdge, PinEdge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
            return !(pinned.contains(ends.0) && pinned.contains(ends.1))
        }
    }
}
