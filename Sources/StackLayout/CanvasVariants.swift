import StackModel

/// What a layout is solved as at each of its canvases, categories and directions (format
/// version 3): the layout resolved for the canvas's size classes (stack-format.md §13) in
/// one direction. Canvases with the same size classes share one resolved layout, and a
/// layout without variations is itself at every canvas, so it costs nothing extra.
package struct CanvasVariants {
    /// One solve: the canvas (its index in ``Layout/canvasEntries``), the category, the
    /// direction, and the layout it solves (its index in ``layouts``).
    package struct Solve {
        package var entry: Int
        package var category: ContentSizeCategory
        package var direction: LayoutDirection
        package var variant: Int
    }

    /// The distinct layouts solved, in the order first met.
    package private(set) var layouts: [Layout] = []
    /// Every solve, ordered canvas, then category, then direction (stack-format.md §7).
    package private(set) var solves: [Solve] = []
    /// Whether the layout names size classes and directions in its solves' names.
    private let namesSizeClasses: Bool
    private let namesDirection: Bool
    private let namesCategory: Bool

    package init(_ layout: Layout) {
        let directions = layout.directions.isEmpty ? [layout.direction] : layout.directions
        let categories = layout.solvedCategories
        let variesByClasses = !layout.variations.isEmpty || !layout.installedFlags.isEmpty
        // Only a layout with variations differs between size classes: one without names its
        // canvases as every earlier format version did.
        namesSizeClasses = variesByClasses && layout.sizeClassCombinations.count > 1
        namesDirection = directions.count > 1
        namesCategory = categories.count > 1
        var classesMet: [SizeClasses?] = []
        for (entryIndex, entry) in layout.canvasEntries.enumerated() {
            let classes: SizeClasses? = variesByClasses ? entry.sizeClasses : nil
            var first = classesMet.firstIndex(of: classes)
            if first == nil {
                first = classesMet.count
                classesMet.append(classes)
                let resolved = classes.map { layout.resolved(for: $0) } ?? layout
                for direction in directions {
                    var variant = resolved
                    variant.direction = direction
                    layouts.append(variant)
                }
            }
            let base = (first ?? 0) * directions.count
            for category in categories {
                for (directionIndex, direction) in directions.enumerated() {
                    solves.append(
                        Solve(
                            entry: entryIndex, category: category, direction: direction, variant: base + directionIndex)
                    )
                }
            }
        }
    }

    /// The solves of the same layout as the solve at `index` that follow it, when at most
    /// `limit` solves follow it (nil past that: a bound on the search).
    func later(than index: Int, within limit: Int) -> [Solve]? {
        guard solves.count - index <= limit else { return nil }
        return solves[(index + 1)...].filter { $0.variant == solves[index].variant }
    }

    /// `result` told which solve it is and how names show it.
    package func label(_ result: inout CanvasLayout, _ solve: Solve, canvas: Canvas) {
        result.canvasEntry = result.canvasEntry ?? canvas
        result.contentSize = solve.category
        result.direction = solve.direction
        result.namesCategory = namesCategory
        result.namesDirection = namesDirection
        result.namesSizeClasses = namesSizeClasses
        result.installedFlags = layouts[solve.variant].installedFlags
    }
}
