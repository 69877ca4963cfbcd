extension Layout {
    /// The layout at a content size category: every element with a `textStyle` has its
    /// `intrinsic` size and baselines (written at `large`) multiplied by its style's
    /// scale (stack-format.md §9); everything else is unchanged. Resolve a layout's size
    /// classes first (``resolved(for:)``): its variants hold their values as written, at `large`.
    public func scaled(to category: ContentSizeCategory) -> Layout {
        guard category != .large else { return self }
        var copy = self
        for index in copy.elements.indices {
            guard let style = copy.elements[index].properties.textStyle else { continue }
            let factor = style.scale(at: category)
            var properties = copy.elements[index].properties
            properties.intrinsic = OptionalSize(
                width: properties.intrinsic.width.map { $0 * factor },
                height: properties.intrinsic.height.map { $0 * factor })
            properties.baseline = properties.baseline.map { $0 * factor }
            properties.lastBaseline = properties.lastBaseline.map { $0 * factor }
            copy.elements[index].properties = properties
        }
        return copy
    }
}
