import StackLayout
import StackModel
import StackSyntax

/// Content under the status bar, the Dynamic Island or the home indicator.
public struct OutsideSafeArea: Rule {
    public let id = RuleID.outsideSafeArea
    public let usesFrames = true
    public let fixKind = FixKind.unsafe
    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary: "In a layout that is not a cell, at a canvas with safe-area insets, a visible label, button, field, switch or image lies partly or entirely outside the safe area.",
            rationale: "The safe area is the part of the screen that no bar, notch, Dynamic Island, home indicator or rounded corner covers. A screen pinned to the top of its view draws its first row under the status bar on an iPhone SE (20 points) and under the Dynamic Island on an iPhone 16 (59 points); at the bottom, under the home indicator (34 points). Interface Builder previews one device at a time; this checks every device canvas of the layout (a device name in `canvas`, or `safeArea` for canvases given as sizes). Cells are exempt: a cell lies in a table or collection view, which keeps it inside the safe area.",
            examples: RuleExamples(
                triggering: [RuleExample("""
                    layout A {
                      canvas: iPhone16
                      stack s {
                        pin: top, leading, trailing
                        axis: vertical
                        label title { intrinsic: 120 x 21 }
                    //  ^^^^^^^^^^^ outside-safe-area warning: `title` lies outside the safe area at iPhone16: under the status bar, the notch or the Dynamic Island at the top; pin the root to `safeArea` or constrain it to `safeArea`
                      }
                    }

                    """, fix: ExpectedFix(.unsafe, """
                    layout A {
                      canvas: iPhone16
                      stack s {
                        pin: top safeArea, leading, trailing
                        axis: vertical
                        label title { intrinsic: 120 x 21 }
                      }
                    }

                    """))],
                nonTriggering: [RuleExample("""
                    layout A {
                      canvas: iPhone16
                      stack s {
                        pin: top safeArea, leading, trailing
                        axis: vertical
                        label title { intrinsic: 120 x 21 }
                      }
                    }

                    """), RuleExample("""
                    layout A {
                      canvas: iPhone16
                      cell: true
                      stack s {
                        pin: top, leading, trailing
                        axis: vertical
                        label title { intrinsic: 120 x 21 }
                      }
                    }

                    """)]),
            fix: "Pin the root to the safe area: `pin: top safeArea, ...` (the fix adds `safeArea` to the root's pinned edges on the sides where content leaves it, when the root's `pin` names those edges; unsafe: it moves the layout).")
    }

    public init() {}

    /// The sides of a canvas, in the canvas's own coordinates.
    private enum Side: String, CaseIterable {
        case top, bottom, left, right
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for (layout, canvases) in context.solvedLayouts where !layout.isCell {
            // Per element: the canvases (by name) and sides where it leaves the safe area.
            var order: [Int] = []
            var seen: [Int: (names: [String], sides: Set<Side>)] = [:]
            // The views checked, found once for every canvas: visible content views.
            let checked = layout.elements.indices.filter { index in
                let element = layout.elements[index]
                return element.kind.map(Self.checkedKinds.contains) == true && !element.isHidden && !isHiddenByAncestor(element, in: layout)
            }
            guard !checked.isEmpty else { continue }
            for result in canvases {
                guard let entry = result.canvasEntry, entry.safeArea != .zero, result.frames.count == layout.elements.count else { continue }
                let safe = safeRect(entry, direction: layout.direction)
                for id in checked {
                    let frame = result.frames[id]
                    let sides = sidesOutside(frame.canvasFrame, safe)
                    guard !sides.isEmpty else { continue }
                    if seen[id] == nil { order.append(id) }
                    var record = seen[id] ?? ([], [])
                    if !record.names.contains(result.name) { record.names.append(result.name) }
                    record.sides.formUnion(sides)
                    seen[id] = record
                }
            }
            for id in order {
                guard let record = seen[id] else { continue }
                let element = layout.elements[id]
                let places = describe(record.sides)
                let fix = rootPinFix(layout, sides: record.sides, source: context.source)
                findings.append(finding(element.headerRange,
                    "`\(element.displayName)` lies outside the safe area \(nameList(record.names)): \(places); pin the root to `safeArea` or constrain it to `safeArea`",
                    fixes: fix.map { [$0] } ?? []))
            }
        }
        return findings
    }

    private static let checkedKinds: Set<ElementKind> = [.label, .button, .field, .switch, .image]

    private func isHiddenByAncestor(_ element: Element, in layout: Layout) -> Bool {
        var parent = element.parent
        // Each step goes one level up the tree, so the loop ends.
        while let current = parent {
            if layout.elements[current].isHidden { return true }
            parent = layout.elements[current].parent
        }
        return false
    }

    /// The safe area in canvas coordinates (leading is the right side in `rtl`).
    private func safeRect(_ canvas: Canvas, direction: LayoutDirection) -> Rect {
        Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height).inset(by: canvas.safeArea, direction: direction)
    }

    /// The sides of `safe` that `frame` crosses (by more than half a point).
    private func sidesOutside(_ frame: Rect, _ safe: Rect) -> Set<Side> {
        let tolerance = 0.5
        var sides: Set<Side> = []
        if frame.y < safe.y - tolerance { sides.insert(.top) }
        if frame.y + frame.height > safe.y + safe.height + tolerance { sides.insert(.bottom) }
        if frame.x < safe.x - tolerance { sides.insert(.left) }
        if frame.x + frame.width > safe.x + safe.width + tolerance { sides.insert(.right) }
        return sides
    }

    /// Where the content lies: top, bottom, sides.
    private func describe(_ sides: Set<Side>) -> String {
        var places: [String] = []
        if sides.contains(.top) { places.append("under the status bar, the notch or the Dynamic Island at the top") }
        if sides.contains(.bottom) { places.append("under the home indicator at the bottom") }
        if sides.contains(.left) || sides.contains(.right) {
            let which = sides.contains(.left) && sides.contains(.right) ? "both sides" : sides.contains(.left) ? "the left side" : "the right side"
            places.append("under the sensor housing or the rounded corners at \(which)")
        }
        return places.joined(separator: ", and ")
    }

    private func nameList(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return "at \(names[0])"
        default: return "at " + names.dropLast().joined(separator: "; ") + " and " + (names.last ?? "")
        }
    }

    /// `safeArea` added to the root's pins on the sides crossed, when the root's `pin` is
    /// one line that names those edges with no guide.
    private func rootPinFix(_ layout: Layout, sides: Set<Side>, source: SourceText) -> Fix? {
        guard let root = layout.root, let property = root.assignments[.pin] else { return nil }
        var wanted: Set<PinEdge> = []
        for side in sides {
            switch side {
            case .top: wanted.insert(.top)
            case .bottom: wanted.insert(.bottom)
            case .left: wanted.insert(layout.direction == .rtl ? .trailing : .leading)
            case .right: wanted.insert(layout.direction == .rtl ? .leading : .trailing)
            }
        }
        var edits: [TextEdit] = []
        for item in property.value.items {
            guard case .identifier(let word) = item.atoms[0] else { return nil }
            let edges: Set<PinEdge> = word.text == "edges" ? [.top, .leading, .bottom, .trailing] : PinEdge(rawValue: word.text).map { [$0] } ?? []
            guard !edges.isDisjoint(with: wanted) else { continue }
            // Only a pin with no guide yet; `edges` moves all four sides, which is what a
            // root pinned at its edges wants.
            if item.atoms.count > 1, case .identifier = item.atoms[1] { return nil }
            edits.append(TextEdit(range: .empty(at: word.range.end), newText: " safeArea"))
            wanted.subtract(edges)
        }
        guard wanted.isEmpty, !edits.isEmpty else { return nil }
        return Fix(title: "Pin `\(root.displayName)` to the safe area", edits: edits, safety: .unsafe)
    }
}
