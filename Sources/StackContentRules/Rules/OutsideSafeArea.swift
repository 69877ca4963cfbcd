import StackDiagnostics
import StackLayout
import StackModel
import StackRuleKit
import StackSyntax

/// Content under the status bar, the Dynamic Island or the home indicator.
public struct OutsideSafeArea: Rule {
    public let id = RuleID.outsideSafeArea
    public let usesFrames = true
    public let fixKind = FixKind.unsafe
    /// The file the fix gives, on which the rule does not fire: written once for both.
    static let fixed = RuleExample(
        """
        layout A {
          canvas: iPhone16
          stack s {
            pin: top safeArea, leading, trailing
            axis: vertical
            label title { intrinsic: 120 x 21 }
          }
        }

        """)

    public var documentation: RuleDocumentation {
        RuleDocumentation(
            summary:
                "In a layout that is not a cell, at a canvas with safe-area insets, a visible label, button, field, switch or image lies partly or entirely outside the safe area.",
            rationale:
                "The safe area is the part of the screen that no bar, notch, Dynamic Island, home indicator or rounded corner covers. A screen pinned to the top of its view draws its first row under the status bar on an iPhone SE (20 points) and under the Dynamic Island on an iPhone 16 (59 points); at the bottom, under the home indicator (34 points). Interface Builder previews one device at a time; this checks every device canvas of the layout (a device name in `canvas`, or `safeArea` for canvases given as sizes). Cells are exempt: a cell lies in a table or collection view, which keeps it inside the safe area.",
            examples: RuleExamples(
                triggering: [
                    RuleExample(
                        """
                        layout A {
                          canvas: iPhone16
                          stack s {
                            pin: top, leading, trailing
                            axis: vertical
                            label title { intrinsic: 120 x 21 }
                        //  ^^^^^^^^^^^ outside-safe-area warning: `title` lies outside the safe area at iPhone16: under the status bar, the notch or the Dynamic Island at the top; pin the root to `safeArea` or constrain it to `safeArea`
                          }
                        }

                        """, fix: ExpectedFix(.unsafe, Self.fixed))
                ],
                nonTriggering: [
                    Self.fixed,
                    RuleExample(
                        """
                        layout A {
                          canvas: iPhone16
                          cell: true
                          stack s {
                            pin: top, leading, trailing
                            axis: vertical
                            label title { intrinsic: 120 x 21 }
                          }
                        }

                        """),
                ]),
            fix:
                "Pin the root to the safe area: `pin: top safeArea, ...` (the fix adds `safeArea` to the root's pinned edges on the sides where content leaves it, when the root's `pin` names those edges; unsafe: it moves the layout)."
        )
    }

    public init() {}

    /// Sides of a canvas, in the canvas's own coordinates (a set of them: no allocation per
    /// frame checked).
    private struct Sides: OptionSet {
        let rawValue: UInt8
        static let top = Sides(rawValue: 1)
        static let bottom = Sides(rawValue: 2)
        static let left = Sides(rawValue: 4)
        static let right = Sides(rawValue: 8)
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        context.forEachSolvedLayout { solved in
            guard !solved.layout.isCell else { return }
            // Per element: the canvases (by name) and sides where it leaves the safe area.
            var order: [Int] = []
            var seen: [Int: (names: [String], sides: Sides)] = [:]
            for group in solved.groups {
                let layout = group.layout
                // The views checked, found once for every canvas: visible content views.
                let checked = layout.elements.indices.filter { index in
                    Self.isChecked(layout.elements[index].kind) && group.shown[index]
                }
                guard !checked.isEmpty else { continue }
                let clip = ScrollClip(layout.elements)
                // Each canvas read in place by index: bound to a name, it would be copied whole.
                for canvas in group.canvases.indices {
                    guard let entry = group.canvases[canvas].canvasEntry, entry.safeArea != .zero,
                        group.canvases[canvas].frames.count == layout.elements.count
                    else { continue }
                    let safe = safeRect(entry, direction: layout.direction)
                    var name: String?
                    for id in checked {
                        // What lies beyond a scroll view's frame is scrolled to, not lost.
                        guard let shown = clip.shownFrame(of: id, in: group.canvases[canvas]) else { continue }
                        let sides = sidesOutside(shown, safe)
                        guard !sides.isEmpty else { continue }
                        if seen[id] == nil { order.append(id) }
                        var record = seen[id] ?? ([], [])
                        let canvasName = name ?? group.canvases[canvas].name
                        name = canvasName
                        if !record.names.contains(canvasName) { record.names.append(canvasName) }
                        record.sides.formUnion(sides)
                        seen[id] = record
                    }
                }
            }
            let layout = solved.layout
            for id in order {
                guard let record = seen[id] else { continue }
                let element = layout.elements[id]
                let places = describe(record.sides)
                let fix = rootPinFix(layout, sides: record.sides, syntax: context.model.syntax)
                findings.append(
                    finding(
                        element.headerRange,
                        "`\(element.displayName)` lies outside the safe area \(canvasList(record.names)): \(places); pin the root to `safeArea` or constrain it to `safeArea`",
                        related: canvasNote(record.names, at: element.headerRange), fixes: fix.map { [$0] } ?? []))
            }
        }
        return findings
    }

    /// Whether elements of the kind are judged: what shows content (a label, button, field,
    /// switch or image), not a container. A switch, not a set: hashing a kind hashes its name.
    private static func isChecked(_ kind: ElementKind?) -> Bool {
        switch kind {
        case .label, .button, .field, .switch, .image: return true
        case .stack, .view, .scroll, nil: return false
        }
    }

    /// The safe area in canvas coordinates (leading is the right side in `rtl`).
    private func safeRect(_ canvas: Canvas, direction: LayoutDirection) -> Rect {
        Rect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height).inset(
            by: canvas.safeArea, direction: direction)
    }

    /// The sides of `safe` that `frame` crosses (by more than half a point).
    private func sidesOutside(_ frame: Rect, _ safe: Rect) -> Sides {
        let tolerance = 0.5
        var sides: Sides = []
        if frame.y < safe.y - tolerance { sides.insert(.top) }
        if frame.y + frame.height > safe.y + safe.height + tolerance { sides.insert(.bottom) }
        if frame.x < safe.x - tolerance { sides.insert(.left) }
        if frame.x + frame.width > safe.x + safe.width + tolerance { sides.insert(.right) }
        return sides
    }

    /// Where the content lies: top, bottom, sides.
    private func describe(_ sides: Sides) -> String {
        var places: [String] = []
        if sides.contains(.top) { places.append("under the status bar, the notch or the Dynamic Island at the top") }
        if sides.contains(.bottom) { places.append("under the home indicator at the bottom") }
        if sides.contains(.left) || sides.contains(.right) {
            let which =
                sides.contains(.left) && sides.contains(.right)
                ? "both sides" : sides.contains(.left) ? "the left side" : "the right side"
            places.append("under the sensor housing or the rounded corners at \(which)")
        }
        return places.joined(separator: ", and ")
    }

    /// `safeArea` added to the root's pins on the sides crossed, when the root's `pin` is
    /// one line that names those edges with no guide.
    private func rootPinFix(_ layout: Layout, sides: Sides, syntax: FileSyntax) -> Fix? {
        guard let root = layout.root, let property = root.assignments[.pin] else { return nil }
        var wanted: Set<PinEdge> = []
        if sides.contains(.top) { wanted.insert(.top) }
        if sides.contains(.bottom) { wanted.insert(.bottom) }
        if sides.contains(.left) { wanted.insert(layout.direction == .rtl ? .trailing : .leading) }
        if sides.contains(.right) { wanted.insert(layout.direction == .rtl ? .leading : .trailing) }
        var edits: [TextEdit] = []
        for item in syntax.items(of: property.value) {
            let atoms = syntax.atoms(of: item)
            guard let first = atoms.first, case .identifier(let word) = first else { return nil }
            let edges: Set<PinEdge> =
                syntax.source.spells("edges", in: word.range)
                ? [.top, .leading, .bottom, .trailing] : PinEdge(word, in: syntax.source).map { [$0] } ?? []
            guard !edges.isDisjoint(with: wanted) else { continue }
            // Only a pin with no guide yet; `edges` moves all four sides, which is what a
            // root pinned at its edges wants.
            if atoms.count > 1, case .identifier = atoms[1] { return nil }
            edits.append(TextEdit(range: .empty(at: word.range.end), newText: " safeArea"))
            wanted.subtract(edges)
        }
        guard wanted.isEmpty, !edits.isEmpty else { return nil }
        return Fix(title: "Pin `\(root.displayName)` to the safe area", edits: edits, safety: .unsafe)
    }
}
