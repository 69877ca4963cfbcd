import StackModel

extension Layout {
    /// Whether the element is shown: installed (stack-format.md §13), and neither it nor any
    /// element around it hidden. A view inside a hidden container is not drawn, so no rule
    /// judges its size or place (rules.md, version 3).
    package func isShown(_ element: Element) -> Bool {
        guard !element.isHidden, isInstalled(element.id) else { return false }
        var parent = element.parent
        // Each step goes one level up the tree, so the loop ends.
        while let current = parent {
            if elements[current].isHidden { return false }
            parent = elements[current].parent
        }
        return true
    }

    /// Whether the element at `index` is shown (see ``isShown(_:)``), read in place.
    package func isShown(at index: Int) -> Bool {
        guard isInstalled(index) else { return false }
        var current: Int? = index
        // Each step goes one level up the tree, so the loop ends.
        while let next = current {
            if elements[next].isHidden { return false }
            current = elements[next].parent
        }
        return true
    }
}
