import StackModel
import StackSyntax

/// Hover text for format version 3's size classes and scroll guides (stack-format.md §11,
/// §13), from the model alone: which canvases have a class, which variant applies where.
package enum VariationHover {
    /// Which devices have a size class (§4's table).
    package static func meaning(_ trait: SizeClassTrait) -> String {
        switch trait {
        case .wC:
            return
                "compact width: every iPhone in portrait, and in landscape every iPhone but `iPhone16Plus` and `iPhone16ProMax`"
        case .wR: return "regular width: every iPad, and `iPhone16Plus` and `iPhone16ProMax` in landscape"
        case .hC: return "compact height: every iPhone in landscape"
        case .hR: return "regular height: every iPhone in portrait, and every iPad"
        }
    }

    /// The size classes a bracket list names, its unknown and contradicting words left out
    /// (the model reports those).
    package static func traitSet(_ traits: TraitsSyntax, in file: FileSyntax) -> TraitSet {
        var set = TraitSet()
        for word in file.words(of: traits) {
            guard let trait = SizeClassTrait(word, in: file.source) else { continue }
            if trait.axis == .horizontal {
                set.horizontal = set.horizontal ?? trait.sizeClass
            } else {
                set.vertical = set.vertical ?? trait.sizeClass
            }
        }
        return set
    }

    /// The canvases of a layout that have every class of `set`, as the format names them.
    package static func canvases(of layout: Layout, matching set: TraitSet) -> [String] {
        layout.canvasEntries.filter { set.matches($0.sizeClasses) }.map { "`\($0)` (\($0.sizeClasses))" }
    }

    /// The hover of a `[...]` list: the class under the cursor and the canvases having it,
    /// then where the whole list holds, when it has more than one class.
    package static func traits(_ traits: TraitsSyntax, in file: FileSyntax, word: Identifier?, layout: Layout) -> String
    {
        var sections: [String] = []
        if let word, let trait = SizeClassTrait(word, in: file.source) {
            let single =
                trait.axis == .horizontal ? TraitSet(horizontal: trait.sizeClass) : TraitSet(vertical: trait.sizeClass)
            sections.append(
                "**`\(trait.rawValue)`**: \(meaning(trait)).\n\n"
                    + holding(single, named: "`\(trait.rawValue)`", in: layout))
        }
        let set = traitSet(traits, in: file)
        if set.count > 1 || word == nil { sections.append(holding(set, named: "`\(set)`", in: layout)) }
        return sections.joined(separator: "\n\n")
    }

    private static func holding(_ set: TraitSet, named name: String, in layout: Layout) -> String {
        let canvases = canvases(of: layout, matching: set)
        guard !canvases.isEmpty else {
            return "No canvas of this layout has \(name): what it qualifies is solved nowhere (`unsolved-variation`)."
        }
        return "Canvases of this layout with \(name): " + canvases.joined(separator: ", ") + "."
    }

    /// For a property that has size-class variants on an element: the statement that applies
    /// at each canvas (the matching variant with the most classes, the later one on a tie,
    /// the unqualified statement where none matches); nil when it has none.
    package static func variants(of name: PropertyName, element: Int, layout: Layout, source: SourceText) -> String? {
        let variants = layout.variations.properties.filter { $0.element == element && $0.name == name }
        guard !variants.isEmpty else { return nil }
        let unqualified =
            layout.elements[element].assignments[name].map { "`\(source.text(in: $0.range))`" } ?? "the default"
        var text = "Size-class variants (more classes wins):\n\n| canvas | classes | applies |\n| --- | --- | --- |\n"
        for canvas in layout.canvasEntries {
            let winner = layout.variations.applying(at: canvas.sizeClasses).lazy.map {
                layout.variations.properties[$0]
            }
            .first { $0.element == element && $0.name == name }
            let applies = winner.map { "`\(source.text(in: $0.range))`" } ?? unqualified
            text += "| \(canvas) | \(canvas.sizeClasses) | \(applies) |\n"
        }
        return text
    }

    /// A scroll view's guide word (`content`, `frame`), in a constraint target or a pin.
    package static func scrollGuide(_ word: String, scroll: String?) -> String {
        let of = scroll.map { " of scroll view `\($0)`" } ?? " of the scroll view"
        if word == ScrollGuideName.frame.rawValue {
            return
                "**`frame`**: the frame layout guide (`frameLayoutGuide`)\(of): the scroll view's own frame, which does not scroll. `width == frame.width` on a child makes the content as wide as the scroll view (a vertical scroller)."
        }
        return
            "**`content`**: the content layout guide (`contentLayoutGuide`)\(of): the scrollable content. Its width and height are the content size, and come only from the constraints that tie it to the children (`pin: edges content` makes the content as large as that child)."
    }
}
