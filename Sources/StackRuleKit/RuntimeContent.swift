import StackModel

extension Layout {
    /// Whether the app sets the content of the element at `index` in code: it, or an element
    /// around it, says `runtime: true`. The rules that judge an element's content do not fire
    /// on such an element or on what it contains (stack-format.md §12): the file does not
    /// hold what it will show.
    package func isRuntimeContent(at index: Int) -> Bool {
        var current: Int? = index
        // Each step goes one level up the tree, so the loop ends.
        while let next = current {
            if elements[next].properties.isRuntime { return true }
            current = elements[next].parent
        }
        return false
    }
}
