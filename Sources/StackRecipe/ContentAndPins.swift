import StackModel
import StackSolver

extension ConstraintBuilder {
    /// The level of the tie-breaker `size >= 0`: below every priority a layout can use,
    /// so it only chooses among solutions that are equally good at every real level.
    package static let nonNegativeSizeLevel = StackPriority.nonNegativeTieBreaker

    /// Sizes prefer not to be negative: an ambiguous size (a view with no intrinsic size
    /// and no constraint) resolves to zero or more instead of whatever the simplex meets.
    mutating func addNonNegativeSizes(_ element: Int) {
        // A size held by content (an intrinsic size, at compression priority) never goes
        // negative; only the free ones need the tie-breaker.
        let isStack = layout.elements[element].kind == .stack
        for axis in Axis.allCases where isStack || layout.elements[element].properties.intrinsic[axis] == nil {
            add(
                length(element, axis), .greaterThanOrEqual, constant: 0, priority: Self.nonNegativeSizeLevel,
                origin: .nonNegativeSize(element: element))
        }
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) of a leaf.
    mutating func addContentConstraints(_ id: Int) {
        guard layout.elements[id].kind != .stack else { return }
        for axis in [Axis.horizontal, .vertical] {
            guard let intrinsic = layout.elements[id].properties.intrinsic[axis] else { continue }
            let hugging = layout.elements[id].properties.hugging[axis]
            let compression = layout.elements[id].properties.compression[axis]
            if hugging < 1000, compression < 1000 {
                // One soft equality, exactly the pair below, in half the rows.
                addSplit(
                    length(id, axis), constant: intrinsic, above: hugging, below: compression,
                    origin: .contentSize(element: id, axis: axis))
                continue
            }
            add(
                length(id, axis), .lessThanOrEqual, constant: intrinsic,
                priority: hugging, origin: .hugging(element: id, axis: axis))
            add(
                length(id, axis), .greaterThanOrEqual, constant: intrinsic,
                priority: compression, origin: .compression(element: id, axis: axis))
        }
    }
}
